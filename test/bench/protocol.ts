/**
 * Over the protocol: edit → diagnostics (pull, incremental edits), spawn → first diagnostics, and resident memory
 * after opening and closing many documents; each against vscode-json-language-server given the same schema through
 * its `json.schemas` setting, pushed with workspace/didChangeConfiguration as VS Code does (schemas inline).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient, SERVER } from '../helpers/lspClient';
import { PUSH_DEBOUNCE_MS } from '../../server/src/handlers/diagnostics';
import { argsSchema } from './generate';
import { editOffset, freshSchemas, type Input } from './inputs';
import { interleaved, median, now } from './measure';
import { row, type Row } from './table';

const PEER = path.resolve(__dirname, '../../../node_modules/vscode-langservers-extracted/bin/vscode-json-language-server');

export type ServerKind = 'toolschema' | 'peer';

interface Report {
  kind: string;
  items: unknown[];
}

/** The code-action capability VS Code 1.100 sends (vscode-languageclient 9): literals, `data`, resolve of `edit`. */
const VSCODE_CODE_ACTION = {
  dynamicRegistration: true,
  isPreferredSupport: true,
  disabledSupport: true,
  dataSupport: true,
  resolveSupport: { properties: ['edit'] },
  codeActionLiteralSupport: {
    codeActionKind: {
      valueSet: ['', 'quickfix', 'refactor', 'refactor.extract', 'refactor.inline', 'refactor.rewrite', 'source', 'source.organizeImports'],
    },
  },
  honorsChangeAnnotations: false,
};

export async function startServer(kind: ServerKind, schemaId: string, fileMatch: string, pull = true): Promise<LspClient> {
  const command = [process.execPath, kind === 'toolschema' ? SERVER : PEER, '--stdio'];
  const client = await LspClient.start({ pull, command, codeActionCapability: VSCODE_CODE_ACTION });
  if (kind === 'peer') {
    const schemas = freshSchemas(true).map((s) => ({
      url: s.uri,
      schema: s.schema,
      ...(s.id === schemaId ? { fileMatch: [fileMatch] } : {}),
    }));
    void client.connection.sendNotification('workspace/didChangeConfiguration', {
      settings: { json: { validate: { enable: true }, schemas } },
    });
  }
  return client;
}

export const pullDiagnostics = (client: LspClient, uri: string) =>
  client.request<Report>('textDocument/diagnostic', { textDocument: { uri } });

/** Edit → diagnostics over the protocol: an incremental one-letter edit, then a diagnostic pull. */
export async function protocolRows(input: Input): Promise<Row[]> {
  const clients = {
    ours: await startServer('toolschema', input.schemaId, input.fileMatch),
    peer: await startServer('peer', input.schemaId, input.fileMatch),
  };
  try {
    const offset = editOffset(input.text);
    const doc = TextDocument.create(input.uri, 'json', 1, input.text);
    const start = doc.positionAt(offset);
    const range = { start, end: { line: start.line, character: start.character + 1 } };
    const letter = input.text[offset];
    const counts: Record<string, number> = {};
    for (const [name, c] of Object.entries(clients)) {
      c.open(input.uri, input.text);
      counts[name] = (await pullDiagnostics(c, input.uri)).items.length;
    }
    // One edit after a pause (longer than the server's typing debounce, untimed): the cost of a single edit, not
    // of a debounced burst (the responsiveness test covers bursts).
    const pause = () => new Promise((resolve) => setTimeout(resolve, PUSH_DEBOUNCE_MS + 10));
    const edit = (c: LspClient) => async (i: number) => {
      const text = i % 2 ? letter.toUpperCase() : letter.toLowerCase();
      void c.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: input.uri, version: i + 2 },
        contentChanges: [{ range, text }],
      });
      return pullDiagnostics(c, input.uri);
    };
    const runs = Math.min(input.runs, 51);
    const [ours, peer] = await interleaved([edit(clients.ours), edit(clients.peer)], runs, 2, pause);
    const big = input.name.includes('1 MB');
    return [
      row({
        section: '1 edit → diagnostics (protocol, pull)',
        case: input.name,
        ours,
        unit: 'ms',
        reference: 'vscode-json-language-server',
        referenceValue: peer,
        ...(big ? { target: '≤ 1.25×', met: ours / peer <= 1.25 } : {}),
        note: `(${counts.ours} vs ${counts.peer} diagnostics)`,
      }),
    ];
  } finally {
    await Promise.all(Object.values(clients).map((c) => c.stop()));
  }
}

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code?: string | number;
}

/**
 * The lightbulb: code actions for one diagnostic, as VS Code asks when the cursor moves onto a squiggle (an empty
 * range at the cursor, that one diagnostic in the context, triggerKind Automatic), against one full analysis of the
 * same file (an edit, then a pull), interleaved. Each round asks about another diagnostic.
 */
