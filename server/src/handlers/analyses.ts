/**
 * One analysis per document text, shared by diagnostics, hover, completion and code actions. Keyed on the text as
 * well as the version: a client may reopen a URI with version 1 and new text, or reuse a version, and an analysis
 * must never be served for text it did not see (a quick fix would edit text it never read). A closed document is
 * dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver';
import type { Analysis, Logger } from '../core/pipeline/analyze';
import type { Association } from '../core/pipeline/associate';
import type { Settings } from '../core/settings/settings';
import { toDiagnostic } from './lsp';
import { ElsewhereProblems } from './elsewhere';
import type { ModuleHost } from '../core/pipeline/analyze';
import { analyzeForEveryFile } from '../core/pipeline/severities';

/** Told when a document gets a schema, a different one, or none any more (not on every keystroke). */
export type AssociationListener = (uri: string, association: Association | undefined) => void;

interface Entry {
  version: number;
  text: string;
  analysis: Analysis;
  diagnostics?: Diagnostic[];
}

/** Told which files' problems written by other documents (elsewhere) changed (they need new diagnostics). */
export type ElsewhereListener = (files: string[]) => void;

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();
  /** The association last announced per document: `schema id|reason|detail`, or '' for none. */
  private readonly announced = new Map<string, string>();
  /** What scripts find in the files they import, shown with those files' settings (pipeline/severities.ts). */
  private readonly elsewhere = new ElsewhereProblems((uri) => this.settings(uri));
  /** Set by the diagnostics handler: what to do when the problems elsewhere change. */
  onElsewhereChange: ElsewhereListener = () => {};

  constructor(
    /** The settings of one document (the editor's, with the config file that applies to it over them). */
    private settings: (uri: string) => Settings,
    private readonly log: Logger,
    private readonly onAssociation: AssociationListener = () => {},
    /** How scripts read the modules they import: the open document's text, else the file's. */
    readonly host: ModuleHost = { readFile: () => undefined },
    /** The open document of a URI, if any (to bring the problems other open documents found elsewhere up to date). */
    readonly openDocument: (uri: string) => TextDocument | undefined = () => undefined,
  ) {}

  private entry(doc: TextDocument): Entry {
    const text = doc.getText();
    const cached = this.entries.get(doc.uri);
    // Keyed on the text as well as the version: a client that reuses a version never gets an analysis of other text.
    if (cached && cached.version === doc.version && cached.text === text) return cached;
    const analysis = analyzeForEveryFile({ uri: doc.uri, languageId: doc.languageId, text }, this.settings(doc.uri), {
      log: this.log,
      host: this.host,
    });
    const entry = { version: doc.version, text, analysis };
    this.entries.set(doc.uri, entry);
    const changed = this.elsewhere.update(doc.uri, analysis);
    if (changed.length) this.onElsewhereChange(changed);
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

  /**
   * The analysis's problems as LSP diagnostics, converted once per analysis, and what other open documents found
   * in this one (a constant they import from it), each problem once.
   */
  async diagnostics(doc: TextDocument): Promise<Diagnostic[]> {
    const entry = this.entry(doc);
    entry.diagnostics ??= entry.analysis.problems.map((p) => toDiagnostic(p, entry.analysis.doc.lineIndex));
    const sources = this.elsewhere.sourcesOf(doc.uri).filter((s) => s !== doc.uri);
    if (!sources.length) return entry.diagnostics;
    for (const source of sources) {
      const open = this.openDocument(source);
      if (open) this.entry(open);
    }
    return [...entry.diagnostics, ...this.elsewhere.diagnostics(doc.uri, entry.text, ElsewhereProblems.keys(entry.analysis.problems))];
  }

  /** What open documents found in a file that is not open (its text as the host reads it). */
  elsewhereIn(uri: string): Diagnostic[] {
    const text = this.host.readFile(uri);
    return text === undefined ? [] : this.elsewhere.diagnostics(uri, text);
  }

  /** `uri` changed (an edit, or on disk): the analyses that read it are dropped; returns their documents. */
  changed(uri: string): string[] {
    const readers = this.elsewhere.readersOf(uri).filter((r) => r !== uri);
    for (const r of readers) this.entries.delete(r);
    return readers;
  }

  /** Drops the cached analysis (its schema choice changed). */
  forget(uri: string): void {
    this.entries.delete(uri);
  }

  /** The document closed: nothing of it is kept, nor what it found in other files. */
  closed(uri: string): void {
    this.forget(uri);
    this.announced.delete(uri);
    const changed = this.elsewhere.forget(uri);
    if (changed.length) this.onElsewhereChange(changed);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
