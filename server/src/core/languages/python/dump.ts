/**
 * A Python tool's definition in the shape of arcade-core's `ToolDefinition.model_dump(mode="json")`: every field
 * of every model present, in the models' field order, `null` where unset (so it can be diffed against the catalog's
 * own dump). Values a static reading could not know are `null` too, and listed by `unknownPaths`.
 */
import { descendants, pathOf, type JsonValue, type ValueNode } from '../../model/tree';
import { dumpedFields, METADATA_FIELDS } from '../../model/arcadeFields';

type Json = { [key: string]: JsonValue };
const asObject = (v: JsonValue | undefined): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
const pick = (v: JsonValue | undefined, fields: readonly string[], nested: Record<string, (x: JsonValue) => JsonValue> = {}): JsonValue => {
  const o = asObject(v);
  if (!o) return v ?? null;
  const out: Json = {};
  for (const f of fields) out[f] = o[f] === undefined || o[f] === null ? null : nested[f] ? nested[f](o[f]) : o[f];
  return out;
};
const mapValues = (v: JsonValue, f: (x: JsonValue) => JsonValue): JsonValue => {
  const o = asObject(v);
  return o ? Object.fromEntries(Object.entries(o).map(([k, x]) => [k, f(x)])) : v;
};
const list = (f: (x: JsonValue) => JsonValue) => (v: JsonValue) => (Array.isArray(v) ? v.map(f) : v);

const VALUE_SCHEMA = dumpedFields('ValueSchema');
const valueSchema = (v: JsonValue): JsonValue =>
  pick(v, VALUE_SCHEMA, { properties: (p) => mapValues(p, valueSchema), inner_properties: (p) => mapValues(p, valueSchema) });

export function modelDump(definition: JsonValue): JsonValue {
  const input = (v: JsonValue) =>
    pick(v, dumpedFields('ToolInput'), {
      parameters: list((p) => pick(p, dumpedFields('InputParameter'), { value_schema: valueSchema })),
    });
  const output = (v: JsonValue) => pick(v, dumpedFields('ToolOutput'), { value_schema: valueSchema });
  const requirements = (v: JsonValue) =>
    pick(v, dumpedFields('ToolRequirements'), {
      authorization: (a) => pick(a, dumpedFields('ToolAuthRequirement'), { oauth2: (o) => pick(o, dumpedFields('OAuth2Requirement')) }),
      secrets: list((s) => pick(s, dumpedFields('ToolSecretRequirement'))),
      metadata: list((s) => pick(s, dumpedFields('ToolMetadataRequirement'))),
    });
  const metadata = (v: JsonValue) =>
    pick(v, METADATA_FIELDS.ToolMetadata, {
      classification: (c) => pick(c, METADATA_FIELDS.Classification),
      behavior: (b) => pick(b, METADATA_FIELDS.Behavior),
    });
  return pick(definition, dumpedFields('ToolDefinition'), {
    toolkit: (t) => pick(t, dumpedFields('ToolkitDefinition')),
    input,
    output,
    requirements,
    metadata,
  });
}

/** The JSON paths of what the definition holds but a static reading cannot know (`toolkit/name` of a package tool). */
export function unknownPaths(root: ValueNode): string[] {
  const out: string[] = [];
  for (const n of descendants(root)) if (n.type === 'opaque') out.push(`/${pathOf(n).join('/')} (${n.reason})`);
  return out;
}
