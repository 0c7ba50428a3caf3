/**
 * One analysis per document text, shared by diagnostics, hover, completion and code actions. Keyed on the text as
 * well as the version: a client may reopen a URI with version 1 and new text, or reuse a version, and an analysis
 * must never be served for text it did not see (a quick fix would edit text it never read). A closed document is
 * dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver';
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { Association } from '../core/associate';
import type { Settings } from '../core/settings';
import { toDiagnostic } from './lsp';

/** Told when a document gets a schema, a different one, or none any more (not on every keystroke). */
export type AssociationListener = (uri: string, association: Association | undefined) => void;

interface Entry {
  version: number;
  text: string;
  analysis: Analysis;
  diagnostics?: Diagnostic[];
}

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();
  /** The association last announced per document: `schema id|reason|detail`, or '' for none. */
  private readonly announced = new Map<string, string>();

  constructor(
    private settings: () => Settings,
    private readonly log: Logger,
    private readonly onAssociation: AssociationListener = () => {},
  ) {}

  private entry(doc: TextDocument): Entry {
    const text = doc.getText();
    const cached = this.entries.get(doc.uri);
    // Keyed on the text as well as the version: a client that reuses a version never gets an analysis of other text.
    if (cached && cached.version === doc.version && cached.text === text) return cached;
    const analysis = analyze({ uri: doc.uri, languageId: doc.languageId, text }, this.settings(), this.log);
    const entry = { version: doc.version, text, analysis };
    this.entries.set(doc.uri, entry);
    const a = analysis.association;
    const key = a ? `${a.schema.id}|${a.reason}|${a.detail}` : '';
    if ((this.announced.get(doc.uri) ?? '') !== key) {
      this.announced.set(doc.uri, key);
      this.onAssociation(doc.uri, a);
    }
    return entry;
  }

  async get(doc: TextDocument): Promise<Analysis> {
    return this.entry(doc).analysis;
  }

  /** The analysis's problems as LSP diagnostics, converted once per analysis. */
  async diagnostics(doc: TextDocument): Promise<Diagnostic[]> {
    const entry = this.entry(doc);
    entry.diagnostics ??= entry.analysis.problems.map((p) => toDiagnostic(p, entry.analysis.doc.lineIndex));
    return entry.diagnostics;
  }

  /** Drops the cached analysis (its schema choice changed). */
  forget(uri: string): void {
    this.entries.delete(uri);
  }

  /** The document closed: nothing of it is kept. */
  closed(uri: string): void {
    this.forget(uri);
    this.announced.delete(uri);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
