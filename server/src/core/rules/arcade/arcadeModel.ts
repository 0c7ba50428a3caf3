/**
 * Where each object arcade-core's pydantic models read is in a tool definition, in its tree (modelObjects) or its
 * plain value (plainModelObjects), and their boolean fields. The fields themselves are listed once, in model/arcadeFields.ts (the Python dump uses them too).
 */
import type { ObjectNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import type { PlainContext } from '../../model/rule';
import { TREE, type PlainObject } from './helpers/reader';
import { objectsIn, type ModelObject } from './helpers/modelObjects';
import { plainDefinitionOf } from './helpers/plainDefinition';
import { MODEL_FIELDS, type ModelName } from '../../model/arcadeFields';

export { MODEL_FIELDS, type ModelName, type ModelObject };

/** The boolean fields of these models; pydantic's lax mode converts "true", 1 … into them. */
export const BOOLEAN_FIELDS: Partial<Record<ModelName, readonly string[]>> = {
  InputParameter: ['required', 'inferrable'],
  ValueSchema: ['nullable'],
};

/**
 * Every object of the definition that one of these models reads, with its model (value schemas nested too): worked
 * out once per tree and shared (callers never change the list), charged to each rule as if it worked it out itself.
 */
export const modelObjects = (doc: SchemaDocument): readonly ModelObject[] => doc.derived(objectsOfTree);
const objectsOfTree = ({ root }: SchemaDocument) => objectsIn(TREE, root) as ModelObject[];

/** The same of the plain value, for the verdicts, from their one pass over it (plainDefinition.ts). */
export const plainModelObjects = (context: PlainContext): readonly ModelObject<PlainObject>[] =>
  context.derived(plainDefinitionOf).modelObjects;
