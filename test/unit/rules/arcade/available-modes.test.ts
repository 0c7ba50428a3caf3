import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { availableModes } from '../../../../server/src/core/rules/arcade/available-modes';

const current = fixture('weather.current.tool.json');

// schema.py ToolOutput.available_modes: list[str] with the default ["value", "error", "null"]: pydantic accepts it
// missing, empty or with any string; catalog.py create_output_definition writes value, error and null.
ruleTester(availableModes, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'null is a type error pydantic makes (the schema reports it)', code: mutate(current, '["value", "error", "null"]', 'null') },
    { name: "a mode that is not a string is the schema's", code: mutate(current, '["value", "error", "null"]', '["value", 1]') },
  ],
  invalid: [
    {
      name: 'missing: Arcade fills in the default',
      code: mutate(mutate(current, '"available_modes": ["value", "error", "null"],\n    ', ''), '"output": {', '«"output"»: {'),
      errors: ['"output" has no "available_modes": Arcade fills in ["value","error","null"]. Write the modes the tool really has.'],
      // The fix writes out what Arcade fills in: the same definition, said explicitly.
      output: mutate(
        mutate(current, '"available_modes": ["value", "error", "null"],\n    ', ''),
        '"description": null\n    }\n  },\n  "requirements"',
        '"description": null\n    },\n    "available_modes": ["value","error","null"]\n  },\n  "requirements"',
      ),
    },
    {
      name: 'empty',
      code: mutate(current, '["value", "error", "null"]', '«[]»'),
      errors: ['"available_modes" is empty: Arcade accepts it'],
    },
    {
      name: 'an unknown mode',
      code: mutate(current, '["value", "error", "null"]', '["value", «"stream"»]'),
      errors: ['Arcade accepts any string here, but "stream" is not one of Arcade\'s output modes'],
    },
  ],
});
