import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { missingDescription } from '../../../../server/src/core/rules/arcade/missing-description';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');

ruleTester(missingDescription, {
  valid: [
    { name: 'the current fixture (value-schema descriptions may be null)', code: current },
    { name: 'the 1.0 fixture', code: v1 },
  ],
  invalid: [
    {
      name: 'no tool description: reported on the name',
      code: mutate(
        v1,
        '"name": "Greet",\n  "fully_qualified_name": "Hello.Greet@0.1.0",\n  "description": "Greets someone by name.",',
        '"name": «"Greet"»,\n  "fully_qualified_name": "Hello.Greet@0.1.0",',
      ),
      errors: ['The tool has no description'],
    },
    {
      name: 'a blank tool description and a null parameter description',
      code: mutate(
        mutate(current, '"Returns the daily forecast for a city."', '«"  "»'),
        '"description": "How many days to return."',
        '"description": «null»',
      ),
      errors: ['The tool has an empty description', 'Parameter "days" has a null description'],
    },
    {
      name: "a parameter without description or name: the object's brace",
      code: '{ "name": "T", "description": "d", "input": { "parameters": [ «{» "required": true, "value_schema": { "val_type": "string" } } ] } }',
      errors: ['This parameter has no description'],
    },
  ],
});
