import { ruleTester } from '../../../helpers/ruleTester';
import { denoModuleUnseenImport } from '../../../../server/src/core/rules/pedelec/deno-module-unseen-import';

// sdk/src/vite.ts findDenoModuleImportNames: a value import by name from exactly "@kaoruisaac/pedelec".
const MODULE = '({ name: "m", entry: "./m.ts" })';

ruleTester(denoModuleUnseenImport, {
  valid: [
    {
      name: 'the named import',
      filename: 'modules.ts',
      code: `import { defineDenoModule } from "@kaoruisaac/pedelec";\nexport const m = defineDenoModule${MODULE};\n`,
    },
    {
      name: 'renamed, as the plugin follows',
      filename: 'modules.ts',
      code: `import { defineDenoModule as deno } from "@kaoruisaac/pedelec";\nexport const m = deno${MODULE};\n`,
    },
    { name: 'a JSON manifest has no calls', code: '{ "guidance": "g", "tools": [], "denoModules": [ { "name": "m" } ] }' },
  ],
  invalid: [
    {
      name: 'an alias module name',
      filename: 'modules.ts',
      code: `import { defineDenoModule } from "pedelec";\nexport const m = «defineDenoModule»${MODULE};\n`,
      errors: [
        'This defineDenoModule is imported from "pedelec", which the Pedelec Vite plugin does not read: it leaves the call as it is, so the module is not bundled, and createSession rejects it as not prepared. Import it as import { defineDenoModule } from "@kaoruisaac/pedelec"',
      ],
    },
    {
      name: 'a namespace import',
      filename: 'modules.ts',
      code: `import * as P from "@kaoruisaac/pedelec";\nexport const m = «P.defineDenoModule»${MODULE};\n`,
      errors: ['is not a named value import'],
    },
    {
      name: 'require',
      filename: 'modules.js',
      code: `const { defineDenoModule } = require("@kaoruisaac/pedelec");\nexports.m = «defineDenoModule»${MODULE};\n`,
      errors: ['is not a named value import'],
    },
    {
      name: 'in the skills of createSession, reported once',
      filename: 'session.ts',
      code: `import { defineDenoModule } from "pedelec";\nawait pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: [«defineDenoModule»({ name: "m", description: "d", usage: "u", entry: "./m.ts" })] } });\n`,
      errors: ['imported from "pedelec"'],
    },
  ],
});
