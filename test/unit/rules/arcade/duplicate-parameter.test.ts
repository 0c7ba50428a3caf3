import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { duplicateParameter } from '../../../../server/src/core/rules/arcade/duplicate-parameter';

const v1 = fixture('greet.v1.tool.json');
const param = '{ "name": "who", "required": true, "value_schema": { "val_type": "string" } }';

ruleTester(duplicateParameter, {
  valid: [
    { name: 'the fixture', code: v1 },
    { name: 'names differ by case', code: `{ "input": { "parameters": [ ${param}, ${param.replace('"who"', '"Who"')} ] } }` },
    {
      name: 'names that are not strings are no names',
      code: `{ "input": { "parameters": [ ${param.replace('"who"', '1')}, ${param.replace('"who"', '1')} ] } }`,
    },
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
  ],
});
