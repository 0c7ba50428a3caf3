import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { innerTypeWithoutArray } from '../../../../server/src/core/rules/arcade/inner-type-without-array';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const preview = fixture('greet.preview.tool.json');

ruleTester(innerTypeWithoutArray, {
  valid: [
    { name: 'current fixture: null inner_val_type on a string', code: current },
    { name: '1.0 fixture', code: v1 },
    { name: 'preview fixture', code: preview },
    {
      name: "1.0: inner_properties on a string is the schema's (only the current format has the key)",
      code: mutate(
        v1,
        '"inner_val_type": null, "enum": null',
        '"inner_val_type": null, "inner_properties": { "a": { "val_type": "string" } }, "enum": null',
      ),
    },
    {
      name: "preview: inner_properties on a string is the schema's",
      code: mutate(
        preview,
        '"val_type": "string", "enum": null',
        '"val_type": "string", "inner_properties": { "a": { "val_type": "string" } }, "enum": null',
      ),
    },
    {
      name: 'a val_type that is not a string: left to the schema',
      code: mutate(
        current,
        '"val_type": "string",\n          "inner_val_type": null',
        '"val_type": 3,\n          "inner_val_type": "string"',
      ),
    },
  ],
  invalid: [
    {
      name: 'current: inner_val_type on a string becomes null',
      code: mutate(
        current,
        '"val_type": "string",\n          "inner_val_type": null',
        '"val_type": "string",\n          «"inner_val_type"»: "string"',
      ),
      errors: ['"val_type" is "string"'],
      output: current,
    },
    {
      name: 'current: inner_properties on a json output',
      code: mutate(
        current,
        '"val_type": "json",\n      "inner_val_type": null,\n      "enum": null,\n      "properties": null,\n      "inner_properties": null',
        '"val_type": "json",\n      "inner_val_type": null,\n      "enum": null,\n      "properties": null,\n      «"inner_properties"»: { "day": { "val_type": "string" } }',
      ),
      errors: ['"inner_properties" describes array elements'],
      output: current,
    },
    {
      name: 'preview: a non-null one is removed',
      code: mutate(preview, '"val_type": "string", "enum": null', '"val_type": "string", «"inner_val_type"»: "string", "enum": null'),
      errors: ['Remove it'],
      output: preview,
    },
    {
      name: 'preview: a null one is not accepted at all (replaces the two schema errors)',
      code: mutate(preview, '"val_type": "string", "enum": null', '"val_type": "string", «"inner_val_type"»: null, "enum": null'),
      errors: ['does not accept "inner_val_type": null'],
      output: preview,
    },
  ],
});
