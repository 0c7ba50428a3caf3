import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { sourceOf } from '../../helpers/core';
// `import x = require()` gives the module objects themselves, so the mocks below replace the real functions.
import fs = require('node:fs');
import http = require('node:http');
import https = require('node:https');
import net = require('node:net');
import { analyzeText, diagnose, fixture } from '../../helpers/diagnose';
import { docFor } from '../../helpers/ruleTester';
import { fixAll, safeFixes } from '../../../server/src/core/features/fixes';
import { hoverAt } from '../../helpers/core';
import { completeAt } from '../../helpers/core';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { analyzeDoc } from '../../helpers/core';
import { MAX_NESTING } from '../../../server/src/core/model/limits';
import { ENGINE } from '../../helpers/engine';

const ARGS = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }';

test('nesting: 100,000 levels get one clear diagnostic at the bracket past the limit, not a stack overflow; the levels above are checked', async () => {
  for (const [open, close] of [
    ['[', ']'],
    ['{"properties":', '}'],
  ]) {
    const text = open.repeat(100_000) + close.repeat(100_000);
    const errors: string[] = [];
    const analysis = await analyzeDoc(docFor(text, 'deep.args.json'), DEFAULT_SETTINGS, (m) => errors.push(m));
    const tooDeep = analysis.diagnostics.filter((d) => d.code === 'toolschema/too-deeply-nested');
    assert.deepEqual(
      tooDeep.map((d) => [d.code, d.range.start.character]),
      [['toolschema/too-deeply-nested', open.length * MAX_NESTING]],
    );
    assert.match(tooDeep[0].message, /nested more than 256 levels deep here, so toolschema does not check what lies deeper/);
    // The root is an array, or objects without a type: said above the limit, nothing past it.
    assert.ok(analysis.diagnostics.some((d) => d.code === 'pedelec/root-not-object'));
    assert.ok(analysis.diagnostics.every((d) => d.range.start.character <= open.length * MAX_NESTING));
    assert.equal(await hoverAt(analysis, 5), null);
    await completeAt(analysis, { line: 0, character: 3 });
    assert.deepEqual(errors, []);
  }
});

