/**
 * Fix safety, as a property over every rule (including rules added later) and every fix they offer: on fuzzed
 * documents, each quick fix, each "fix all of this rule" and `source.fixAll.toolschema`, applied through LSP
 * positions, leaves text that parses (JSONC rules for .jsonc, strict JSON otherwise) with no more syntax errors
 * than before, adds no syntax problem of any code (a duplicate key is one), and outside the nodes it edits adds no
 * diagnostic of any code (not only the fixed rule's; see helpers/touched.ts). Edits are checked to land on whole characters
 * and to change nothing outside their ranges (applyTextEdits).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { TextEdit } from 'vscode-languageserver-types';
import { analyzeDoc } from '../../helpers/core';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { sourceFixAll } from '../../../server/src/handlers/codeActions';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { docFor } from '../../helpers/ruleTester';
import { fuzzParams, structuralDocument, textMutatedDocument, type Seed } from '../../helpers/fuzz';
import { applyTextEdits, syntaxErrorCount } from '../../helpers/invariants';
import { insideSpans, touchedSpans } from '../../helpers/touched';
import { assertMeaningKept } from '../../helpers/meaning';

const countOf = (diagnostics: { code?: unknown }[], code: string) => diagnostics.filter((d) => d.code === code).length;

interface Tally {
  documents: number;
  fixes: number;
  fixAll: number;
  sourceFixAll: number;
}

async function checkFixes(seed: Seed, tally: Tally): Promise<void> {
  tally.documents++;
  const jsonc = seed.filename.endsWith('.jsonc');
  const logs: string[] = [];
  const doc = docFor(seed.text, seed.filename);
  const before = await analyzeDoc(doc, DEFAULT_SETTINGS, (m) => logs.push(m));
  const syntaxBefore = syntaxErrorCount(seed.text, jsonc);

  const check = async (edits: TextEdit[], what: string) => {
    const after = applyTextEdits(seed.text, edits, what);
    assert.ok(syntaxErrorCount(after, jsonc) <= syntaxBefore, `${what} must not add syntax errors:\n${after}`);
    const analysed = await analyzeDoc(docFor(after, seed.filename), DEFAULT_SETTINGS, (m) => logs.push(m));
    // Syntax problems (a duplicate key among them) never grow; other problems never grow outside the edited nodes.
    const touched = insideSpans(after, touchedSpans(seed.text, after, edits));
    const counted = analysed.diagnostics.filter((d) => String(d.code).startsWith('syntax/') || !touched(d.range));
    for (const code of new Set(counted.map((d) => String(d.code)))) {
      assert.ok(countOf(counted, code) <= countOf(before.diagnostics, code), `${what} must not add ${code} problems:\n${after}`);
    }
    // On a clean document the tree is exact: the schemas change only where the fix edits, no definition in use is lost.
    if (syntaxBefore === 0) {
      const offsets = edits.map((e) => {
        const offset = doc.offsetAt(e.range.start);
        return { offset, length: doc.offsetAt(e.range.end) - offset, newText: e.newText };
      });
      const many = what === 'source.fixAll.toolschema' || what.startsWith('"Fix all');
      assertMeaningKept(before, analysed, many ? undefined : offsets, `${what.replace(/^"|"$/g, '')}\n${seed.text}\n→\n${after}`);
    }
  };

  for (const action of await codeActions(before, before.diagnostics)) {
    const edits = action.edit?.changes?.[doc.uri];
    if (!edits) continue;
    if (action.title.startsWith('Fix all')) tally.fixAll++;
    else tally.fixes++;
    await check(edits, `"${action.title}"`);
  }
  const safe = sourceFixAll(before, DEFAULT_SETTINGS);
  if (safe) {
    tally.sourceFixAll++;
    await check(safe.edit!.changes![doc.uri], 'source.fixAll.toolschema');
  }
  assert.deepEqual(logs, [], 'no rule or fix may fail');
}

for (const [name, documents, runs] of [
  ['structurally mutated documents (valid syntax, many findings)', structuralDocument, 20],
  ['text-mutated documents (broken syntax, CRLF, lone surrogates)', textMutatedDocument, 20],
] as const) {
  test(`fix safety: every offered fix on ${name}`, async (t) => {
    const tally: Tally = { documents: 0, fixes: 0, fixAll: 0, sourceFixAll: 0 };
    await fc.assert(
      fc.asyncProperty(documents, (seed) => checkFixes(seed, tally)),
      fuzzParams(runs),
    );
    t.diagnostic(
      `${tally.documents} documents, ${tally.fixes} quick fixes, ${tally.fixAll} fix-all-of-rule, ${tally.sourceFixAll} source.fixAll applied`,
    );
  });
}
