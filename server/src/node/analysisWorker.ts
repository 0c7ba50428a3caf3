/**
 * An analysis worker (node/analysisPool.ts is the other side): analyses a document as the server's thread would
 * (`analyzeForEveryFile`, imports read from the open documents' texts, else the files inside the roots) and sends
 * back plain data: what diagnostics need (`summarise`), or a request's answer (handlers/answers.ts). It keeps its
 * last few analyses, so that a hover on a costly document after its diagnostics costs nothing more. Its console
 * goes to the server's log.
 */
import type { MessagePort } from 'node:worker_threads';
import { summarise, type AnalysisRequest } from '../handlers/analyses';
import { answer, type AnswerName } from '../handlers/answers';
import { analyzeForEveryFile } from '../core/pipeline/severities';
import type { Engine } from '../core/pipeline/engine';
import type { Analysis, ModuleHost } from '../core/pipeline/analyze';
import type { Settings } from '../core/settings/settings';
import { readModuleFile } from './read';

/** How many analyses a worker keeps, so that a hover after the diagnostics reuses one. */
export const WORKER_KEEPS = 4;

/** What a worker is asked to do with a document's analysis. */
export type Task = { kind: 'diagnostics' } | { kind: 'answer'; name: AnswerName; args: unknown };

export type ToWorker =
  | { kind: 'text'; uri: string; text: string }
  | { kind: 'drop'; uri: string }
  | { kind: 'run'; id: number; request: AnalysisRequest; task: Task };

export type FromWorker =
  /** `ms`: how long the analysis took (when it was made), by which the pool tells costly documents. */
  | { kind: 'done'; id: number; result: unknown; ms: number }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'log'; message: string };

/** Settings as the server's thread has them: maps with no prototype (a cloned object has Object's again). */
const withoutPrototypes = (s: Settings): Settings => ({
  ...s,
  associations: Object.assign(Object.create(null), s.associations),
  rules: Object.assign(Object.create(null), s.rules),
});

interface Kept {
  uri: string;
  text: string;
  /** The settings and roots it was made with. */
  context: string;
  analysis: Analysis;
  ms: number;
}

/** `engine`: the server's (node/main.ts builds the same one in every thread). */
export function runAnalysisWorker(port: MessagePort, engine: Engine): void {
  const post = (message: FromWorker) => port.postMessage(message);
  const log = (message: string) => post({ kind: 'log', message });
  console.log = console.info = console.warn = console.error = (...args: unknown[]) => log(args.map(String).join(' '));
  const texts = new Map<string, string>();
  let kept: Kept[] = [];
  /** A text changed: the analyses that read it are stale. */
  const changed = (uri: string) => (kept = kept.filter((k) => !(k.analysis.reads ?? []).includes(uri)));

  const analysed = (request: AnalysisRequest, host: ModuleHost): Kept => {
    const { uri, languageId, text, settings, roots, readRoots } = request;
    const context = JSON.stringify([languageId, settings, roots, readRoots]);
    const found = kept.find((k) => k.uri === uri && k.text === text && k.context === context);
    if (found) return found;
    const started = performance.now();
    const analysis = analyzeForEveryFile({ uri, languageId, text }, withoutPrototypes(settings), { engine, log, host });
    const made = { uri, text, context, analysis, ms: performance.now() - started };
    kept = [...kept.filter((k) => k.uri !== uri), made].slice(-WORKER_KEEPS);
    return made;
  };

  port.on('message', async (message: ToWorker) => {
    if (message.kind === 'text') {
      texts.set(message.uri, message.text);
      changed(message.uri);
    } else if (message.kind === 'drop') {
      texts.delete(message.uri);
      changed(message.uri);
      kept = kept.filter((k) => k.uri !== message.uri);
    } else {
      const { id, request, task } = message;
      try {
        const { readRoots } = request;
        const host = { readFile: (u: string) => texts.get(u) ?? readModuleFile(u, readRoots), roots: request.roots };
        const { analysis, ms } = analysed(request, host);
        const settings = withoutPrototypes(request.settings);
        const result =
          task.kind === 'diagnostics' ? summarise(analysis) : await answer(task.name, analysis, task.args as never, { settings, host });
        post({ kind: 'done', id, result, ms });
      } catch (e) {
        log(`toolschema: analysis of ${request.uri} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        post({ kind: 'failed', id, error: e instanceof Error ? e.message : String(e) });
      }
    }
  });
}
