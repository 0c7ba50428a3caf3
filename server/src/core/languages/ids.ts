/**
 * The editor language ids toolschema reads, and which a file gets from its name. No imports: the VS Code client
 * uses these lists too (its document selector and status bar), without bundling the core.
 */

/** JSON documents: tool definitions, args schemas, manifests, toolschema's config. */
export const JSON_LANGUAGES = ['json', 'jsonc'] as const;

/** Script documents, checked where they import a Pedelec module (an args schema in `defineTool(…)` …). */
export const SCRIPT_LANGUAGES = ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'] as const;

export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];

const LANGUAGE_OF_EXTENSION: ReadonlyMap<string, ScriptLanguage> = new Map([
  ['.ts', 'typescript'],
  ['.tsx', 'typescriptreact'],
  ['.mts', 'typescript'],
  ['.cts', 'typescript'],
  ['.js', 'javascript'],
  ['.jsx', 'javascriptreact'],
  ['.mjs', 'javascript'],
  ['.cjs', 'javascript'],
]);

/** The file extensions of script files, lower case, with the dot. */
export const SCRIPT_EXTENSIONS: readonly string[] = [...LANGUAGE_OF_EXTENSION.keys()];

export const isScriptLanguage = (languageId: string): languageId is ScriptLanguage =>
  (SCRIPT_LANGUAGES as readonly string[]).includes(languageId);

/** Python documents, checked where they name arcade_tdk or arcade_mcp_server (Arcade tools as decorated functions). */
export const PYTHON_LANGUAGES = ['python'] as const;

export const PYTHON_EXTENSIONS: readonly string[] = ['.py'];

/** `.jsonc` files allow comments and trailing commas whatever the editor calls them. */
export const JSONC_FILE = /\.jsonc$/i;

const EXTENSION = /\.[^./\\]*$/;

/** The language id of a file the CLI reads, from its name (an editor says it itself); case is ignored. */
export function languageOfFile(file: string): string {
  const extension = EXTENSION.exec(file)?.[0].toLowerCase() ?? '';
  if (PYTHON_EXTENSIONS.includes(extension)) return 'python';
  const script = LANGUAGE_OF_EXTENSION.get(extension);
  return script ?? (JSONC_FILE.test(file) ? 'jsonc' : 'json');
}
