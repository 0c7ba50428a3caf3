/**
 * The contract toolschema's Pedelec errors are held to: per kind of mutation of a valid skills manifest, what the
 * SDK's `createSession` (`normalizeSkillsInput`, kaoruisaac/pedelec sdk/src/index.ts @ c2b3874) and then Core's
 * `ToolRegistry::from_skills_input` (desktop/crates/pedelec-core/src/lib.rs @ c2b3874) do with it. The upstream
 * code cannot be vendored, so this table is the oracle.
 */
import type { Json } from './arcadeContract';

type Obj = { [key: string]: Json };

export interface PedelecMutation {
  kind: string;
  upstream: 'reject' | 'accept';
  source: string;
  apply(manifest: Obj): void;
}

const SDK = 'sdk/src/index.ts';
const CORE = 'desktop/crates/pedelec-core/src/lib.rs';
const tools = (m: Obj) => m.tools as Obj[];
const first = (m: Obj) => tools(m)[0];

export const PEDELEC_MUTATIONS: readonly PedelecMutation[] = [
  {
    kind: 'argsSchema missing',
    upstream: 'reject',
    source: `${SDK} normalizeToolArgsSchema "tool argsSchema must be an object"`,
    apply: (m) => delete first(m).argsSchema,
  },
  {
    kind: 'argsSchema an array',
    upstream: 'reject',
    source: `${SDK} normalizeToolArgsSchema "tool argsSchema must be an object"`,
    apply: (m) => (first(m).argsSchema = []),
  },
  {
    kind: 'argsSchema not type object',
    upstream: 'reject',
    source: `${SDK} normalizeToolArgsSchema "tool argsSchema must describe an object"`,
    apply: (m) => (first(m).argsSchema = { type: 'string' }),
  },
  {
    kind: 'name starting with a digit',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput TOOL_NAME_PATTERN "tool name is invalid"`,
    apply: (m) => (first(m).name = '2fa'),
  },
  {
    kind: 'name with . - _',
    upstream: 'accept',
    source: `${SDK} normalizeSkillsInput TOOL_NAME_PATTERN`,
    apply: (m) => (first(m).name = 'a.b-c_d'),
  },
  {
    kind: 'duplicate name',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "duplicate tool name"`,
    apply: (m) => (tools(m)[1].name = first(m).name),
  },
  {
    kind: 'blank description',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "tool description must be a non-empty string"`,
    apply: (m) => (first(m).description = '  '),
  },
  {
    kind: 'timeoutMs 0',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "tool timeoutMs must be a positive integer"`,
    apply: (m) => (first(m).timeoutMs = 0),
  },
  {
    kind: 'timeoutMs 1.5',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput Number.isInteger`,
    apply: (m) => (first(m).timeoutMs = 1.5),
  },
  { kind: 'timeoutMs 5000', upstream: 'accept', source: `${SDK} normalizeSkillsInput`, apply: (m) => (first(m).timeoutMs = 5000) },
  {
    kind: 'legacy input',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "tool input is no longer supported; use argsSchema"`,
    apply: (m) => (first(m).input = { type: 'object' }),
  },
  {
    kind: 'guidance not a string',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "skills.guidance must be a string"`,
    apply: (m) => (m.guidance = 3),
  },
  {
    kind: 'tools not an array',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "skills.tools must be an array"`,
    apply: (m) => (m.tools = 'x'),
  },
  {
    kind: '"minimum": "3" in the schema',
    upstream: 'reject',
    source: `${CORE} ToolRegistry::from_skills_input jsonschema::meta::validate "tool argsSchema is not a valid JSON Schema"`,
    apply: (m) => (((first(m).argsSchema as Obj).properties as Obj).position = { type: 'number', minimum: '3' }),
  },
];

/**
 * Pedelec 0.4's Deno modules, per kind of mutation of a session whose one module is made by `defineDenoModule(…)`
 * imported from "@kaoruisaac/pedelec" (what the Vite plugin prepares): what the plugin (sdk/src/vite.ts @ 5eb4101),
 * the SDK's `normalizeSkillsInput` and Core's `normalize_deno_module_inputs` do with it. `writtenAs` changes how the
 * module is written in the script; `decision` names a documented disagreement (docs/rules/pedelec.md): toolschema
 * reports that code as a warning, not an error.
 */
