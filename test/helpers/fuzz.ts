/**
 * Generators for the fuzz suites (core and protocol): valid seed documents of every family, random JSON values
 * built from the families' own vocabulary (so rules fire), structural mutations serialised in varied layouts
 * (CRLF, tabs, comments, trailing commas in .jsonc, emoji), and raw text mutations that break the syntax.
 * Runs are bounded by FUZZ_RUNS (default below); FUZZ_SEED reproduces a failing run (fast-check prints it).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { parse } from 'jsonc-parser';
import { SUPPORTED, UNSUPPORTED } from '../../server/src/core/rules/pedelec/helpers/keywords';
import type { JsonValue } from '../../server/src/core/model/tree';

const ROOT = path.resolve(__dirname, '../../..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');

export interface Seed {
  family: string;
  /** The file name the document is analysed under (its extension decides JSON or JSONC). */
  filename: string;
  text: string;
}

/** One or more valid documents per family: args schema, skills manifest, each Arcade version, hosts' tool files. */
export const SEEDS: readonly Seed[] = [
  { family: 'pedelec-args', filename: 'fuzz.args.json', text: read('examples/pedelec/move-shape.args.json') },
  { family: 'pedelec-args', filename: 'fuzz.args.jsonc', text: read('examples/pedelec/copied-from-openapi.args.jsonc') },
  { family: 'pedelec-skills', filename: 'fuzz.skills.json', text: read('examples/pedelec/canvas.skills.json') },
  { family: 'arcade-tool-preview', filename: 'fuzz.tool.json', text: read('test/fixtures/greet.preview.tool.json') },
  { family: 'arcade-tool-1.0', filename: 'fuzz.tool.json', text: read('test/fixtures/greet.v1.tool.json') },
  { family: 'arcade-tool-current', filename: 'fuzz.tool.jsonc', text: read('test/fixtures/weather.current.tool.json') },
  { family: 'arcade-tool-current', filename: 'fuzz.tool.json', text: read('examples/arcade/GetForecast.tool.json') },
  // Hosts' own tool files in strict mode, where the provider rules offer their fixes.
  { family: 'host-tools', filename: 'fuzz.tools.json', text: read('test/fixtures/hosts/openai-strict.tools.json') },
  { family: 'host-tools', filename: 'fuzz.tools.jsonc', text: read('test/fixtures/hosts/anthropic-strict.tools.json') },
];

/** Keys the rules and schemas care about, so random documents exercise them. */
const KEYS = [
  ...Object.keys(SUPPORTED),
  ...Object.keys(UNSUPPORTED),
  'x-custom',
  'val_type',
  'inner_val_type',
  'enum',
  'properties',
  'inner_properties',
  'value_schema',
  'parameters',
  'input',
  'inputs',
  'output',
  'name',
  'description',
  'required',
  'tools',
  'argsSchema',
  'guidance',
  'toolkit',
  'fully_qualified_name',
  'available_modes',
  'q',
  'timeoutMs',
  'a😀',
  '',
];
const STRINGS = [
  'string',
  'integer',
  'number',
  'boolean',
  'array',
  'object',
  'json',
  'null',
  '^(a+)+$',
  '#/$defs/Filter',
  '#/$defs/Node',
  '[',
  '😀🚲',
  '\uD800',
  'é',
  'value',
  '',
];

