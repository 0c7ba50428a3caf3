/** Custom protocol between the extension and the server, declared once and imported by both sides. */
import { docsPath } from './core/problem';

/** Where the rule pages live online; the extension opens its bundled copy of any page under this address. */
export const DOCS_BASE = 'https://github.com/toolschema/toolschema/blob/main/docs/rules';

/** The online address of a code's documentation (the extension opens its bundled copy instead). */
export const docsUrl = (code: string) => `${DOCS_BASE}/${docsPath(code).replace(/^docs\/rules\//, '')}`;

export const DOCUMENT_INFO_REQUEST = 'toolschema/documentInfo';

export interface DocumentInfoParams {
  uri: string;
}

/** Which bundled schema applies to a document, and why; null when toolschema leaves the document alone. */
export type DocumentInfo = {
  schemaId: string;
  title: string;
  /** The Arcade version (preview, 1.0, current) or the Pedelec family. */
  version: string;
  reason: 'override' | 'setting' | '$schema' | 'fileName' | 'content';
  detail: string;
} | null;

/** Settings the extension passes at start-up (other clients may omit them). */
export interface InitializationOptions {
  /** The client implements the `toolschema.showRuleDocs` command. */
  docsCommand?: boolean;
  /**
   * The editor's own JSON support already reports syntax errors (VS Code's does, unless `json.validate.enable` is
   * off): the server then leaves those out, so one problem shows as one diagnostic.
   */
  hostReportsSyntax?: boolean;
}

/**
 * Client → server: use this schema for this document (wins over settings, `$schema`, file name and content), or
 * go back to the automatic choice with `schemaId: null`. Kept for the server's lifetime.
 */
export const SET_SCHEMA_OVERRIDE_NOTIFICATION = 'toolschema/setSchemaOverride';

export interface SetSchemaOverrideParams {
  uri: string;
  schemaId: string | null;
}

/** The bundled schemas a user can pick for a file (the catalog's ids; a unit test keeps the two in step). */
export const SCHEMA_CHOICES: readonly { id: string; label: string }[] = [
  { id: 'arcade-tool-preview', label: 'Arcade tool definition (preview)' },
  { id: 'arcade-tool-1.0', label: 'Arcade tool definition 1.0' },
  { id: 'arcade-tool-current', label: 'Arcade tool definition (current tooling)' },
  { id: 'pedelec-args', label: 'Pedelec args schema' },
  { id: 'pedelec-skills', label: 'Pedelec skills manifest' },
  { id: 'pedelec-tools', label: 'Pedelec tools registry' },
  { id: 'pedelec-tool', label: 'Pedelec tool file' },
];

export { MIGRATE_ARCADE_TITLE, type MigrationActionData } from './core/arcade/migrationAction';

/** Extension commands. */
export const COMMANDS = {
  migrateArcade: 'toolschema.migrateArcadeToolDefinition',
  selectSchema: 'toolschema.selectSchema',
} as const;
