/**
 * A plain LSP client for protocol tests: starts the bundled server (dist/server.js) over stdio, answers its
 * configuration requests, and records what it publishes. Waiting is on events (a message from the server, its exit),
 * never on sleeps or deadlines: a loaded machine makes a test slower, never red. A hang is caught by the CPU the
 * server burns (`cpuSeconds`), which load does not inflate, or at worst by a safety net (helpers/hang.ts).
 */
import { after } from 'node:test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { Diagnostic, Range } from 'vscode-languageserver-types';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { cpuLimited, HANG_MS, signalled } from './hang';

export const SERVER = path.resolve(__dirname, '../../../dist/server.js');

/**
 * `TOOLSCHEMA_TEST_UNSHARE=1` (npm run test:offline) starts every server inside a new network namespace, which
 * has no interface but a loopback that is down: any attempt to reach the network fails. Needs root and unshare.
 */
export const OFFLINE = process.env.TOOLSCHEMA_TEST_UNSHARE === '1';

export const canUnshare = (): boolean => process.getuid?.() === 0 && ['/usr/bin/unshare', '/bin/unshare'].some((p) => existsSync(p));

/** The command run inside a network namespace of its own (unshare execs it: the child's pid is the server's). */
export function offline(command: string[]): string[] {
  if (!canUnshare()) throw new Error('TOOLSCHEMA_TEST_UNSHARE=1 needs root and the unshare command (util-linux).');
  return ['unshare', '--net', ...command];
}

export interface StartOptions {
  /** Advertise pull diagnostics (textDocument/diagnostic). Default: push. */
  pull?: boolean;
  /** What `workspace/configuration` returns for the `toolschema` section. */
  settings?: unknown;
  /** Command line; defaults to the bundled server with --stdio. */
  command?: string[];
  initializationOptions?: unknown;
  /** Advertise Markdown completion documentation (as VS Code does). Default: no documentationFormat. */
  markdownCompletionDocs?: boolean;
  /** The workspace folders (URIs) the client opens; default none (`rootUri: null`). */
  workspaceFolders?: string[];
  /** Replaces the client's `textDocument.codeAction` capability (the bench sends VS Code's). */
  codeActionCapability?: Record<string, unknown>;
  /**
   * A hang detector that load does not set off: the server is stopped (SIGXCPU) once it has used this many seconds
   * of CPU, and every wait and request then fails saying so. An honest server uses a small fraction of it.
   */
  cpuSeconds?: number;
  /** The workspace folder (a `file:` URI); default none, so imports are read in the document's own folder only. */
  rootUri?: string;
  /** Environment variables the server gets besides this process's. */
  env?: Record<string, string>;
  /** `workspace/configuration` is answered only once this settles (a client slow to give its settings). */
  configurationAnswered?: Promise<void>;
}

export class LspClient {
  readonly published = new Map<string, PublishDiagnosticsParams>();
  /** Every publication, in the order received. */
  readonly history: PublishDiagnosticsParams[] = [];
  readonly messages: { type: number; message: string }[] = [];
  readonly logs: string[] = [];
  /** How many `workspace/configuration` and `workspace/diagnostic/refresh` requests the server sent. */
  readonly requestsFromServer = { configuration: 0, diagnosticRefresh: 0 };
  settings: unknown;
  initializeResult!: { capabilities: Record<string, any>; serverInfo?: { name: string; version?: string } };
  private listeners: (() => void)[] = [];
  private versions = new Map<string, number>();
  /** Why the server process ended, once it has; `exited` settles then (it never rejects). */
  private exitReason?: string;
  private readonly exited: Promise<string>;

  private constructor(
    readonly process: ChildProcess,
    readonly connection: MessageConnection,
    private readonly cpuSeconds?: number,
  ) {
    this.exited = new Promise((resolve) => {
      process.once('exit', (code, signal) => {
        this.exitReason = signal ? `the server was stopped: ${signalled(signal, cpuSeconds)}` : `the server exited with code ${code}`;
        resolve(this.exitReason);
        this.notify();
      });
    });
  }

