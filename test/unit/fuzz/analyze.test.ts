/**
 * Fuzzing the core: random JSON values and mutated documents of every family go through analyze, hover,
 * completion and code actions. Nothing may throw or log a rule failure, and every range must lie inside the text,
 * on whole characters, whatever the line endings and however many emoji or lone surrogates the text holds.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { analyzeDoc } from '../../helpers/core';
import { hoverAt } from '../../helpers/core';
import { completeAt } from '../../helpers/core';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { docFor } from '../../helpers/ruleTester';
import { fuzzedDocument, fuzzParams, SEEDS } from '../../helpers/fuzz';
import { applyTextEdits, assertRangeInside, lineStarts } from '../../helpers/invariants';

test('fuzz: the seed documents of every family are clean, so mutations are what the fuzzer tests', async () => {
  for (const s of SEEDS.filter((x) => !x.text.includes('Pasted from an OpenAPI') && !x.filename.includes('skills'))) {
    const { diagnostics } = await analyzeDoc(docFor(s.text, s.filename), DEFAULT_SETTINGS);
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 1).map((d) => d.code),
      [],
      `${s.family} ${s.filename}`,
    );
  }
});

test('fuzz: analyze, hover, completion and code actions survive any document, with every range inside it', async (t) => {
  let documents = 0;
  let diagnostics = 0;
  await fc.assert(
    fc.asyncProperty(fuzzedDocument, fc.double({ min: 0, max: 1, noNaN: true }), async (seed, where) => {
      documents++;
      const logs: string[] = [];
      const doc = docFor(seed.text, seed.filename);
      const analysis = await analyzeDoc(doc, DEFAULT_SETTINGS, (m) => logs.push(m));
      assert.deepEqual(logs, [], 'no rule may fail');
      const starts = lineStarts(seed.text);
      for (const d of analysis.diagnostics) {
        assertRangeInside(seed.text, starts, d.range, `diagnostic ${d.code}`);
        assert.equal(d.source, 'toolschema');
        assert.ok(d.message.length > 0);
        assert.ok(
          !/unable to load schema|problems loading reference|can not be resolved/i.test(d.message),
          `the language service's schema errors never surface: ${d.message}`,
        );
      }
      diagnostics += analysis.diagnostics.length;
      // An editor's cursor sits between characters, never between a surrogate pair's halves.
      let offset = Math.floor(where * seed.text.length);
      if ((seed.text.charCodeAt(offset) & 0xfc00) === 0xdc00 && (seed.text.charCodeAt(offset - 1) & 0xfc00) === 0xd800) offset--;
      const h = await hoverAt(analysis, offset);
      if (h?.range) assertRangeInside(seed.text, starts, h.range, 'hover');
      const list = await completeAt(analysis, doc.positionAt(offset));
      for (const item of list?.items ?? []) {
        const edit = item.textEdit;
        if (edit && 'range' in edit) assertRangeInside(seed.text, starts, edit.range, `completion ${item.label}`);
      }
      for (const action of await codeActions(analysis, analysis.diagnostics, { docsCommand: true })) {
        const edits = action.edit?.changes?.[doc.uri];
        if (edits) applyTextEdits(seed.text, edits, action.title);
      }
      assert.deepEqual(logs, [], 'no fix may fail');
      // Over the size limit: the scan-only syntax check agrees with the full parser on whether the syntax is broken.
      const limitedLogs: string[] = [];
      const limited = await analyzeDoc(doc, { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.0001 }, (m) => limitedLogs.push(m));
      for (const d of limited.diagnostics) assertRangeInside(seed.text, starts, d.range, `size-limited ${d.code}`);
      if (analysis.association) {
        const broken = (ds: { code?: unknown }[]) => ds.some((d) => /^syntax\/(?!duplicate-key|byte-order-mark)/.test(String(d.code)));
        assert.equal(broken(limited.diagnostics), broken(analysis.diagnostics), 'size-limited syntax check agrees');
      }
      assert.deepEqual(limitedLogs, []);
    }),
    fuzzParams(30),
  );
  t.diagnostic(`${documents} documents fuzzed, ${diagnostics} diagnostics checked`);
});
