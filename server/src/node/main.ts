/**
 * `toolschema-language-server --stdio` (or `--node-ipc`, as the extension starts it). Stdout carries the protocol
 * only: console output goes to the client's log, and an unexpected error is logged, never fatal. The same bundle
 * runs the server's analysis workers (node/analysisPool.ts) when it is started as a worker thread.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from '../server';
import { VERSION } from '../version';
import { readModuleFile } from './read';
import { FolderConfigs } from './folderConfigs';
import { AnalysisPool } from './analysisPool';
import { runAnalysisWorker } from './analysisWorker';
import { createEngine } from '../core/pipeline/engine';
import { RULES } from '../core/rules';
import { LANGUAGES } from '../core/languages/registry';

/** The rules and languages the server and its workers run: chosen here, handed down (core/pipeline/engine.ts). */
const ENGINE = createEngine({ rules: RULES, languages: LANGUAGES });

/**
 * Each analysis worker's heap limit in MB, when this variable names a positive whole number: it wins over the
 * editor's `toolschema.workerMemoryMB` (a server started outside an editor, a test).
 */
const WORKER_MEMORY_VARIABLE = 'TOOLSCHEMA_WORKER_MEMORY_MB';

if (!isMainThread && parentPort) runAnalysisWorker(parentPort, ENGINE);
else startMain();

function startMain(): void {
  if (process.argv.includes('--version')) {
    process.stderr.write(`toolschema-language-server ${VERSION}\n`);
    process.exit(0);
  }

  const connection = createConnection(ProposedFeatures.all);
  console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.info = console.log;
  console.warn = (...args: unknown[]) => connection.console.warn(args.map(String).join(' '));
  console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  process.on('uncaughtException', (e) => connection.console.error(`toolschema: unexpected error: ${e.stack ?? e}`));
  process.on('unhandledRejection', (e) => connection.console.error(`toolschema: unexpected rejection: ${String(e)}`));

  // Modules are read inside the workspace's folders only (node/read.ts); analyses for diagnostics run in workers.
  // Each worker's heap is bounded: a document that needs more fails alone, saying how to raise the bound.
  const memoryMb = workerMemoryMb(process.env[WORKER_MEMORY_VARIABLE]);
  const raiseMemory =
    memoryMb === undefined
      ? undefined // the setting's words (node/analysisPool.ts)
      : (mb: number) =>
          `set the environment variable ${WORKER_MEMORY_VARIABLE} to more than ${mb} (megabytes) in the environment the editor starts the server in`;
  const analyser = new AnalysisPool(__filename, (m) => connection.console.error(m), { memoryMb, raiseMemory });
  startServer(connection, ENGINE, { readFile: readModuleFile, configs: new FolderConfigs(ENGINE.ruleIds), analyser });
}

function workerMemoryMb(value: string | undefined): number | undefined {
  const mb = Number(value);
  return value && Number.isInteger(mb) && mb > 0 ? mb : undefined;
}
