/**
 * One analysis per document text, shared by diagnostics, hover, completion and code actions. Keyed on the text as
 * well as the version: a client may reopen a URI with version 1 and new text, or reuse a version, and an analysis
 * must never be served for text it did not see (a quick fix would edit text it never read). A closed document is
 * dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { Settings } from '../core/settings';

interface Entry {
  version: number;
  text: string;
  analysis: Promise<Analysis>;
}

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private settings: () => Settings,
    private readonly log: Logger,
  ) {}

  get(doc: TextDocument): Promise<Analysis> {
    const cached = this.entries.get(doc.uri);
    const text = doc.getText();
    // Usually the very same string object: the comparison is then immediate.
    if (cached && cached.version === doc.version && cached.text === text) return cached.analysis;
    const analysis = analyze(doc, this.settings(), this.log);
    this.entries.set(doc.uri, { version: doc.version, text, analysis });
    return analysis;
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
