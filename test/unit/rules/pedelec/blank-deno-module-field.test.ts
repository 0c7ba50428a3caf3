import { ruleTester } from '../../../helpers/ruleTester';
import { blankDenoModuleField } from '../../../../server/src/core/rules/pedelec/blank-deno-module-field';

const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';

ruleTester(blankDenoModuleField, {
  valid: [
    {
      name: 'description, usage and entry given',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "m", "description": "d", "usage": "u", "entry": "./m.ts" } ] }',
    },
    {
      name: 'no entry: the SDK checks it only when it is not undefined',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "m", "description": "d", "usage": "u" } ] }',
    },
    {
      name: 'TypeScript: a lone module needs no description or usage (workspace.run does not require them)',
      filename: 'modules.ts',
      code: `${IMPORT}export const m = defineDenoModule({ name: "m", entry: "./m.ts" });\n`,
    },
  ],
  invalid: [
    {
      name: 'missing, blank and non-string texts; a blank entry',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ «{» "name": "a", "usage": "u" }, { "name": "b", "description": «"  "», "usage": «3», "entry": «""» } ] }',
      errors: [
        'no "description"; the SDK\'s createSession rejects it (INVALID_INPUT "Deno Module description must be a non-empty string")',
        '"description" is blank',
        '"usage" is a number; the SDK\'s createSession rejects it (INVALID_INPUT "Deno Module usage must be a non-empty string")',
        '"entry" is blank; Pedelec refuses it: the Vite plugin cannot resolve it, and the SDK rejects it (INVALID_INPUT "Deno Module entry must be a non-empty string")',
      ],
    },
    {
      name: 'TypeScript: a module in createSession without usage',
      filename: 'session.ts',
      code: `${IMPORT}const m = defineDenoModule(«{» name: "m", description: "d", entry: "./m.ts" });\nawait pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: [m] } });\n`,
      errors: ['no "usage"'],
    },
    {
      name: 'TypeScript: a lone module with a blank entry',
      filename: 'modules.ts',
      code: `${IMPORT}export const m = defineDenoModule({ name: "m", entry: «" "» });\n`,
      errors: ['"entry" is blank'],
    },
  ],
});