const text = fc.oneof(fc.constantFrom(...STRINGS), fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 6 }));
const scalar: fc.Arbitrary<JsonValue> = fc.oneof(
  text,
  fc.integer({ min: -3, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Random JSON values over the families' vocabulary, a few levels deep. */
export const vocabularyValue: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 4 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Any JSON value at all (fast-check's own generator). */
export const anyJsonValue: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>;

/** A step along a path into a value: chooses a child by index modulo the number of children. */
export type Mutation = { kind: 'set' | 'delete' | 'addKey'; path: number[]; key: string; value: JsonValue };
export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set' as const, 'delete' as const, 'addKey' as const),
  path: fc.array(fc.nat(20), { maxLength: 6 }),
  key: fc.constantFrom(...KEYS),
  value: vocabularyValue,
});

export function applyMutation(root: JsonValue, m: Mutation): JsonValue {
  const clone = structuredClone(root) as JsonValue;
  let parent: JsonValue = clone;
  for (const step of m.path) {
    const children = childKeys(parent);
    if (!children.length) break;
    const next = (parent as Record<string, JsonValue>)[children[step % children.length]];
    if (next === null || typeof next !== 'object') break;
    parent = next;
  }
  if (Array.isArray(parent)) {
    if (m.kind === 'delete' && parent.length) parent.splice(m.path.length % parent.length, 1);
    else parent.push(m.value);
  } else if (parent !== null && typeof parent === 'object') {
    const keys = Object.keys(parent);
    if (m.kind === 'delete' && keys.length) delete parent[keys[m.path.length % keys.length]];
    else if (m.kind === 'set' && keys.length) parent[keys[m.path.length % keys.length]] = m.value;
    else parent[m.key] = m.value;
  }
  return clone;
}

const childKeys = (v: JsonValue): string[] => (v !== null && typeof v === 'object' ? Object.keys(v) : []);

export interface Layout {
  indent: '' | '  ' | '\t';
  eol: '\n' | '\r\n';
  /** JSONC only: a comment before some properties, a trailing comma after some last items. */
  comments: boolean;
  trailingCommas: boolean;
}

export const layout: fc.Arbitrary<Layout> = fc.record({
  indent: fc.constantFrom('' as const, '  ' as const, '\t' as const),
  eol: fc.constantFrom('\n' as const, '\r\n' as const),
  comments: fc.boolean(),
  trailingCommas: fc.boolean(),
});

/** JSON text in the given layout; comments and trailing commas only where the file is JSONC. */
export function serialise(value: JsonValue, l: Layout, jsonc: boolean): string {
  const out: string[] = [];
  let n = 0;
  const write = (v: JsonValue, depth: number) => {
    if (v === null || typeof v !== 'object') return void out.push(JSON.stringify(v));
    const entries: [string | undefined, JsonValue][] = Array.isArray(v) ? v.map((x) => [undefined, x]) : Object.entries(v);
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    if (!entries.length) return void out.push(open + close);
    const pad = (d: number) => (l.indent ? l.eol + l.indent.repeat(d) : ' ');
    out.push(open);
    entries.forEach(([k, x], i) => {
      out.push(pad(depth + 1));
      if (jsonc && l.comments && n++ % 3 === 0) out.push(n % 2 ? '/* c, 😀 */ ' : `// c, ]${l.eol}${l.indent.repeat(depth + 1)}`);
      if (k !== undefined) out.push(`${JSON.stringify(k)}: `);
      write(x, depth + 1);
      if (i < entries.length - 1 || (jsonc && l.trailingCommas)) out.push(',');
    });
    out.push(pad(depth), close);
  };
  write(value, 0);
  return out.join('') + l.eol;
}

const seed = fc.constantFrom(...SEEDS);
const parsedSeed = (s: Seed): JsonValue => parse(s.text) as JsonValue;

/** A seed changed structurally (still valid syntax) and serialised in a random layout. */
export const structuralDocument: fc.Arbitrary<Seed> = fc
  .tuple(seed, fc.array(mutation, { minLength: 1, maxLength: 5 }), layout)
  .map(([s, ms, l]) => ({ ...s, text: serialise(ms.reduce(applyMutation, parsedSeed(s)), l, s.filename.endsWith('.jsonc')) }));

/** A random value as a whole document of a family (usually not even the right shape). */
export const randomValueDocument: fc.Arbitrary<Seed> = fc
  .tuple(seed, fc.oneof(vocabularyValue, anyJsonValue), layout)
  .map(([s, v, l]) => ({ ...s, text: serialise(v, l, s.filename.endsWith('.jsonc')) }));

const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '/',
  '*',
  '//c\n',
  '/*c*/',
  '\r\n',
  '\n',
  '\r',
  '😀',
  '\uD800',
  '\uDC00',
  '\u0000',
  '\uFEFF',
  'null',
  '1e999',
  '-',
  '"x"',
  ' ',
  '"format": "email",',
  '"$ref": "#/x",',
  '"val_type": "array",',
  '"type": "array",',
  '{"a":',
];
type TextEdit = { at: number; remove: number; insert: string };
const textEdit: fc.Arbitrary<TextEdit> = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof(fc.constant(0), fc.nat(12)),
  insert: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ unit: 'binary', maxLength: 3 }), fc.constant('')),
});

function applyTextEdit(text: string, e: TextEdit): string {
  const at = Math.floor(e.at * text.length);
  return text.slice(0, at) + e.insert + text.slice(at + e.remove);
}

