import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { fqnMismatch } from '../../../../server/src/core/rules/arcade/fqn-mismatch';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const fqn = '"fully_qualified_name": "WeatherApi.GetForecast@1.2.0"';

ruleTester(fqnMismatch, {
  valid: [
    { name: 'toolkit part differs from toolkit.name (WeatherApi vs ArcadeWeatherApi): allowed', code: current },
    { name: 'no version part', code: mutate(current, fqn, '"fully_qualified_name": "WeatherApi.GetForecast"') },
    { name: 'a dotted toolkit part', code: mutate(current, fqn, '"fully_qualified_name": "Acme.Weather.GetForecast@1.2.0"') },
  ],
  invalid: [
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
      name: 'no dot: rebuilt from toolkit.name, name and version',
      code: mutate(v1, '"fully_qualified_name": "Hello.Greet@0.1.0"', '"fully_qualified_name": «"Greet"»'),
      errors: ['must look like <Toolkit>.<Name>@<version>'],
      output: v1,
    },
  ],
});
