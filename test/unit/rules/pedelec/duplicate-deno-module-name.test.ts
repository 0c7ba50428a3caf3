import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateDenoModuleName } from '../../../../server/src/core/rules/pedelec/duplicate-deno-module-name';

const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';

ruleTester(duplicateDenoModuleName, {
  valid: [
    {
      name: 'a module may share a tool’s name (sdk/src/index.ts normalizeSkillsInput keeps two name sets)',
      code: '{ "guidance": "g", "tools": [ { "name": "gsap", "description": "d", "argsSchema": { "type": "object" } } ], "denoModules": [ { "name": "gsap", "description": "d", "usage": "u" } ] }',
    },
    {
      name: 'names differ by case or scope',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "gsap" }, { "name": "GSAP" }, { "name": "@a/gsap" } ] }',
    },
  ],
  invalid: [
    {
      name: 'the second and third use',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "gsap" }, { "name": «"gsap"» }, { "name": «"gsap"» } ] }',
      errors: [
        'Another Deno module is already named "gsap"; the SDK rejects it (INVALID_INPUT "duplicate Deno Module name"), as Core does (DENO_MODULE_NAME_INVALID)',
        'already named "gsap"',
      ],
    },
    {
      name: 'TypeScript: two defineDenoModule values in one session',
      filename: 'session.ts',
      code: `${IMPORT}const a = defineDenoModule({ name: "fx", description: "d", usage: "u", entry: "./a.ts" });\nconst b = defineDenoModule({ name: «"fx"», description: "d", usage: "u", entry: "./b.ts" });\nawait pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: [a, b] } });\n`,
      errors: ['already named "fx"'],
    },
  ],
});
