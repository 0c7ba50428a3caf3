/**
 * The CLI's fast path (core/cleanCheck.ts: JSON.parse, a tree without positions, the rules) settles only files with
 * nothing to report, and every file gets the same result as the full analysis gives it: on every fixture and example,
 * and on fuzzed documents (Arcade definitions shaped like Arcade's generated ones and every family's seeds, changed
 * structurally, in varied layouts, with keys given twice and text damage), with a fixed seed.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { resultOf } from '../../server/src/cli/lintFile';
import { fastVerdict } from '../../server/src/core/pipeline/cleanCheck';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { languageOfFile } from '../../server/src/core/languages/ids';
import { keysInText, parseValueTree } from '../../server/src/core/languages/json/valueTree';
import { MAX_NESTING } from '../../server/src/core/model/limits';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import type { JsonValue } from '../../server/src/core/model/tree';
import { toolDefinition } from '../bench/generate';
import { applyMutation, fuzzedDocument, fuzzParams, layout, mutation, serialise } from '../helpers/fuzz';
import { ENGINE } from '../helpers/engine';

const ROOT = path.resolve(__dirname, '../../..');

/** The CLI's result for a file of this name and text, by the fast path (where it applies) and by the full analysis. */
function bothPaths(file: string, text: string) {
  const uri = `file://${file}`;
  const fast = resultOf({ file, uri, text }, DEFAULT_SETTINGS, { engine: ENGINE, log: () => undefined });
  const full = resultOf({ file, uri, text }, DEFAULT_SETTINGS, { engine: ENGINE, log: () => undefined, fastPath: false });
  return {
    fast,
    full,
    tookFastPath: fastVerdict({ uri, languageId: languageOfFile(file), text }, DEFAULT_SETTINGS, ENGINE)?.clean === true,
  };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.jsonc?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

test('fast path: every fixture and example gets the full analysis’s result, and the clean ones take it', () => {
  let fast = 0;
  let withProblems = 0;
  for (const file of [...filesUnder('test/fixtures'), ...filesUnder('test/e2e/fixtures'), ...filesUnder('examples')]) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const { fast: a, full: b, tookFastPath } = bothPaths(path.join('/w', file), text);
    assert.deepEqual(a, b, file);
    if (tookFastPath) {
      fast++;
      assert.deepEqual(b.problems, [], `${file} took the fast path but has problems`);
    }
    if (b.problems.length) withProblems++;
  }
  assert.ok(fast >= 5 && withProblems >= 10, `${fast} files took the fast path, ${withProblems} have problems`);
});

/** An Arcade definition as Arcade's tooling writes it, under a name the Arcade association matches, or a family seed. */
const corpusShaped = fc.tuple(fc.nat(10_000), fc.array(mutation, { maxLength: 3 }), layout).map(([seed, mutations, l]) => ({
  filename: 'wrapper_tools/Tool.json',
  text: serialise(mutations.reduce(applyMutation, JSON.parse(toolDefinition(seed)) as JsonValue), l, false),
}));

/** A key given a second time in its object (JSON.parse would keep the last one in silence). */
const withDuplicateKey = fc.tuple(corpusShaped, fc.double({ min: 0, max: 1, noNaN: true })).map(([doc, at]) => {
  const keys = [...doc.text.matchAll(/"([a-z_]+)": /g)];
  if (!keys.length) return doc;
  const k = keys[Math.floor(at * keys.length) % keys.length];
  return { ...doc, text: `${doc.text.slice(0, k.index)}"${k[1]}": 0, ${doc.text.slice(k.index)}` };
});

test('fast path: fuzzed documents get the same result by both paths (fixed seed)', () => {
  let fast = 0;
  fc.assert(
    fc.property(fc.oneof(corpusShaped, withDuplicateKey, fuzzedDocument), (doc) => {
      const { fast: a, full: b, tookFastPath } = bothPaths(path.join('/w', doc.filename), doc.text);
      assert.deepEqual(a, b);
      if (tookFastPath) fast++;
    }),
    fuzzParams(300),
  );
  assert.ok(fast >= 10, `only ${fast} fuzzed documents took the fast path`);
});

test('fast path: a key given twice, nesting past the limit and JSONC are left to the full analysis', () => {
  const definition = toolDefinition(7);
  assert.ok(parseValueTree(definition), 'a generated definition is strict JSON');
  const twice = definition.replace('"name": ', '"name": "Again", "name": ');
  assert.equal(parseValueTree(twice), undefined);
  const full = analyze({ uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: twice }, DEFAULT_SETTINGS, { engine: ENGINE });
  assert.ok(
    full.problems.some((p) => p.code.startsWith('syntax/')),
    'the full analysis reports the key given twice',
  );
  const deep = `{"a": ${'['.repeat(MAX_NESTING)}${']'.repeat(MAX_NESTING)}}`;
  assert.equal(parseValueTree(deep), undefined);
  assert.ok(parseValueTree(`{"a": ${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}}`));
  assert.equal(parseValueTree('{ "a": 1, // note\n}'), undefined);
  assert.equal(parseValueTree('\uFEFF{}'), undefined);
});

test('fast path: keys are counted in the text without reading inside strings', () => {
  assert.equal(keysInText('{"a": "x\\": y", "b" :{"c\\\\":[1, "d:"]}}'), 3);
  assert.equal(keysInText('["a", "b"]'), 0);
  assert.equal(keysInText('{"\\"": {"__proto__": 1, "1": 2}}'), 3);
  const value = parseValueTree('{"__proto__": {"x": 1}, "2": true, "1": null}');
  assert.ok(value?.root.type === 'object');
  assert.deepEqual(
    value.root.properties.map((p) => p.keyNode.value),
    ['1', '2', '__proto__'],
  );
});

test('fast path: a file with problems is analysed again only by what found them, unless the schema rejected it', () => {
  const clean = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
  const source = (text: string) => ({ uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text });
  assert.deepEqual(fastVerdict(source(clean), DEFAULT_SETTINGS, ENGINE)?.clean, true);
  const freeForm = clean.replace('"val_type": "string"', '"val_type": "json"');
  const verdict = fastVerdict(source(freeForm), DEFAULT_SETTINGS, ENGINE);
  assert.ok(verdict && !verdict.clean && verdict.known, 'a rule problem is known by its rule');
  assert.deepEqual([...verdict.known.rules], ['provider/open-object']);
  assert.equal(verdict.known.schema, false);
  const file = '/w/wrapper_tools/T.json';
  const fast = resultOf({ file, uri: `file://${file}`, text: freeForm }, DEFAULT_SETTINGS, { engine: ENGINE, log: () => undefined });
  assert.deepEqual(
    fast.problems.map((p) => p.code),
    ['provider/open-object'],
  );
  const schemaFault = clean.replace('"available_modes": ["value", "error", "null"]', '"available_modes": ["values"]');
  const rejected = fastVerdict(source(schemaFault), DEFAULT_SETTINGS, ENGINE);
  assert.ok(rejected && !rejected.clean && rejected.known === undefined, 'the rules did not run: all of them run again');
});
