/**
 * Where each object arcade-core's pydantic models read is in a tool definition, in its tree (modelObjects), and
 * their boolean fields; of the plain value, what the verdicts of unknown-key and lax-boolean ask of those objects,
 * found in one walk (plainModelFindings). The fields themselves are listed once, in model/arcadeFields.ts (the
 * Python dump uses them too).
 */
import type { JsonValue, ObjectNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import type { PlainContext } from '../../model/rule';
import { TREE, type PlainObject } from './helpers/reader';
import { objectsIn, type ModelObject } from './helpers/modelObjects';
import { modelObjectBits } from './helpers/plainDefinition';
import { MODEL_FIELDS, type ModelName } from '../../model/arcadeFields';

export { MODEL_FIELDS, type ModelName, type ModelObject };

/** The boolean fields of these models; pydantic's lax mode converts "true", 1 … into them. */
export const BOOLEAN_FIELDS: Partial<Record<ModelName, readonly string[]>> = {
  InputParameter: ['required', 'inferrable'],
  ValueSchema: ['nullable'],
};

/**
 * pydantic 2's lax-mode bool parsing (the mode arcade-core's models use): these strings, case-insensitive and not
 * trimmed, and the numbers 0 and 1. Checked against pydantic 2.13.4 (test/unit/differential/contract.ts).
 */
const TRUE_STRINGS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

/** The boolean pydantic makes of a plain value, or undefined when it is a real boolean or pydantic rejects it. */
export function laxBooleanOf(value: JsonValue | undefined): boolean | undefined {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return TRUE_STRINGS.has(lower) ? true : FALSE_STRINGS.has(lower) ? false : undefined;
}

/** Keys other rules report as what they are (a 1.0/preview key in the current format), which unknown-key leaves. */
const OWNED_ELSEWHERE: Partial<Record<string, string>> = { ToolDefinition: 'inputs', ToolSecretRequirement: 'key_id' };

const FIELD = 1;
const BOOLEAN_FIELD = 2;

/**
 * Each model's keys unknown-key knows (its fields, the keys other rules report, `$schema` at the root), the boolean
 * fields marked: every key of every object is looked up in it. Prototype-less records (a key is in one when it maps
 * to a kind): looked up faster than a Set, and the verdicts do it for every key of every clean file.
 */
const FIELD_KINDS: Readonly<Record<string, Readonly<Record<string, typeof FIELD | typeof BOOLEAN_FIELD>>>> = Object.fromEntries(
  Object.entries(MODEL_FIELDS).map(([model, fields]) => {
    const kinds: Record<string, typeof FIELD | typeof BOOLEAN_FIELD> = Object.create(null);
    for (const field of fields) kinds[field] = FIELD;
    const elsewhere = OWNED_ELSEWHERE[model];
    if (elsewhere) kinds[elsewhere] = FIELD;
    if (model === 'ToolDefinition') kinds['$schema'] = FIELD;
    for (const field of BOOLEAN_FIELDS[model as ModelName] ?? []) {
      // The walk below tells a boolean field's value only of a key it knows.
      if (kinds[field] !== FIELD) throw new Error(`${model}.${field}: a boolean field that is not a field`);
      kinds[field] = BOOLEAN_FIELD;
    }
    return [model, kinds];
  }),
);

/** Whether unknown-key reports `key` on an object of `model`. */
export const isUnknownKey = (model: ModelName, key: string): boolean => FIELD_KINDS[model]![key] === undefined;

/**
 * Every object of the definition that one of these models reads, with its model (value schemas nested too): worked
 * out once per tree and shared (callers never change the list), charged to each rule as if it worked it out itself.
 */
export const modelObjects = (doc: SchemaDocument): readonly ModelObject[] => doc.derived(objectsOfTree);
const objectsOfTree = ({ root }: SchemaDocument) => objectsIn(TREE, root) as ModelObject[];

export interface ModelFindings {
  /** A key unknown-key reports is written on a model object. */
  readonly unknownKey: boolean;
  /** A boolean field of a model object holds a value lax-boolean reports (pydantic converts it). */
  readonly laxBoolean: boolean;
}

/**
 * What unknown-key's and lax-boolean's verdicts ask of the plain value's model objects, found in one walk over
 * every key of each (the boolean fields are among the keys): worked out once per document and shared.
 */
export const plainModelFindings = (context: PlainContext): ModelFindings => context.derived(modelFindingsOf);

function modelFindingsOf(value: JsonValue): ModelFindings {
  const bits = modelObjectBits(value, findingsOf);
  return { unknownKey: (bits & UNKNOWN_KEY) !== 0, laxBoolean: (bits & LAX_BOOLEAN) !== 0 };
}

const UNKNOWN_KEY = 1;
const LAX_BOOLEAN = 2;

/** The findings of one model object, as bits: a module function, not a closure over the walk's flags. */
function findingsOf(model: ModelName, node: PlainObject): number {
  const kinds = FIELD_KINDS[model]!;
  let bits = 0;
  for (const key in node) {
    const kind = kinds[key];
    if (kind === undefined) bits |= UNKNOWN_KEY;
    else if (kind === BOOLEAN_FIELD && laxBooleanOf(node[key]) !== undefined) bits |= LAX_BOOLEAN;
  }
  return bits;
}
