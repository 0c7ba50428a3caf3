// workspace/executeCommand toolschema.modelView, as any LSP client calls it: the open document, converted.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { serversForTests, type LspClient } from '../helpers/lspClient';
import { fixture } from '../helpers/diagnose';
import { arcadeTool } from '../helpers/providerCases';
import { MODEL_VIEW_COMMAND, type ModelViewResult } from '../../server/src/protocol';

// The tests share one server, each with document URIs of its own.
const start = serversForTests();

const TOOL = 'file:///w/plan-trip.tool.json';
const modelView = (c: LspClient, uri: string, provider: string) =>
  c.request<ModelViewResult | null>('workspace/executeCommand', { command: MODEL_VIEW_COMMAND, arguments: [{ uri, provider }] });

test('lsp: the server advertises toolschema.modelView as an executeCommand', async () => {
  const c = await start();
  assert.deepEqual(c.initializeResult.capabilities.executeCommandProvider, { commands: [MODEL_VIEW_COMMAND] });
});

test('lsp: toolschema.modelView returns the open document as each provider is shown it, and follows edits', async () => {
  const c = await start();
  const text = fixture('convert/plan-trip.tool.json');
  c.open(TOOL, text);
  const openai = await modelView(c, TOOL, 'openai');
  assert.ok(openai?.ok);
  assert.equal((openai.output as any).function.name, 'Travelbox_PlanTrip');
  assert.deepEqual((openai.output as any).function.parameters.properties.destination, { type: 'string', description: 'Where to go.' });
  const anthropic = await modelView(c, TOOL, 'anthropic');
  assert.ok(anthropic?.ok);
  assert.deepEqual((anthropic.output as any).input_schema.required, ['destination', 'budget']);
  const mcp = await modelView(c, TOOL, 'mcp');
  assert.ok(mcp?.ok);
  assert.equal((mcp.output as any).annotations.readOnlyHint, true);
  const pedelec = await modelView(c, TOOL, 'pedelec');
  assert.ok(pedelec?.ok);
  assert.deepEqual(pedelec.notes[0], { path: '/deprecation_message', message: 'dropped: a Pedelec tool has no deprecation field.' });
  assert.equal(pedelec.remaining.length, 2);

  c.change(TOOL, text.replace('"Where to go."', '"The destination city."'));
  const edited = await modelView(c, TOOL, 'openai');
  assert.ok(edited?.ok);
  assert.equal((edited.output as any).function.parameters.properties.destination.description, 'The destination city.');
});

test('lsp: toolschema.modelView says why it cannot convert, never fails the request', async () => {
  const c = await start();
  const broken = 'file:///w/broken.tool.json';
  c.open(broken, '{ "fully_qualified_name": "A.B", ');
  const cases: [string, string, RegExp][] = [
    [broken, 'openai', /^Cannot convert to openai: 1:\d+: .* Fix the JSON first\.$/],
    [broken, 'gemini', /^Unknown provider "gemini"; use one of openai, anthropic, mcp, pedelec\.$/],
    ['file:///w/closed.tool.json', 'openai', /is not open in the server/],
  ];
  for (const [uri, provider, message] of cases) {
    const r = await modelView(c, uri, provider);
    assert.ok(r && !r.ok, `${uri} ${provider}`);
    assert.match(r.error, message);
  }
  c.change(broken, fixture('convert/plan-trip.tool.json').replace('"val_type": "integer", "enum"', '"val_type": "float", "enum"'));
  const r = await modelView(c, broken, 'mcp');
  assert.ok(r && !r.ok);
  assert.match(r.error, /^Cannot convert to mcp at \/input\/parameters\/2\/value_schema\/val_type: `val_type` must be one of/);
});

const PY = 'file:///w/weather.py';
const PY_TEXT = `from typing import Annotated

from arcade_mcp_server import MCPApp

app = MCPApp(name="weather", version="1.0.0")


@app.tool
def get_forecast(city: Annotated[str, "The city to forecast"]) -> str:
    """Get the weather forecast for a city."""
    return city


@app.tool
def get_alerts(region: Annotated[str, "The region"], limit: Annotated[int, "At most this many"] = 5) -> list[str]:
    """List the weather alerts of a region."""
    return []
`;
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length - 1;

