/**
 * The CLI's fast path (pipeline/cleanCheck.ts: JSON.parse, a tree of its value built when first read and positioned
 * when a span is, the rules' verdicts on the value, the analysis's stages) gives every file the same result as the
 * full analysis: on every fixture and example, and on fuzzed documents (Arcade definitions shaped like Arcade's
 * generated ones and every family's seeds, changed structurally, in varied layouts, with keys given twice and text
 * damage), with a fixed seed. The rule tables hold every verdict to its check row by row (helpers/ruleTester.ts). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { resultOf } from '../../server/src/cli/lintFile';
import { fastAnalysis } from '../../server/src/core/pipeline/cleanCheck';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { languageIdOfFile } from '../../server/src/core/languages/ids';
import { isPositioned, parseValueTree, valueTreesBuilt } from '../../server/src/core/languages/json/valueTree';
import { spanAtPath } from '../../server/src/core/languages/json/pathSpan';
import { parseStrictJson } from '../../server/src/core/languages/json/strictParse';
import { Budget } from '../../server/src/core/model/budget';
import { MAX_NESTING } from '../../server/src/core/model/limits';
import type { Rule } from '../../server/src/core/model/rule';
import type { Problem } from '../../server/src/core/model/problem';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import {
  getValue,
  toValue,
  type JsonValue,
  type PropertyNode,
  type Span,
  type TreeNode,
  type ValueNode,
} from '../../server/src/core/model/tree';
import { toolDefinition } from '../bench/generate';
import { applyMutation, fuzzedDocument, fuzzParams, layout, mutation, serialise } from '../helpers/fuzz';
import { ENGINE, engineWith } from '../helpers/engine';
import { RULE_WORK_PER_UNIT } from '../../server/src/core/pipeline/check';
import { fqnMismatch } from '../../server/src/core/rules/arcade/fqn-mismatch';
import type { Engine } from '../../server/src/core/pipeline/engine';

const ROOT = path.resolve(__dirname, '../../..');

/** The CLI's result for a file of this name and text, by the fast path (where it applies) and by the full analysis. */
function bothPaths(file: string, text: string, engine: Engine = ENGINE) {
  const uri = `file://${file}`;
  const fast = resultOf({ file, uri, text }, DEFAULT_SETTINGS, { engine, log: () => undefined });
  const full = resultOf({ file, uri, text }, DEFAULT_SETTINGS, { engine, log: () => undefined, fastPath: false });
  return {
    fast,
    full,
    tookFastPath: fastAnalysis({ uri, languageId: languageIdOfFile(file), text }, DEFAULT_SETTINGS, { engine }) !== undefined,
  };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.jsonc?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

test('fast path: every fixture and example gets the full analysis’s result, with problems or without', () => {
  let clean = 0;
  let withProblems = 0;
  for (const file of [...filesUnder('test/fixtures'), ...filesUnder('test/e2e/fixtures'), ...filesUnder('examples')]) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const { fast: a, full: b, tookFastPath } = bothPaths(path.join('/w', file), text);
    assert.deepEqual(a, b, file);
    if (tookFastPath && b.problems.length) withProblems++;
    else if (tookFastPath) clean++;
  }
  assert.ok(clean >= 5 && withProblems >= 10, `${clean} clean files and ${withProblems} with problems took the fast path`);
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

/** The registry's rules and one that reports nothing and counts the Arcade documents whose verdicts were asked. */
function withVerdictsCounted(): { engine: Engine; asked: () => number } {
  let asked = 0;
  const counting: Rule = {
    meta: { id: 'arcade/verdicts-asked', defaultSeverity: 'warning', description: 'Disallow nothing.', families: ['arcade'] },
    check: () => undefined,
    clean: () => (asked++, false),
  };
  return { engine: engineWith([...ENGINE.rules, counting]), asked: () => asked };
}

test('fast path: fuzzed documents get the same result by both paths, every verdict asked on the strict JSON ones (fixed seed)', () => {
  let fast = 0;
  let arcade = 0;
  const { engine, asked } = withVerdictsCounted();
  fc.assert(
    fc.property(fc.oneof(corpusShaped, withDuplicateKey, fuzzedDocument), (doc) => {
      const before = asked();
      const { fast: a, full: b, tookFastPath } = bothPaths(path.join('/w', doc.filename), doc.text, engine);
      assert.deepEqual(a, b);
      if (tookFastPath) fast++;
      // Asked by the fast path of every Arcade definition that took it (strict JSON, under the bound), never by the full one.
      const isArcade = tookFastPath && !!a.schemaId?.startsWith('arcade');
      assert.equal(asked() > before, isArcade);
      if (isArcade) arcade++;
    }),
    fuzzParams(300),
  );
  assert.ok(fast >= 10, `only ${fast} fuzzed documents took the fast path`);
  assert.ok(arcade >= 10, `only ${arcade} fuzzed Arcade definitions reached the verdicts`);
});

/**
 * The registry's rules, each with a verdict that says clean whatever the document (a lie wherever a check reports);
 * `except` keeps its check and has no verdict.
 */
const everyVerdictClean = (except?: Rule): Engine =>
  engineWith(ENGINE.rules.map((rule) => (rule === except ? { meta: rule.meta, check: rule.check } : { ...rule, clean: () => true })));

const CITY = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };

test('fast path: where every verdict says clean, a clean file builds no tree and gets the full analysis’s result; a rule without one builds it', () => {
  const texts: [string, string][] = [
    ['/w/wrapper_tools/Weather.json', readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8')],
    ['/w/wrapper_tools/Generated.json', toolDefinition(4)],
    // Told by its content (no file name or `$schema` names it): association reads the plain value.
    [
      '/w/app/openai.json',
      JSON.stringify([{ type: 'function', function: { name: 'get_weather', description: 'The weather.', parameters: CITY } }]),
    ],
  ];
  const lint = (file: string, text: string, engine: Engine, fastPath = true) =>
    resultOf({ file, uri: `file://${file}`, text }, DEFAULT_SETTINGS, { engine, log: () => undefined, fastPath });
  for (const [file, text] of texts) {
    const built = valueTreesBuilt();
    const fast = lint(file, text, everyVerdictClean());
    assert.equal(valueTreesBuilt(), built, `${file}: no tree built`);
    const full = lint(file, text, ENGINE, false);
    assert.ok(full.schemaId, file);
    assert.deepEqual(full.problems, [], file);
    assert.deepEqual(fast, full);
  }
  const [file, text] = texts[0];
  const built = valueTreesBuilt();
  const fast = lint(file, text, everyVerdictClean(fqnMismatch));
  assert.equal(valueTreesBuilt(), built + 1, 'the check of the rule without a verdict reads the tree');
  assert.deepEqual(fast, lint(file, text, ENGINE, false));
});

test('fast path: verdicts are asked only of the value JSON.parse read, never of one converted from a tree (a Python tool’s leaves out its opaque parts)', () => {
  let asked = 0;
  const lying: Rule = {
    meta: { id: 'arcade/reported-anyway', defaultSeverity: 'warning', description: 'Disallow everything.', families: ['arcade'] },
    check: ({ doc, report }) => report({ node: doc.root!, message: 'Reported on every definition.' }),
    clean: () => (asked++, true),
  };
  const engine = engineWith([lying]);
  const python = 'from arcade_tdk import tool\n\n@tool\ndef echo(a: str) -> str:\n    """Echo."""\n    return a\n';
  const checked = analyze({ uri: 'file:///w/app/tools.py', languageId: 'python', text: python }, DEFAULT_SETTINGS, { engine });
  assert.deepEqual(
    checked.problems.map((p) => p.code),
    ['arcade/reported-anyway'],
  );
  assert.equal(asked, 0);
  const json = { uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: toolDefinition(4) };
  assert.deepEqual(fastAnalysis(json, DEFAULT_SETTINGS, { engine })?.problems, []);
  assert.equal(asked, 1);
});

/** Runs the analysis, adding up what its rules spend of the budget (Budget.run of a rule). */
class RulesMetered extends Budget {
  rulesSpent = 0;
  override run<T>(what: string, stage: () => T, rule = false): T | undefined {
    const before = this.spent;
    const value = super.run(what, stage, rule);
    if (rule) this.rulesSpent += this.spent - before;
    return value;
  }
}

test('fast path: the rules spend less than RULE_WORK_PER_UNIT per unit of the value on every fixture and fuzzed document', () => {
  const spendWithin = (file: string, text: string) => {
    const parsed = parseValueTree(text);
    if (!parsed) return;
    const budget = new RulesMetered();
    fastAnalysis({ uri: `file://${file}`, languageId: languageIdOfFile(file), text }, DEFAULT_SETTINGS, { engine: ENGINE, budget });
    const bound = (parsed.valueUnits + 1) * RULE_WORK_PER_UNIT;
    assert.ok(budget.rulesSpent <= bound, `${file}: the rules spent ${budget.rulesSpent} units, over the bound ${bound}`);
  };
  for (const file of [...filesUnder('test/fixtures'), ...filesUnder('test/e2e/fixtures'), ...filesUnder('examples')])
    spendWithin(path.join('/w', file), readFileSync(path.join(ROOT, file), 'utf8'));
  spendWithin('/w/a.tool.json', '{}');
  fc.assert(
    fc.property(fc.oneof(corpusShaped, fuzzedDocument), (doc) => spendWithin(path.join('/w', doc.filename), doc.text)),
    fuzzParams(200),
  );
});

test('fast path: a document whose rules could spend what is left of the budget takes every check (problems and truncation as the full analysis gives)', () => {
  const clean = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
  const source = {
    uri: 'file:///w/wrapper_tools/T.json',
    languageId: 'json',
    text: clean.replace('"val_type": "string"', '"val_type": "json"'),
  };
  const lying = everyVerdictClean();
  const shown = (problems: readonly Problem[] | undefined) =>
    problems?.map(({ code, span, message, severity }) => ({ code, span, message, severity }));
  const whole = new Budget();
  const full = analyze(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: whole });
  // With the budget to spare, the verdicts are asked: these lie, and hide what the checks report.
  assert.ok(full.problems.some((p) => ENGINE.rules.some((rule) => rule.meta.id === p.code)));
  assert.deepEqual(fastAnalysis(source, DEFAULT_SETTINGS, { engine: lying })?.problems, []);
  // With less, every check runs and the budget cuts them where it cuts the full analysis.
  for (let units = 0; units <= whole.spent; units += Math.max(1, Math.floor(whole.spent / 100))) {
    const fast = fastAnalysis(source, DEFAULT_SETTINGS, { engine: lying, budget: new Budget(units) });
    const cut = analyze(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: new Budget(units) });
    assert.deepEqual(shown(fast?.problems), shown(cut.problems), `${units} units`);
  }
});

