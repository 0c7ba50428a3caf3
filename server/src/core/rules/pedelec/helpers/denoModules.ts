/**
 * The Deno modules of a Pedelec document (Pedelec 0.4): the `denoModules` of a skills manifest (the SDK's `skills`
 * input), or the one module given to a script's `defineDenoModule(…)`. Where each is rejected, and with which code,
 * is said once here, from the upstream code:
 * - the SDK's `createSession` → `normalizeSkillsInput` checks each module (sdk/src/index.ts @ c2b3874), all INVALID_INPUT;
 * - Core's `normalize_deno_module_inputs` checks them again at thread creation (desktop/crates/pedelec-core/src/lib.rs
 *   @ c2b3874): names and duplicates as DENO_MODULE_NAME_INVALID, blank description or usage as INVALID_INPUT;
 * - the Vite plugin (sdk/src/vite.ts `findDenoModuleImportNames`, `readDeclaration`) fails the build on a call it reads.
 */
import type { SchemaDocument } from '../../../model/document';
import type { Family } from '../../../model/catalog';
import { getValue, isArray, isObject, type ObjectNode } from '../../../model/tree';

/** The module specifier the Vite plugin reads `defineDenoModule` from (sdk/src/vite.ts `PACKAGE_NAME`), and nothing else. */
export const VITE_PACKAGE = '@kaoruisaac/pedelec';

/** The families whose documents hold Deno modules. */
export const DENO_FAMILIES: readonly Family[] = ['pedelec-skills', 'pedelec-deno-module'];

/** The modules of a document: a skills manifest's `denoModules` objects, or a `defineDenoModule(…)` object. */
export function denoModules(doc: SchemaDocument, family: Family): ObjectNode[] {
  if (family === 'pedelec-deno-module') return isObject(doc.root) ? [doc.root] : [];
  if (family !== 'pedelec-skills') return [];
  const modules = getValue(doc.root, 'denoModules');
  return isArray(modules) ? modules.items.filter(isObject) : [];
}

/** A module checked as `skills.denoModules` entry (description and usage required) rather than a lone definition. */
export const inSkills = (family: Family) => family === 'pedelec-skills';

/** `: the SDK rejects it when the session is created (INVALID_INPUT "…")`, and Core's code where Core checks too. */
export function sdkRejects(message: string, core?: string): string {
  return `; the SDK's createSession rejects it (INVALID_INPUT "${message}")${core ? `, and so does Core (${core})` : ''}`;
}

/**
 * The module-name rule of the SDK (`isValidDenoModuleName`, sdk/src/deno-module-internal.ts @ a05fb8e) and Core
 * (`is_valid_deno_module_name`, lib.rs @ c2b3874): one segment or `@scope/package`, each segment a letter or digit
 * then letters, digits, `.`, `_`, `-`. The characters it spells out (`\`, NUL, `:`, a leading or trailing `/`, `.`
 * and `..`, surrounding spaces) all fail the segment pattern as well.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export function isValidDenoModuleName(name: string): boolean {
  if (name.startsWith('@')) {
    const parts = name.slice(1).split('/');
    return parts.length === 2 && parts.every((p) => SEGMENT.test(p));
  }
  return SEGMENT.test(name);
}
