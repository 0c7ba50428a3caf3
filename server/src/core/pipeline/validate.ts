/**
 * Schema problems from the bundled schemas' validators, which scripts/compile-schemas.mjs generates at build time
 * with ajv (nothing is compiled at run time). Each ajv error's keyword gives the code, its instance path the node,
 * its params our message; ajv writes no text at all (`messages: false`), so nothing can be classified by text.
 */
import { validatorModules } from './generated/schemaValidators';
import type { SchemaEntry } from '../model/catalog';
import type { Problem } from '../model/problem';
import { getProperty, getValue, toValue, type JsonValue, type Span, type ValueNode } from '../model/tree';
import { schemaMessage } from './validateMessages';

export interface SchemaProblem extends Problem {
  /** The JSON Schema keyword that failed (`additionalProperties`, `required`, `type`, `enum` …). */
  keyword: string;
  /** The instance at fault, as ajv names it: the object for an unknown or missing property, else the value. */
  node: ValueNode;
  /** The property an unknown- or missing-property problem names. */
  property?: string;
}

/** An error as the generated validators report it: structure only. */
export interface ValidatorError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

/** A schema's generated module: its validator, and the `errorMessage`s of its schemas by schema path. */
export interface CompiledSchema {
  validate: Validator;
  messages: Readonly<Record<string, string>>;
}

const MODULES = new Map(Object.entries(validatorModules as unknown as Record<string, () => CompiledSchema>));
const compiled = new Map<string, CompiledSchema>();

/**
 * The validator of a bundled schema, its module required on first use (esbuild runs a bundled module on its first
 * require), so a process compiles only the validators of the schemas it meets (the config's alone is 190 KB).
 */
export function compiledSchema(id: string): CompiledSchema | undefined {
  let schema = compiled.get(id);
  if (!schema) {
    schema = MODULES.get(id)?.();
    if (schema) compiled.set(id, schema);
  }
  return schema;
}

const CONSTRAINTS = new Set([
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'minContains',
  'maxContains',
  'format',
]);

/** The stable code of an ajv error: from its keyword (and, for oneOf, whether several branches passed). */
function codeOf(error: ValidatorError): string {
  const { keyword, params } = error;
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') return 'schema/unknown-property';
  if (keyword === 'required') return 'schema/missing-property';
  if (keyword === 'type') return 'schema/wrong-type';
  if (keyword === 'enum' || keyword === 'const') return 'schema/invalid-value';
  if (keyword === 'oneOf' && Array.isArray(params.passingSchemas)) return 'schema/no-matching-alternative';
  if (CONSTRAINTS.has(keyword)) return 'schema/constraint';
  return 'schema/invalid';
}

/**
 * Validates the tree under `schema`. Problems come in document order, one per (code, node, property). `value`: the
 * tree's plain value when the parse already has it (else computed).
 */
export function validateSchema(root: ValueNode | undefined, schema: SchemaEntry, value = toValue(root)): SchemaProblem[] {
  return schemaFindings(value, schema, () => root).map(described);
}

/**
 * A schema problem before its message is written: a value can fail 100,000 times (`required: [1, 1, …]`), and
 * past the listing limit of its code (pipeline/listing.ts) a problem is only counted, so the check
 * (pipeline/check.ts) writes the messages of the listed ones only (`described`).
 */
export interface SchemaFinding extends Omit<SchemaProblem, 'message'> {
  error: ValidatorError;
  schema: SchemaEntry;
  messages: Readonly<Record<string, string>>;
}

/**
 * validateSchema's problems, their messages not yet written. The validator runs on `value` (the tree's plain value);
 * the tree (`root`) is read only to place the errors, so a valid document's is never asked for.
 */
export function schemaFindings(value: JsonValue | undefined, schema: SchemaEntry, root: () => ValueNode | undefined): SchemaFinding[] {
  const validator = value === undefined ? undefined : compiledSchema(schema.id);
  if (!validator || validator.validate(value)) return [];
  const errors = validator.validate.errors ?? [];
  const tree = root();
  return tree ? findingsOf(tree, errors, schema, validator.messages) : [];
}

/** A finding as a problem, its message written. */
export function described({ error, schema, messages, ...problem }: SchemaFinding): SchemaProblem {
  const message = messages[parentPath(error.schemaPath)] ?? schemaMessage(error.keyword, error.params, problem.node, schema.title);
  return { ...problem, message };
}

