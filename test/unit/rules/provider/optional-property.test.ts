import { ruleTester } from '../../../helpers/ruleTester';
import { arcadeTool, ARGS, using } from '../../../helpers/providerCases';
import { optionalProperty } from '../../../../server/src/core/rules/provider/optional-property';

ruleTester(optionalProperty, {
  valid: [
    {
      name: 'Arcade: the converter lists every parameter and field (optional ones nullable)',
      code: arcadeTool(
        '{ "val_type": "json", "properties": { "a": { "val_type": "string" }, "b": { "val_type": "string", "nullable": true } }, "required_keys": ["a"] }',
      ),
    },
    {
      name: 'every property required',
      code: '{ "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a"] }',
      filename: ARGS,
      settings: using('openai-strict'),
    },
    {
      name: 'openai without strict mode allows optional properties',
      code: '{ "type": "object", "properties": { "a": { "type": "string" } } }',
      filename: ARGS,
      settings: using('openai', 'anthropic-strict'),
    },
  ],
  invalid: [
    {
      name: 'a property not in required, at the root and nested',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, «"b"»: { "type": "object", "properties": { «"c"»: { "type": "string" } } } }, "required": ["a"] }'
        .replace('«"b"»: {', '"b": «{')
        .replace('«"c"»: { "type": "string" }', '"c": «{ "type": "string" }»')
        .replace('} } }, "required"', '} }» }, "required"'),
      filename: ARGS,
      settings: using('openai-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects a tool with this args schema as its parameters: every property must be listed in "required"; "b" is not. List it in "required" and let it be null when it is optional',
        '"c" is not',
      ],
    },
    {
      name: 'TypeScript: reported where the property is written, through a constant',
      filename: 'tools.ts',
      code: `import { defineTool } from '@kaoruisaac/pedelec';
const props = { q: «{ type: 'string' }» };
export const a = defineTool({ name: 'a', description: 'A.', argsSchema: { type: 'object', properties: props, required: [] } });
`,
      settings: using('openai-strict'),
      errors: ['every property must be listed in "required"; "q" is not'],
    },
  ],
});
