/**
 * The contract toolschema's Arcade errors are held to: per kind of mutation of a valid current-format definition,
 * what arcade-core does with the result, and where in its code (ArcadeAI/arcade-mcp, reviewed at 597debaa =
 * arcade-core 4.11, and the 4.17 files `schema.py @ 057ec619`, `catalog.py @ 0ab2fbd7`). "load" = pydantic's
 * `ToolDefinition.model_validate`; "build" = the catalog's checks when it builds the tool from Python
 * (`ToolCatalog.create_tool_definition`, `extract_field_info`, `ToolMetadata.validate_for_tool`). The upstream code
 * cannot be vendored, so this table is the oracle; pydantic 2's lax bool parsing was checked against pydantic
 * 2.13.4 directly.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export interface MutationKind {
  kind: string;
  /** `reject`: arcade-core raises; `accept`: it loads (and builds) the definition. */
  upstream: 'reject' | 'accept';
  /** The upstream file and model or function that decides, with the step. */
  source: string;
  /** Changes the definition in place; false when this fixture has nothing to mutate. */
  apply(tool: Obj): boolean;
}

const SCHEMA = 'libs/arcade-core/arcade_core/schema.py';
const CATALOG = 'libs/arcade-core/arcade_core/catalog.py';
const METADATA = 'libs/arcade-core/arcade_core/metadata.py';

const obj = (v: Json | undefined): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
const firstParam = (t: Obj) => obj((obj(t.input)?.parameters as Json[] | undefined)?.[0]);
const outputOf = (t: Obj) => obj(t.output);
const firstValueSchema = (t: Obj) => obj(firstParam(t)?.value_schema);

/** Sets `key` on `target` (false when there is no target). */
const set = (target: Obj | undefined, key: string, value: Json) => !!target && ((target[key] = value), true);
const drop = (target: Obj | undefined, key: string) => !!target && key in target && (delete target[key], true);
const rename = (target: Obj | undefined, from: string, to: string) => {
  if (!target || !(from in target)) return false;
  target[to] = target[from];
  delete target[from];
  return true;
};