/** A seed (or a structurally mutated one) with raw text edits: broken syntax, split surrogates, stray CRs. */
export const textMutatedDocument: fc.Arbitrary<Seed> = fc
  .tuple(fc.oneof(seed, structuralDocument), fc.array(textEdit, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([s, edits, crlf]) => {
    const base = crlf ? s.text.replace(/\r?\n/g, '\r\n') : s.text;
    return { ...s, text: edits.reduce(applyTextEdit, base) };
  });

/** Every kind of fuzzed document. */
export const fuzzedDocument: fc.Arbitrary<Seed> = fc.oneof(structuralDocument, textMutatedDocument, randomValueDocument);

/**
 * A fuzzed Pedelec document as TypeScript: its value (JSON text is a TypeScript expression, comments and trailing
 * commas included) typed `satisfies ToolArgsSchema` or given to `createSession`, sometimes through a constant and a
 * spread, sometimes with its `properties` in a constant two tools share, or inside a function where a local name
 * shadows one its `$defs` use; and sometimes with a stray character typed into it (the parser's error recovery then
 * decides).
 */
export const scriptDocument: fc.Arbitrary<Seed> = fc
  .tuple(
    fc.oneof(structuralDocument, textMutatedDocument, randomValueDocument).filter((s) => s.family.startsWith('pedelec')),
    fc.constantFrom('satisfies', 'session', 'spread', 'shared', 'shadowed'),
    fc.option(fc.tuple(fc.nat(), fc.constantFrom('{', '}', ',', ':', "'", '`', '(', '/*', '//', '\n', '...', 'as ')), { freq: 3 }),
  )
  .map(([s, shape, typo]) => {
    const header = "import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\ndeclare const pedelec: any;\n";
    const value = s.text.trim() || '{}';
    const tool = (name: string, args: string) => `defineTool({ name: '${name}', description: 'd', argsSchema: ${args} })`;
    let body: string;
    if (s.family === 'pedelec-skills' || shape === 'session')
      body = `await pedelec.createSession({ provider: 'codex', skills: ${s.family === 'pedelec-skills' ? value : `{ guidance: 'g', tools: [${tool('t', value)}] }`} });\n`;
    else if (shape === 'spread')
      body = `const base = ${value};\nexport const args = { ...base, description: 'd' } satisfies ToolArgsSchema;\n`;
    else if (shape === 'shared')
      // Two tools, one `properties` constant (and each its own `required`): a fix there reaches both.
      body = `const schema = ${value};\nconst props = schema.properties;\nexport const a = ${tool('a', "{ ...schema, properties: props, required: ['timeoutMs'] }")};\nexport const b = ${tool('b', '{ ...schema, properties: props }')};\n`;
    else if (shape === 'shadowed')
      // The definitions use `kind` from the top of the file; the tool is written where `kind` means another value.
      body = `const kind = 'string';\nconst defs = { Filter: { type: 'object', properties: { q: { type: kind } } }, Node: { type: kind } };\nexport function make() {\n  const kind = 'number';\n  return ${tool('s', `{ ...${value}, $defs: defs, description: kind }`)};\n}\n`;
    else body = `export const args = ${value} satisfies ToolArgsSchema;\n`;
    let text = header + body;
    if (typo) {
      const at = header.length + (typo[0] % Math.max(1, body.length));
      text = text.slice(0, at) + typo[1] + text.slice(at);
    }
    return { family: s.family, filename: 'fuzz.ts', text };
  });

/** The seed of `npm test`'s fuzz runs: fixed, so a run is deterministic. `npm run test:fuzz` draws new ones. */
export const DEFAULT_FUZZ_SEED = 20261201;

/**
 * fast-check parameters. `npm test` runs `quickRuns` cases with the fixed seed: a regression guard of a few hundred
 * milliseconds, chosen so that it still reaches what the property is about (the tallies some tests assert).
 * `npm run test:fuzz` (test/fuzz/run.mjs) runs every test that calls this with FUZZ_RUNS cases and a fresh FUZZ_SEED;
 * both reproduce a failure it prints.
 */
export function fuzzParams(quickRuns: number): fc.Parameters<unknown> & { numRuns: number } {
  const runs = Number(process.env.FUZZ_RUNS) || quickRuns;
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_FUZZ_SEED;
  return { numRuns: runs, seed, includeErrorInReport: true };
}

/** A large shape (issue 25): files in memory, the one to analyse, and a note of what it is for failure reports. */
export interface LargeShape {
  files: Record<string, string>;
  main: string;
  shape: string;
}

const PEDELEC_IMPORT = "import { defineTool } from '@kaoruisaac/pedelec';\n";
const elementOf = fc.constantFrom<JsonValue>(1, null, 'string', true, {}, { type: 'string' }, { type: 'string', enum: ['a'] }, [1]);

/**
 * Large shapes, wide and deep: a wide oneOf (or anyOf, enum, required) of one repeated or varied element, wide
 * properties, a long array of nulls as tools, deep and wide constant graphs in TypeScript (arrays, spreads,
 * objects), and one script importing many modules that import each other. Sizes stay moderate so `npm test` is
 * quick; FUZZ_RUNS draws more of them.
 */
export const largeShape: fc.Arbitrary<LargeShape> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('oneOf', 'anyOf', 'enum', 'required'),
      fc.integer({ min: 1, max: 20_000 }),
      fc.array(elementOf, { minLength: 1, maxLength: 4 }),
    )
    .map(([keyword, n, pattern]) => {
      const list = Array.from({ length: n }, (_, i) => pattern[i % pattern.length]);
      const node = keyword === 'required' ? { type: 'object', properties: {}, required: list } : { [keyword]: list };
      return {
        files: { 'w/a.args.json': JSON.stringify({ type: 'object', properties: { a: node } }) },
        main: 'w/a.args.json',
        shape: `${keyword} × ${n}`,
      };
    }),
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), elementOf).map(([n, value]) => ({
    files: {
      'w/a.args.json': JSON.stringify({
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, value])),
      }),
    },
    main: 'w/a.args.json',
    shape: `properties × ${n}`,
  })),
  fc.integer({ min: 1, max: 50_000 }).map((n) => ({
    files: { 'w/a.skills.json': JSON.stringify({ guidance: 'g', tools: Array(n).fill(null) }) },
    main: 'w/a.skills.json',
    shape: `tools of ${n} nulls`,
  })),
  fc
    .tuple(
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 1, max: 12 }),
      fc.constantFrom('array', 'spread', 'object'),
      fc.integer({ min: 1, max: 10 }),
    )
    .map(([depth, width, how, tools]) => {
      let text = `${PEDELEC_IMPORT}const c0 = { type: 'string' };\n`;
      for (let i = 1; i <= depth; i++) {
        const uses = Array.from({ length: width }, (_, j) =>
          how === 'array' ? `c${i - 1}` : how === 'spread' ? `...c${i - 1}` : `p${j}: c${i - 1}`,
        );
        text +=
          how === 'object'
            ? `const c${i} = { type: 'object', properties: { ${uses.join(', ')} } };\n`
            : `const c${i} = [${uses.join(', ')}];\n`;
      }
      const schema = how === 'object' ? `c${depth}` : `{ type: 'object', properties: { a: { oneOf: c${depth} } } }`;
      for (let k = 0; k < tools; k++) text += `defineTool({ name: 't${k}', description: 'd', argsSchema: ${schema} });\n`;
      return { files: { 'w/t.ts': text }, main: 'w/t.ts', shape: `constants ${how} ${width} wide, ${depth} deep, ${tools} tools` };
    }),
  fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 8 })).map(([modules, links]) => {
    const files: Record<string, string> = {};
    for (let m = 0; m < modules; m++) {
      const imports = Array.from({ length: Math.min(links, m) }, (_, j) => `import { s${m - 1 - j} } from './m${m - 1 - j}';\n`).join('');
      const refs = Array.from({ length: Math.min(links, m) }, (_, j) => `x${j}: s${m - 1 - j}`).join(', ');
      files[`w/m${m}.ts`] = `${imports}export const s${m} = { type: 'object', properties: { ${refs} } };\n`;
    }
    const all = Array.from({ length: modules }, (_, m) => `import { s${m} } from './m${m}';\n`).join('');
    files['w/main.ts'] =
      `${PEDELEC_IMPORT}${all}${Array.from({ length: modules }, (_, m) => `defineTool({ name: 't${m}', description: 'd', argsSchema: s${m} });\n`).join('')}`;
    return { files, main: 'w/main.ts', shape: `import fan-out: ${modules} modules, ${links} links each` };
  }),
);