test('fast path: a key given twice, nesting past the limit and JSONC are left to the full analysis', () => {
  const definition = toolDefinition(7);
  assert.ok(parseValueTree(definition), 'a generated definition is strict JSON');
  const twice = definition.replace('"name": ', '"name": "Again", "name": ');
  assert.equal(parseValueTree(twice), undefined);
  // Its colons add up to the value's keys and colons, but one of them is written escaped.
  assert.equal(parseValueTree('{"a": 1, "a": "\\u003a"}'), undefined);
  // The count reads an object's keys with for…in and a member without a call: a key given twice in an object that is
  // an array's item, a key `__proto__` (an own key of JSON.parse's object) or a key with a colon, each given twice.
  // The colons counted are those after a quote not escaped: a key given twice with space before its colon, a key
  // ending in an escaped backslash, and strings holding colons after a quote, escaped (not counted) or opening.
  for (const text of [
    '[{"a": 1, "a": 2}]',
    '{"k": [1, {"a": "u:v", "a": "w"}]}',
    '{"__proto__": 1, "__proto__": 2}',
    '{"x:y": 1, "x:y": 2}',
    '{"a" : 1, "a"\n\t:2}',
    '{"a"\r\n: 1, "b": 2, "a" :3}',
    '{"x\\\\": 1, "a": 1, "a": 2}',
    '{"a": "say \\"b\\": 1", "a": 2}',
    '{"a": ": x", "a": ": y"}',
  ])
    assert.equal(parseValueTree(text), undefined, text);
  const full = analyze({ uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: twice }, DEFAULT_SETTINGS, { engine: ENGINE });
  assert.ok(
    full.problems.some((p) => p.code.startsWith('syntax/')),
    'the full analysis reports the key given twice',
  );
  const deep = `{"a": ${'['.repeat(MAX_NESTING)}${']'.repeat(MAX_NESTING)}}`;
  assert.equal(parseValueTree(deep), undefined);
  assert.ok(parseValueTree(`{"a": ${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}}`));
  assert.equal(parseValueTree(`${'{"a": '.repeat(MAX_NESTING + 1)}1${'}'.repeat(MAX_NESTING + 1)}`), undefined);
  assert.ok(parseValueTree(`${'{"a": '.repeat(MAX_NESTING)}1${'}'.repeat(MAX_NESTING)}`));
  assert.equal(parseValueTree('{ "a": 1, // note\n}'), undefined);
  assert.equal(parseValueTree('\uFEFF{}'), undefined);
});

