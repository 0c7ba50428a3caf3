/**
 * One analysis per document version, shared by diagnostics, hover, completion and code actions. A closed
 * document is dropped; a settings change drops everything.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { Association } from '../core/associate';
import type { Settings } from '../core/settings';

/** Told when a document gets a schema, a different one, or none any more (not on every keystroke). */
export type AssociationListener = (uri: string, association: Association | undefined) => void;

interface Entry {
  version: number;
  analysis: Promise<Analysis>;
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

  get(doc: TextDocument): Promise<Analysis> {
    const cached = this.entries.get(doc.uri);
    if (cached && cached.version === doc.version) return cached.analysis;
    const analysis = analyze(doc, this.settings(), this.log);
    this.entries.set(doc.uri, { version: doc.version, analysis });
    void analysis.then(({ association: a }) => {
      const key = a ? `${a.schema.id}|${a.reason}|${a.detail}` : '';
      if ((this.announced.get(doc.uri) ?? '') === key) return;
      this.announced.set(doc.uri, key);
      this.onAssociation(doc.uri, a);
    }, () => {});
    return analysis;
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
