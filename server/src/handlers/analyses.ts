/**
 * One analysis per document version, shared by diagnostics, hover, completion and code actions. A closed
 * document is dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver';
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { Settings } from '../core/settings';
import { toDiagnostic } from './lsp';

interface Entry {
  version: number;
  text: string;
  analysis: Analysis;
  diagnostics?: Diagnostic[];
}

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private settings: () => Settings,
    private readonly log: Logger,
  ) {}

  private entry(doc: TextDocument): Entry {
    const text = doc.getText();
    const cached = this.entries.get(doc.uri);
    // Keyed on the text as well as the version: a client that reuses a version never gets an analysis of other text.
    if (cached && cached.version === doc.version && cached.text === text) return cached;
    const analysis = analyze({ uri: doc.uri, languageId: doc.languageId, text }, this.settings(), this.log);
    const entry = { version: doc.version, text, analysis };
    this.entries.set(doc.uri, entry);
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

  forget(uri: string): void {
    this.entries.delete(uri);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