export interface DenoMutation extends PedelecMutation {
  writtenAs?: 'object literal' | 'alias import';
  decision?: string;
}

const VITE = 'sdk/src/vite.ts';
const modules = (m: Obj) => m.denoModules as Obj[];
const module0 = (m: Obj) => modules(m)[0];

export const DENO_MUTATIONS: readonly DenoMutation[] = [
  {
    kind: 'module name a relative path',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput isValidDenoModuleName "Deno Module name is invalid"; ${CORE} is_valid_deno_module_name`,
    apply: (m) => (module0(m).name = './x'),
  },
  {
    kind: 'module name of three segments',
    upstream: 'reject',
    source: `${CORE} is_valid_deno_module_name (test list: "a/b/c")`,
    apply: (m) => (module0(m).name = 'a/b/c'),
  },
  {
    kind: 'module name @scope/package',
    upstream: 'accept',
    source: `${CORE} is_valid_deno_module_name (test list: "@example/sprite-tools")`,
    apply: (m) => (module0(m).name = '@example/sprite-tools'),
  },
  {
    kind: 'duplicate module name',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "duplicate Deno Module name"`,
    apply: (m) => modules(m).push({ ...module0(m), entry: './deno/other.ts' }),
  },
  {
    kind: 'module named like a tool',
    upstream: 'accept',
    source: `${SDK} normalizeSkillsInput (module names are a set of their own)`,
    apply: (m) => (module0(m).name = 'move'),
  },
  {
    kind: 'module description blank',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "Deno Module description must be a non-empty string"`,
    apply: (m) => (module0(m).description = ' '),
  },
  {
    kind: 'module usage missing',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "Deno Module usage must be a non-empty string"`,
    apply: (m) => delete module0(m).usage,
  },
  {
    kind: 'module entry blank',
    upstream: 'reject',
    source: `${VITE} resolveEntry "could not resolve entry"; ${SDK} normalizeSkillsInput "Deno Module entry must be a non-empty string"`,
    apply: (m) => (module0(m).entry = ''),
  },
  {
    kind: 'module entry a URL',
    upstream: 'reject',
    source: `${VITE} resolveEntry isRemoteOrSchemeEntry "is not a local or package specifier"`,
    apply: (m) => (module0(m).entry = 'https://esm.sh/gsap'),
  },
  {
    kind: 'module without entry',
    upstream: 'reject',
    source: `${VITE} readDeclaration "defineDenoModule() requires an entry string literal"`,
    apply: (m) => delete module0(m).entry,
  },
  {
    kind: 'module code inline',
    upstream: 'reject',
    source: `${VITE} readDeclaration "defineDenoModule() does not support inline code; use a static entry"`,
    apply: (m) => (module0(m).code = 'export const x = 1;'),
  },
  {
    kind: 'preferStdinExecution "true"',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "Deno Module preferStdinExecution must be a boolean"`,
    apply: (m) => (module0(m).preferStdinExecution = 'true'),
  },
  {
    kind: 'preferStdinExecution true',
    upstream: 'accept',
    source: `${SDK} normalizeSkillsInput (sent to Core only when true)`,
    apply: (m) => (module0(m).preferStdinExecution = true),
  },
  {
    kind: 'denoModules not an array',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput "skills.denoModules must be an array"`,
    apply: (m) => (m.denoModules = 'sprite-tools'),
  },
  {
    kind: 'module written as an object literal',
    upstream: 'reject',
    source: `${SDK} normalizeSkillsInput 'Deno module "<name>" was not prepared'`,
    writtenAs: 'object literal',
    apply: () => undefined,
  },
  {
    kind: 'defineDenoModule imported through an alias',
    upstream: 'reject',
    source: `${VITE} findDenoModuleImportNames (PACKAGE_NAME only), then ${SDK} normalizeSkillsInput "was not prepared"`,
    writtenAs: 'alias import',
    decision: 'pedelec/deno-module-unseen-import',
    apply: () => undefined,
  },
];
