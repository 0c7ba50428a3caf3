/**
 * A diagnostics analysis worker (node/analysisPool.ts is the other side): analyses a document as the server's
 * thread would (`analyzeForEveryFile`, imports read from the open documents' texts, else the files inside the
 * roots) and sends back the plain-data part diagnostics need (`summarise`). Its console goes to the server's log.
 */
import type { MessagePort } from 'node:worker_threads';
import { summarise, type AnalysisRequest, type DiagnosticsResult } from '../handlers/analyses';
import { analyzeForEveryFile } from '../core/pipeline/severities';
import type { Engine } from '../core/pipeline/engine';
import type { Settings } from '../core/settings/settings';
import { readModuleFile } from './read';

export type ToWorker =
  { kind: 'text'; uri: string; text: string } | { kind: 'drop'; uri: string } | { kind: 'analyse'; id: number; request: AnalysisRequest };

export type FromWorker =
  | { kind: 'done'; id: number; result: DiagnosticsResult }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'log'; message: string };

/** Settings as the server's thread has them: maps with no prototype (a cloned object has Object's again). */
const withoutPrototypes = (s: Settings): Settings => ({
  ...s,
  associations: Object.assign(Object.create(null), s.associations),
  rules: Object.assign(Object.create(null), s.rules),
});

/** `engine`: the server's (node/main.ts builds the same one in every thread). */
export function runAnalysisWorker(port: MessagePort, engine: Engine): void {
  const post = (message: FromWorker) => port.postMessage(message);
  const log = (message: string) => post({ kind: 'log', message });
  console.log = console.info = console.warn = console.error = (...args: unknown[]) => log(args.map(String).join(' '));
  const texts = new Map<string, string>();
  port.on('message', (message: ToWorker) => {
    if (message.kind === 'text') texts.set(message.uri, message.text);
    else if (message.kind === 'drop') texts.delete(message.uri);
    else {
      const { id, request } = message;
      try {
        const { uri, languageId, text, readRoots } = request;
        const host = { readFile: (u: string) => texts.get(u) ?? readModuleFile(u, readRoots), roots: request.roots };
        const analysis = analyzeForEveryFile({ uri, languageId, text }, withoutPrototypes(request.settings), { engine, log, host });
        post({ kind: 'done', id, result: summarise(analysis) });
      } catch (e) {
        log(`toolschema: analysis of ${request.uri} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        post({ kind: 'failed', id, error: e instanceof Error ? e.message : String(e) });
      }
    }
  });
}
