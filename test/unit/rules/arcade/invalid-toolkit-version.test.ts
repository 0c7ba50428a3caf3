import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { invalidToolkitVersion } from '../../../../server/src/core/rules/arcade/invalid-toolkit-version';
import { coerceSemver, isSemver } from '../../../../server/src/core/rules/arcade/helpers/fqn';

const current = fixture('weather.current.tool.json');

test('invalid-toolkit-version: semver.org grammar', () => {
  for (const ok of ['0.1.0', '1.2.3-rc.1', '1.0.0+build.5', '10.20.30-alpha.beta']) assert.ok(isSemver(ok), ok);
  for (const bad of ['1', '1.2', 'v1.2.3', '01.2.3', '1.2.3-', 'latest', '']) assert.ok(!isSemver(bad), bad);
  // Asked again and in turn, as a run asks the same few versions file after file: the same answers.
  for (const [v, ok] of [
    ['1.2.3', true],
    ['1.2.3', true],
    ['1.2', false],
    ['1.2.3', true],
    ['1.2.3 ', false],
  ] as const)
    assert.equal(isSemver(v), ok, v);
  assert.equal(coerceSemver('v1.2'), '1.2.0');
  assert.equal(coerceSemver('latest'), undefined);
});

ruleTester(invalidToolkitVersion, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'a pre-release', code: mutate(current, '"version": "1.2.0"', '"version": "1.2.0-beta.1"') },
    { name: "a number is the schema's (not null, not a string)", code: mutate(current, '"version": "1.2.0"', '"version": 1') },
    {
      name: 'a null version outside the current format',
      code: mutate(fixture('greet.v1.tool.json'), '"version": "0.1.0"', '"version": null'),
      filename: 'greet.tool.json',
    },
    { name: "a toolkit that is not an object is the schema's", code: '{ "toolkit": ["1.0"] }' },
  ],
  invalid: [
    // schema.py ToolkitDefinition.version: `str | None = None`: pydantic accepts it missing or null, so a warning.
    {
      name: 'missing: Arcade accepts it; the fix takes the version of fully_qualified_name',
      code: mutate(
        mutate(current, '"description": null,\n    "version": "1.2.0"', '"description": null'),
        '"toolkit": {',
        '«"toolkit"»: {',
      ),
      errors: ['toolkit.version is missing: Arcade accepts that (it is optional)'],
      output: current,
    },
    {
      name: 'null: a warning, and the fix sets it',
      code: mutate(current, '"version": "1.2.0"', '"version": «null»'),
      errors: [
        'toolkit.version is null: Arcade accepts that (it is optional), but then the definition does not say which release of the toolkit it describes. Add "version": "1.2.0"',
      ],
      output: current,
    },
    {
      name: '"v1.2": fixed, and the fully qualified name follows',
      code: mutate(mutate(current, '"version": "1.2.0"', '"version": «"v1.2"»'), '@1.2.0', '@v1.2'),
      errors: ['toolkit.version "v1.2" is not a semantic version'],
      output: current,
    },
    {
      name: 'a word: no guess',
      code: mutate(current, '"version": "1.2.0"', '"version": «"latest"»'),
      errors: ['Write it as MAJOR.MINOR.PATCH'],
    },
  ],
});