/** The problems for the errors a validator gave on the tree's value (exported for tests of other validators). */
export function schemaProblems(
  root: ValueNode,
  errors: readonly ValidatorError[],
  schema: SchemaEntry,
  messages: Readonly<Record<string, string>> = {},
): SchemaProblem[] {
  return findingsOf(root, errors, schema, messages).map(described);
}

function findingsOf(
  root: ValueNode,
  errors: readonly ValidatorError[],
  schema: SchemaEntry,
  messages: Readonly<Record<string, string>>,
): SchemaFinding[] {
  const problems: SchemaFinding[] = [];
  const seen = new Set<string>();
  const skipped = branchErrorsOfUnreportedUnions(errors);
  const listed = new Set(errors.filter(isValueList).map(bySchemaAndInstance));
  errors.forEach((error, i) => {
    // `if` fails only when its `then` did, whose errors are reported (compile-schemas.mjs rewrites unions to if/then).
    if (skipped.has(i) || error.keyword === 'if') return;
    // A value outside a list of the right type is also of the wrong type: "use one of" says both, once.
    if (error.keyword === 'type' && listed.has(bySchemaAndInstance(error))) return;
    const node = instanceAt(root, error.instancePath);
    if (node.type === 'opaque') return; // not evaluated statically: never guess
    const code = codeOf(error);
    const property = propertyOf(error);
    // Present in the text, but without a value the tree could evaluate (`"name": ,` or a call): not missing.
    if (code === 'schema/missing-property' && getProperty(node, property!)) return;
    const key = `${code}\0${node.offset}\0${property ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({
      code,
      severity: 'error',
      span: spanOf(code, node, property),
      keyword: error.keyword,
      node,
      ...(property !== undefined ? { property } : {}),
      error,
      schema,
      messages,
    });
  });
  return problems.sort((a, b) => a.span.offset - b.span.offset);
}

/**
 * A oneOf/anyOf the build could not rewrite (its branches' types overlap) reports one problem on the value; the
 * errors of its branches, which precede its own error under its instance, are not reported on their own.
 */
function branchErrorsOfUnreportedUnions(errors: readonly ValidatorError[]): Set<number> {
  const skipped = new Set<number>();
  errors.forEach((error, i) => {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') return;
    for (let j = i - 1; j >= 0 && isAtOrBelow(errors[j].instancePath, error.instancePath); j--) skipped.add(j);
  });
  return skipped;
}

const isValueList = (e: ValidatorError) => e.keyword === 'enum' || e.keyword === 'const';
const bySchemaAndInstance = (e: ValidatorError) => `${parentPath(e.schemaPath)}\0${e.instancePath}`;

const isAtOrBelow = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}/`);

const propertyOf = ({ keyword, params }: ValidatorError): string | undefined => {
  const name =
    keyword === 'additionalProperties'
      ? params.additionalProperty
      : keyword === 'unevaluatedProperties'
        ? params.unevaluatedProperty
        : keyword === 'required'
          ? params.missingProperty
          : undefined;
  return typeof name === 'string' ? name : undefined;
};

/** `#/properties/val_type/enum` → `#/properties/val_type`: the schema that holds the failing keyword. */
const parentPath = (schemaPath: string) => schemaPath.slice(0, schemaPath.lastIndexOf('/'));

/**
 * The node a JSON pointer names (`/tools/0/argsSchema`; `~1` is `/`, `~0` is `~`), the last duplicate key winning
 * as in `toValue`. A path the tree cannot follow stops at its deepest node, so a problem is never dropped.
 */
function instanceAt(root: ValueNode, pointer: string): ValueNode {
  let node = root;
  if (!pointer) return node;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next = node.type === 'array' ? node.items[Number(segment)] : getValue(node, segment);
    if (!next) return node;
    node = next;
  }
  return node;
}

function spanOf(code: string, node: ValueNode, property: string | undefined): Span {
  if (code === 'schema/unknown-property' && property !== undefined) {
    const key = getProperty(node, property)?.keyNode;
    if (key) return { offset: key.offset, length: key.length };
  }
  if (code === 'schema/missing-property') {
    const holder = node.parent?.type === 'property' ? node.parent.keyNode : undefined;
    return holder ? { offset: holder.offset, length: holder.length } : { offset: node.offset, length: 1 };
  }
  return { offset: node.offset, length: node.length };
}
