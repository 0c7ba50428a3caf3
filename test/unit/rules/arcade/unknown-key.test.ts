import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { unknownKey } from '../../../../server/src/core/rules/arcade/unknown-key';

const current = fixture('weather.current.tool.json');
const helpdesk = fixture('helpdesk.current-2026.tool.json');

// schema.py: ToolDefinition, ToolkitDefinition, ToolInput, InputParameter, ValueSchema, ToolOutput and the
// requirement models set no `extra`, so pydantic ignores (drops) unknown keys; metadata.py's models forbid them.
ruleTester(unknownKey, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'the 2026 fixture', code: helpdesk },
    {
      name: 'a known key given twice (the parse reports it)',
      code: mutate(current, '"name": "ArcadeWeatherApi",', '"name": "A", "name": "ArcadeWeatherApi",'),
    },
    {
      name: '_meta and meta (schema.py 4.17: ToolDefinition.meta, alias _meta)',
      code: mutate(current, '"deprecation_message": null,', '"deprecation_message": null, "_meta": { "a": 1 }, "meta": {},'),
    },
    {
      name: 'an unknown key in ToolMetadata stays the schema error it is',
      code: mutate(helpdesk, '"extras": {', '"owner": "x", "extras": {'),
      filename: 'helpdesk.tool.json',
    },
    { name: 'inputs in the current format is arcade/version-key', code: mutate(current, '"input": {', '"inputs": {') },
    {
      name: 'preview and 1.0 keep their schemas (closed objects)',
      code: mutate(fixture('greet.v1.tool.json'), '"name": "Greet",', '"name": "Greet", "reqired": true,'),
      filename: 'greet.tool.json',
    },
  ],
  invalid: [
    {
      name: 'a typo of a missing key: renamed by the fix',
      code: mutate(current, '"required": true,', '«"reqired"»: true,'),
      errors: ['Arcade ignores unknown keys: `reqired` is silently dropped — did you mean `required`?'],
      output: current,
    },
    {
      name: 'two unknown keys near the same missing field: both reported, neither renamed (that key would be written twice)',
      code: mutate(current, '"required": true,', '«"reqired"»: true, «"requird"»: true,'),
      errors: [
        'Arcade ignores unknown keys: `reqired` is silently dropped — did you mean `required`?',
        'Arcade ignores unknown keys: `requird` is silently dropped — did you mean `required`?',
      ],
    },
    {
      name: 'a key no field is near: no fix',
      code: mutate(current, '"name": "ArcadeWeatherApi",', '"name": "ArcadeWeatherApi", «"homepage"»: "x",'),
      errors: [
        'Arcade ignores unknown keys: `homepage` is silently dropped (ToolkitDefinition has no such field). Remove it, or correct the key.',
      ],
    },
    {
      name: 'keys an object inherits in JavaScript (constructor, __proto__) are unknown keys like any other',
      code: mutate(current, '"name": "ArcadeWeatherApi",', '"name": "ArcadeWeatherApi", «"constructor"»: "x", «"__proto__"»: {},'),
      errors: ['`constructor` is silently dropped (ToolkitDefinition has no such field)', '`__proto__` is silently dropped'],
    },
    {
      name: 'in a nested value schema',
      code: mutate(current, '"description": "City name."', '"description": "City name.", «"format"»: "date"'),
      errors: ['`format` is silently dropped (ValueSchema has no such field)'],
    },
  ],
});
