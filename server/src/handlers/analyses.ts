/**
 * One analysis per document version, shared by diagnostics, hover, completion and code actions. A closed
 * document is dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { Settings } from '../core/settings';

interface Entry {
  version: number;
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
    if (cached && cached.version === doc.version) return cached.analysis;
    const analysis = analyze(doc, this.settings(), this.log);
    this.entries.set(doc.uri, { version: doc.version, analysis });
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
