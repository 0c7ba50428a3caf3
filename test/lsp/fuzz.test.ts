/**
 * Fuzzing over the protocol, against the bundled server: random and mutated documents of every family, with
 * diagnostics, hover, completion and code actions requested for each. Every request is answered, every range
 * lies inside the document on whole characters, every offered edit applies cleanly, and the server stays alive
 * with nothing failing in its log. Bounded by FUZZ_RUNS; FUZZ_SEED reproduces a failure (fast-check prints it).
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';
import { fuzzedDocument, fuzzParams, scriptDocument } from '../helpers/fuzz';
import { languageIdOfFile } from '../../server/src/core/languages/ids';
import { applyTextEdits, assertRangeInside, lineStarts } from '../helpers/invariants';
import { parseMarkers } from '../helpers/markers';

const clients: LspClient[] = [];
after(() => Promise.all(clients.map((c) => c.stop())));

test('lsp fuzz: every request about any document is answered, with ranges and edits inside it', async (t) => {
  const params = fuzzParams(20);
  // A hang detector that load does not set off: an honest server uses about 20 ms of CPU per document.
  const c = await LspClient.start({ pull: true, cpuSeconds: 30 + params.numRuns / 2 });
  clients.push(c);
  let n = 0;
  let requests = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.oneof({ arbitrary: fuzzedDocument, weight: 3 }, scriptDocument),
      fc.double({ min: 0, max: 1, noNaN: true }),
      async (seed, where) => {
        const uri = `file:///fuzz/${n++}/${seed.filename}`;
        const languageId = languageIdOfFile(seed.filename);
        c.open(uri, seed.text, languageId);
        const doc = TextDocument.create(uri, languageId, 1, seed.text);
        const starts = lineStarts(seed.text);
        const report = await c.request<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } });
        for (const d of report.items) assertRangeInside(seed.text, starts, d.range, `diagnostic ${d.code}`);
        let offset = Math.floor(where * seed.text.length);
        if ((seed.text.charCodeAt(offset) & 0xfc00) === 0xdc00 && (seed.text.charCodeAt(offset - 1) & 0xfc00) === 0xd800) offset--;
        const position = doc.positionAt(offset);
        const hover = await c.request<{ range?: Diagnostic['range'] } | null>('textDocument/hover', { textDocument: { uri }, position });
        if (hover?.range) assertRangeInside(seed.text, starts, hover.range, 'hover');
        await c.request('textDocument/completion', { textDocument: { uri }, position });
        const range = { start: { line: 0, character: 0 }, end: doc.positionAt(seed.text.length) };
        const quickFixes = await c.request<CodeAction[]>('textDocument/codeAction', {
          textDocument: { uri },
          range,
          context: { diagnostics: report.items },
        });
        const fixAll = await c.request<CodeAction[]>('textDocument/codeAction', {
          textDocument: { uri },
          range,
          context: { diagnostics: [], only: ['source.fixAll'] },
        });
        for (const action of [...quickFixes, ...fixAll]) {
          const edits = action.edit?.changes?.[uri];
          if (edits) applyTextEdits(seed.text, edits, action.title);
        }
        requests += 5;
        c.close(uri);
      },
    ),
    params,
  );
  assert.equal(c.process.exitCode, null, 'the server is alive');
  assert.equal(c.process.signalCode, null);
  assert.deepEqual(
    c.logs.filter((l) => /failed|unexpected/i.test(l)),
    [],
    'nothing failed inside the server',
  );
  t.diagnostic(`${n} documents, ${requests} requests answered`);
});

test('lsp: with CRLF line endings and emoji before it, a diagnostic covers exactly the keyword (UTF-16 positions)', async () => {
  const c = await LspClient.start();
  clients.push(c);
  const uri = 'file:///w/emoji.args.json';
  const { text, ranges } = parseMarkers(
    '{\r\n  "type": "object",\r\n  "description": "🚲 bikes 🚲🚲 and 𝄞",\r\n  "properties": { "🚲": { "type": "string", «"format"»: "🚲" } }\r\n}\r\n',
  );
  c.open(uri, text);
  const [d] = await c.diagnosticsFor(uri, (x) => x.length > 0);
  const doc = TextDocument.create(uri, 'json', 1, text);
  assert.equal(d.range.start.line, 3);
  assert.equal(d.range.start.character, text.split('\r\n')[3].indexOf('"format"'), 'characters are counted in UTF-16 units');
  assert.equal(text.slice(doc.offsetAt(d.range.start), doc.offsetAt(d.range.end)), text.substr(ranges[0].offset, ranges[0].length));
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: d.range,
    context: { diagnostics: [d] },
  });
  const fixed = applyTextEdits(text, actions.find((a) => a.isPreferred)!.edit!.changes![uri], 'preferred fix');
  assert.equal(fixed, text.replace(', "format": "🚲"', ''));
});