/** A node as plain data (its spans read, which positions a fast tree), parents left out: what two trees compare by. */
function shape(node: TreeNode | undefined): unknown {
  if (!node) return undefined;
  const span = { type: node.type, offset: node.offset, length: node.length };
  if (node.type === 'object') return { ...span, properties: node.properties.map(shape) };
  if (node.type === 'array') return { ...span, items: node.items.map(shape) };
  if (node.type === 'property') return { ...span, key: shape(node.keyNode), value: shape(node.valueNode) };
  return { ...span, value: node.type === 'opaque' ? node.reason : node.value };
}

/** Keys association asks a root for, and keys every object inherits (an own key only counts). */
const ROOT_KEYS_ASKED = ['inputs', 'input', 'fully_qualified_name', 'toolkit', '__proto__', 'toString', 'constructor', 'hasOwnProperty'];

test('fast path: the tree is the strict parser’s, spans and key order included, and the value lists keys as it does', () => {
  const same = (text: string) => {
    const fast = parseValueTree(text);
    const strict = parseStrictJson(text);
    assert.ok(fast && strict, text);
    assert.deepEqual(shape(fast.root), shape(strict.root));
    // The root's facts: the fast parse asks its value for a key, the strict parser its Set of them.
    assert.equal(fast.facts === undefined, strict.facts === undefined, text);
    assert.equal(fast.facts?.schemaValue, strict.facts?.schemaValue);
    const strictKeys = strict.facts?.keys as ReadonlySet<string> | undefined;
    for (const key of [...(strictKeys ?? []), ...ROOT_KEYS_ASKED]) assert.equal(fast.facts?.keys.has(key), strictKeys?.has(key), key);
    assert.equal(JSON.stringify(fast.value), JSON.stringify(toValue(strict.root)));
  };
  same('{"a": "x\\": y", "b" :{"c\\\\":[1, "d:", -0.5e+3, true, false, null, {}, []]}}');
  same('{"\\"": {"__proto__": 1, "x\\u0041": 2}, "$schema": "s"}');
  same(' [ "a" ,\t"b"\r\n] ');
  same('"\\u00e9"');
  same('{"__proto__": {"input": 1}, "toolkit": 2, "constructor": 3}');
  fc.assert(
    fc.property(fc.oneof(corpusShaped, fuzzedDocument), (doc) => {
      if (parseValueTree(doc.text)) same(doc.text);
    }),
    fuzzParams(200),
  );
  // An integer-like key comes first in JSON.parse's object, so the value would list the keys in another order.
  assert.equal(parseValueTree('{"b": true, "1": null}'), undefined);
  assert.ok(parseValueTree('{"1": null, "b": true}'));
});

