/**
 * The language server against input made to hang or mislead it (issue 14), over the protocol. Each test is named
 * after the row of the table (or the smaller item) it reproduces. A test about a hang starts a server of its
 * own with a CPU limit (the hangs burnt 15 s to minutes of CPU): a hang fails it whatever the machine's load, and no
 * wall-clock deadline is involved.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import type { CodeAction, CompletionList, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-types';
import { parse, type ParseError } from 'jsonc-parser';
import { clientsStoppedAfterTests, OFFLINE, offline, SERVER } from '../helpers/lspClient';
import { applyTextEdits, assertRangeInside, lineStarts } from '../helpers/invariants';
import { fixture } from '../helpers/diagnose';

const start = clientsStoppedAfterTests();
/** Started once, on first use: one server for the tests with default settings (and the docs command)… */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const plain = once(() => start({ initializationOptions: { docsCommand: true } }));
/** …and one whose settings hold every hostile value at once: they must all end up in a single short message. */
const rules: Record<string, string> = { ['x'.repeat(100_000)]: 'off' };
for (let i = 0; i < 10_000; i++) rules[`pedelec/no-such-rule-${i}`] = 'off';
const hostileSettings = {
  // JSON.parse: a `__proto__` key in an object literal would set the prototype instead.
  associations: JSON.parse(
    '{"*a*a*a*a*a*a*a*a*a*a*b*.json": "pedelec-args", "__proto__": "pedelec-args", "tools\\\\*.json": "pedelec-args"}',
  ),
  rules,
};
const hostile = once(() => start({ settings: hostileSettings }));
/** CPU seconds a server of the hang tests may use: an honest one uses about one. */
const CPU_SECONDS = 10;

const badArgs = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
const HOVER_ON_TYPE = { line: 0, character: 4 };
/** The one diagnostic badArgs gets when it is associated as an args schema. */
const FORMAT_PROBLEM = `pedelec/unsupported-keyword@0:${badArgs.indexOf('"format"')}`;
const codes = (ds: Diagnostic[]) => ds.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);

test('row 1: a many-wildcard association glob never blocks the server; the glob still matches', async () => {
  const c = await start({ settings: hostileSettings, cpuSeconds: CPU_SECONDS });
  c.open(`file:///w/${'a'.repeat(40)}.args.json`, badArgs);
  c.open('file:///w/other.args.json', badArgs);
  const hover = await c.request<Hover | null>('textDocument/hover', {
    textDocument: { uri: 'file:///w/other.args.json' },
    position: HOVER_ON_TYPE,
  });
  assert.ok(hover, 'the hover answers');
  const matched = 'file:///w/xaxaxaxaxaxaxaxaxaxab.json';
  c.open(matched, badArgs);
  assert.deepEqual(codes(await c.diagnosticsFor(matched)), [FORMAT_PROBLEM], 'the glob associates the file it matches');
});

test('row 2: 20,000 enum values and 20,000 examples (and a 20,000-element uniqueItems default) are checked fully, without stalling', async () => {
  const values = Array.from({ length: 20_000 }, (_, i) => `v${i}`);
  const schema = {
    type: 'object',
    properties: {
      pick: { type: 'string', enum: values, examples: [...values.slice(1), 'nope'], default: 'also-nope' },
      list: {
        type: 'array',
        maxItems: 30_000,
        uniqueItems: true,
        items: { type: 'integer' },
        default: Array.from({ length: 20_000 }, (_, i) => i),
      },
    },
  };
  const c = await start({ cpuSeconds: CPU_SECONDS });
  const uri = 'file:///w/large-enum.args.json';
  c.open(uri, JSON.stringify(schema));
  c.open('file:///w/other.args.json', badArgs);
  assert.ok(
    await c.request<Hover | null>('textDocument/hover', { textDocument: { uri: 'file:///w/other.args.json' }, position: HOVER_ON_TYPE }),
    'a hover on another document answers',
  );
  const diagnostics = await c.diagnosticsFor(uri);
  assert.deepEqual(
    diagnostics.map((d) => d.code).sort(),
    ['pedelec/default-mismatch', 'pedelec/example-mismatch'],
    'one bad example, one bad default, nothing skipped',
  );
  assert.match(diagnostics.find((d) => d.code === 'pedelec/example-mismatch')!.message, /"nope" is not one of the enum values/);
});

