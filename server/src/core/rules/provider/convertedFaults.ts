/**
 * What checking the schema Arcade's OpenAI converter builds would find (checkSchema.ts), worked out from the
 * definition's plain value without reading, converting and walking it again: for a profile whose only findings there
 * can be open objects and arrays without items (cleanAsConverted.ts `demandsOf`) and a definition within its size
 * limits, those are where the definition has a `json` value or element without fields, or an array without
 * `inner_val_type`. The files with problems are mostly these, and the conversion was most of their provider time.
 */
import type { JsonObject } from '../../hosts/types';
import type { JsonValue } from '../../model/tree';
import { OPEN_OBJECT, WITHOUT_ITEMS, type Violation } from './checkSchema';
import { demandsOf, withinSize, type ConvertedShape, type Demands } from './cleanAsConverted';
import type { Profile } from './profiles/types';

/**
 * The violations `checkSchema` finds in the converted parameters schema, in its order, or undefined where that is not
 * known here: the full check then runs. `root` is a definition `convertedShape` read (its `shape`). Parameters whose
 * names repeat or read as array indices are left to the full check: the converted `properties` would not list them
 * in the parameters' order.
 */
export function convertedFaults(root: JsonObject, shape: ConvertedShape, profile: Profile): Violation[] | undefined {
  const demands = demandsOf(profile);
  if (!demands || !withinSize(shape, demands.size)) return undefined;
  const parameters = (root.input as JsonObject).parameters as JsonObject[];
  const names = new Set<string>();
  for (const p of parameters) {
    const name = p.name as string;
    if (names.has(name) || startsWithDigit(name)) return undefined;
    names.add(name);
  }
  const found: Violation[] = [];
  if (!shape.open && !shape.withoutItems) return found;
  const walk = new FaultWalk(demands, profile, found);
  for (const p of parameters) walk.property(p.name as string, p.value_schema as JsonObject);
  return found;
}

/** A property name an object lists before its other keys, as an array index (any leading digit: more than needed, never less). */
const startsWithDigit = (name: string): boolean => {
  const c = name.charCodeAt(0);
  return c >= 48 && c <= 57;
};

/**
 * The converted schema's nodes, in the order the full check visits them (each object's properties in key order). The
 * path walked is one array, copied only for a fault: most nodes have none.
 */
class FaultWalk {
  private readonly path: (string | number)[] = [];
  constructor(
    private readonly demands: Demands,
    private readonly profile: Profile,
    private readonly found: Violation[],
  ) {}

  /** The property `name` of the object walked (of the converted root: a parameter), built from the value schema `vs`. */
  property(name: string, vs: JsonObject): void {
    this.path.push('properties', name);
    this.valueSchema(vs);
    this.path.pop();
    this.path.pop();
  }

  /** A value schema at the path walked in the converted schema (providerSchema.ts builds it). */
  private valueSchema(vs: JsonObject): void {
    const { val_type: valType, inner_val_type: inner } = vs;
    if (valType === 'array') {
      if (inner == null) this.report(this.demands.withoutItems, WITHOUT_ITEMS);
      else if (inner === 'json') {
        this.path.push('items');
        this.object(vs.inner_properties);
        this.path.pop();
      }
    } else if (valType === 'json') this.object(vs.properties);
  }

  /** An object built from a field list: closed with its fields, or a bare open `{"type": "object"}` without one. */
  private object(fields: JsonValue | undefined): void {
    if (fields == null) return this.report(this.demands.open, OPEN_OBJECT);
    const record = fields as JsonObject;
    for (const name of Object.keys(record)) this.property(name, record[name] as JsonObject);
  }

  private report(constraint: Demands['open'] | Demands['withoutItems'], message: string): void {
    if (constraint)
      this.found.push({ kind: constraint.kind, profile: this.profile, constraint, where: 'schema', path: this.path.slice(), message });
  }
}
