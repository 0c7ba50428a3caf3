/**
 * A pathological file over the protocol (test/lsp/pathological.test.ts, and its full-size cases in test/large): each
 * test has a server of its own, so one slow case never delays the next; a hang is caught by the CPU the server
 * burns (cpuSeconds), never by a wall-clock deadline that a loaded machine would trip. The measured times are
 * printed as test diagnostics, never asserted.
 */
import type { TestContext } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from './lspClient';
import { assertRangeInside, lineStarts } from './invariants';

/** CPU seconds a server may use (the 20 MB document needs about 3); a catastrophic regex would use them all. */
const CPU_SECONDS = 60;

/** The test's own server, started on first use and stopped when the test ends. */
const servers = new WeakMap<TestContext, Promise<LspClient>>();
export function client(t: TestContext, settings?: unknown): Promise<LspClient> {
  let c = servers.get(t);
  if (!c) {
    c = LspClient.start({ cpuSeconds: CPU_SECONDS, settings });
    servers.set(t, c);
    t.after(async () => (await c!).stop());
  }
  return c;
}

/** Opens the document, waits for its diagnostics, checks every range, and checks the server still answers. */
export async function openAndCheck(
  t: TestContext,
  name: string,
  text: string,
  languageId = 'json',
  settings?: unknown,
): Promise<{ diagnostics: Diagnostic[]; doc: TextDocument }> {
  const c = await client(t, settings);
  const uri = `file:///w/${name}`;
  const started = performance.now();
  c.open(uri, text, languageId);
  const diagnostics = await c.diagnosticsFor(uri);
  const ms = performance.now() - started;
  const doc = TextDocument.create(uri, languageId, 1, text);
  const starts = lineStarts(text);
  for (const d of diagnostics) assertRangeInside(text, starts, d.range, `diagnostic ${d.code}`);
  await c.request('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(Math.min(3, text.length)) });
  await c.request('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(Math.min(1, text.length)) });
  const total = performance.now() - started;
  c.close(uri);
  assert.equal(c.process.exitCode, null, 'the server is alive');
  assert.deepEqual(
    c.logs.filter((l) => /failed|unexpected|RangeError/i.test(l)),
    [],
    'nothing failed inside the server',
  );
  t.diagnostic(
    `${name}: ${(text.length / 1048576).toFixed(2)} MB, diagnostics in ${ms.toFixed(0)} ms, with hover and completion ${total.toFixed(0)} ms`,
  );
  return { diagnostics, doc };
}

export const codes = (ds: Diagnostic[]) => ds.map((d) => d.code);
export const textOf = (doc: TextDocument, d: Diagnostic) => doc.getText(d.range);

/** An args schema of `count` string properties (about 100 bytes each) with a trailing comma in `required`. */
export function wideArgsSchema(count: number): string {
  const properties = Array.from({ length: count }, (_, i) => `    "p${i}": { "type": "string", "description": "${'x'.repeat(60)}" }`).join(
    ',\n',
  );
  return `{\n  "type": "object",\n  "properties": {\n${properties}\n  },\n  "format": "big",\n  "required": ["p0",]\n}\n`;
}
