/**
 * `toolschema/eslint`: toolschema's checks as an ESLint 9+ plugin (flat config). `configs.recommended` lints
 * TypeScript and JavaScript files with whatever parser the user's config gives them; `configs.json` lints JSON and
 * JSONC files under `@eslint/json`'s `json/json` and `json/jsonc` languages (the user registers that plugin as
 * `json`); `configs.python` lints `.py` files under the plugin's own `toolschema/python` language (python.ts). All
 * only read the file's text: the analysis is toolschema's own (see fileLint.ts).
 */
import type { ESLint, Linter } from 'eslint';
import { codesOf, eslintRules } from './rules';
import { VERSION } from '../version';
import { PYTHON_EXTENSIONS, SCRIPT_EXTENSIONS } from '../core/languages/ids';
import { pythonLanguage } from './python';
import { createEngine } from '../core/pipeline/engine';
import { RULES } from '../core/rules';
import { LANGUAGES } from '../core/languages/registry';

/** The rules and languages every file is linted with: chosen here, handed down (core/pipeline/engine.ts). */
const ENGINE = createEngine({ rules: RULES, languages: LANGUAGES });
const CODES = codesOf(ENGINE);

const levelOf = (severity: string): Linter.RuleSeverity => (severity === 'off' ? 'off' : severity === 'error' ? 'error' : 'warn');

const rulesFor = (kind: 'script' | 'json' | 'python'): Linter.RulesRecord =>
  Object.fromEntries(
    CODES.filter((c) => (kind === 'json' ? true : kind === 'python' ? c.python : !c.jsonOnly)).map((c) => [
      `toolschema/${c.name}`,
      levelOf(c.defaultSeverity),
    ]),
  );

const plugin: ESLint.Plugin & { configs: Record<'recommended' | 'json' | 'python', Linter.Config[]> } = {
  meta: { name: 'toolschema', version: VERSION },
  rules: eslintRules(CODES, ENGINE),
  languages: { python: pythonLanguage as unknown as NonNullable<ESLint.Plugin['languages']>[string] },
  configs: { recommended: [], json: [], python: [] },
};

// JSON files that are JSONC in practice (comments allowed by their readers) and never toolschema's.
const JSONC_BY_CONVENTION = ['**/tsconfig.json', '**/tsconfig.*.json', '**/jsconfig.json', '**/.vscode/*.json'];

plugin.configs.recommended = [
  {
    name: 'toolschema/recommended',
    files: SCRIPT_EXTENSIONS.map((ext) => `**/*${ext}`),
    plugins: { toolschema: plugin },
    rules: rulesFor('script'),
  },
];
plugin.configs.json = [
  {
    name: 'toolschema/json',
    files: ['**/*.json'],
    ignores: ['**/package-lock.json', ...JSONC_BY_CONVENTION],
    language: 'json/json',
    plugins: { toolschema: plugin },
    rules: rulesFor('json'),
  },
  { name: 'toolschema/jsonc', files: ['**/*.jsonc'], language: 'json/jsonc', plugins: { toolschema: plugin }, rules: rulesFor('json') },
];
plugin.configs.python = [
  {
    name: 'toolschema/python',
    files: PYTHON_EXTENSIONS.map((ext) => `**/*${ext}`),
    language: 'toolschema/python',
    plugins: { toolschema: plugin },
    rules: rulesFor('python'),
  },
];

export = plugin;
