import { ruleTester } from '../../../helpers/ruleTester';
import { invalidManifest } from '../../../../server/src/core/rules/pedelec/invalid-manifest';

const SDK = '; the SDK rejects it when the session is created (INVALID_INPUT).';

ruleTester(invalidManifest, {
  valid: [
    {
      name: 'a skills manifest',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
    { name: 'an empty tools list', code: '{ "guidance": "", "tools": [] }' },
    { name: 'a registry has no guidance to check', filename: 'skills/tools.json', code: '{ "tools": [] }' },
    {
      name: 'a tool file is one tool',
      filename: 'skills/tools-a.json',
      code: '{ "name": "a", "description": "d", "argsSchema": { "type": "object" }, "timeoutMs": 60000 }',
    },
    { name: "a missing key is the bundled schema's", code: '{ "tools": [] }' },
  ],
  invalid: [
    {
      name: 'guidance not a string, tools not an array',
      code: '{ "guidance": «["be brief"]», "tools": «{ "a": {} }» }',
      errors: [
        `"guidance" must be a string, not an array${SDK} Write the guidance`,
        `"tools" must be an array of tools, not an object${SDK}`,
      ],
    },
    {
      name: 'entries that are not tool objects',
      code: '{ "guidance": "g", "tools": [ «"search"», { "name": "a", "description": "d", "argsSchema": { "type": "object" } }, «null» ] }',
      errors: [`Each entry of "tools" must be a tool object, not a string${SDK}`, 'not null;'],
    },
    {
      name: 'a registry: Core rejects the tools.json',
      filename: 'skills/tools.json',
      code: '{ "tools": «"search"» }',
      errors: ['"tools" must be an array of tools, not a string; Core\'s legacy tools.json loader rejects it (TOOLS_JSON_INVALID).'],
    },
  ],
});
