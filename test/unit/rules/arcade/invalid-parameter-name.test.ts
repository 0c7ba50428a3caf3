import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { analyzeText, fixture, mutate } from '../../../helpers/diagnose';
import {
  invalidParameterName,
  isPythonIdentifier,
  toPythonIdentifier,
} from '../../../../server/src/core/rules/arcade/invalid-parameter-name';

const current = fixture('weather.current.tool.json');
const params = (...names: string[]) =>
  `{ "input": { "parameters": [ ${names.map((n) => `{ "name": ${n}, "required": true, "value_schema": { "val_type": "string" } }`).join(', ')} ] } }`;

test('invalid-parameter-name: str.isidentifier() semantics', () => {
  for (const ok of ['who', '_x', 'x2', 'café', 'größe', '名前', 'class', 'None', '__init__']) assert.ok(isPythonIdentifier(ok), ok);
  for (const bad of ['', '2fa', 'repo-name', 'a b', 'a.b', '$x', 'x!', ' x']) assert.ok(!isPythonIdentifier(bad), bad);
  // Every edge of the ASCII ranges told by character code: A-Z, a-z, 0-9 and _ pass, their neighbours do not.
  for (const ok of ['AZaz_09', 'Z', 'z', '_', 'a0', 'a9']) assert.ok(isPythonIdentifier(ok), ok);
  for (const bad of ['0', '9', '@', '[', '`', '{', 'a@', 'a[', 'a`', 'a{', 'a/', 'a:', 'a^', 'a\x7f'])
    assert.ok(!isPythonIdentifier(bad), bad);
  assert.equal(toPythonIdentifier('repo-name'), 'repo_name');
  assert.equal(toPythonIdentifier('2fa code'), '_2fa_code');
  assert.equal(toPythonIdentifier(''), undefined);
});

ruleTester(invalidParameterName, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'Unicode letters and a keyword (Arcade accepts what isidentifier() accepts)', code: params('"größe"', '"class"') },
  ],
  invalid: [
    {
      name: 'a dash and a digit start',
      code: params('«"repo-name"»', '«"2fa"»'),
      errors: ['"repo-name" is not a Python identifier', 'e.g. to "_2fa"'],
      output: params('"repo_name"', '"_2fa"'),
    },
    {
      name: 'a wrapper tool: the endpoint parameter that refers to it is renamed too',
      code: mutate(
        mutate(current, '"name": "city"', '"name": «"city-name"»'),
        '"parameters": [],',
        '"parameters": [ { "name": "q", "tool_parameter_name": "city-name" } ],',
      ),
      errors: ['"city-name"'],
      output: mutate(
        mutate(current, '"name": "city"', '"name": "city_name"'),
        '"parameters": [],',
        '"parameters": [ { "name": "q", "tool_parameter_name": "city_name" } ],',
      ),
    },
    {
      name: 'no rename when the suggestion is taken, and none for an empty name',
      code: params('«"a-b"»', '"a_b"', '«""»'),
      errors: ['"a-b"', 'Parameter name ""'],
    },
  ],
});

// catalog.py extract_field_info: `if not new_name.isidentifier(): raise ToolInputSchemaError("Invalid parameter
// name: … is not a valid identifier …")` — an error in the current format, a warning in the published ones.
test('arcade/invalid-parameter-name: an error in the current format, naming the catalog build', async () => {
  const current = mutate(fixture('weather.current.tool.json'), '"name": "city"', '"name": "repo-name"');
  const found = (await analyzeText(current, 'weather.tool.json')).problems.filter((p) => p.code === 'arcade/invalid-parameter-name');
  assert.deepEqual(
    found.map((p) => [p.severity, p.message]),
    [
      [
        'error',
        'Parameter name "repo-name" is not a Python identifier (letters, digits and _, not starting with a digit); Arcade\'s catalog rejects it when it builds the tool ("not a valid identifier"). Rename it, e.g. to "repo_name".',
      ],
    ],
  );
  const v1 = mutate(fixture('greet.v1.tool.json'), '"name": "who"', '"name": "repo-name"');
  const inV1 = (await analyzeText(v1, 'greet.tool.json')).problems.filter((p) => p.code === 'arcade/invalid-parameter-name');
  assert.deepEqual(
    inV1.map((p) => p.severity),
    ['warning'],
  );
});
