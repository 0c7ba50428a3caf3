/**
 * What an MCP client is shown: the tool as arcade-mcp-server's convert.py builds it (`create_mcp_tool`), with its
 * own value-schema mapping (objects closed, `nullable` honoured everywhere), `outputSchema`, `annotations` and
 * `_meta.arcade`. Fields that come from the Python function (`execution`, `icons`) are not in a JSON definition.
 */
import type { JsonValue } from '../model/tree';
import { providerToolName, type ArcadeDefinition, type ValueSchema } from './arcadeDefinition';
import { addNull, jsonType, setOwn } from './providerSchema';
import { isJsonObject, type ConversionNote, type JsonObject } from './types';

function expandFields(fields: Record<string, ValueSchema>): JsonObject {
  const out: JsonObject = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = mcpValueSchema(field);
    if (field.description) schema.description = field.description;
    setOwn(out, name, schema);
  }
  return out;
}

function mcpValueSchema(vs: ValueSchema): JsonObject {
  const schema: JsonObject = { type: jsonType(vs.val_type) };
  if (vs.enum?.length) schema.enum = vs.enum;
  if (vs.val_type === 'json') {
    if (vs.properties !== undefined) {
      schema.properties = expandFields(vs.properties);
      // A known shape is closed; a free-form dict (no properties) stays open.
      schema.additionalProperties = false;
    }
    if (vs.required_keys?.length) schema.required = vs.required_keys;
  } else if (vs.val_type === 'array' && vs.inner_val_type) {
    const items: JsonObject = { type: jsonType(vs.inner_val_type) };
    if (vs.inner_val_type === 'json' && vs.inner_properties !== undefined) {
      items.properties = expandFields(vs.inner_properties);
      items.additionalProperties = false;
      if (vs.inner_required_keys?.length) items.required = vs.inner_required_keys;
    }
    schema.items = items;
  }
  if (vs.nullable) addNull(schema);
  return schema;
}

function inputSchema(d: ArcadeDefinition): JsonObject {
  const properties: JsonObject = {};
  for (const p of d.parameters) {
    const schema = mcpValueSchema(p.value_schema);
    if (p.description) schema.description = p.description;
    setOwn(properties, p.name, schema);
  }
  const required = d.parameters.filter((p) => p.required).map((p) => p.name);
  return { type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}) };
}

/** `outputSchema.type` must be `"object"`: an object output as is, anything else wrapped as `result`. */
function outputSchema(vs: ValueSchema): JsonObject {
  const inner = mcpValueSchema(vs);
  const t = inner.type;
  if (t === 'object' || (Array.isArray(t) && t.includes('object'))) return inner;
  return { type: 'object', properties: { result: inner } };
}

/** The model's fields without their nulls, as pydantic's `model_dump(exclude_none=True)` gives them. */
function withoutNulls(value: JsonObject, depth: number): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null) continue;
    setOwn(out, k, depth > 0 && isJsonObject(v) ? withoutNulls(v, depth - 1) : v);
  }
  return out;
}

const METADATA_KEYS = ['classification', 'behavior', 'extras'];
const HINTS: [string, string][] = [
  ['read_only', 'readOnlyHint'],
  ['destructive', 'destructiveHint'],
  ['idempotent', 'idempotentHint'],
  ['open_world', 'openWorldHint'],
];

function arcadeMeta(d: ArcadeDefinition, notes: ConversionNote[]): JsonObject | undefined {
  const meta: JsonObject = {};
  const r = d.requirements;
  const nonEmpty = (v: JsonValue | undefined) => Array.isArray(v) && v.length > 0;
  if (r && (isJsonObject(r.authorization) || nonEmpty(r.secrets) || nonEmpty(r.metadata))) meta.requirements = withoutNulls(r, 1);
  const m = toolMetadata(d, notes);
  if (m) {
    const dumped = withoutNulls(m, 1);
    if (Object.keys(dumped).length) meta.metadata = dumped;
  }
  return Object.keys(meta).length ? meta : undefined;
}

/** ToolMetadata, or undefined for the older wrapper-tool `metadata` (`object_type`, `version`, …), which is not it. */
function toolMetadata(d: ArcadeDefinition, notes: ConversionNote[]): JsonObject | undefined {
  const m = d.metadata;
  if (!m) return undefined;
  if (Object.keys(m).every((k) => METADATA_KEYS.includes(k))) return m;
  notes.push({
    path: '/metadata',
    message:
      'left out of `_meta.arcade`: this `metadata` is not ToolMetadata (classification, behavior, extras) but the older wrapper-tool shape.',
  });
  return undefined;
}

export function toMcp(d: ArcadeDefinition, notes: ConversionNote[]): JsonObject {
  const description = d.deprecationMessage ? `[DEPRECATED: ${d.deprecationMessage}] ${d.description}` : d.description;
  const behavior = toolMetadata(d, [])?.behavior;
  const annotations: JsonObject = { title: d.name };
  if (isJsonObject(behavior)) for (const [from, to] of HINTS) if (typeof behavior[from] === 'boolean') annotations[to] = behavior[from];
  const meta = arcadeMeta(d, notes);
  return {
    name: providerToolName(d),
    description,
    inputSchema: inputSchema(d),
    ...(d.output ? { outputSchema: outputSchema(d.output) } : {}),
    annotations,
    title: d.name,
    ...(meta ? { _meta: { arcade: meta } } : {}),
  };
}
