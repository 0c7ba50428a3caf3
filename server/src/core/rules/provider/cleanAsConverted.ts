/**
 * Whether the parameters schema Arcade's OpenAI converter builds from a definition (hosts/openai.ts) is one a
 * profile's schema constraints find nothing in, decided on the definition's plain value: most definitions are clean,
 * and reading the definition (hosts/arcadeDefinition.ts), converting it and walking the result again for nothing was
 * most of the provider rules' time. One walk per document (`convertedShape`) serves every profile. False means "not
 * known clean": the caller then reads, converts and checks (checkSchema.ts), which says what is wrong.
 *
 * What the converter builds, and so what is decided here: the root and every object it builds from `properties` or
 * `inner_properties` are closed (`additionalProperties: false`) and list every property in `required`; a `json`
 * value without `properties` (or an array's `json` element without `inner_properties`) is a bare open
 * `{"type": "object"}`; an array without `inner_val_type` has no `items`; an optional or nullable value gets a type
 * list and `null` in its enum. The sizes are bounded from above (a property or enum value counted even where the
 * converter drops or merges it), so a definition near a limit is left to the full check.
 */
import { VAL_TYPES } from '../../hosts/arcadeDefinition';
import { isJsonObject } from '../../hosts/types';
import type { JsonValue } from '../../model/tree';
import type { Constraint, Profile } from './profiles/types';

/** Every keyword the converter writes into a schema. */
const WRITTEN_KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'description'];
const IS_VAL_TYPE = new Set<string>(VAL_TYPES);

/** What the converter builds from a definition, as far as a profile's constraints look at it. */
export interface ConvertedShape {
  /** An open object was built (a `json` value or element without fields). */
  open: boolean;
  /** An array without items was built (no `inner_val_type`). */
  withoutItems: boolean;
  properties: number;
  enumValues: number;
  /** Property names and enum strings, in characters. */
  characters: number;
  longestEnum: number;
  /** The deepest object nesting below the root (the converted root is level 1). */
  deepest: number;
}

/**
 * The shape of what the converter builds from an Arcade definition's plain value, or undefined where the definition
 * is not one `readArcadeDefinition` reads (it would throw: the schema and the Arcade rules report that) — so a
 * definition is read only when it is not clean. Any `fully_qualified_name` will do: one is made up where it is not
 * a string (subjects.ts).
 */
export function convertedShape(root: JsonValue | undefined): ConvertedShape | undefined {
  if (!isJsonObject(root)) return undefined;
  const { input, output, deprecation_message: deprecation } = root;
  if (typeof root.name !== 'string' || typeof root.description !== 'string') return undefined;
  if (deprecation != null && typeof deprecation !== 'string') return undefined;
  if (!isJsonObject(input) || !Array.isArray(input.parameters)) return undefined;
  if (isJsonObject(output) && output.value_schema != null && valueSchema(output.value_schema, undefined) < 0) return undefined;
  const shape: ConvertedShape = {
    open: false,
    withoutItems: false,
    properties: 0,
    enumValues: 0,
    characters: 0,
    longestEnum: 0,
    deepest: 0,
  };
  for (const p of input.parameters) {
    if (!isJsonObject(p) || typeof p.required !== 'boolean' || typeof p.name !== 'string') return undefined;
    if (p.description != null && typeof p.description !== 'string') return undefined;
    shape.properties++;
    shape.characters += p.name.length;
    const depth = valueSchema(p.value_schema, shape);
    if (depth < 0) return undefined;
    if (depth > shape.deepest) shape.deepest = depth;
  }
  return shape;
}

/** An array of strings (a JSON array has no holes, so a plain loop reads the same as `every`). */
function allStrings(v: JsonValue): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}

/**
 * One value schema as `readArcadeDefinition` reads it, what the converter builds from it added to `shape` (none: it is
 * not shown, only read): the deepest object nesting below and including it, or -1 where it is not readable. Run for
 * every value schema of every definition, most of them cold: the usual absent or `null` fields are tested inline,
 * without a call.
 */
