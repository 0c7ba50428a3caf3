/**
 * One analysis per document text, shared by hover, completion and code actions, and one diagnostics result per
 * document text. Keyed on the text as well as the version: a client may reopen a URI with version 1 and new text,
 * or reuse a version, and an analysis must never be served for text it did not see (a quick fix would edit text it
 * never read). A closed document is dropped; a settings change drops everything.
 *
 * A costly document (`RemoteAnalyser.costly`: large, or its last analysis was slow) is analysed by the server's
 * `RemoteAnalyser` (node/analysisPool.ts: worker threads), so that a document whose analysis takes its whole budget
 * never delays another document's answers: its diagnostics, hover, completion, code actions, document info and model
 * view (handlers/answers.ts) come from there, and the client may cancel them. A cheap document's diagnostics and
 * answers come from one analysis in this thread (as everything does without an analyser: a browser worker, the unit
 * tests); one that turns out slow is timed (`RemoteAnalyser.timed`) and goes to the analyser from then on. A script
 * never timed goes there first: its cost is not in its length (constants, imports).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { LSPErrorCodes, ResponseError, type CancellationToken, type Diagnostic } from 'vscode-languageserver';
import { answer, type AnswerArgs, type AnswerName, type AnswerResult } from './answers';
import type { Analysis, Logger } from '../core/pipeline/analyze';
import type { Association } from '../core/pipeline/associate';
import type { Settings } from '../core/settings/settings';
import { problemKey, type Problem } from '../core/model/problem';
import { toDiagnostic } from './lsp';
import { ElsewhereProblems } from './elsewhere';
import type { ModuleHost } from '../core/pipeline/analyze';
import { analyzeForEveryFile } from '../core/pipeline/severities';
import type { Engine } from '../core/pipeline/engine';
import { failedProblem } from '../core/pipeline/check';
import { LineIndex } from '../core/model/text';

/** What the log and the document info need of an association (plain data: it crosses threads). */
export interface AssociationSummary {
  schema: Pick<Association['schema'], 'id' | 'title'>;
  reason: Association['reason'];
  detail: string;
}

/**
 * What diagnostics need of an analysis, as plain data (a worker thread sends it back by structured clone, which
 * an Analysis, holding functions and class instances, does not survive). Problems found elsewhere lose their
 * `fixes` (diagnostics never compute them).
 */
export interface DiagnosticsResult {
  diagnostics: Diagnostic[];
  /** `problemKey` of each of the document's own problems: a finding elsewhere of the same problem is not shown twice. */
  keys: string[];
  association?: AssociationSummary;
  reads: string[];
  elsewhere: Map<string, Problem[]>;
}

/** What one diagnostics analysis is given: the document, its settings, and how its imports are read. */
export interface AnalysisRequest {
  uri: string;
  languageId: string;
  version: number;
  text: string;
  settings: Settings;
  /** `ModuleHost.roots`: where the core lets imports be read. */
  roots?: readonly string[];
  /** The roots the file reader checks real paths against (undefined: no workspace folder, the core's rule alone). */
  readRoots?: readonly string[];
}

/** Runs diagnostics analyses elsewhere (node/analysisPool.ts); the open documents' texts are sent to it as they change. */
export interface RemoteAnalyser {
  analyse(request: AnalysisRequest): Promise<DiagnosticsResult>;
  /** Whether a document is too costly to analyse in the server's thread (large, or its last analysis was). */
  costly(uri: string, text: string): boolean;
  /** How long an analysis of the document in the server's thread took (ms): a slow one makes it costly. */
  timed(uri: string, ms: number): void;
  /** Whether an analysis of the document has been timed (here or there), so that `costly` knows what it costs. */
  wasTimed(uri: string): boolean;
  /**
   * A request's answer (handlers/answers.ts) from an analysis made there; rejected at once when `token` is
   * cancelled before it is answered.
   */
  answer<N extends AnswerName>(request: AnalysisRequest, name: N, args: AnswerArgs<N>, token?: CancellationToken): Promise<AnswerResult<N>>;
  /** An open document's text (its imports read it rather than the file on disk). */
  text(uri: string, text: string): void;
  /** The document closed: its imports read the file on disk again. */
  drop(uri: string): void;
  /** The heap limit of the analyses from now on, MB (`toolschema.workerMemoryMB`; undefined: the default). */
  limitMemory?(mb: number | undefined): void;
}

/** The plain-data part of an analysis diagnostics need (in the worker, or in the thread when there is none). */
export function summarise(analysis: Analysis): DiagnosticsResult {
  const lines = analysis.doc.lineIndex;
  const a = analysis.association;
  const elsewhere = new Map<string, Problem[]>();
  for (const [file, problems] of analysis.elsewhere ?? [])
    elsewhere.set(
      file,
      problems.map(({ fixes: _, ...p }) => p),
    );
  return {
    diagnostics: analysis.problems.map((p) => toDiagnostic(p, lines)),
    keys: analysis.problems.map(problemKey),
    association: a && { schema: { id: a.schema.id, title: a.schema.title }, reason: a.reason, detail: a.detail },
    reads: [...(analysis.reads ?? [])],
    elsewhere,
  };
}

