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

/**
 * What the VS Code client needs to know of an editor language id, as properties (the client bundles this file, not
 * the core): nothing outside languages/ branches on an id.
 */
export interface EditorLanguage {
  id: string;
  /**
   * Its tools are written in code, several to a file, where the code names a Pedelec or Arcade module: such a file
   * is served on disk and unsaved only (the modules it imports are read from disk), carries its schema in its code
   * (none is picked for the file), and the model view shows the tool at the cursor.
   */
  inCode: boolean;
  /** How the status bar names a file of it that holds Pedelec tools ("Pedelec TypeScript"). */
  label: string;
  /** VS Code's own JSON support reads it too (and may fail to load its `$schema`). */
  readByVsCodeJson: boolean;
}

const LABELS: Record<string, string> = {
  json: 'JSON',
  jsonc: 'JSONC',
  typescript: 'TypeScript',
  typescriptreact: 'TypeScript',
  javascript: 'JavaScript',
  javascriptreact: 'JavaScript',
  python: 'Python',
};

/** Every editor language id toolschema reads, in the order of package.json's `activationEvents`. */
export const EDITOR_LANGUAGES: readonly EditorLanguage[] = [
  ...JSON_LANGUAGES.map((id) => ({ id, inCode: false, label: LABELS[id], readByVsCodeJson: true })),
  ...[...SCRIPT_LANGUAGES, ...PYTHON_LANGUAGES].map((id) => ({ id, inCode: true, label: LABELS[id], readByVsCodeJson: false })),
];

/** The tools of a document of this language id are written in code (`EditorLanguage.inCode`). */
export const writesToolsInCode = (languageId: string): boolean => EDITOR_LANGUAGES.find((l) => l.id === languageId)?.inCode ?? false;

/** The status bar's name for the language of an id. */
export const labelOf = (languageId: string): string => EDITOR_LANGUAGES.find((l) => l.id === languageId)?.label ?? languageId;

const JSONC = '.jsonc';

/**
 * `.jsonc` files allow comments and trailing commas whatever the editor calls them: a name or URI whose extension is
 * `.jsonc`, case ignored (what `/\.jsonc$/i` finds).
 */
export const isJsoncFile = (name: string): boolean => extensionOf(name) === JSONC;

/**
 * A file's extension from its last `.` (`.json`), lowercased, or '' where it has none (a `/` or `\\` after its last
 * `.`): what `/\.[^./\\]*$/` finds, without a regular expression's match per file.
 */
export function extensionOf(file: string): string {
  const dot = file.lastIndexOf('.');
  if (dot < 0 || file.indexOf('/', dot) !== -1 || file.indexOf('\\', dot) !== -1) return '';
  return file.slice(dot).toLowerCase();
}

/** The language id of a file the CLI reads, from its name (an editor says it itself); case is ignored. */
export function languageIdOfFile(file: string): string {
  const extension = extensionOf(file);
  if (PYTHON_EXTENSIONS.includes(extension)) return 'python';
  const script = LANGUAGE_OF_EXTENSION.get(extension);
  return script ?? (extension === JSONC ? 'jsonc' : 'json');
}
