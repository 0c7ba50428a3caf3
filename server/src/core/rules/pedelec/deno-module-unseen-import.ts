import type { Rule } from '../../model/rule';
import { DENO_FAMILIES, denoModules, VITE_PACKAGE } from './helpers/denoModules';
import type { HelperCall } from '../../model/tree';

/** How the call's `defineDenoModule` was imported, when the plugin does not read it. */
function howImported(call: HelperCall): string {
  if (call.module !== VITE_PACKAGE) return `is imported from "${call.module}"`;
  return 'is not a named value import (a namespace import, require, or import type)';
}

export const denoModuleUnseenImport: Rule = {
  meta: {
    id: 'pedelec/deno-module-unseen-import',
    defaultSeverity: 'warning',
    description: `Require \`defineDenoModule\` to be imported by name from exactly "${VITE_PACKAGE}", the only import the Pedelec Vite plugin reads.`,
    families: DENO_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const module of denoModules(doc, association.schema.family)) {
      const call = module.call;
      if (!call || (call.module === VITE_PACKAGE && call.namedImport)) continue;
      // sdk/src/vite.ts findDenoModuleImportNames: only `import { defineDenoModule [as x] } from "@kaoruisaac/pedelec"`
      // (value import, string compared as written, before any alias resolution); findDeclarations: bare-name calls.
      report({
        span: call.callee,
        message: `This defineDenoModule ${howImported(call)}, which the Pedelec Vite plugin does not read: it leaves the call as it is, so the module is not bundled, and createSession rejects it as not prepared. Import it as import { defineDenoModule } from "${VITE_PACKAGE}" and call it by that name.`,
      });
    }
  },
};