test('row 4: 10,000 unknown rule ids and a 100 KB id in settings give one short message', async () => {
  const c = await hostile();
  const uri = 'file:///w/q.args.json';
  c.open(uri, badArgs);
  await c.diagnosticsFor(uri, (d) => d.length === 1);
  await c.waitFor(() => c.messages.length > 0, 'the message');
  assert.equal(c.messages.length, 1, 'one message, not one per id');
  const [{ message }] = c.messages;
  assert.ok(message.length < 1000, `the message is short (${message.length} characters)`);
  assert.match(message, /unknown rule id "x{50,60}…"/);
  assert.match(message, /toolschema\.rules: unknown rule ids: 9,998 more not listed here\./);
});

test('smaller: 1,000 didChangeConfiguration in a row make at most a few configuration pulls and diagnostics refreshes', async () => {
  const c = await start({ pull: true });
  const uri = 'file:///w/q.args.json';
  c.open(uri, badArgs);
  await c.waitFor(() => c.requestsFromServer.diagnosticRefresh >= 1, 'the first refresh');
  const before = { ...c.requestsFromServer };
  for (let i = 0; i < 1000; i++) c.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  await c.waitFor(() => c.requestsFromServer.diagnosticRefresh >= before.diagnosticRefresh + 2, 'the refreshes after the changes');
  await c.request('textDocument/hover', { textDocument: { uri }, position: HOVER_ON_TYPE }); // every notification read
  const pulls = c.requestsFromServer.configuration - before.configuration;
  const refreshes = c.requestsFromServer.diagnosticRefresh - before.diagnosticRefresh;
  assert.ok(pulls <= 3, `${pulls} configuration pulls`);
  assert.ok(refreshes <= 3, `${refreshes} diagnostics refreshes`);
});

test('row 5: CRLF typed in two steps (\\r, then \\n) keeps the line table right: diagnostics and fixes land where a fresh open puts them', async () => {
  const c = await plain();
  const text = '{"type": "object", "properties": {"q": {"type": "string", "format": "email"}}}\n';
  const final = `{\r\n${text.slice(1)}`;
  const fresh = 'file:///w/fresh.args.json';
  c.open(fresh, final);
  const expected = await c.diagnosticsFor(fresh);
  assert.deepEqual(codes(expected), [`pedelec/unsupported-keyword@1:${text.indexOf('"format"') - 1}`]);
  for (const [name, oneMessage] of [
    ['two didChange', false],
    ['one didChange with two changes', true],
  ] as const) {
    const uri = `file:///w/typed-${oneMessage}.args.json`;
    c.open(uri, text);
    await c.diagnosticsFor(uri);
    const first = { range: { start: { line: 0, character: 1 }, end: { line: 0, character: 1 } }, text: '\r' };
    const second = { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: '\n' };
    if (oneMessage) c.edits(uri, [first, second]);
    else {
      c.edit(uri, first.range, first.text);
      c.edit(uri, second.range, second.text);
    }
    const got = await c.diagnosticsFor(uri);
    assert.deepEqual(codes(got), codes(expected), `${name}: the same places as a fresh open`);
    const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: got[0].range,
      context: { diagnostics: [got[0]] },
    });
    const fix = actions.find((a) => a.isPreferred)!;
    const fixed = applyTextEdits(final, fix.edit!.changes![uri], fix.title);
    const errors: ParseError[] = [];
    parse(fixed, errors);
    assert.deepEqual(errors, [], `${name}: the fix leaves valid JSON:\n${fixed}`);
    assert.equal(fixed, final.replace(', "format": "email"', ''), `${name}: the fix removes exactly the keyword`);
  }
});

