import { ruleTester } from '../../../helpers/ruleTester';
import { unresolvedSchema } from '../../../../server/src/core/rules/pedelec/unresolved-schema';

const header = "import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n";
const on = { rules: { 'pedelec/unresolved-schema': 'hint' as const } };

ruleTester(unresolvedSchema, {
  valid: [
    {
      name: 'off by default: nothing is said about what was skipped',
      filename: 'tools.ts',
      code: `${header}declare function makeArgs(): ToolArgsSchema;\nexport const t = defineTool({ name: 'a', description: 'd', argsSchema: makeArgs() });`,
    },
  ],
  invalid: [
    {
      name: 'on: a call, a parameter, a template literal with a substitution, a spread of a call',
      filename: 'tools.ts',
      settings: on,
      code: `${header}declare function makeArgs(): ToolArgsSchema;\nexport function tools(max: number) {\n  return [\n    defineTool({ name: 'a', description: 'd', argsSchema: «makeArgs()» }),\n    defineTool({ name: 'b', description: 'd', argsSchema: { type: 'object', properties: { n: { type: 'number', maximum: «max», description: «\`up to \${max}\`» }, m: «{ ...makeArgs(), type: 'string' }» } } }),\n  ];\n}\n`,
      errors: [
        '(a function call)',
        '(a variable that is not a constant)',
        '(a template literal with substitutions)',
        '(an object spread of a function call)',
      ],
    },
    {
      name: 'on: a tools entry of a session that cannot be read',
      filename: 'session.ts',
      settings: on,
      code: `${header}declare function more(): any;\ndeclare const pedelec: any;\nawait pedelec.createSession({ provider: 'codex', skills: { guidance: 'g', tools: [defineTool({ name: 'a', description: 'd' }), «more()»] } });\n`,
      errors: ['(a function call)'],
    },
  ],
});
