import { ruleTester } from '../../../helpers/ruleTester';
import { invalidPreferStdinExecution } from '../../../../server/src/core/rules/pedelec/invalid-prefer-stdin-execution';

const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';

ruleTester(invalidPreferStdinExecution, {
  valid: [
    {
      name: 'true, false, or left out',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "a", "preferStdinExecution": true }, { "name": "b", "preferStdinExecution": false }, { "name": "c" } ] }',
    },
  ],
  invalid: [
    {
      name: 'a boolean written as a string is fixed; a number is not',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "a", "preferStdinExecution": «"true"» }, { "name": "b", "preferStdinExecution": «1» } ] }',
      errors: [
        'not a string; the SDK rejects it (INVALID_INPUT "Deno Module preferStdinExecution must be a boolean"). Write true.',
        'not a number',
      ],
      output:
        '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "a", "preferStdinExecution": true }, { "name": "b", "preferStdinExecution": 1 } ] }',
    },
    {
      name: 'TypeScript: a lone module',
      filename: 'modules.ts',
      code: `${IMPORT}export const m = defineDenoModule({ name: "m", entry: "./m.ts", preferStdinExecution: «"false"» });\n`,
      errors: ['Write false.'],
      output: `${IMPORT}export const m = defineDenoModule({ name: "m", entry: "./m.ts", preferStdinExecution: false });\n`,
    },
  ],
});
