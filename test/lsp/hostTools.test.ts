// A host's own tool file over the protocol: recognised by content, problems on their nodes, and the hover on a tool's
// name giving each profile's verdict for that tool.
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';

const clients: LspClient[] = [];
after(() => Promise.all(clients.map((c) => c.stop())));

test('lsp: an MCP tools/list file is checked as MCP sees it; the hover on each name gives its own verdict', async () => {
  const c = await LspClient.start();
  clients.push(c);
  const uri = 'file:///w/server-tools.json';
  const { text, carets } = parseMarkers(
    '{ "tools": [\n  { "na|me": "find", "inputSchema": { "type": "object" } },\n  { "na|me": "find", "inputSchema": { "type": "string" } }\n] }',
  );
  c.open(uri, text);
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.length === 2);
  const doc = TextDocument.create(uri, 'json', 1, text);
  assert.deepEqual(
    diagnostics.map((d) => [d.code, text.slice(doc.offsetAt(d.range.start), doc.offsetAt(d.range.end))]),
    [
      ['provider/duplicate-tool-name', '"find"'],
      ['provider/root-not-object', '{ "type": "string" }'],
    ],
  );
  const hoverAt = async (offset: number) =>
    ((await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(offset) })).contents as MarkupContent)
      .value;
  assert.match(await hoverAt(carets[0]), /`mcp-2026-07-28` \(MCP 2026-07-28\): accepted/);
  assert.match(await hoverAt(carets[1]), /`mcp-2026-07-28` \(MCP 2026-07-28\): rejected: the tool name "find" is already used/);
});