test('row 6: a reopen with version 1 and new text, a reused version and a version going backwards are all analysed afresh', async () => {
  const c = await plain();
  const clean = '{ "type": "object" }\n';
  const uri = 'file:///w/reopen.args.json';
  const published = (version: number, predicate: (d: Diagnostic[]) => boolean, what: string) =>
    c.waitFor(() => c.history.some((p) => p.uri === uri && p.version === version && predicate(p.diagnostics)), what);
  c.open(uri, badArgs);
  const [old] = await c.diagnosticsFor(uri, (d) => d.length === 1);
  c.open(uri, clean); // again, version 1, new text
  await published(1, (d) => d.length === 0, 'the reopened text, clean, published');
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: old.range,
    context: { diagnostics: [old] },
  });
  assert.deepEqual(
    actions.filter((a) => a.edit),
    [],
    'no fix computed from the text that is gone',
  );
  c.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 1 }, contentChanges: [{ text: badArgs }] });
  await published(1, (d) => d.length === 1, 'a change reusing version 1, published');
  c.open('file:///w/back.args.json', badArgs, 'json', 5);
  await c.waitFor(() => c.published.get('file:///w/back.args.json')?.version === 5, 'version 5');
  c.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: 'file:///w/back.args.json', version: 3 },
    contentChanges: [{ text: clean }],
  });
  await c.waitFor(
    () => c.published.get('file:///w/back.args.json')?.diagnostics.length === 0,
    'the text at version 3 published, no stale squiggle',
  );
});

test('row 11: a rule firing beside a syntax error (`"inner_val_type": ,`) never offers a fix that adds a duplicate key', async () => {
  const c = await plain();
  const uri = 'file:///w/broken.tool.json';
  const text = fixture('weather.current.tool.json').replace('"inner_val_type": "string",', '"inner_val_type": ,');
  c.open(uri, text);
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.some((x) => x.code === 'arcade/array-missing-inner-type'));
  const target = diagnostics.find((x) => x.code === 'arcade/array-missing-inner-type')!;
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: target.range,
    context: { diagnostics },
  });
  const all = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: target.range,
    context: { diagnostics: [], only: ['source.fixAll.toolschema'] },
  });
  for (const action of [...actions, ...all].filter((a) => a.edit)) {
    const fixed = applyTextEdits(text, action.edit!.changes![uri], action.title);
    assert.equal(
      fixed.match(/"inner_val_type"/g)?.length,
      text.match(/"inner_val_type"/g)?.length,
      `${action.title} adds no second "inner_val_type"`,
    );
  }
});

test('smaller: completion and hover at negative, fractional and > 2^31 positions answer as at the nearest real position', async () => {
  const c = await plain();
  const uri = 'file:///w/positions.args.json';
  c.open(uri, badArgs);
  const before = await c.diagnosticsFor(uri);
  const starts = lineStarts(badArgs);
  const endOfLine0 = { line: 0, character: badArgs.indexOf('\n') };
  const ask = async (position: { line: number; character: number }) => {
    const completion = await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position });
    const hover = await c.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
    for (const item of completion.items)
      if (item.textEdit && 'range' in item.textEdit) assertRangeInside(badArgs, starts, item.textEdit.range, `completion ${item.label}`);
    if (hover?.range) assertRangeInside(badArgs, starts, hover.range, 'hover');
    return { completion, hover };
  };
  // LSP: a character past the end of its line means the line's end; past the last line, the text's end.
  for (const [position, nearest] of [
    [
      { line: -1, character: -5 },
      { line: 0, character: 0 },
    ],
    [{ line: 0, character: 2 ** 31 }, endOfLine0],
    [
      { line: 2 ** 31 + 5, character: 2 ** 32 },
      { line: 1, character: 0 },
    ],
  ] as const)
    assert.deepEqual(await ask(position), await ask(nearest), `${JSON.stringify(position)} answers as ${JSON.stringify(nearest)}`);
  const fractional = await ask({ line: 0.5, character: 3.7 });
  assert.match((fractional.hover?.contents as MarkupContent).value, /\*\*`type`\*\*/, 'a fractional position inside "type" hovers "type"');
  assert.ok(fractional.completion.items.length > 0, 'and completes there');
  assert.equal(c.process.exitCode, null, 'the server is alive');
  c.change(uri, badArgs.replace('"format": "email"', '"format": "uri"'));
  assert.deepEqual(codes(await c.diagnosticsFor(uri)), codes(before), 'and still checks the document as it changes');
});

