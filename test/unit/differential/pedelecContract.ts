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
