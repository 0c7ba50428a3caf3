/**
 * `pattern` strings. Pedelec's guide calls a pattern "a string representation of a regular-expression pattern";
 * JSON Schema defines it as an ECMA-262 pattern without flags, so compiling means `new RegExp(pattern)`.
 * Portability is judged with regexpp (which features a pattern uses) and RE2 (the engine many providers use).
 * Matching values never uses the JavaScript engine: re2js runs in linear time, so no pattern can hang the server.
 */
import type { AST, RegExpParser } from '@eslint-community/regexpp';
import type { RE2JS } from 're2js';

// Loaded on first use (`require`, which the bundler initialises lazily): most documents have no pattern, and the
// two libraries are about a third of the server bundle, which every start-up would otherwise evaluate.
const regexpp = () => require('@eslint-community/regexpp') as typeof import('@eslint-community/regexpp');
const re2js = () => (require('re2js') as typeof import('re2js')).RE2JS;

/** The JavaScript engine's complaint, or undefined when the pattern compiles. */
export function compileError(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
  }
}

let parser: RegExpParser | undefined;

function parse(pattern: string, unicode: boolean): AST.Pattern | undefined {
  parser ??= new (regexpp().RegExpParser)({ ecmaVersion: 2025 });
  try {
    return parser.parsePattern(pattern, 0, pattern.length, { unicode });
  } catch {
    return undefined;
  }
}

/**
 * Results by pattern, kept across analyses: re-checking every pattern of a 1 MB manifest on each edit (parsing it
 * twice, compiling it with RE2) was a third of the analysis. Bounded: cleared when full.
 */
const CACHE_SIZE = 4096;
const portability = new Map<string, readonly string[]>();

/** What in a (compiling) pattern other engines lack; empty when it is portable. */
export function portabilityProblems(pattern: string): string[] {
  let found = portability.get(pattern);
  if (found === undefined) {
    if (portability.size >= CACHE_SIZE) portability.clear();
    portability.set(pattern, (found = findPortabilityProblems(pattern)));
  }
  return [...found];
}

function findPortabilityProblems(pattern: string): string[] {
  const unicodeAst = parse(pattern, true);
  const ast = unicodeAst ?? parse(pattern, false);
  if (!ast) return [];
  const found = new Set<string>();
  regexpp().visitRegExpAST(ast, {
    onAssertionEnter(n) {
      if (n.kind === 'lookbehind') found.add('lookbehind');
      if (n.kind === 'lookahead') found.add('lookahead');
    },
    onCapturingGroupEnter(n) {
      if (n.name) found.add('named groups');
    },
    onBackreferenceEnter() {
      found.add('backreferences');
    },
    onCharacterSetEnter(n) {
      if (n.kind === 'property') found.add('Unicode property escapes');
    },
  });
  if (!unicodeAst) {
    // Validators that compile in Unicode mode (Ajv's default) reject it; `\p{…}` silently means "p{…}" without it.
    if (/\\[pP]\{/.test(pattern)) found.add('Unicode property escapes (which need Unicode mode)');
    found.add('syntax that Unicode-mode engines reject (such as an escaped letter or `_` that means nothing)');
  }
  if (found.size === 0 && !re2(pattern)) found.add('syntax RE2 cannot compile');
  return [...found];
}

function re2(pattern: string): RE2JS | undefined {
  try {
    return re2js().compile(pattern);
  } catch {
    return undefined;
  }
}

const matchers = new Map<string, RE2JS | null>();

/**
 * Whether `value` matches `pattern` (searched anywhere, as JSON Schema does), in linear time; undefined when RE2
 * cannot compile the pattern (backreferences, lookaround): then the value is not judged rather than risk a hang.
 */
export function safeMatches(pattern: string, value: string): boolean | undefined {
  let m = matchers.get(pattern);
  if (m === undefined) {
    m = compileError(pattern) === undefined ? (re2(pattern) ?? null) : null;
    if (matchers.size >= CACHE_SIZE) matchers.clear();
    matchers.set(pattern, m);
  }
  return m ? m.matcher(value).find() : undefined;
}