export const ARCADE_MUTATIONS: readonly MutationKind[] = [
  // The tool's description.
  {
    kind: 'tool description missing',
    upstream: 'reject',
    source: `${SCHEMA} ToolDefinition.description: str (load)`,
    apply: (t) => drop(t, 'description'),
  },
  {
    kind: 'tool description null',
    upstream: 'reject',
    source: `${SCHEMA} ToolDefinition.description: str (load)`,
    apply: (t) => set(t, 'description', null),
  },
  {
    kind: 'tool description ""',
    upstream: 'reject',
    source: `${CATALOG} create_tool_definition: \`if not tool_description\` (build)`,
    apply: (t) => set(t, 'description', ''),
  },
  {
    kind: 'tool description blank',
    upstream: 'accept',
    source: `${CATALOG} create_tool_definition: "  " is truthy (build)`,
    apply: (t) => set(t, 'description', '   '),
  },
  // Requirements.
  {
    kind: 'requirements missing',
    upstream: 'reject',
    source: `${SCHEMA} ToolDefinition.requirements: ToolRequirements, required (load)`,
    apply: (t) => drop(t, 'requirements'),
  },
  {
    kind: 'requirements null',
    upstream: 'reject',
    source: `${SCHEMA} ToolDefinition.requirements: not Optional (load)`,
    apply: (t) => set(t, 'requirements', null),
  },
  {
    kind: 'requirements {}',
    upstream: 'accept',
    source: `${SCHEMA} ToolRequirements: every field defaults to None (load)`,
    apply: (t) => set(t, 'requirements', {}),
  },
  // Parameter descriptions and names.
  {
    kind: 'parameter description missing',
    upstream: 'reject',
    source: `${CATALOG} extract_field_info: \`description is None\` (build)`,
    apply: (t) => drop(firstParam(t), 'description'),
  },
  {
    kind: 'parameter description null',
    upstream: 'reject',
    source: `${CATALOG} extract_field_info: \`description is None\` (build)`,
    apply: (t) => set(firstParam(t), 'description', null),
  },
  {
    kind: 'parameter description ""',
    upstream: 'accept',
    source: `${CATALOG} extract_field_info checks only \`is None\` (build)`,
    apply: (t) => set(firstParam(t), 'description', ''),
  },
  {
    kind: 'parameter name repo-name',
    upstream: 'reject',
    source: `${CATALOG} extract_field_info: \`new_name.isidentifier()\` (build)`,
    apply: (t) => set(firstParam(t), 'name', 'repo-name'),
  },
  {
    kind: 'parameter name 2fa',
    upstream: 'reject',
    source: `${CATALOG} extract_field_info: \`new_name.isidentifier()\` (build)`,
    apply: (t) => set(firstParam(t), 'name', '2fa'),
  },
  {
    kind: 'parameter name ""',
    upstream: 'reject',
    source: `${CATALOG} extract_field_info: \`new_name.isidentifier()\` (build)`,
    apply: (t) => set(firstParam(t), 'name', ''),
  },
  {
    kind: 'parameter name keyword',
    upstream: 'accept',
    source: `${CATALOG} extract_field_info: "class".isidentifier() is True (build)`,
    apply: (t) => set(firstParam(t), 'name', 'class'),
  },
  // Unknown keys: pydantic's default `extra="ignore"` on every ToolDefinition model, `forbid` on ToolMetadata.
  {
    kind: 'unknown root key',
    upstream: 'accept',
    source: `${SCHEMA} ToolDefinition: no \`extra\` config (load)`,
    apply: (t) => set(t, 'owner_team', 'x'),
  },
  {
    kind: 'unknown toolkit key',
    upstream: 'accept',
    source: `${SCHEMA} ToolkitDefinition: no \`extra\` config (load)`,
    apply: (t) => set(obj(t.toolkit), 'homepage', 'x'),
  },
  {
    kind: 'unknown value_schema key',
    upstream: 'accept',
    source: `${SCHEMA} ValueSchema: no \`extra\` config (load)`,
    apply: (t) => set(firstValueSchema(t), 'format', 'date'),
  },
  {
    kind: 'typo inferrable → inferable',
    upstream: 'accept',
    source: `${SCHEMA} InputParameter.inferrable defaults to True (load)`,
    apply: (t) => set(firstParam(t), 'inferable', false),
  },
  {
    kind: 'typo required → reqired',
    upstream: 'reject',
    source: `${SCHEMA} InputParameter.required: bool, required (load)`,
    apply: (t) => rename(firstParam(t), 'required', 'reqired'),
  },
  {
    kind: 'unknown metadata key',
    upstream: 'reject',
    source: `${METADATA} ToolMetadata: extra="forbid" (load)`,
    // Not on a wrapper file, whose metadata is WrapperToolMetadata (see docs/rules/arcade.md on what differs).
    apply: (t) => !('http_endpoint' in t) && set(obj(t.metadata), 'owner', 'x'),
  },
  {
    kind: '_meta object',
    upstream: 'accept',
    source: `${SCHEMA} ToolDefinition.meta, alias "_meta" (load, 4.17)`,
    apply: (t) => set(t, '_meta', { ui: { resourceUri: 'ui://T/1.0.0/p' } }),
  },
  {
    kind: 'meta object',
    upstream: 'accept',
    source: `${SCHEMA} ToolDefinition populate_by_name=True (load, 4.17)`,
    apply: (t) => set(t, 'meta', { a: 1 }),
  },
  // Lax conversions (pydantic 2 lax mode) and real type errors.
  {
    kind: 'required "true"',
    upstream: 'accept',
    source: `${SCHEMA} InputParameter.required: bool, lax str (load)`,
    apply: (t) => set(firstParam(t), 'required', 'true'),
  },
  {
    kind: 'required 1',
    upstream: 'accept',
    source: `${SCHEMA} InputParameter.required: bool, lax int (load)`,
    apply: (t) => set(firstParam(t), 'required', 1),
  },
  {
    kind: 'required "maybe"',
    upstream: 'reject',
    source: `${SCHEMA} InputParameter.required: bool (load)`,
    apply: (t) => set(firstParam(t), 'required', 'maybe'),
  },
  {
    kind: 'required 2',
    upstream: 'reject',
    source: `${SCHEMA} InputParameter.required: bool (load)`,
    apply: (t) => set(firstParam(t), 'required', 2),
  },
  {
    kind: 'inferrable "false"',
    upstream: 'accept',
    source: `${SCHEMA} InputParameter.inferrable: bool, lax str (load)`,
    apply: (t) => set(firstParam(t), 'inferrable', 'false'),
  },
  {
    kind: 'nullable "yes"',
    upstream: 'accept',
    source: `${SCHEMA} ValueSchema.nullable: bool | None, lax str (load)`,
    apply: (t) => set(firstValueSchema(t), 'nullable', 'yes'),
  },
  {
    kind: 'val_type "str"',
    upstream: 'reject',
    source: `${SCHEMA} ValueSchema.val_type: Literal (load)`,
    apply: (t) => set(firstValueSchema(t), 'val_type', 'str'),
  },
  {
    kind: 'enum of numbers',
    upstream: 'reject',
    source: `${SCHEMA} ValueSchema.enum: list[str] | None (load)`,
    apply: (t) => set(firstValueSchema(t), 'enum', [1, 2]),
  },
  // Optional fields.
  {
    kind: 'toolkit.version missing',
    upstream: 'accept',
    source: `${SCHEMA} ToolkitDefinition.version: str | None = None (load)`,
    apply: (t) => drop(obj(t.toolkit), 'version'),
  },
  {
    kind: 'toolkit.version null',
    upstream: 'accept',
    source: `${SCHEMA} ToolkitDefinition.version: str | None = None (load)`,
    apply: (t) => set(obj(t.toolkit), 'version', null),
  },
  {
    kind: 'available_modes missing',
    upstream: 'accept',
    source: `${SCHEMA} ToolOutput.available_modes has a default (load)`,
    apply: (t) => drop(outputOf(t), 'available_modes'),
  },
  {
    kind: 'available_modes []',
    upstream: 'accept',
    source: `${SCHEMA} ToolOutput.available_modes: list[str] (load)`,
    apply: (t) => set(outputOf(t), 'available_modes', []),
  },
  {
    kind: 'available_modes unknown mode',
    upstream: 'accept',
    source: `${SCHEMA} ToolOutput.available_modes: list[str] (load)`,
    apply: (t) => set(outputOf(t), 'available_modes', ['value', 'stream']),
  },
  {
    kind: 'available_modes null',
    upstream: 'reject',
    source: `${SCHEMA} ToolOutput.available_modes: list[str], not Optional (load)`,
    apply: (t) => set(outputOf(t), 'available_modes', null),
  },
  {
    kind: 'name missing',
    upstream: 'reject',
    source: `${SCHEMA} ToolDefinition.name: str, required (load)`,
    apply: (t) => drop(t, 'name'),
  },
  {
    kind: 'input.parameters missing',
    upstream: 'reject',
    source: `${SCHEMA} ToolInput.parameters, required (load)`,
    apply: (t) => drop(obj(t.input), 'parameters'),
  },
  // ToolMetadata's contradiction checks (validate_for_tool), on with strict (the default), off with strict false.
  {
    kind: 'read_only with a delete operation',
    upstream: 'reject',
    source: `${METADATA} ToolMetadata.validate_for_tool, strict (build)`,
    apply: (t) => set(obj(obj(t.metadata)?.behavior), 'read_only', true) && set(obj(obj(t.metadata)?.behavior), 'operations', ['delete']),
  },
  {
    kind: 'the same contradiction with strict false',
    upstream: 'accept',
    source: `${METADATA} ToolMetadata.validate_for_tool skips the checks when not strict (build)`,
    apply: (t) =>
      set(obj(obj(t.metadata)?.behavior), 'read_only', true) &&
      set(obj(obj(t.metadata)?.behavior), 'operations', ['delete']) &&
      set(obj(obj(t.metadata)?.behavior), 'destructive', true) &&
      set(obj(t.metadata), 'strict', false),
  },
];