test('lsp: toolschema.modelView on a Python file shows the tool under the cursor, or every tool of the file', async () => {
  const c = await start();
  c.open(PY, PY_TEXT, 'python');
  const at = (needle: string) => ({ line: lineOf(PY_TEXT, needle), character: 10 });
  const under = await c.request<ModelViewResult | null>('workspace/executeCommand', {
    command: MODEL_VIEW_COMMAND,
    arguments: [{ uri: PY, provider: 'openai', position: at('def get_alerts') }],
  });
  assert.ok(under?.ok, JSON.stringify(under));
  assert.equal((under.output as any).function.name, 'Weather_GetAlerts');
  assert.deepEqual((under.output as any).function.parameters.properties.limit, {
    type: ['integer', 'null'],
    description: 'At most this many',
  });
  // Outside every tool (the imports): the file's tools, in order.
  const all = await c.request<ModelViewResult | null>('workspace/executeCommand', {
    command: MODEL_VIEW_COMMAND,
    arguments: [{ uri: PY, provider: 'anthropic', position: { line: 0, character: 0 } }],
  });
  assert.ok(all?.ok, JSON.stringify(all));
  assert.deepEqual(
    (all.output as any[]).map((t) => [t.name, t.input_schema.required]),
    [
      ['Weather_GetForecast', ['city']],
      ['Weather_GetAlerts', ['region']],
    ],
  );
  const none = 'file:///w/plain.py';
  c.open(none, 'from arcade_mcp_server import MCPApp\n', 'python');
  const empty = await modelView(c, none, 'mcp');
  assert.ok(empty && !empty.ok);
  assert.match(empty.error, /^Cannot convert to mcp: the file defines no tool toolschema reads/);
});

test('lsp: toolschema.modelView gives each selected profile\'s verdict, "accepted" or the first violation, and follows edits', async () => {
  const c = await start();
  const uri = 'file:///w/put.tool.json';
  c.open(uri, arcadeTool('{ "val_type": "json" }'));
  const rejected = await modelView(c, uri, 'openai');
  assert.ok(rejected?.ok);
  assert.equal(rejected.verdicts.length, 1, 'Arcade: openai-strict by default');
  assert.equal(rejected.verdicts[0].profile, 'openai-strict');
  assert.equal(rejected.verdicts[0].title, 'OpenAI strict mode');
  assert.match(
    rejected.verdicts[0].rejected ?? '',
    /^a free-form "json" value \(no "properties"\) is shown as a bare \{"type": "object"\}/,
  );
  c.change(uri, arcadeTool('{ "val_type": "string" }'));
  const accepted = await modelView(c, uri, 'openai');
  assert.ok(accepted?.ok);
  assert.deepEqual(accepted.verdicts, [{ profile: 'openai-strict', title: 'OpenAI strict mode' }]);
});

test('lsp: toolschema.modelView on a Python file gives the verdicts of the tool shown, or of each tool, named', async () => {
  const c = await start();
  const uri = 'file:///w/store.py';
  const text = PY_TEXT.replace('def get_forecast(city: Annotated[str,', 'def get_forecast(city: Annotated[dict,');
  c.open(uri, text, 'python');
  const at = async (position: { line: number; character: number }) => {
    const r = await c.request<ModelViewResult | null>('workspace/executeCommand', {
      command: MODEL_VIEW_COMMAND,
      arguments: [{ uri, provider: 'openai', position }],
    });
    assert.ok(r?.ok, JSON.stringify(r));
    return r.verdicts;
  };
  // The free-form dict of get_forecast is what OpenAI strict mode refuses (the default profile for Arcade tools).
  const forecast = await at({ line: lineOf(text, 'def get_forecast'), character: 10 });
  assert.equal(forecast.length, 1);
  assert.equal(forecast[0].profile, 'openai-strict');
  assert.match(forecast[0].rejected ?? '', /^a free-form "json" value \(no "properties"\)/);
  assert.deepEqual(await at({ line: lineOf(text, 'def get_alerts'), character: 10 }), [
    { profile: 'openai-strict', title: 'OpenAI strict mode' },
  ]);
  // Outside every tool: each tool's verdicts, named as the host sees the tool.
  const all = await at({ line: 0, character: 0 });
  assert.deepEqual(
    all.map((v) => [v.tool, v.profile, v.rejected === undefined ? 'accepted' : 'rejected']),
    [
      ['Weather_GetForecast', 'openai-strict', 'rejected'],
      ['Weather_GetAlerts', 'openai-strict', 'accepted'],
    ],
  );
});

const TS = 'file:///w/shapes.ts';
const TS_TEXT = `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';

export const move = defineTool({
  name: 'moveShape',
  description: 'Move a shape.',
  argsSchema: {
    type: 'object',
    properties: { x: { type: 'number', description: 'Where to.' } },
    required: ['x'],
  } satisfies ToolArgsSchema,
});

export const remove = defineTool({
  name: 'removeShape',
  description: 'Remove a shape.',
  argsSchema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
  timeoutMs: 5000,
});
`;

