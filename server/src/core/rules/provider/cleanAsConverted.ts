/**
 * Whether the parameters schema Arcade's OpenAI converter builds from a definition (hosts/openai.ts) is one a
 * profile's schema constraints find nothing in, decided on the definition itself: most definitions are clean, and
 * building the converted schema only to walk it again for nothing was a third of the provider rules' time. False
 * means "not known clean": the caller then converts and checks (checkSchema.ts), which says what is wrong.
 *
 * What the converter builds, and so what is decided here: the root and every object it builds from `properties` or
 * `inner_properties` are closed (`additionalProperties: false`) and list every property in `required`; a `json`
 * value without `properties` (or an array's `json` element without `inner_properties`) is a bare open
 * `{"type": "object"}`; an array without `inner_val_type` has no `items`; an optional or nullable value gets a type
 * list and `null` in its enum. The sizes are bounded from above (a property or enum value counted even where the
 * converter drops or merges it), so a definition near a limit is left to the full check.
 */
import type { ArcadeDefinition, ValueSchema } from '../../hosts/arcadeDefinition';
import type { Constraint, Profile } from './profiles/types';

/** Every keyword the converter writes into a schema. */
const WRITTEN_KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'description'];

interface Tally {
  /** An open object or an array without items was built. */
  faulty: boolean;
  properties: number;
  enumValues: number;
  /** Property names and enum strings, in characters. */
  characters: number;
  /** An enum longer than the profile's large-enum threshold. */
  largeEnum: boolean;
}

export function cleanAsConverted(d: ArcadeDefinition, profile: Profile): boolean {
  if (profile.shape !== 'openai') return false;
  let open = false;
  let withoutItems = false;
  let size: Extract<Constraint, { kind: 'schema-too-large' }> | undefined;
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
          return false;
        break; // no `format` is written
      case 'undefined-property': // `required` lists the object's own properties; any other list is not written
        if (!c.keywords.every((k) => k === 'required')) return false;
        break;
      case 'open-object':
        open = true;
        break;
      case 'array-without-items':
        withoutItems = true;
        break;
      case 'schema-too-large':
        size = c;
        break;
      default:
        return false; // a type list, or a constraint this does not know: convert and check
    }
  }
  const tally: Tally = { faulty: false, properties: 0, enumValues: 0, characters: 0, largeEnum: false };
  const largeEnumOver = size?.largeEnum?.over ?? Infinity;
  /** The deepest object nesting below and including `vs` (the converted root is level 1). */
  const visit = (vs: ValueSchema): number => {
    if (vs.enum) {
      tally.enumValues += vs.enum.length + 1; // `null` joins the enum of an optional value
      for (const v of vs.enum) tally.characters += v.length;
      if (vs.enum.length > largeEnumOver) tally.largeEnum = true;
    }
    if (vs.val_type === 'array') {
      if (!vs.inner_val_type) {
        if (withoutItems) tally.faulty = true;
        return 0;
      }
      if (vs.inner_val_type !== 'json') return 0;
      if (vs.inner_properties === undefined) {
        if (open) tally.faulty = true;
        return 1;
      }
      return 1 + fields(vs.inner_properties);
    }
    if (vs.val_type !== 'json') return 0;
    if (vs.properties === undefined) {
      if (open) tally.faulty = true;
      return 1;
    }
    return 1 + fields(vs.properties);
  };
  const fields = (record: Record<string, ValueSchema>): number => {
    let deepest = 0;
    for (const name of Object.keys(record)) {
      tally.properties++;
      tally.characters += name.length;
      deepest = Math.max(deepest, visit(record[name]));
    }
    return deepest;
  };
  let deepest = 0;
  for (const p of d.parameters) {
    tally.properties++;
    tally.characters += p.name.length;
    deepest = Math.max(deepest, visit(p.value_schema));
    if (tally.faulty) return false;
  }
  if (tally.faulty) return false;
  if (!size) return true;
  return (
    !tally.largeEnum &&
    (size.maxDepth === undefined || 1 + deepest <= size.maxDepth) &&
    (size.maxProperties === undefined || tally.properties <= size.maxProperties) &&
    (size.maxEnumValues === undefined || tally.enumValues <= size.maxEnumValues) &&
    (size.maxStringLength === undefined || tally.characters <= size.maxStringLength)
  );
}
