/** Arcade tools written in Python over the bundled server: a squiggle where the author fixes it, and hover. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { serversForTests } from '../helpers/lspClient';

// The tests share one server, each with document URIs of its own.
const start = serversForTests();

const TEXT =
  'from typing import Annotated, Union\nfrom arcade_mcp_server import MCPApp\n\napp = MCPApp(name="trails", version="1.0.0")\n\n\n' +
  '@app.tool\ndef get_trail(name: Annotated[str, "The trail\'s name"], either: Annotated[Union[int, str], "A value"]) -> str:\n    """Get a trail."""\n    return name\n';

test('lsp python: a .py file naming arcade_mcp_server gets the catalog errors at the annotation, with our source and code', async () => {
  const c = await start();
  const uri = 'file:///w/server.py';
  c.open(uri, TEXT, 'python');
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.length > 0);
  const doc = TextDocument.create(uri, 'python', 1, TEXT);
  assert.deepEqual(
    diagnostics.map((d) => [d.code, doc.getText(d.range), d.source, d.severity]),
    [['arcade-python/union-type', 'Union[int, str]', 'toolschema', 1]],
  );
  assert.match(diagnostics[0].message, /^Parameter either is a union type\. Only optional types are supported\./);
  // Fixed as the author types: the squiggle goes.
  c.change(uri, TEXT.replace('Union[int, str]', 'int'));
  assert.deepEqual(await c.diagnosticsFor(uri, (d) => d.length === 0), []);
});

test('lsp python: hover on a parameter shows the definition field it becomes; a file naming no Arcade module gets nothing', async () => {
  const c = await start();
  const uri = 'file:///w/hover.py';
  c.open(uri, TEXT, 'python');
  await c.diagnosticsFor(uri, (d) => d.length > 0);
  const doc = TextDocument.create(uri, 'python', 1, TEXT);
  const hover = await c.request<Hover | null>('textDocument/hover', {
    textDocument: { uri },
    position: doc.positionAt(TEXT.indexOf('"The trail')),
  });
  assert.ok(hover, 'a hover on the parameter description');
  const markdown = (hover.contents as MarkupContent).value;
  assert.match(markdown, /\*\*Parameter `"name"`\*\*/);
  assert.match(markdown, /`val_type`: `"string"`/);
  assert.match(markdown, /`required`: `true`/);
  assert.match(markdown, /`description`: `"The trail's name"`/);
  const onTool = await c.request<Hover | null>('textDocument/hover', {
    textDocument: { uri },
    position: doc.positionAt(TEXT.indexOf('get_trail')),
  });
  assert.match(
    (onTool!.contents as MarkupContent).value,
    /\*\*Arcade tool `"GetTrail"`\*\*[\s\S]*`"Trails\.GetTrail"`; the model calls it `"Trails_GetTrail"`/,
  );
  // What each host is shown, from the converters; a tool the catalog rejects (the union) is not converted.
  assert.match((onTool!.contents as MarkupContent).value, /\*OpenAI\*: not converted \(/);
  const clean = 'file:///w/clean.py';
  const cleanText = TEXT.replace('Union[int, str]', 'int');
  c.open(clean, cleanText, 'python');
  const onClean = await c.request<Hover | null>('textDocument/hover', {
    textDocument: { uri: clean },
    position: TextDocument.create(clean, 'python', 1, cleanText).positionAt(cleanText.indexOf('get_trail')),
  });
  const views = (onClean!.contents as MarkupContent).value;
  // This tool's verdict per selected profile (openai-strict, Arcade's default), not the file's.
  assert.match(views, /\*\*Hosts\*\* \(`toolschema\.providers`\)\s+- `openai-strict` \(OpenAI strict mode\): accepted/);
  assert.match(views, /\*OpenAI\*\s+```json\n\{ "type": "function", "function": \{ "name": "Trails_GetTrail"/);
  assert.match(views, /\*Anthropic\*\s+```json\n\{ "name": "Trails_GetTrail"[^`]*"input_schema": \{/);
  assert.match(views, /\*MCP\*\s+```json\n\{ "name": "Trails_GetTrail"[^`]*"inputSchema": \{/);
  const plain = 'file:///w/plain.py';
  c.open(plain, 'def f(x):\n    return x\n', 'python');
  assert.deepEqual(await c.diagnosticsFor(plain), []);
});

test("lsp python: the hover on each tool function gives that tool's own verdicts", async () => {
  const c = await start();
  const uri = 'file:///w/two.py';
  const text =
    'from typing import Annotated\nfrom arcade_mcp_server import MCPApp\n\napp = MCPApp(name="store", version="1.0.0")\n\n\n' +
    '@app.tool\ndef put(item: Annotated[dict, "The item"]) -> str:\n    """Put an item."""\n    return ""\n\n\n' +
    '@app.tool\ndef get(key: Annotated[str, "The key"]) -> str:\n    """Get an item."""\n    return key\n';
  c.open(uri, text, 'python');
  await c.diagnosticsFor(uri, (d) => d.length > 0);
  const doc = TextDocument.create(uri, 'python', 1, text);
  const hoverOn = async (needle: string) => {
    const h = await c.request<Hover | null>('textDocument/hover', {
      textDocument: { uri },
      position: doc.positionAt(text.indexOf(needle) + 4),
    });
    return (h!.contents as MarkupContent).value;
  };
  assert.match(await hoverOn('def put'), /- `openai-strict` \(OpenAI strict mode\): rejected: a free-form "json" value/);
  assert.match(await hoverOn('def get'), /- `openai-strict` \(OpenAI strict mode\): accepted/);
});