test('lsp: toolschema.modelView on a TypeScript file shows the Pedelec tool under the cursor, or every tool of the file (issue 24)', async () => {
  // A Pedelec tool is checked against no host profile unless toolschema.providers names some.
  const c = await start({ settings: { providers: ['openai-strict'] } });
  c.open(TS, TS_TEXT, 'typescript');
  await c.diagnosticsFor(TS, (d) => d.length > 0); // analysed with the settings
  const view = async (provider: string, position: { line: number; character: number }) => {
    const r = await c.request<ModelViewResult | null>('workspace/executeCommand', {
      command: MODEL_VIEW_COMMAND,
      arguments: [{ uri: TS, provider, position }],
    });
    assert.ok(r?.ok, JSON.stringify(r));
    return r;
  };
  // In the second tool's call: that tool, as OpenAI would be given it, its args schema the input schema.
  const under = await view('openai', { line: lineOf(TS_TEXT, "name: 'removeShape'"), character: 4 });
  assert.deepEqual(under.output, {
    type: 'function',
    function: {
      name: 'removeShape',
      description: 'Remove a shape.',
      parameters: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
    },
  });
  assert.match(under.notes[0].message, /^not a native openai tool: Pedelec's host lists the name and description/);
  assert.deepEqual(
    under.verdicts.map((v) => [v.tool, v.profile]),
    [[undefined, 'openai-strict']],
    'one tool shown: its verdicts are not named',
  );
  // Inside the first tool's args schema (itself typed as ToolArgsSchema): still the tool around it.
  const inSchema = await view('anthropic', { line: lineOf(TS_TEXT, 'properties: { x:'), character: 20 });
  assert.deepEqual(inSchema.output, {
    name: 'moveShape',
    description: 'Move a shape.',
    input_schema: { type: 'object', properties: { x: { type: 'number', description: 'Where to.' } }, required: ['x'] },
  });
  // Outside every tool (the import): both, in order; for Pedelec, each args schema reduced to the subset.
  const all = await view('pedelec', { line: 0, character: 0 });
  assert.deepEqual(all.output, [
    {
      name: 'moveShape',
      description: 'Move a shape.',
      argsSchema: { type: 'object', properties: { x: { type: 'number', description: 'Where to.' } }, required: ['x'] },
    },
    {
      name: 'removeShape',
      description: 'Remove a shape.',
      argsSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      timeoutMs: 5000,
    },
  ]);
  assert.deepEqual(
    all.notes.map((n) => n.path),
    ['/1/argsSchema/properties/id/format'],
  );
  const mcp = await view('mcp', { line: 0, character: 0 });
  assert.deepEqual(
    (mcp.output as any[]).map((t) => [t.name, Object.keys(t.inputSchema.properties)]),
    [
      ['moveShape', ['x']],
      ['removeShape', ['id']],
    ],
  );
  assert.deepEqual(
    mcp.verdicts.map((v) => [v.tool, v.profile]),
    [
      ['moveShape', 'openai-strict'],
      ['removeShape', 'openai-strict'],
    ],
  );

  // An args schema written as a constant the call names: the cursor in the constant is in that tool.
  const consts = 'file:///w/consts.ts';
  const constsText = `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';
const pointArgs = { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] } satisfies ToolArgsSchema;
export const first = defineTool({ name: 'first', description: 'First.', argsSchema: { type: 'object', properties: {} } });
export const point = defineTool({ name: 'point', description: 'Point.', argsSchema: pointArgs });
`;
  c.open(consts, constsText, 'typescript');
  const inConst = await c.request<ModelViewResult | null>('workspace/executeCommand', {
    command: MODEL_VIEW_COMMAND,
    arguments: [{ uri: consts, provider: 'mcp', position: { line: 1, character: 50 } }],
  });
  assert.ok(inConst?.ok, JSON.stringify(inConst));
  assert.equal((inConst.output as any).name, 'point');

  const none = 'file:///w/no-tools.ts';
  c.open(none, "import { createSession } from '@kaoruisaac/pedelec';\nexport const x = 1;\n", 'typescript');
  const empty = await modelView(c, none, 'openai');
  assert.ok(empty && !empty.ok);
  assert.match(empty.error, /^Cannot convert to openai: the file defines no tool toolschema reads/);
});

test('lsp: a request sent before the client has given its settings is answered with them, not with the defaults', async () => {
  let answer!: () => void;
  const c = await start({ settings: { providers: ['anthropic-strict'] }, configurationAnswered: new Promise<void>((r) => (answer = r)) });
  const uri = 'file:///w/settings-first.tool.json';
  c.open(uri, fixture('convert/plan-trip.tool.json'));
  const view = modelView(c, uri, 'openai');
  await c.waitFor(() => c.requestsFromServer.configuration > 0, 'the server asking for its settings');
  answer();
  const r = await view;
  assert.ok(r?.ok);
  assert.deepEqual(
    r.verdicts.map((v) => v.profile),
    ['anthropic-strict'],
    'the chosen provider, not the default openai-strict',
  );
});