/** The span of the node at `path` of a strict parser's tree (a key names a member, an index an item), or its key's. */
function strictSpanAt(root: ValueNode | undefined, at: readonly (string | number)[], key: boolean): Span | undefined {
  let node: TreeNode | undefined = root;
  for (const [i, step] of at.entries()) {
    if (node?.type === 'array' && typeof step === 'number') node = node.items[step];
    else if (node?.type === 'object' && typeof step === 'string') {
      const property: PropertyNode | undefined = node.properties.find((p) => p.keyNode.value === step);
      node = key && i === at.length - 1 ? property?.keyNode : property?.valueNode;
    } else return undefined;
  }
  // Only a member has a key.
  return node && (!key || node.parent?.type === 'property') ? { offset: node.offset, length: node.length } : undefined;
}

/** Every path of a tree's nodes: each value's, and each member's key's. */
function everyPath(node: ValueNode, at: (string | number)[] = [], out: { at: (string | number)[]; key: boolean }[] = []) {
  out.push({ at, key: false });
  if (node.type === 'array') node.items.forEach((item, i) => everyPath(item, [...at, i], out));
  if (node.type === 'object')
    for (const { keyNode, valueNode } of node.properties) {
      out.push({ at: [...at, keyNode.value], key: true });
      if (valueNode) everyPath(valueNode, [...at, keyNode.value], out);
    }
  return out;
}

