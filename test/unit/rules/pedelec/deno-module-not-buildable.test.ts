import { ruleTester } from '../../../helpers/ruleTester';
import { denoModuleNotBuildable } from '../../../../server/src/core/rules/pedelec/deno-module-not-buildable';

// The messages are the plugin's own (sdk/src/vite.ts readDeclaration, resolveEntry).
const IMPORT = 'import { defineDenoModule } from "@kaoruisaac/pedelec";\n';
const ts = (body: string) => `${IMPORT}${body}\n`;

ruleTester(denoModuleNotBuildable, {
  valid: [
    {
      name: 'string literals, a no-substitution template, quoted and numeric keys',
      filename: 'm.ts',
      code: ts(
        'export const m = defineDenoModule({ "name": `m`, description: "d", usage: "u", entry: "./m.ts", 1: 2, preferStdinExecution: true });',
      ),
    },
    { name: 'a package entry', filename: 'm.ts', code: ts('export const m = defineDenoModule({ name: "m", entry: "gsap" });') },
    {
      name: 'a call the plugin does not read is not judged here',
      filename: 'm.ts',
      code: 'import { defineDenoModule } from "pedelec";\nexport const m = defineDenoModule({ name: NAME, entry: "./m.ts" });\n',
    },
  ],
  invalid: [
    {
      name: 'a name from a constant, a shorthand usage, inline code, an entry with a substitution',
      filename: 'm.ts',
      code: ts(
        'const NAME = "m";\nconst usage = "u";\nexport const m = defineDenoModule({ name: «NAME», «usage», code: «"x"», entry: «`./${NAME}.ts`» });',
      ),
      errors: [
        'The Pedelec Vite plugin stops the build here ("defineDenoModule() requires a static string field: name")',
        '"defineDenoModule() field must be a static string when provided: usage"',
        '"defineDenoModule() does not support inline code; use a static entry"',
        '"defineDenoModule() entry cannot contain template substitutions"',
      ],
    },
    {
      name: 'not one object literal',
      filename: 'm.ts',
      code: ts('const spec = { name: "m", entry: "./m.ts" };\nexport const m = «defineDenoModule»(spec);'),
      errors: ['"defineDenoModule() requires one object literal argument"'],
    },
    {
      name: 'a spread and a method; no entry',
      filename: 'm.ts',
      code: ts('const base = { name: "m" };\nexport const m = «defineDenoModule»({ «...base», «usage() { return "u"; }», name: "m" });'),
      errors: [
        '"defineDenoModule() requires an entry string literal"',
        'fields must be statically readable property assignments',
        'fields must be statically readable property assignments',
      ],
    },
    {
      name: 'an entry that is not a string literal; a remote entry',
      filename: 'm.ts',
      code: ts(
        'const E = "./m.ts";\nexport const a = defineDenoModule({ name: "a", entry: «E» });\nexport const b = defineDenoModule({ name: "b", entry: «"https://esm.sh/gsap"» });',
      ),
      errors: [
        '"defineDenoModule() entry must be a string literal"',
        '"Deno module "b" entry "https://esm.sh/gsap" is not a local or package specifier; remote and scheme URLs are not supported"',
      ],
    },
  ],
});
