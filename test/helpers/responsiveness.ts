/**
 * Typing into a large skills manifest: many quick incremental edits, a hover in the middle of them. The server must
 * answer the hover, and the diagnostics that end up published (push) or answered (pull) are those of the last
 * version; no older version's diagnostics are ever published after a newer one's. `npm test` types into 256 KB
 * (over SETTLE_MIN_CHARS, so pulls wait for a pause as in a large file) (test/lsp/responsiveness.test.ts);
 * `npm run test:large` into 5 MB (test/large/responsiveness.test.ts).
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from './lspClient';
import { skillsManifestOfSize } from '../bench/generate';

/** Registers the push and the pull test over a manifest of `bytes`, named by `size` ("5 MB"). */
export function typingTests(bytes: number, size: string): void {
  const clients: LspClient[] = [];
  after(() => Promise.all(clients.map((c) => c.stop())));

  const URI = 'file:///w/huge.skills.json';
  const TEXT = skillsManifestOfSize(2, bytes);
  const TYPED = ', "format": "email"';
  /** Typing happens right after a `"type": "string"` near the middle of the file. */
  const AT = TEXT.indexOf('"type": "string"', TEXT.length >> 1) + '"type": "string"'.length;
  const doc = TextDocument.create(URI, 'json', 1, TEXT);
  const typedAt = doc.positionAt(AT);
  /** A key well before the edits, to hover on. */
  const hoverAt = doc.positionAt(TEXT.indexOf('"argsSchema"', TEXT.length >> 2) + 2);

  /** Types TYPED one character per didChange, as fast as the client can send them; returns the last version. */
  function type(c: LspClient, onHalf: () => void): number {
    let version = 1;
    for (let i = 0; i < TYPED.length; i++) {
      const at = { line: typedAt.line, character: typedAt.character + i };
      version = c.edit(URI, { start: at, end: at }, TYPED[i]);
      if (i === TYPED.length >> 1) onHalf();
    }
    return version;
  }

  const isTypedKeyword = (d: { code?: unknown; range: { start: { line: number; character: number } } }) =>
    d.code === 'pedelec/unsupported-keyword' && d.range.start.line === typedAt.line && d.range.start.character === typedAt.character + 2;

  test(`responsiveness (push): typing into a ${size} manifest, hover answers and the last version is published last`, async () => {
    const c = await LspClient.start();
    clients.push(c);
    c.open(URI, TEXT);
    const before = await c.diagnosticsFor(URI);
    let hover!: Promise<Hover | null>;
    const last = type(c, () => {
      hover = c.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: hoverAt });
    });
    const answered = await hover;
    assert.match((answered?.contents as MarkupContent).value, /argsSchema|arguments/, 'the hover answers mid-typing');
    const final = await c.diagnosticsFor(URI);
    assert.equal(c.published.get(URI)?.version, last);
    assert.equal(final.length, before.length + 1, 'one new diagnostic: the typed keyword');
    assert.ok(final.some(isTypedKeyword), 'the typed "format" is reported where it was typed');
    assert.ok(!final.some((d) => String(d.code).startsWith('syntax/')), 'no syntax error from an intermediate version');
    const versions = c.history.filter((p) => p.uri === URI).map((p) => p.version!);
    assert.deepEqual(
      versions,
      [...versions].sort((a, b) => a - b),
      `published versions never go back: ${versions}`,
    );
  });

  test(`responsiveness (pull): typing into a ${size} manifest, stale pulls are cancelled or current, and the last pull answers for the last version`, async () => {
    const c = await LspClient.start({ pull: true });
    clients.push(c);
    c.open(URI, TEXT);
    const pull = () => c.request<{ items: { code: string }[] }>('textDocument/diagnostic', { textDocument: { uri: URI } });
    const before = (await pull()).items;
    const pulls: Promise<unknown>[] = [];
    let hover!: Promise<Hover | null>;
    for (let i = 0; i < TYPED.length; i++) {
      const at = { line: typedAt.line, character: typedAt.character + i };
      c.edit(URI, { start: at, end: at }, TYPED[i]);
      pulls.push(pull().catch((e: { code?: number }) => e));
      if (i === TYPED.length >> 1) hover = c.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: hoverAt });
    }
    assert.ok(await hover, 'the hover answers mid-typing');
    const results = await Promise.all(pulls);
    const last = results.at(-1) as { items: { code: string }[] };
    assert.ok(Array.isArray(last.items), 'the last pull is answered');
    assert.equal(last.items.length, before.length + 1);
    assert.ok(!last.items.some((d) => d.code.startsWith('syntax/')), 'the answer is not an intermediate version');
    for (const r of results.slice(0, -1)) {
      const error = r as { code?: number };
      if (error.code !== undefined) assert.equal(error.code, -32802, 'a stale pull is cancelled with ServerCancelled');
    }
  });
}