test('fast path: the span found by path in the text, with no tree, is the strict parser’s node’s, and none where it has none', () => {
  const same = (text: string, at: readonly (string | number)[], key: boolean) => {
    const strict = parseStrictJson(text);
    assert.ok(strict?.root, text);
    assert.deepEqual(spanAtPath(text, at, key), strictSpanAt(strict.root, at, key), `${JSON.stringify(at)} key=${key} in ${text}`);
  };
  const everyNode = (text: string) => {
    const strict = parseStrictJson(text)!;
    for (const { at, key } of everyPath(strict.root!)) same(text, at, key);
  };
  everyNode('{"a": "x\\": y", "b" :{"c\\\\":[1, "d:", -0.5e+3, true, false, null, {}, []]}}');
  everyNode('{"\\"": {"__proto__": 1, "x\\u0041": 2}, "$schema": "s", "k": "[{\\"}"}');
  everyNode(' [ "a" ,\t"b"\r\n, 7] ');
  everyNode('"\\u00e9"');
  same('{"x\\u0041": 2, "xAB": 1}', ['xA'], true);
  same('{"x\\u0041B": 2, "xA": 1}', ['xA'], false);
  same('{"a": [1]}', ['a', 1], false);
  same('{"a": [1]}', ['a', '0'], false);
  same('{"a": {"0": 1}}', ['a', 0], false);
  same('{"a": 1}', ['b'], false);
  same('[1]', [], true);
  for (const file of [...filesUnder('test/fixtures'), ...filesUnder('examples')]) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    if (parseValueTree(text)) everyNode(text);
  }
  // Random paths: at each step a member or item there is, or one there is not (another key, an index past the end,
  // a key where an array is, an index where an object is).
  const steps = fc.array(fc.tuple(fc.nat(), fc.nat(4)), { maxLength: 8 });
  fc.assert(
    fc.property(fc.oneof(corpusShaped, fuzzedDocument), steps, fc.boolean(), (doc, choices, key) => {
      if (!parseValueTree(doc.text)) return;
      let node: ValueNode | undefined = parseStrictJson(doc.text)!.root;
      const at: (string | number)[] = [];
      for (const [pick, how] of choices) {
        const names = node?.type === 'object' ? node.properties.map((p) => p.keyNode.value) : [];
        const length = node?.type === 'array' ? node.items.length : 0;
        const step =
          how === 0
            ? 'absent'
            : how === 1
              ? length + pick
              : how === 2
                ? String(pick % 3)
                : names.length
                  ? names[pick % names.length]
                  : pick % (length + 1);
        at.push(step);
        node = typeof step === 'string' ? getValue(node, step) : node?.type === 'array' ? node.items[step] : undefined;
      }
      same(doc.text, at, key);
    }),
    fuzzParams(300),
  );
});

