import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { duplicateParameter } from '../../../../server/src/core/rules/arcade/duplicate-parameter';

const v1 = fixture('greet.v1.tool.json');
const param = '{ "name": "who", "required": true, "value_schema": { "val_type": "string" } }';
/** Parameters named p1 … pN (the verdict compares a few names pairwise, more through a Set). */
const named = (count: number) => Array.from({ length: count }, (_, i) => param.replace('"who"', `"p${i + 1}"`));

ruleTester(duplicateParameter, {
  valid: [
    { name: 'the fixture', code: v1 },
    { name: 'names differ by case', code: `{ "input": { "parameters": [ ${param}, ${param.replace('"who"', '"Who"')} ] } }` },
    {
      name: 'names that are not strings are no names',
      code: `{ "input": { "parameters": [ ${param.replace('"who"', '1')}, ${param.replace('"who"', '1')} ] } }`,
    },
    { name: '16 parameters, each name once', code: `{ "input": { "parameters": [ ${named(16).join(', ')} ] } }` },
    { name: '17 parameters, each name once', code: `{ "input": { "parameters": [ ${named(17).join(', ')} ] } }` },
  ],
  invalid: [
    {
      name: 'an exact copy is removed',
      code: `{ "input": { "parameters": [ ${param}, ${param.replace('"who"', '«"who"»')} ] } }`,
      errors: ['"who" is already declared (parameter 1)'],
      output: `{ "input": { "parameters": [ ${param} ] } }`,
    },
    {
      name: 'different definitions: reported, not fixed; a third is reported too',
      code: mutate(
        v1,
        '"inferrable": true\n      }',
        '"inferrable": true\n      },\n      { "name": «"who"», "required": false, "value_schema": { "val_type": "integer" } },\n      { "name": «"who"», "required": true, "value_schema": { "val_type": "json" } }',
      ),
      errors: ['already declared (parameter 1)', 'already declared (parameter 1)'],
    },
    {
      name: 'the last of 16 parameters repeats the first',
      code: `{ "input": { "parameters": [ ${[...named(15), param.replace('"who"', '«"p1"»')].join(', ')} ] } }`,
      errors: ['"p1" is already declared (parameter 1)'],
      output: `{ "input": { "parameters": [ ${named(15).join(', ')} ] } }`,
    },
    {
      name: 'the last of 17 parameters repeats the 16th',
      code: `{ "input": { "parameters": [ ${[...named(16), param.replace('"who"', '«"p16"»')].join(', ')} ] } }`,
      errors: ['"p16" is already declared (parameter 16)'],
      output: `{ "input": { "parameters": [ ${named(16).join(', ')} ] } }`,
    },
  ],
});