test('nesting: a document exactly at the limit is checked fully (validation, rules, hover, completion)', async () => {
  const levels = MAX_NESTING / 2; // each level is a schema object plus its `properties` object
  const text =
    '{ "type": "object", "properties": { "a": '.repeat(levels - 1) + '{ "type": "string", "format": "x" }' + ' } }'.repeat(levels - 1);
  const logs: string[] = [];
  const analysis = await analyzeDoc(docFor(text, 'deep.args.json'), DEFAULT_SETTINGS, (m) => logs.push(m));
  assert.deepEqual(
    analysis.diagnostics.map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
  const offset = text.indexOf('"format"') + 2;
  assert.match(JSON.stringify(await hoverAt(analysis, offset)), /Pedelec's guide makes no promise about it/);
  assert.ok(await completeAt(analysis, analysis.doc.lineIndex.positionAt(text.indexOf('{ "type": "string"') + 1)));
  assert.deepEqual(logs, []);
});

test('byte-order mark: the file is checked as usual, the mark gets a warning, and the safe fix removes it', async () => {
  const text = `\uFEFF${ARGS}`;
  assert.deepEqual(await diagnose(text, 'q.args.json'), ['syntax/byte-order-mark «\uFEFF»', 'pedelec/unsupported-keyword «"format"»']);
  const fixed = fixAll(sourceOf(docFor(text, 'q.args.json')), DEFAULT_SETTINGS, { engine: ENGINE, choose: safeFixes });
  assert.equal(fixed, '{ "type": "object", "properties": { "q": { "type": "string" } } }');
});

test('$schema: an address we do not bundle is not fetched; the value says so and names the schema used', async () => {
  const text = fixture('greet.v1.tool.json').replace(/"\$schema": "[^"]*"/, '"$schema": "https://example.com/tool.schema.json"');
  assert.notEqual(text, fixture('greet.v1.tool.json'), 'the fixture has a $schema');
  const analysis = await analyzeText(text, 'greet.tool.json');
  const found = analysis.diagnostics.filter((d) => d.code === 'toolschema/schema-not-fetched');
  assert.equal(found.length, 1);
  const lines = analysis.doc.lineIndex;
  assert.equal(
    text.slice(lines.offsetAt(found[0].range.start), lines.offsetAt(found[0].range.end)),
    '"https://example.com/tool.schema.json"',
  );
  assert.equal(found[0].severity, 3);
  assert.match(
    found[0].message,
    /never downloads schemas.*not fetched.*checked against the bundled Arcade tool definition \(current tooling\) schema instead \(chosen by the file name/,
  );
  assert.ok(
    analysis.diagnostics.every((d) => !/unable to load schema|problems loading reference|can not be resolved/i.test(d.message)),
    'no SchemaResolveError from the language service',
  );
});

test('$schema: file paths and file: URIs are never read, inside or outside the workspace', async () => {
  for (const value of ['file:///etc/passwd', '/etc/passwd', '../../outside.schema.json', './local.json', 'C:\\\\schemas\\\\x.json']) {
    const text = `{ "$schema": "${value}", "type": "object" }`;
    const found = (await diagnose(text, 'q.args.json')).filter((d) => d.startsWith('toolschema/schema-not-fetched'));
    assert.deepEqual(found, [`toolschema/schema-not-fetched «"${value}"»`], value);
    const [d] = (await analyzeText(text, 'q.args.json')).diagnostics.filter((x) => x.code === 'toolschema/schema-not-fetched');
    assert.match(d.message, /never reads schema files/);
  }
});

test('$schema: bundled values, and files we leave alone, get no such diagnostic', async () => {
  assert.deepEqual(await diagnose('{ "$schema": "toolschema:pedelec-args", "type": "object" }', 'q.args.json'), []);
  assert.deepEqual(await diagnose('{ "$schema": "https://json.schemastore.org/package", "name": "x" }', 'package.json'), []);
  const viaSetting = { ...DEFAULT_SETTINGS, associations: { 'defs/*.json': 'pedelec-args' } };
  const found = (await analyzeText('{ "$schema": "http://x/y", "type": "object" }', 'defs/a.json', viaSetting)).diagnostics;
  assert.match(found[0].message, /toolschema\.associations\["defs\/\*\.json"\]/);
});

test('no network, no file reads: analysing, hovering and completing documents whose $schema points elsewhere', async (t) => {
  const touched: string[] = [];
  const spy = (name: string) => () => {
    touched.push(name);
    throw new Error(`${name} must not be called`);
  };
  t.mock.method(http, 'request', spy('http.request'));
  t.mock.method(http, 'get', spy('http.get'));
  t.mock.method(https, 'request', spy('https.request'));
  t.mock.method(https, 'get', spy('https.get'));
  t.mock.method(net, 'connect', spy('net.connect'));
  t.mock.method(net, 'createConnection', spy('net.createConnection'));
  t.mock.method(globalThis, 'fetch', spy('fetch'));
  for (const m of ['readFile', 'readFileSync', 'open', 'openSync', 'createReadStream'] as const) t.mock.method(fs, m, spy(`fs.${m}`));
  t.mock.method(fs.promises, 'readFile', spy('fs.promises.readFile'));
  for (const value of ['https://example.com/s.json', 'http://127.0.0.1:1/s.json', 'file:///etc/passwd', '/etc/passwd', './s.json']) {
    for (const [name, text] of [
      ['t.tool.json', `{ "$schema": "${value}", "name": "T", "fully_qualified_name": "K.T@1", "toolkit": {} }`],
      ['q.args.json', `{ "$schema": "${value}", "type": "object", "properties": { "a": { "$ref": "${value}" } } }`],
    ]) {
      const analysis = await analyzeText(text, name, { ...DEFAULT_SETTINGS, maxFileSizeKB: value.length % 2 ? 10240 : 0.01 });
      await hoverAt(analysis, 5);
      await completeAt(analysis, analysis.doc.lineIndex.positionAt(text.length - 2));
    }
  }
  assert.deepEqual(touched, []);
});
