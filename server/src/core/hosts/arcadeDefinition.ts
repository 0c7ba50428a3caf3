/**
 * An Arcade tool definition read for conversion: the fields arcade-core's models require, checked the way its
 * pydantic models load them (schema.py), so a converter never guesses at a shape Arcade would refuse.
 */
import type { JsonValue } from '../model/tree';
import { ConvertError, isJsonObject, pointer, type JsonObject } from './types';

export const VAL_TYPES = ['string', 'integer', 'number', 'boolean', 'json', 'array'] as const;
export type ValType = (typeof VAL_TYPES)[number];
export type InnerValType = Exclude<ValType, 'array'>;

export interface ValueSchema {
  val_type: ValType;
  inner_val_type?: InnerValType;
  enum?: string[];
  properties?: Record<string, ValueSchema>;
  inner_properties?: Record<string, ValueSchema>;
  description?: string;
  required_keys?: string[];
  inner_required_keys?: string[];
  nullable?: boolean;
  /** Where this value schema is in the input (a JSON pointer), for notes. */
  path: string;
}

export interface Parameter {
  name: string;
  required: boolean;
  description?: string;
  value_schema: ValueSchema;
  path: string;
}

export interface ArcadeDefinition {
  /** The tool's own name (`GetForecast`). */
  name: string;
  /** `<toolkit>.<name>` without `@version`, as the runtime names it. */
  qualifiedName: string;
  description: string;
  deprecationMessage?: string;
  parameters: Parameter[];
  output?: ValueSchema;
  requirements?: JsonObject;
  metadata?: JsonObject;
}

/** Whether a root value looks like an Arcade tool definition rather than a JSON Schema. */
export const looksLikeArcadeDefinition = (v: JsonValue | undefined): v is JsonObject =>
  isJsonObject(v) && ('fully_qualified_name' in v || ('toolkit' in v && ('input' in v || 'inputs' in v)));

/** The name the providers are shown: the fully-qualified name without `@version`, `.` → `_`. */
export const providerToolName = (d: ArcadeDefinition) => d.qualifiedName.replace(/\./g, '_');

export function readArcadeDefinition(root: JsonValue | undefined): ArcadeDefinition {
  if (!isJsonObject(root)) throw new ConvertError('', 'the file is not an Arcade tool definition (its root is not an object).');
  if (!('input' in root) && 'inputs' in root) {
    throw new ConvertError(
      '/inputs',
      'this is the preview format (`inputs`), which arcade-core no longer loads: migrate it first ("toolschema: Migrate Arcade tool definition").',
    );
  }
  const name = requireString(root, 'name', '');
  const fqn = requireString(root, 'fully_qualified_name', '');
  const input = root.input;
  if (!isJsonObject(input) || !Array.isArray(input.parameters))
    throw new ConvertError('/input', '`input.parameters` must be an array of parameters.');
  const parameters = input.parameters.map((p, i) => readParameter(p, pointer('/input/parameters', i)));
  const output =
    isJsonObject(root.output) && root.output.value_schema != null
      ? readValueSchema(root.output.value_schema, '/output/value_schema')
      : undefined;
  const deprecation = root.deprecation_message;
  if (deprecation != null && typeof deprecation !== 'string')
    throw new ConvertError('/deprecation_message', '`deprecation_message` must be a string or null.');
  return {
    name,
    qualifiedName: fqn.replace(/@[^@]*$/, ''),
    description: requireString(root, 'description', ''),
    ...(deprecation ? { deprecationMessage: deprecation } : {}),
    parameters,
    ...(output ? { output } : {}),
    ...(isJsonObject(root.requirements) ? { requirements: root.requirements } : {}),
    ...(isJsonObject(root.metadata) ? { metadata: root.metadata } : {}),
  };
}

function requireString(obj: JsonObject, key: string, at: string): string {
  const v = obj[key];
  if (typeof v !== 'string') throw new ConvertError(pointer(at, key), `\`${key}\` must be a string.`);
  return v;
}

