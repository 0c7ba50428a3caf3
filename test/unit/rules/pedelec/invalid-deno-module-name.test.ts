import { ruleTester } from '../../../helpers/ruleTester';
import { invalidDenoModuleName } from '../../../../server/src/core/rules/pedelec/invalid-deno-module-name';

// The valid and invalid names are the Rust test list of pedelec-core lib.rs is_valid_deno_module_name (@ c2b3874),
// which sdk/src/deno-module-internal.ts isValidDenoModuleName (@ a05fb8e) mirrors.
const skills = (...names: string[]) =>
  `{ "guidance": "g", "tools": [], "denoModules": [ ${names.map((n) => `{ "name": ${n}, "description": "d", "usage": "u" }`).join(', ')} ] }`;
const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';

ruleTester(invalidDenoModuleName, {
  valid: [
    {
      name: 'one segment, a scoped package, dots and underscores',
      code: skills('"sprite-tools"', '"gsap"', '"@example/sprite-tools"', '"a.b_c-2"'),
    },
    { name: 'a segment may start with a digit', code: skills('"2d-tools"') },
    { name: 'a manifest without denoModules', code: '{ "guidance": "g", "tools": [] }' },
    {
      name: 'TypeScript: a name taken from a constant is read',
      filename: 'modules.ts',
      code: `${IMPORT}const NAME = "sprite-tools";\nexport const m = defineDenoModule({ name: NAME, entry: "./m.ts" });\n`,
    },
  ],
  invalid: [
    {
      name: 'paths, URLs, a bare scope, too many segments, a backslash',
      code: skills(
        '«"./x"»',
        '«"/tmp/x"»',
        '«"C:x"»',
        '«"https://x.dev/m"»',
        '«"@/x"»',
        '«"@example"»',
        '«"@example/"»',
        '«"a/b/c"»',
        '«"a\\\\b"»',
      ),
      errors: Array(9).fill('the SDK rejects it (INVALID_INPUT "Deno Module name is invalid"), as Core does (DENO_MODULE_NAME_INVALID)'),
    },
    {
      name: 'surrounding spaces, a leading dot or dash, an empty name',
      code: skills('«" gsap"»', '«".hidden"»', '«"-x"»', '«""»'),
      errors: ['" gsap" is not valid', '".hidden" is not valid', '"-x" is not valid', '"" is not valid'],
    },
    {
      name: 'a missing or non-string name',
      code: '{ "guidance": "g", "tools": [], "denoModules": [ «{» "description": "d", "usage": "u" }, { "name": «7», "description": "d", "usage": "u" } ] }',
      errors: ['This Deno module has no "name"', 'must be a string, not a number'],
    },
    {
      name: 'TypeScript: a defineDenoModule call',
      filename: 'modules.ts',
      code: `${IMPORT}export const m = defineDenoModule({ name: «"@scope"», entry: "./m.ts" });\n`,
      errors: ['Deno module name "@scope" is not valid'],
    },
    {
      name: 'TypeScript: the skills of createSession',
      filename: 'session.ts',
      code: `${IMPORT}const m = defineDenoModule({ name: «"a/b/c"», description: "d", usage: "u", entry: "./m.ts" });\nawait pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: [m] } });\n`,
      errors: ['Deno module name "a/b/c" is not valid'],
    },
  ],
});
