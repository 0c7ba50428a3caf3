/**
 * The TypeScript/JavaScript parser: @babel/parser 7 (Babel 8 declares Node ≥ 22). Chosen by measurement on a
 * 2,000-line .tsx with 20 tools (README › TypeScript and JavaScript): 17 ms a parse, 82 KB gzipped, pure JavaScript
 * (so it runs in a browser worker), and it recovers from many syntax errors, so a file being typed keeps its
 * diagnostics. It is required on first use: a session that never opens a Pedelec script never loads it.
 */
import type { File } from '@babel/types';
import type { ParserPlugin } from '@babel/parser';

type BabelParser = typeof import('@babel/parser');
let babel: BabelParser | undefined;

const load = (): BabelParser => (babel ??= require('@babel/parser') as BabelParser);

/** The plugins for a file: TypeScript syntax for .ts/.mts/.cts/.tsx, JSX for .tsx/.jsx/.js (React code in .js is common). */
function pluginsFor(uri: string, languageId: string): ParserPlugin[] {
  const ext = /\.([cm]?[jt]sx?)(?:[?#]|$)/i.exec(uri)?.[1]?.toLowerCase();
  const typescript = languageId.startsWith('typescript') || (ext !== undefined && ext.includes('t'));
  const jsx = languageId.endsWith('react') || ext === 'tsx' || ext === 'jsx' || (!typescript && (ext === 'js' || ext === undefined));
  const plugins: ParserPlugin[] = [];
  if (typescript) plugins.push('typescript');
  if (jsx) plugins.push('jsx');
  return plugins;
}

/** The syntax tree of a script, or undefined when the text cannot be parsed at all (TypeScript itself reports that). */
export function parseScript(text: string, uri: string, languageId: string): File | undefined {
  const parsed = parseOrFailure(text, uri, languageId);
  return 'ast' in parsed ? parsed.ast : undefined;
}

/** Why a script could not be parsed: a syntax error babel cannot recover from (with its offset), or nesting past its stack. */
export type ParseFailure = { kind: 'syntax'; message: string; offset: number } | { kind: 'too-deep' };

/** The syntax tree of a script, or why there is none. */
export function parseOrFailure(text: string, uri: string, languageId: string): { ast: File } | { failure: ParseFailure } {
  try {
    return {
      ast: load().parse(text, {
        sourceType: 'module',
        plugins: pluginsFor(uri, languageId),
        errorRecovery: true,
        allowReturnOutsideFunction: true,
        allowAwaitOutsideFunction: true,
        allowImportExportEverywhere: true,
        allowUndeclaredExports: true,
        attachComment: false,
      }),
    };
  } catch (e) {
    // babel recurses once per nested bracket or parenthesis, and overflows the stack long before tsc does.
    if (e instanceof RangeError) return { failure: { kind: 'too-deep' } };
    const error = e as { message?: unknown; pos?: unknown };
    const offset = typeof error.pos === 'number' ? Math.min(Math.max(error.pos, 0), text.length) : 0;
    // babel ends its message with "(line:column)"; the diagnostic's range says where.
    const message = String(error.message ?? e).replace(/\s*\(\d+:\d+\)$/, '');
    return { failure: { kind: 'syntax', message, offset } };
  }
}

/**
 * Budget units (model/budget.ts) a parse costs: babel spends about 0.5 µs and 55 bytes of memory per character
 * (9.9 MB: 4.9 s, 535 MB), about 5 units' worth, so a script past about 4 MB is refused before it is parsed.
 */
export const parseCost = (text: string): number => text.length * 5;
