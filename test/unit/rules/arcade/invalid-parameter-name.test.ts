import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
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
