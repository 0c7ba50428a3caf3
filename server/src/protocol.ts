/** Custom protocol between the extension and the server, declared once and imported by both sides. */
import type { Family } from './core/model/catalog';

export const DOCUMENT_INFO_REQUEST = 'toolschema/documentInfo';

export interface DocumentInfoParams {
  uri: string;
}

/** Which bundled schema applies to a document, and why; null when toolschema leaves the document alone. */
export type DocumentInfo = {
  schemaId: string;
  family: Family;
  title: string;
  /** The Arcade version (preview, 1.0, current) or the Pedelec family. */
  version: string;
  reason: AssociationReason;
  detail: string;
} | null;

type AssociationReason = 'override' | 'setting' | '$schema' | 'fileName' | 'content';

const SOURCES: Record<Exclude<AssociationReason, 'override'>, string> = {
  setting: 'the toolschema.associations setting',
  $schema: "the file's $schema",
  fileName: 'the file name',
  content: "the file's content",
};

/** Why a schema applies, for people: "chosen for this file", "from the file name: *.args.json". */
export const associationSource = (reason: AssociationReason, detail: string): string =>
  reason === 'override' ? 'chosen for this file' : `from ${SOURCES[reason]}: ${detail}`;

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
  { id: 'pedelec-deno-module', label: 'Pedelec Deno module' },
  { id: 'toolschema-config', label: 'toolschema config' },
  { id: 'openai-tools', label: 'OpenAI function tools' },
  { id: 'anthropic-tools', label: 'Anthropic tools' },
  { id: 'mcp-tools', label: 'MCP tools (tools/list)' },
  { id: 'gemini-tools', label: 'Gemini function declarations' },
];

export type { MigrationActionData } from './core/features/arcade/migrationAction';

/** The client command that opens a rule's documentation (VS Code's; offered when InitializationOptions.docsCommand). */
export const SHOW_RULE_DOCS_COMMAND = 'toolschema.showRuleDocs';

/** Extension commands. */
export const COMMANDS = {
  migrateArcade: 'toolschema.migrateArcadeToolDefinition',
  selectSchema: 'toolschema.selectSchema',
  showModelView: 'toolschema.showModelView',
} as const;

/**
 * `workspace/executeCommand` with this command and one argument, ModelViewParams: what the model is shown for an
 * open document (see server/src/core/convert). Any LSP client can call it; VS Code's "Show what the model sees"
 * does.
 */
export const MODEL_VIEW_COMMAND = 'toolschema.modelView';

export interface ModelViewParams {
  uri: string;
  /** `openai`, `anthropic`, `mcp` or `pedelec`. */
  provider: string;
  /**
   * In a file of several tools (Python, a script): the tool written around this position is shown; without it, or
   * outside every tool, each of the file's tools, in a JSON array.
   */
  position?: { line: number; character: number };
}

export interface ModelViewNote {
  /** A JSON pointer: into the document for `notes`, into the output's argsSchema for `remaining`. */
  path: string;
  message: string;
}

/** One selected provider profile's verdict on the document (`rejected`: its first violation). */
export interface ModelViewVerdict {
  profile: string;
  title: string;
  rejected?: string;
  /** The tool the verdict is about, when a file of several tools is shown whole. */
  tool?: string;
}

export type ModelViewResult =
  | { ok: true; output: unknown; notes: ModelViewNote[]; remaining: ModelViewNote[]; verdicts: ModelViewVerdict[] }
  | { ok: false; error: string };

export { TARGETS as MODEL_VIEW_PROVIDERS, TARGET_LABELS as MODEL_VIEW_LABELS } from './core/convert/targets';
