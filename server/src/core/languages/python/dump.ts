/**
 * A Python tool's definition in the shape of arcade-core's `ToolDefinition.model_dump(mode="json")`: every field
 * of every model present, in the models' field order, `null` where unset (so it can be diffed against the catalog's
 * own dump). Values a static reading could not know are `null` too, and listed by `unknownPaths`.
 */
import { descendants, pathOf, type JsonValue, type ValueNode } from '../../model/tree';

type Json = { [key: string]: JsonValue };
const asObject = (v: JsonValue | undefined): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
const pick = (v: JsonValue | undefined, fields: string[], nested: Record<string, (x: JsonValue) => JsonValue> = {}): JsonValue => {
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

const VALUE_SCHEMA = [
  'val_type',
  'inner_val_type',
  'enum',
  'properties',
  'inner_properties',
  'description',
  'required_keys',
  'inner_required_keys',
  'nullable',
];
const valueSchema = (v: JsonValue): JsonValue =>
  pick(v, VALUE_SCHEMA, { properties: (p) => mapValues(p, valueSchema), inner_properties: (p) => mapValues(p, valueSchema) });

export function modelDump(definition: JsonValue): JsonValue {
  const input = (v: JsonValue) =>
    pick(v, ['parameters'], {
      parameters: list((p) => pick(p, ['name', 'required', 'description', 'value_schema', 'inferrable'], { value_schema: valueSchema })),
    });
  const output = (v: JsonValue) => pick(v, ['description', 'available_modes', 'value_schema'], { value_schema: valueSchema });
  const requirements = (v: JsonValue) =>
    pick(v, ['authorization', 'secrets', 'metadata'], {
      authorization: (a) => pick(a, ['provider_id', 'provider_type', 'id', 'oauth2'], { oauth2: (o) => pick(o, ['scopes']) }),
      secrets: list((s) => pick(s, ['key'])),
      metadata: list((s) => pick(s, ['key'])),
    });
  const metadata = (v: JsonValue) =>
    pick(v, ['classification', 'behavior', 'extras'], {
      classification: (c) => pick(c, ['service_domains']),
      behavior: (b) => pick(b, ['operations', 'read_only', 'destructive', 'idempotent', 'open_world']),
    });
  return pick(
    definition,
    [
      'name',
      'fully_qualified_name',
      'description',
      'toolkit',
      'input',
      'output',
      'requirements',
      'deprecation_message',
      'metadata',
      'meta',
    ],
    { toolkit: (t) => pick(t, ['name', 'description', 'version']), input, output, requirements, metadata },
  );
}

/** The JSON paths of what the definition holds but a static reading cannot know (`toolkit/name` of a package tool). */
export function unknownPaths(root: ValueNode): string[] {
  const out: string[] = [];
  for (const n of descendants(root)) if (n.type === 'opaque') out.push(`/${pathOf(n).join('/')} (${n.reason})`);
  return out;
}