test('smaller: requests before initialize are refused with -32002 (ServerNotInitialized)', async () => {
  const command = [process.execPath, SERVER, '--stdio'];
  const [cmd, ...args] = OFFLINE ? offline(command) : command;
  const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  connection.listen();
  try {
    for (const [method, params] of [
      ['textDocument/hover', { textDocument: { uri: 'file:///w/q.args.json' }, position: { line: 0, character: 0 } }],
      ['textDocument/completion', { textDocument: { uri: 'file:///w/q.args.json' }, position: { line: 0, character: 0 } }],
      ['toolschema/documentInfo', { uri: 'file:///w/q.args.json' }],
      ['textDocument/diagnostic', { textDocument: { uri: 'file:///w/q.args.json' } }],
    ] as const) {
      await assert.rejects(connection.sendRequest(method, params), (e: { code?: number }) => e.code === -32002, method);
    }
  } finally {
    connection.dispose();
    child.kill();
  }
});

test('smaller: a glob named __proto__ associates like any other; a backslash glob is refused with a message', async () => {
  const c = await hostile();
  const uri = 'file:///w/__proto__';
  c.open(uri, badArgs);
  assert.deepEqual(codes(await c.diagnosticsFor(uri, (d) => d.length > 0)), [FORMAT_PROBLEM]);
  const m = await c.waitFor(() => c.messages.find((x) => /tools\\\\\*\.json/.test(x.message)), 'a message about the backslash glob');
  assert.match(m.message, /it contains "\\"; globs use "\/" between folders/);
});

test('smaller: a ?query or #fragment in a document URI (git:, notebook cells) does not defeat association by file name', async () => {
  const c = await plain();
  for (const uri of [
    'git:/w/search.args.json?%7B%22ref%22%3A%22HEAD%22%7D',
    'vscode-notebook-cell:/w/cells.args.json#W0sZmlsZQ%3D%3D',
    'file:///w/x.args.json?v=2#top',
  ]) {
    c.open(uri, badArgs);
    assert.deepEqual(codes(await c.diagnosticsFor(uri, (d) => d.length > 0)), [FORMAT_PROBLEM], uri);
  }
});

test('smaller: "Show documentation" opens our own page, never a client-supplied codeDescription.href', async () => {
  const c = await plain();
  const uri = 'file:///w/docs.args.json';
  c.open(uri, badArgs);
  const [d] = await c.diagnosticsFor(uri, (x) => x.length === 1);
  const forged = { ...d, codeDescription: { href: 'command:workbench.action.terminal.new' } };
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: d.range,
    context: { diagnostics: [forged] },
  });
  const docs = actions.filter((a) => a.command?.command === 'toolschema.showRuleDocs');
  assert.equal(docs.length, 1);
  assert.deepEqual(docs[0].command!.arguments, [d.codeDescription!.href]);
  assert.match(String(d.codeDescription!.href), /^file:\/\/\/.*\/docs\/rules\/pedelec\.md#pedelec-/);
});

test('smaller: a code action request whose diagnostics lack a range (Neovim 0.7 sends them so) gets the quick fixes of the real ones, no error', async () => {
  const c = await plain();
  const uri = 'file:///w/norange.args.json';
  c.open(uri, badArgs);
  const [d] = await c.diagnosticsFor(uri, (x) => x.length === 1);
  const { range: _, ...rangeless } = d;
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: d.range,
    context: { diagnostics: [rangeless, { code: d.code, range: { start: null }, message: 'm' }, null, d] },
  });
  const fixes = actions.filter((a) => a.kind === 'quickfix' && a.diagnostics?.length);
  assert.ok(fixes.length > 0, 'the well-formed diagnostic still gets its fixes');
  assert.ok(
    fixes.every((a) => a.diagnostics!.every((x) => x.range === undefined || x.range.start.line === d.range.start.line)),
    'only the real diagnostic is answered',
  );
});