  static async start(options: StartOptions = {}): Promise<LspClient> {
    const server = options.command ?? [process.execPath, SERVER, '--stdio'];
    const command = options.cpuSeconds ? cpuLimited(server, options.cpuSeconds) : server;
    const [cmd, ...args] = OFFLINE ? offline(command) : command;
    const env = options.env && { ...process.env, ...options.env };
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'], env });
    const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const client = new LspClient(child, connection, options.cpuSeconds);
    client.settings = options.settings ?? {};
    child.stderr!.on('data', (d) => client.logs.push(String(d)));
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      client.published.set(p.uri, p);
      client.history.push(p);
      client.notify();
    });
    connection.onNotification('window/showMessage', (m: { type: number; message: string }) => {
      client.messages.push(m);
      client.notify();
    });
    connection.onNotification('window/logMessage', (m: { message: string }) => client.logs.push(m.message));
    connection.onRequest('workspace/configuration', async (p: { items: { section?: string }[] }) => {
      client.requestsFromServer.configuration++;
      client.notify();
      await options.configurationAnswered;
      return p.items.map(() => client.settings);
    });
    connection.onRequest('client/registerCapability', () => null);
    connection.onRequest('window/showMessageRequest', (m: { type: number; message: string }) => {
      client.messages.push(m);
      client.notify();
      return null;
    });
    connection.onRequest('workspace/diagnostic/refresh', () => {
      client.requestsFromServer.diagnosticRefresh++;
      client.notify();
      return null;
    });
    connection.listen();
    client.initializeResult = await client.request('initialize', {
      processId: process.pid,
      rootUri: options.workspaceFolders?.[0] ?? options.rootUri ?? null,
      workspaceFolders: options.workspaceFolders?.map((uri) => ({ uri, name: uri.slice(uri.lastIndexOf('/') + 1) })) ?? null,
      initializationOptions: options.initializationOptions,
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: {
          publishDiagnostics: { versionSupport: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: {
            completionItem: {
              snippetSupport: true,
              ...(options.markdownCompletionDocs ? { documentationFormat: ['markdown', 'plaintext'] } : {}),
            },
          },
          codeAction: options.codeActionCapability ?? {
            codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'refactor'] } },
          },
          ...(options.pull ? { diagnostic: { dynamicRegistration: false } } : {}),
        },
      },
    });
    connection.sendNotification('initialized', {});
    return client;
  }

  private notify() {
    for (const l of this.listeners.splice(0)) l();
  }

  /**
   * Resolves once `predicate` holds, re-checked on every message from the server. Fails at once if the server
   * exits first; `safetyMs` only turns a hang into a failure that names what was awaited.
   */
  async waitFor<T>(predicate: () => T | undefined | false, what: string, safetyMs = HANG_MS): Promise<T> {
    let hung = false;
    const safety = setTimeout(() => {
      hung = true;
      this.notify();
    }, safetyMs);
    try {
      for (;;) {
        const value = predicate();
        if (value) return value;
        if (this.exitReason) throw new Error(`while waiting for ${what}, ${this.exitReason}`);
        if (hung) throw new Error(`still waiting for ${what} after the ${safetyMs / 1000} s safety net: the server hangs`);
        await new Promise<void>((resolve) => this.listeners.push(resolve));
      }
    } finally {
      clearTimeout(safety);
    }
  }

  open(uri: string, text: string, languageId = 'json', version = 1): void {
    this.versions.set(uri, version);
    this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
  }

  /** Replaces the whole text; returns the new version. */
  change(uri: string, text: string): number {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  /** An incremental change: replaces `range` with `text`; returns the new version. */
  edit(uri: string, range: Range, text: string): number {
    return this.edits(uri, [{ range, text }]);
  }

  /** Several incremental changes in one didChange, applied in order; returns the new version. */
  edits(uri: string, contentChanges: { range: Range; text: string }[]): number {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges });
    return version;
  }

  close(uri: string): void {
    this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** The diagnostics published for the document's latest version. */
  diagnosticsFor(uri: string, predicate: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    return this.waitFor(() => {
      const p = this.published.get(uri);
      return p && p.version === this.versions.get(uri) && predicate(p.diagnostics) ? p.diagnostics : undefined;
    }, `diagnostics for ${uri}`);
  }

  /** Sends a request; fails, saying why, if the server exits before answering. */
  request<R>(method: string, params?: unknown): Promise<R> {
    const answer = (params === undefined ? this.connection.sendRequest(method) : this.connection.sendRequest(method, params)) as Promise<R>;
    const exit = this.exited.then((why) => Promise.reject(new Error(`no answer to ${method}: ${why}`)));
    exit.catch(() => undefined); // nobody may be listening once the answer has come
    return Promise.race([answer, exit]);
  }

  /** Shuts the server down politely (shutdown, exit), waiting for it to go; a server that never goes is killed. */
  async stop(): Promise<void> {
    if (!this.exitReason) {
      const kill = setTimeout(() => this.process.kill('SIGKILL'), HANG_MS);
      try {
        await this.request('shutdown');
        await this.connection.sendNotification('exit');
      } catch {
        // the process may already be gone
      }
      await this.exited;
      clearTimeout(kill);
    }
    this.connection.dispose();
  }
}

/** `start` for one test file: every client it starts is stopped when the file's tests are done. */
export function clientsStoppedAfterTests(): (options?: StartOptions) => Promise<LspClient> {
  const clients: LspClient[] = [];
  after(() => Promise.all(clients.map((c) => c.stop())));
  return async (options) => {
    const c = await LspClient.start(options);
    clients.push(c);
    return c;
  };
}

/**
 * `start` for one test file whose tests share a server when they ask for none of their own: called without options,
 * it gives the file's one default server (started on first use), since a server start (~0.5 CPU seconds) costs more
 * than most protocol tests. The tests that share it open documents under URIs of their own and change nothing of the
 * server's (settings, overrides of other files); a test that times the server, or needs other options or a fresh
 * server, passes options and gets its own.
 */
export function serversForTests(): (options?: StartOptions) => Promise<LspClient> {
  const start = clientsStoppedAfterTests();
  let shared: Promise<LspClient> | undefined;
  return (options) => (options ? start(options) : (shared ??= start()));
}