function valueSchema(raw: JsonValue | undefined, shape: ConvertedShape | undefined): number {
  if (!isJsonObject(raw)) return -1;
  const { val_type: valType, inner_val_type: inner, enum: enumValues, properties, inner_properties: innerProperties } = raw;
  if (typeof valType !== 'string' || !IS_VAL_TYPE.has(valType)) return -1;
  if (inner != null && (typeof inner !== 'string' || inner === 'array' || !IS_VAL_TYPE.has(inner))) return -1;
  if (raw.nullable != null && typeof raw.nullable !== 'boolean') return -1;
  if (raw.description != null && typeof raw.description !== 'string') return -1;
  if (raw.required_keys != null && !allStrings(raw.required_keys)) return -1;
  if (raw.inner_required_keys != null && !allStrings(raw.inner_required_keys)) return -1;
  if (enumValues != null) {
    if (!Array.isArray(enumValues)) return -1;
    for (const v of enumValues) {
      if (typeof v !== 'string') return -1;
      if (shape) shape.characters += v.length;
    }
    if (shape) {
      shape.enumValues += enumValues.length + 1; // `null` joins the enum of an optional value
      if (enumValues.length > shape.longestEnum) shape.longestEnum = enumValues.length;
    }
  }
  // Both field lists are read whatever the type; only the one the converter builds an object from is shown.
  const shown = valType === 'json' ? 'properties' : valType === 'array' && inner === 'json' ? 'inner_properties' : undefined;
  const fieldsDepth = properties == null ? 0 : fields(properties, shown === 'properties' ? shape : undefined);
  const innerDepth = innerProperties == null ? 0 : fields(innerProperties, shown === 'inner_properties' ? shape : undefined);
  if (fieldsDepth < 0 || innerDepth < 0) return -1;
  if (!shape) return 0;
  if (valType === 'array' && inner == null) {
    shape.withoutItems = true;
    return 0;
  }
  if (shown === undefined) return 0;
  if (raw[shown] == null) {
    shape.open = true;
    return 1;
  }
  return 1 + (shown === 'properties' ? fieldsDepth : innerDepth);
}

/** A record of field name → value schema: the deepest nesting of its fields, or -1 where it is not readable. */
function fields(record: JsonValue, shape: ConvertedShape | undefined): number {
  if (!isJsonObject(record)) return -1;
  let deepest = 0;
  for (const name of Object.keys(record)) {
    if (shape) {
      shape.properties++;
      shape.characters += name.length;
    }
    const depth = valueSchema(record[name], shape);
    if (depth < 0) return -1;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

/** What a profile's constraints ask of a converted shape (undefined: a constraint decided only by the full check). */
export interface Demands {
  /** The constraint the full check reports an open object or an array without items under (its first of the kind). */
  open?: Extract<Constraint, { kind: 'open-object' }>;
  withoutItems?: Extract<Constraint, { kind: 'array-without-items' }>;
  size?: Extract<Constraint, { kind: 'schema-too-large' }>;
}

const demandsByProfile = new WeakMap<Profile, Demands | null>();

export function demandsOf(profile: Profile): Demands | undefined {
  let demands = demandsByProfile.get(profile);
  if (demands === undefined) demandsByProfile.set(profile, (demands = readDemands(profile) ?? null));
  return demands ?? undefined;
}

function readDemands(profile: Profile): Demands | undefined {
  if (profile.shape !== 'openai') return undefined;
  const demands: Demands = {};
  for (const c of profile.constraints) {
    switch (c.kind) {
      case 'tool-name':
      case 'too-many-tools':
      case 'duplicate-tool-name': // not a schema's: checkName and the list rules
      case 'optional-property': // every property is listed in `required`
      case 'header-annotation': // no `x-mcp-header` is written
        break;
      case 'root-not-object': // the root is `"type": "object"`, never an `anyOf`
        break;
      case 'type-case': // the converter writes lower-case type names only
        break;
      case 'unsupported-keyword':
        if (c.forbidden ? WRITTEN_KEYWORDS.some((k) => c.forbidden!.includes(k)) : !WRITTEN_KEYWORDS.every((k) => c.allowed!.includes(k)))
          return undefined;
        break; // no `format` is written
      case 'undefined-property': // `required` lists the object's own properties; any other list is not written
        if (!c.keywords.every((k) => k === 'required')) return undefined;
        break;
      case 'open-object':
        demands.open ??= c;
        break;
      case 'array-without-items':
        demands.withoutItems ??= c;
        break;
      case 'schema-too-large':
        demands.size ??= c;
        break;
      default:
        return undefined; // a type list, or a constraint this does not know: convert and check
    }
  }
  return demands;
}

/** Whether the profile finds nothing in the schema the converter builds, of this shape (convertedShape). */
export function cleanAsConverted(shape: ConvertedShape, profile: Profile): boolean {
  const demands = demandsOf(profile);
  if (!demands) return false;
  if ((demands.open && shape.open) || (demands.withoutItems && shape.withoutItems)) return false;
  return withinSize(shape, demands.size);
}

/** Whether the schema the converter builds, of this shape, is within the profile's size limits (the full check finds nothing over them). */
export function withinSize(shape: ConvertedShape, size: Demands['size']): boolean {
  if (!size) return true;
  return (
    shape.longestEnum <= (size.largeEnum?.over ?? Infinity) &&
    (size.maxDepth === undefined || 1 + shape.deepest <= size.maxDepth) &&
    (size.maxProperties === undefined || shape.properties <= size.maxProperties) &&
    (size.maxEnumValues === undefined || shape.enumValues <= size.maxEnumValues) &&
    (size.maxStringLength === undefined || shape.characters <= size.maxStringLength)
  );
}
