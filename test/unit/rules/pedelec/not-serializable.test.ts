import { ruleTester } from '../../../helpers/ruleTester';
import { notSerializable } from '../../../../server/src/core/rules/pedelec/not-serializable';

const header = "import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n";

ruleTester(notSerializable, {
  valid: [
    {
      name: 'plain literals, and the handler function of the tool itself',
      filename: 'tools.ts',
      code: `${header}export const t = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { n: { type: 'number', maximum: 10, default: 1 } } }, handler: async () => ({}) });`,
    },
    {
      name: 'a value that merely cannot be evaluated is no hazard',
      filename: 'tools.ts',
      code: `${header}declare const limit: number;\nconst args = { type: 'object', properties: { n: { type: 'number', maximum: limit, default: Number(1) } } } satisfies ToolArgsSchema;`,
    },
    {
      name: 'a local variable named undefined is not undefined',
      filename: 'tools.js',
      code: `import { defineTool } from 'pedelec';\nfunction make(undefined) { return defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', default: undefined } }); }`,
    },
  ],
  invalid: [
    {
      name: 'undefined is removed (safe: JSON drops it anyway); a function is reported, removable',
      filename: 'tools.ts',
      code: `${header}const args = {\n  type: 'object',\n  properties: {\n    q: { type: 'string', default: «undefined», examples: [«() => 'x'»] },\n    r: { type: 'string', pattern: «/^a+$/» },\n  },\n} satisfies ToolArgsSchema;\n`,
      errors: [
        '`undefined` in an args schema is dropped',
        'A function in an args schema becomes `null`',
        'An object made by `new` (or a regular expression)',
      ],
      output: `${header}const args = {\n  type: 'object',\n  properties: {\n    q: { type: 'string', examples: [() => 'x'] },\n    r: { type: 'string', pattern: /^a+$/ },\n  },\n} satisfies ToolArgsSchema;\n`,
    },
    {
      name: 'BigInt, NaN, Infinity, -Infinity, a symbol, new Date()',
      filename: 'tools.ts',
      code: `${header}export const t = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { n: { type: 'integer', maximum: «10n», minimum: «-Infinity», default: «NaN» }, s: { type: 'string', description: «Symbol('x')» }, d: { type: 'string', default: «new Date()» }, i: { type: 'number', examples: [«Infinity»] } } } });`,
      errors: [
        'cannot be written as JSON',
        'An infinite number in an args schema becomes `null`',
        '`NaN` in an args schema becomes `null`',
        'A symbol in an args schema is dropped',
        'An object made by `new`',
        'An infinite number',
      ],
      output: `${header}export const t = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { n: { type: 'integer', maximum: 10n, minimum: -Infinity, default: NaN }, s: { type: 'string' }, d: { type: 'string', default: new Date() }, i: { type: 'number', examples: [null] } } } });`,
    },
    {
      name: 'in a lone node typed ToolArgsSchemaNode, used by no tool',
      filename: 'shared.ts',
      code: "import type { ToolArgsSchemaNode } from '@kaoruisaac/pedelec';\nexport const limit = { type: 'integer', default: «undefined» } satisfies ToolArgsSchemaNode;\n",
      errors: ['`undefined` in an args schema is dropped'],
      output:
        "import type { ToolArgsSchemaNode } from '@kaoruisaac/pedelec';\nexport const limit = { type: 'integer' } satisfies ToolArgsSchemaNode;\n",
    },
    {
      name: 'through a constant and a spread, reported where the value is written',
      filename: 'tools.tsx',
      code: `${header}const base = { type: 'string', default: «void 0» } as const;\nexport const t = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { q: { ...base, description: 'Query' } } } });`,
      errors: ['`undefined` in an args schema is dropped'],
      output: `${header}const base = { type: 'string' } as const;\nexport const t = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { q: { ...base, description: 'Query' } } } });`,
    },
  ],
});