/** A worker that ran out of memory (node/analysisPool.ts): the problem it leaves says what to do. */
export class OutOfMemory extends Error {
  override readonly name = 'OutOfMemory';
  constructor(
    /** The memory limit of an analysis worker, in MB. */
    readonly limitMb: number,
    /** How the user raises that limit. */
    readonly raise: string,
  ) {
    super(`the analysis ran out of memory (its limit is ${limitMb} MB)`);
  }

  get advice(): string {
    return `toolschema ran out of memory checking this file (an analysis may use ${this.limitMb} MB), so the file is not checked. Split it into smaller files or make its constants smaller, or raise the limit: ${this.raise}.`;
  }
}

/** Told when a document gets a schema, a different one, or none any more (not on every keystroke). */
export type AssociationListener = (uri: string, association: AssociationSummary | undefined) => void;

interface Entry {
  version: number;
  text: string;
  analysis: Analysis;
}

interface ResultEntry {
  version: number;
  text: string;
  result: Promise<DiagnosticsResult>;
}

/** Told which files' problems written by other documents (elsewhere) changed (they need new diagnostics). */
export type ElsewhereListener = (files: string[]) => void;

export interface AnalysisCacheOptions {
  /** The rules and languages every analysis runs (in this thread; the remote analyser has its own, the same). */
  engine: Engine;
  onAssociation?: AssociationListener;
  /** How scripts read the modules they import: the open document's text, else the file's. */
  host?: ModuleHost;
  /** The open document of a URI, if any. */
  openDocument?: (uri: string) => TextDocument | undefined;
  /** Where diagnostics are computed; none: in this thread, from the analysis the features use. */
  remote?: RemoteAnalyser;
  /** The roots the file reader checks (AnalysisRequest.readRoots), for the remote analyser. */
  readRoots?: () => readonly string[] | undefined;
}

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();
  private readonly results = new Map<string, ResultEntry>();
  /** The association last announced per document: `schema id|reason|detail`, or '' for none. */
  private readonly announced = new Map<string, string>();
  /** What scripts find in the files they import, shown with those files' settings (pipeline/severities.ts). */
  private readonly elsewhere: ElsewhereProblems;
  /** Set by the diagnostics handler: what to do when the problems elsewhere change. */
  onElsewhereChange: ElsewhereListener = () => {};

  private readonly onAssociation: AssociationListener;
  readonly engine: Engine;
  /** How scripts read the modules they import: the open document's text, else the file's. */
  readonly host: ModuleHost;
  /** The open document of a URI, if any (to bring the problems other open documents found elsewhere up to date). */
  readonly openDocument: (uri: string) => TextDocument | undefined;
  private readonly remote?: RemoteAnalyser;
  private readonly readRoots: () => readonly string[] | undefined;

  constructor(
    /** The settings of one document (the editor's, with the config file that applies to it over them). */
    private settings: (uri: string) => Settings,
    private readonly log: Logger,
    options: AnalysisCacheOptions,
  ) {
    this.engine = options.engine;
    this.elsewhere = new ElsewhereProblems(options.engine, (uri) => this.settings(uri));
    this.onAssociation = options.onAssociation ?? (() => {});
    this.host = options.host ?? { readFile: () => undefined };
    this.openDocument = options.openDocument ?? (() => undefined);
    this.remote = options.remote;
    this.readRoots = options.readRoots ?? (() => undefined);
  }

  private entry(doc: TextDocument): Entry {
    const made = this.made(doc);
    if (made) return made;
    const text = doc.getText();
    const started = performance.now();
    const analysis = analyzeForEveryFile({ uri: doc.uri, languageId: doc.languageId, text }, this.settings(doc.uri), {
      engine: this.engine,
      log: this.log,
      host: this.host,
    });
    this.remote?.timed(doc.uri, performance.now() - started);
    const entry = { version: doc.version, text, analysis };
    this.entries.set(doc.uri, entry);
    return entry;
  }

  /**
   * The document's diagnostics result for its current text: from the remote analyser for a costly document, else
   * from the in-thread analysis the features share (so a server that only sees cheap documents never starts a
   * worker). Once it arrives (and is still the newest asked for), what it found elsewhere and its association are
   * recorded.
   */
  private result(doc: TextDocument): Promise<DiagnosticsResult> {
    const { uri, version } = doc;
    const text = doc.getText();
    const cached = this.results.get(uri);
    if (cached && cached.version === version && cached.text === text) return cached.result;
    const computed =
      this.remote && this.goesRemote(doc, text)
        ? this.remote.analyse(this.request(doc))
        : Promise.resolve().then(() => summarise(this.entry(doc).analysis));
    const entry: ResultEntry = {
      version,
      text,
      result: computed.then(
        (result) => {
          if (this.results.get(uri) === entry) this.record(uri, result);
          return result;
        },
        // The worker stopped (out of memory, a crash): the document says it was not checked, never a silent pass.
        (e: unknown) => this.failed(doc, e),
      ),
    };
    this.results.set(uri, entry);
    return entry.result;
  }

  /** What the remote analyser is given of a document. */
  private request(doc: TextDocument): AnalysisRequest {
    const { uri, languageId, version } = doc;
    return {
      uri,
      languageId,
      version,
      text: doc.getText(),
      settings: this.settings(uri),
      roots: this.host.roots,
      readRoots: this.readRoots(),
    };
  }

  /** A diagnostics result saying the analysis did not finish (`toolschema/rule-failed`, unless it is off). */
  private failed(doc: TextDocument, e: unknown): DiagnosticsResult {
    this.log(`toolschema: the analysis of ${doc.uri} failed: ${e instanceof Error ? e.message : String(e)}`);
    const problem = failedProblem(this.settings(doc.uri), 'the analysis', e);
    if (problem && e instanceof OutOfMemory) problem.message = e.advice;
    const lines = new LineIndex(doc.getText());
    return {
      diagnostics: problem ? [toDiagnostic(problem, lines)] : [],
      keys: problem ? [problemKey(problem)] : [],
      reads: [],
      elsewhere: new Map(),
    };
  }

  private record(uri: string, result: DiagnosticsResult): void {
    const changed = this.elsewhere.update(uri, result);
    if (changed.length) this.onElsewhereChange(changed);
    const a = result.association;
    const key = a ? `${a.schema.id}|${a.reason}|${a.detail}` : '';
    if ((this.announced.get(uri) ?? '') !== key) {
      this.announced.set(uri, key);
      this.onAssociation(uri, a);
    }
  }

  /**
   * This thread's analysis of the document's text, if it made one: its answers and diagnostics come from it even if
   * it took long enough to make the document costly (it is only the next text's that goes away). Keyed on the text
   * as well as the version: a client that reuses a version never gets an analysis of other text.
   */
  private made(doc: TextDocument): Entry | undefined {
    const cached = this.entries.get(doc.uri);
    return cached?.version === doc.version && cached.text === doc.getText() ? cached : undefined;
  }

  /** The analysis of the document's text in this thread (the answers of a cheap document read it). */
  get(doc: TextDocument): Analysis {
    return this.entry(doc).analysis;
  }

  /**
   * A request's answer about `doc` (handlers/answers.ts): from this thread's analysis when it is made already or
   * the document is cheap; otherwise from the remote analyser, so that this thread stays free for every other
   * document's answers. A request the client cancelled is answered `RequestCancelled`, without its work if possible.
   */
  async answer<N extends AnswerName>(doc: TextDocument, name: N, args: AnswerArgs<N>, token?: CancellationToken): Promise<AnswerResult<N>> {
    const cancelled = () => new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
    if (token?.isCancellationRequested) throw cancelled();
    const text = doc.getText();
    if (!this.remote || !this.goesRemote(doc, text))
      return answer(name, this.entry(doc).analysis, args, { settings: this.settings(doc.uri), host: this.host });
    try {
      return await this.remote.answer(this.request(doc), name, args, token);
    } catch (e) {
      if (token?.isCancellationRequested) throw cancelled();
      throw e;
    }
  }

  /**
   * Whether the document's text is analysed by the remote analyser: not when this thread has analysed it already;
   * yes when it is costly, or a script no analysis has timed yet (a few hundred bytes of constants can expand into
   * seconds of work, or its imports can, which only its first analysis tells: until then never in this thread).
   */
  private goesRemote(doc: TextDocument, text: string): boolean {
    if (!this.remote || this.made(doc)) return false;
    if (this.remote.costly(doc.uri, text)) return true;
    return this.engine.languageFor(doc.languageId).readsImports && !this.remote.wasTimed(doc.uri);
  }

  /**
   * The analysis's problems as LSP diagnostics, and what other open documents found in this one (a constant they
   * import from it), each problem once.
   */
  async diagnostics(doc: TextDocument): Promise<Diagnostic[]> {
    const text = doc.getText();
    const result = await this.result(doc);
    const sources = this.elsewhere.sourcesOf(doc.uri).filter((s) => s !== doc.uri);
    if (!sources.length) return result.diagnostics;
    await Promise.all(sources.flatMap((source) => this.openDocument(source) ?? []).map((open) => this.result(open)));
    return [...result.diagnostics, ...this.elsewhere.diagnostics(doc.uri, text, new Set(result.keys))];
  }

  /** What open documents found in a file that is not open (its text as the host reads it). */
  elsewhereIn(uri: string): Diagnostic[] {
    const text = this.host.readFile(uri);
    return text === undefined ? [] : this.elsewhere.diagnostics(uri, text);
  }

  /** `uri` changed (an edit, or on disk): the analyses that read it are dropped; returns their documents. */
  changed(uri: string): string[] {
    const readers = this.elsewhere.readersOf(uri).filter((r) => r !== uri);
    for (const r of readers) this.forget(r);
    return readers;
  }

  /** Drops the cached analysis (its schema choice changed). */
  forget(uri: string): void {
    this.entries.delete(uri);
    this.results.delete(uri);
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
    this.results.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