function readParameter(raw: JsonValue, path: string): Parameter {
  if (!isJsonObject(raw)) throw new ConvertError(path, 'a parameter must be an object.');
  if (typeof raw.required !== 'boolean') throw new ConvertError(pointer(path, 'required'), 'a parameter needs `required`: true or false.');
  const description = optionalString(raw, 'description', path);
  return {
    name: requireString(raw, 'name', path),
    required: raw.required,
    ...(description !== undefined ? { description } : {}),
    value_schema: readValueSchema(raw.value_schema, pointer(path, 'value_schema')),
    path,
  };
}

function optionalString(obj: JsonObject, key: string, at: string): string | undefined {
  const v = obj[key];
  if (v == null) return undefined;
  if (typeof v !== 'string') throw new ConvertError(pointer(at, key), `\`${key}\` must be a string or null.`);
  return v;
}

function optionalStrings(obj: JsonObject, key: string, at: string): string[] | undefined {
  const v = obj[key];
  if (v == null) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw new ConvertError(pointer(at, key), `\`${key}\` must be a list of strings or null.`);
  return v as string[];
}

function readFields(obj: JsonObject, key: string, at: string): Record<string, ValueSchema> | undefined {
  const v = obj[key];
  if (v == null) return undefined;
  if (!isJsonObject(v)) throw new ConvertError(pointer(at, key), `\`${key}\` must be an object of field name → value schema, or null.`);
  const out: Record<string, ValueSchema> = {};
  for (const [name, field] of Object.entries(v)) {
    const schema = readValueSchema(field, pointer(pointer(at, key), name));
    // A field named `__proto__` is defined, not assigned (that would set the prototype).
    if (name === '__proto__') Object.defineProperty(out, name, { value: schema, enumerable: true, writable: true, configurable: true });
    else out[name] = schema;
  }
  return out;
}

function readValueSchema(raw: JsonValue | undefined, path: string): ValueSchema {
  if (!isJsonObject(raw)) throw new ConvertError(path, 'a value schema must be an object with `val_type`.');
  const valType = raw.val_type;
  if (typeof valType !== 'string' || !(VAL_TYPES as readonly string[]).includes(valType)) {
    throw new ConvertError(pointer(path, 'val_type'), `\`val_type\` must be one of ${VAL_TYPES.join(', ')}.`);
  }
  const inner = raw.inner_val_type;
  if (inner != null && (typeof inner !== 'string' || inner === 'array' || !(VAL_TYPES as readonly string[]).includes(inner))) {
    throw new ConvertError(
      pointer(path, 'inner_val_type'),
      `\`inner_val_type\` must be one of ${VAL_TYPES.filter((t) => t !== 'array').join(', ')}, or null.`,
    );
  }
  if (raw.nullable != null && typeof raw.nullable !== 'boolean')
    throw new ConvertError(pointer(path, 'nullable'), '`nullable` must be true, false or null.');
  // The fields present, in this order (one object built, no copies: a definition has one per parameter and field).
  const vs = { val_type: valType as ValType } as ValueSchema;
  if (inner != null) vs.inner_val_type = inner as InnerValType;
  const enumValues = optionalStrings(raw, 'enum', path);
  if (enumValues !== undefined) vs.enum = enumValues;
  const properties = readFields(raw, 'properties', path);
  if (properties !== undefined) vs.properties = properties;
  const innerProperties = readFields(raw, 'inner_properties', path);
  if (innerProperties !== undefined) vs.inner_properties = innerProperties;
  const description = optionalString(raw, 'description', path);
  if (description !== undefined) vs.description = description;
  const requiredKeys = optionalStrings(raw, 'required_keys', path);
  if (requiredKeys !== undefined) vs.required_keys = requiredKeys;
  const innerRequiredKeys = optionalStrings(raw, 'inner_required_keys', path);
  if (innerRequiredKeys !== undefined) vs.inner_required_keys = innerRequiredKeys;
  if (raw.nullable != null) vs.nullable = raw.nullable as boolean;
  vs.path = path;
  return vs;
}
