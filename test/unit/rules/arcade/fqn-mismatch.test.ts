import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { docFor, ruleTester } from '../../../helpers/ruleTester';
import { analyzeDoc, sourceOf } from '../../../helpers/core';
import { fixture, mutate } from '../../../helpers/diagnose';
import { fqnMismatch } from '../../../../server/src/core/rules/arcade/fqn-mismatch';
import { fixAll, type FixChooser } from '../../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import { ENGINE } from '../../../helpers/engine';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const fqn = '"fully_qualified_name": "WeatherApi.GetForecast@1.2.0"';
/** An FQN that does not read as one, rebuilt from toolkit.name, name and toolkit.version. */
const rebuilt = mutate(current, fqn, '"fully_qualified_name": "ArcadeWeatherApi.GetForecast@1.2.0"');

ruleTester(fqnMismatch, {
  valid: [
    { name: 'toolkit part differs from toolkit.name (WeatherApi vs ArcadeWeatherApi): allowed', code: current },
    { name: 'no version part', code: mutate(current, fqn, '"fully_qualified_name": "WeatherApi.GetForecast"') },
    { name: 'a dotted toolkit part', code: mutate(current, fqn, '"fully_qualified_name": "Acme.Weather.GetForecast@1.2.0"') },
    {
      name: 'a tool name with a dot, as arcade-core forms it from name="get.forecast" (Kit.Get.forecast)',
      code: mutate(
        mutate(current, fqn, '"fully_qualified_name": "WeatherApi.Get.forecast@1.2.0"'),
        '"name": "GetForecast"',
        '"name": "Get.forecast"',
      ),
    },
    {
      name: 'a tool name with a space and a hyphenated toolkit (arcade-core validates neither)',
      code: mutate(
        mutate(current, fqn, '"fully_qualified_name": "Kit-with-dash.Get forecast"'),
        '"name": "GetForecast"',
        '"name": "Get forecast"',
      ),
    },
    {
      name: 'toolkit.version "0.1" and @0.1.0: the version invalid-toolkit-version asks for is already written',
      code: mutate(v1, '"version": "0.1.0"', '"version": "0.1"'),
    },
    {
      name: 'a toolkit that is not an object: any @version',
      code: mutate(current, current.slice(current.indexOf('"toolkit": {'), current.indexOf('"input"')), '"toolkit": null,\n  '),
    },
    {
      name: 'no toolkit.version: any @version',
      code: mutate(current, '"version": "1.2.0"', '"release": "1.2.0"'),
    },
    {
      name: 'a name that ends the FQN before an @ in it is read whole (no version)',
      code: mutate(
        mutate(current, fqn, '"fully_qualified_name": "WeatherApi.Get@forecast"'),
        '"name": "GetForecast"',
        '"name": "Get@forecast"',
      ),
    },
  ],
  invalid: [
    {
      name: 'an @version that ends as toolkit.version does, but longer',
      code: mutate(current, fqn, '"fully_qualified_name": «"WeatherApi.GetForecast@11.2.0"»'),
      errors: ['its version "11.2.0" differs from toolkit.version ("1.2.0")'],
      output: current,
    },
    {
      name: 'an empty @version',
      code: mutate(current, fqn, '"fully_qualified_name": «"WeatherApi.GetForecast@"»'),
      errors: ['it must look like <Toolkit>.<Name>@<version>'],
      output: rebuilt,
    },
    {
      name: 'an empty toolkit part',
      code: mutate(current, fqn, '"fully_qualified_name": «".GetForecast@1.2.0"»'),
      errors: ['it must look like <Toolkit>.<Name>@<version>'],
      output: rebuilt,
    },
    {
      name: 'no toolkit part',
      code: mutate(current, fqn, '"fully_qualified_name": «"GetForecast@1.2.0"»'),
      errors: ['it must look like <Toolkit>.<Name>@<version>'],
      output: rebuilt,
    },
    {
      name: 'the tool part differs from name',
      code: mutate(current, fqn, '"fully_qualified_name": «"WeatherApi.GetForcast@1.2.0"»'),
      errors: ['its tool part "GetForcast" differs from "name" ("GetForecast")'],
      output: current,
    },
    {
      name: 'the version differs from toolkit.version (1.0 file)',
      code: mutate(v1, '"fully_qualified_name": "Hello.Greet@0.1.0"', '"fully_qualified_name": «"Hello.Greet@0.2.0"»'),
      errors: ['its version "0.2.0" differs from toolkit.version ("0.1.0")'],
      output: v1,
    },
    {
      name: 'toolkit.version "0.1" (not semver): the @version suggested is "0.1.0", as invalid-toolkit-version asks',
      code: mutate(
        mutate(v1, '"version": "0.1.0"', '"version": "0.1"'),
        '"fully_qualified_name": "Hello.Greet@0.1.0"',
        '"fully_qualified_name": «"Hello.Greet@0.2.0"»',
      ),
      errors: ['its version "0.2.0" differs from toolkit.version ("0.1"). Use "Hello.Greet@0.1.0".'],
      output: mutate(v1, '"version": "0.1.0"', '"version": "0.1"'),
    },
    {
      name: 'a dotted name whose FQN ends otherwise: the tool part has as many dotted parts as the name',
      code: mutate(
        mutate(current, fqn, '"fully_qualified_name": «"WeatherApi.Get.forcast@1.2.0"»'),
        '"name": "GetForecast"',
        '"name": "Get.forecast"',
      ),
      errors: ['its tool part "Get.forcast" differs from "name" ("Get.forecast"). Use "WeatherApi.Get.forecast@1.2.0".'],
      output: mutate(
        mutate(current, fqn, '"fully_qualified_name": "WeatherApi.Get.forecast@1.2.0"'),
        '"name": "GetForecast"',
        '"name": "Get.forecast"',
      ),
    },
    {
      name: 'no dot: rebuilt from toolkit.name, name and version',
      code: mutate(v1, '"fully_qualified_name": "Hello.Greet@0.1.0"', '"fully_qualified_name": «"Greet"»'),
      errors: ['must look like <Toolkit>.<Name>@<version>'],
      output: v1,
    },
  ],
});

test('fqn-mismatch and invalid-toolkit-version agree: fixing both leaves neither, whichever the @version was', () => {
  const every: FixChooser = (_, fixes) => fixes()[0];
  for (const at of ['0.2.0', '0.1', '2']) {
    const text = mutate(
      mutate(v1, '"version": "0.1.0"', '"version": "0.1"'),
      '"fully_qualified_name": "Hello.Greet@0.1.0"',
      `"fully_qualified_name": "Hello.Greet@${at}"`,
    );
    const fixed = fixAll(sourceOf(docFor(text, 'greet.tool.json')), DEFAULT_SETTINGS, { engine: ENGINE, choose: every });
    const left = analyzeDoc(docFor(fixed, 'greet.tool.json')).problems.map((p) => p.code);
    assert.deepEqual(
      left.filter((c) => c.startsWith('arcade/')),
      [],
      `@${at}: ${fixed}`,
    );
    assert.match(fixed, /"fully_qualified_name": "Hello\.Greet@0\.1\.0"/);
    assert.match(fixed, /"version": "0\.1\.0"/);
  }
});