export async function codeActionRow(input: Input): Promise<Row> {
  const client = await startServer('toolschema', input.schemaId, input.fileMatch);
  try {
    const offset = editOffset(input.text);
    const start = TextDocument.create(input.uri, 'json', 1, input.text).positionAt(offset);
    const range = { start, end: { line: start.line, character: start.character + 1 } };
    const letter = input.text[offset];
    client.open(input.uri, input.text);
    const diagnostics = (await pullDiagnostics(client, input.uri)).items as Diagnostic[];
    const fixable = diagnostics.filter((d) => d.code === 'pedelec/unsupported-keyword');
    if (fixable.length < 100) throw new Error(`expected hundreds of fixable findings, got ${fixable.length}`);
    const ask = (d: Diagnostic) =>
      client.request<{ kind?: string; edit?: unknown; data?: unknown }[]>('textDocument/codeAction', {
        textDocument: { uri: input.uri },
        range: { start: d.range.start, end: d.range.start },
        context: { diagnostics: [d], triggerKind: 2 },
      });
    const actions = await ask(fixable[fixable.length >> 1]);
    if (!actions.some((a) => a.kind === 'quickfix' && a.edit))
      throw new Error(`no quick fix with an edit: ${JSON.stringify(actions).slice(0, 300)}`);
    const analysis = async (i: number) => {
      void client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: input.uri, version: i + 2 },
        contentChanges: [{ range, text: i % 2 ? letter.toUpperCase() : letter.toLowerCase() }],
      });
      return pullDiagnostics(client, input.uri);
    };
    const lightbulb = (i: number) => ask(fixable[(i * 37) % fixable.length]);
    const pause = () => new Promise((resolve) => setTimeout(resolve, PUSH_DEBOUNCE_MS + 10));
    const [ours, reference] = await interleaved([lightbulb, analysis], Math.min(input.runs, 51), 2, pause);
    return row({
      section: '1 code actions (protocol)',
      case: `${input.name}: one diagnostic of ${diagnostics.length}`,
      ours,
      unit: 'ms',
      reference: 'one full analysis (edit → pull)',
      referenceValue: reference,
      target: '≤ 0.25×',
      met: ours / reference <= 0.25,
      note: `(${actions.length} actions)`,
    });
  } finally {
    await client.stop();
  }
}

/** Spawn → first diagnostics: process start, initialize, settings, didOpen, first pull answered. */
export async function spawnRow(input: Input, runs: number): Promise<Row> {
  const once = (kind: ServerKind) => async () => {
    const client = await startServer(kind, input.schemaId, input.fileMatch);
    try {
      client.open(input.uri, input.text);
      await pullDiagnostics(client, input.uri);
    } finally {
      void client.stop();
    }
  };
  const [ours, peer] = await interleaved([once('toolschema'), once('peer')], runs, 1);
  return row({
    section: '2 spawn → first diagnostics',
    case: input.name,
    ours,
    unit: 'ms',
    reference: 'vscode-json-language-server',
    referenceValue: peer,
    target: '≤ 1.0×',
    met: ours <= peer,
  });
}

const rssMB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

export interface MemoryFigures {
  baseline: number;
  afterOpen: number;
  afterClose: number;
  afterSecondCycle: number;
}

/** Resident memory (VmRSS) after opening 1,000 args schemas (waiting for each one's diagnostics) and closing them. */
export async function memory(kind: ServerKind, documents = 1000): Promise<MemoryFigures> {
  const client = await startServer(kind, 'pedelec-args', '*.args.json', false);
  try {
    const pid = client.process.pid!;
    const warm = 'file:///bench/warm.args.json';
    client.open(warm, argsSchema(0));
    await client.waitFor(() => client.published.get(warm), 'the first diagnostics', 30000);
    client.close(warm);
    const baseline = rssMB(pid);
    const texts = Array.from({ length: 20 }, (_, i) => argsSchema(i + 1));
    const cycle = async (tag: string) => {
      const uris = Array.from({ length: documents }, (_, i) => `file:///bench/${tag}/doc${i}.args.json`);
      uris.forEach((uri, i) => client.open(uri, texts[i % texts.length]));
      await client.waitFor(() => uris.every((u) => client.published.has(u)), `diagnostics for ${documents} documents`, 120000);
      const open = rssMB(pid);
      uris.forEach((uri) => client.close(uri));
      await client.waitFor(
        () => uris.every((u) => client.published.get(u)?.diagnostics.length === 0 && client.published.get(u)?.version === undefined),
        'cleared diagnostics',
        60000,
      );
      // A request round trip after the closes: every didClose has been handled.
      await client.request('textDocument/hover', { textDocument: { uri: warm }, position: { line: 0, character: 0 } });
      return { open, closed: rssMB(pid) };
    };
    const first = await cycle('a');
    const second = await cycle('b');
    return { baseline, afterOpen: first.open, afterClose: first.closed, afterSecondCycle: second.closed };
  } finally {
    await client.stop();
  }
}

export function memoryRows(ours: MemoryFigures, peer: MemoryFigures): Row[] {
  const r = (label: string, key: keyof MemoryFigures) =>
    row({
      section: 'memory (RSS, 1,000 documents)',
      case: label,
      ours: ours[key],
      unit: 'MB',
      reference: 'vscode-json-language-server',
      referenceValue: peer[key],
    });
  return [
    r('baseline', 'baseline'),
    r('1,000 open', 'afterOpen'),
    r('all closed', 'afterClose'),
    r('after a 2nd open/close cycle', 'afterSecondCycle'),
  ];
}

export { median, now };
