import { ruleTester } from '../../../helpers/ruleTester';
import { denoModuleNotPrepared } from '../../../../server/src/core/rules/pedelec/deno-module-not-prepared';

const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';
const session = (modules: string) => `await pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: ${modules} } });\n`;
const NOT_PREPARED = `the SDK's createSession rejects it with 'Deno module "m" was not prepared. Configure pedelecVitePlugin() in the Vite project.'`;

ruleTester(denoModuleNotPrepared, {
  valid: [
    { name: 'a manifest without modules', code: '{ "guidance": "g", "tools": [], "denoModules": [] }' },
    {
      name: 'TypeScript: modules made by defineDenoModule, directly or through a constant',
      filename: 'session.ts',
      code: `${IMPORT}const m = defineDenoModule({ name: "m", description: "d", usage: "u", entry: "./m.ts" });\n${session('[m, defineDenoModule({ name: "n", description: "d", usage: "u", entry: "./n.ts" })]')}`,
    },
    {
      name: 'TypeScript: a call through an alias is deno-module-unseen-import’s, not this rule’s',
      filename: 'session.ts',
      code: `import { defineDenoModule } from "pedelec";\nconst m = defineDenoModule({ name: "m", description: "d", usage: "u", entry: "./m.ts" });\n${session('[m]')}`,
    },
  ],
  invalid: [
    {
      name: 'JSON: every module written out',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": «"m"», "description": "d", "usage": "u", "entry": "./m.ts" }, «{» "description": "d" } ] }',
      errors: [
        `This Deno module is written out in JSON, so no build step prepares it: ${NOT_PREPARED}`,
        `'Deno module "…" was not prepared.`,
      ],
    },
    {
      name: 'TypeScript: an object literal in denoModules',
      filename: 'session.ts',
      code: `${IMPORT}${session('[{ name: «"m"», description: "d", usage: "u", entry: "./m.ts" }]')}`,
      errors: [`This Deno module is not made by a defineDenoModule(…) call, so no build step prepares it: ${NOT_PREPARED}`],
    },
    {
      name: 'TypeScript: a spread copy of a prepared module loses its hidden bundle',
      filename: 'session.ts',
      code: `${IMPORT}const m = defineDenoModule({ name: «"m"», description: "d", usage: "u", entry: "./m.ts" });\n${session('[{ ...m, usage: "v" }]')}`,
      errors: ['not made by a defineDenoModule(…) call'],
    },
  ],
});
