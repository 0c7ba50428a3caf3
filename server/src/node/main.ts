/**
 * `toolschema-language-server --stdio` (or `--node-ipc`, as the extension starts it). Stdout carries the protocol
 * only: console output goes to the client's log, and an unexpected error is logged, never fatal.
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from '../server';
import { VERSION } from '../version';
import { readFileUri } from './read';
import { FolderConfigs } from './folderConfigs';

const MAX_MODULE_BYTES = 10 * 1024 * 1024;

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

/**
 * Modules a script imports, read from disk as the CLI reads files (regular files only, checked through the open
 * descriptor, and only inside the workspace's folders), never larger than any document the core reads.
 */
const readFile = (uri: string, roots?: readonly string[]) => readFileUri(uri, MAX_MODULE_BYTES, roots);

startServer(connection, { readFile, configs: new FolderConfigs() });