test('fast path: a clean file’s tree is never positioned; a file whose only problems are the provider rules’ builds none; one another rule reports on is positioned', () => {
  const clean = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
  const source = { uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: clean };
  const checked = fastAnalysis(source, DEFAULT_SETTINGS, { engine: ENGINE });
  assert.ok(checked?.doc.root && !checked.problems.length);
  assert.equal(isPositioned(checked.doc.root), false);
  const placedAsFully = (text: string) => {
    const built = valueTreesBuilt();
    const fast = fastAnalysis({ ...source, text }, DEFAULT_SETTINGS, { engine: ENGINE });
    const trees = valueTreesBuilt() - built;
    const full = analyze({ ...source, text }, DEFAULT_SETTINGS, { engine: ENGINE });
    assert.ok(fast?.problems.length);
    assert.deepEqual(
      fast.problems.map((p) => [p.code, p.span, p.message]),
      full.problems.map((p) => [p.code, p.span, p.message]),
    );
    return { fast, trees };
  };
  // A free-form value: provider/open-object, placed by its path in the text (the corpus's problems are all such).
  const freeForm = placedAsFully(clean.replace('"val_type": "string"', '"val_type": "json"'));
  assert.deepEqual(
    freeForm.fast.problems.map((p) => p.code),
    ['provider/open-object'],
  );
  assert.equal(freeForm.trees, 0, 'no tree built');
  // An array without its element type: the Arcade rule reads the tree, and its report supersedes the provider
  // rule's, placed without the tree on the same node.
  const array = placedAsFully(clean.replace('"val_type": "string"', '"val_type": "array"'));
  assert.deepEqual(
    array.fast.problems.map((p) => p.code),
    ['arcade/array-missing-inner-type'],
  );
  assert.equal(array.trees, 1);
  assert.equal(isPositioned(array.fast.doc.root!), true);
  // A key given twice, or an integer-like key, is positioned at once (the pass that gives up on a key out of order).
  assert.ok(isPositioned(parseValueTree('{"1": null, "b": true}')!.root));
  assert.equal(isPositioned(parseValueTree('{"a": "x:y", "b": {"c": 1}}')!.root), false);
  // A string that opens with a colon is one too; an escaped colon, or one after an escaped quote, is not counted.
  assert.ok(isPositioned(parseValueTree('{"a": ": x", "b": 1}')!.root));
  assert.equal(isPositioned(parseValueTree('{"a": "x\\u003a", "b": "say \\"c\\": 1"}')!.root), false);
});

test('fast path: a file with problems is analysed once, its rules run once', () => {
  const clean = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
  let checks = 0;
  const counting: Rule = {
    meta: { id: 'arcade/counted', defaultSeverity: 'warning', description: 'Disallow nothing.', families: ['arcade'] },
    check({ doc, report }) {
      checks++;
      report({ node: doc.root!, message: 'Reported on every definition.' });
    },
  };
  const file = '/w/wrapper_tools/T.json';
  const result = resultOf({ file, uri: `file://${file}`, text: clean }, DEFAULT_SETTINGS, {
    engine: engineWith([counting]),
    log: () => undefined,
  });
  assert.deepEqual(
    result.problems.map((p) => [p.code, p.line, p.column]),
    [['arcade/counted', 1, 1]],
  );
  assert.equal(checks, 1);
});

test('fast path: the work budget stops it where it stops the full analysis (reading the parsed value costs what converting the tree does)', () => {
  const clean = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
  const freeForm = clean.replace('"val_type": "string"', '"val_type": "json"');
  const source = { uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: freeForm };
  const whole = new Budget();
  analyze(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: whole });
  const spentFast = new Budget();
  fastAnalysis(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: spentFast });
  // Where the rules' verdicts say clean their checks are not run (Rule.clean): the fast path spends at most as much.
  assert.ok(spentFast.spent <= whole.spent, `${spentFast.spent} > ${whole.spent}`);
  for (let units = 0; units <= whole.spent; units += Math.max(1, Math.floor(whole.spent / 40))) {
    const fast = fastAnalysis(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: new Budget(units) });
    const full = analyze(source, DEFAULT_SETTINGS, { engine: ENGINE, budget: new Budget(units) });
    const shown = (problems: readonly Problem[] | undefined) =>
      problems?.map(({ code, span, message, severity }) => ({ code, span, message, severity }));
    assert.deepEqual(shown(fast?.problems), shown(full.problems), `${units} units`);
  }
});
