/** Custom protocol between the extension and the server, declared once and imported by both sides. */
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
  reason: 'setting' | '$schema' | 'fileName' | 'content';
  detail: string;
} | null;

/** Settings the extension passes at start-up (other clients may omit them). */
export interface InitializationOptions {
  /** The client implements the `toolschema.showRuleDocs` command. */
  docsCommand?: boolean;
}
