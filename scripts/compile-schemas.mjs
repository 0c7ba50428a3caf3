#!/usr/bin/env node
// Compiles the bundled schemas (schemas/*.schema.json) into standalone ajv validators at build time, so that
// nothing is compiled or eval'ed at run time (a web extension may refuse `new Function`). Writes gitignored
// TypeScript modules that tsc (out/) and esbuild (dist/) both pick up: one per schema (generated/validators/<id>.ts,
// holding the code of every schema it refers to), and an index that requires each on first use; esbuild wraps each
// module in a function run on that first require, so a CLI run over Arcade definitions compiles no Pedelec or config
// validator. Usage: node scripts/compile-schemas.mjs
//
// Before compiling, each schema is prepared (`rewriteUnions`, `errorMessages`, `stripAnnotations`):
// - a oneOf/anyOf whose branches accept pairwise disjoint JSON types (our null-vs-X unions) is rewritten to the
//   equivalent "value has one of these types" + "if it has branch i's type, then branch i". ajv then reports the
//   errors of the one branch the value's type selects (or one type error naming the allowed types) instead of
//   every branch's errors, which no error list can attribute to a branch once a branch goes through a $ref;
// - annotations (descriptions, enumDescriptions …) are dropped: validation never reads them, and the generated
//   code embeds the schema objects it refers to. Each `errorMessage` goes to a table keyed by the schema path ajv
//   reports (relative to the compiled function it runs in, which `inlineRefs: false` makes a $ref target or a root).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const Ajv07 = require('ajv').default;
const Ajv2020 = require('ajv/dist/2020').default;
const standaloneCode = require('ajv/dist/standalone').default;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = join(root, 'server/src/core/pipeline/generated');
const INDEX = join(GENERATED, 'schemaValidators.ts');
const MODULES = join(GENERATED, 'validators');

/**
 * The VS Code JSON keywords our schemas use, declared to ajv so that strict mode accepts them (the walk below strips
 * them where it knows subschemas live; anywhere else they stay and still compile). Any other unknown keyword fails.
 */
const ANNOTATIONS = [
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'errorMessage',
  'deprecationMessage',
  'defaultSnippets',
  'doNotSuggest',
];
const DROPPED = new Set([...ANNOTATIONS, 'title', 'description', 'examples', 'default', '$comment']);

// Where a schema holds subschemas (drafts 07 and 2020-12): maps of them, single ones, lists of them.
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const SCHEMA_ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

const DRAFTS = {
  'http://json-schema.org/draft-07/schema#': { name: 'draft07', Ajv: Ajv07 },
  'https://json-schema.org/draft/2020-12/schema': { name: 'draft2020', Ajv: Ajv2020 },
};

const schemaFiles = readdirSync(join(root, 'schemas'))
  .filter((f) => f.endsWith('.schema.json'))
  .sort();
const originals = schemaFiles.map((f) => JSON.parse(readFileSync(join(root, 'schemas', f), 'utf8')));
const byId = new Map(originals.map((s) => [s.$id, s]));

/** Calls `visit(schema, pointer)` for every subschema of `schema`, itself first. */
function walk(schema, visit, pointer = '') {
  if (!schema || typeof schema !== 'object') return;
  visit(schema, pointer);
  for (const [key, value] of Object.entries(schema)) {
    const at = `${pointer}/${escape(key)}`;
    if (SCHEMA_MAPS.includes(key)) for (const [name, sub] of Object.entries(value)) walk(sub, visit, `${at}/${escape(name)}`);
    else if (SCHEMA_ONE.includes(key) && !Array.isArray(value)) walk(value, visit, at);
    else if (SCHEMA_ONE.includes(key) || SCHEMA_LISTS.includes(key)) value.forEach((s, i) => walk(s, visit, `${at}/${i}`));
  }
}

const escape = (segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The schema a `$ref` names, from inside the schema resource `base`. */
function resolve(ref, base) {
  const [uri, fragment = ''] = ref.split('#');
  const resource = uri ? byId.get(uri) : base;
  if (!resource) throw new Error(`${base.$id}: cannot resolve $ref ${ref}`);
  let target = resource;
  for (const segment of fragment.split('/').slice(1)) target = target?.[unescape(segment)];
  if (!target) throw new Error(`${base.$id}: cannot resolve $ref ${ref}`);
  return { target, resource };
}

/** The JSON types a schema accepts, or undefined for any ("integer" counts as "number": they overlap). */
function typesOf(schema, resource, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return undefined;
  seen.add(schema);
  let types = schema.type === undefined ? undefined : new Set([schema.type].flat().map((t) => (t === 'integer' ? 'number' : t)));
  const narrow = (more) => {
    if (more) types = types ? new Set([...types].filter((t) => more.has(t))) : more;
  };
  if (schema.$ref) {
    const { target, resource: r } = resolve(schema.$ref, resource);
    narrow(typesOf(target, r, seen));
  }
  for (const member of schema.allOf ?? []) narrow(typesOf(member, resource, seen));
  return types;
}

/** The declared `type` of a branch, as written (keeps "integer"), for the union's own type check. */
function writtenTypes(schema, resource) {
  if (schema.type !== undefined) return [schema.type].flat();
  if (schema.$ref) {
    const { target, resource: r } = resolve(schema.$ref, resource);
    return writtenTypes(target, r);
  }
  for (const member of schema.allOf ?? []) {
    const t = writtenTypes(member, resource);
    if (t) return t;
  }
  return undefined;
}

/**
 * `{ oneOf: [A, B] }` with disjoint branch types → `{ allOf: [{ type: [A's, B's] }, { if: { type: A's }, then: A },
 * { if: { type: B's }, then: B }] }`: the same values are valid. Unions with overlapping or untyped branches stay.
 */
function rewriteUnions(schema, resource) {
  walk(schema, (node) => {
    for (const keyword of ['oneOf', 'anyOf']) {
      const branches = node[keyword];
      if (!branches) continue;
      const types = branches.map((b) => typesOf(b, resource));
      const all = types.flatMap((t) => (t ? [...t] : [undefined]));
      if (all.includes(undefined) || new Set(all).size !== all.length) continue;
      const written = branches.map((b) => writtenTypes(b, resource));
      delete node[keyword];
      node.allOf = [
        ...(node.allOf ?? []),
        { type: written.flat() },
        ...branches.map((branch, i) => ({ if: { type: written[i].length === 1 ? written[i][0] : written[i] }, then: branch })),
      ];
    }
  });
}

/** Every place a compiled function starts (with `inlineRefs: false`): each resource root and each $ref target. */
function functionRoots(resources) {
  const roots = resources.map((r) => ({ resource: r, pointer: '', schema: r }));
  for (const resource of resources) {
    walk(resource, (node) => {
      if (typeof node.$ref !== 'string' || node.$ref.split('#')[0]) return; // other resources are roots already
      const pointer = node.$ref.slice(1);
      if (pointer && !roots.some((r) => r.resource === resource && r.pointer === pointer)) {
        roots.push({ resource, pointer, schema: resolve(node.$ref, resource).target });
      }
    });
  }
  return roots;
}

/**
 * `errorMessage` by the schema path of an error's parent (`#/properties/val_type`). The same path may occur below
 * several function roots; the build fails if any of them would give another message (or none) for that path.
 */
function errorMessages(resources) {
  const atPath = new Map(); // relative path → Set of messages (undefined for a schema without one)
  for (const { schema } of functionRoots(resources)) {
    walk(schema, (node, pointer) => {
      const key = `#${pointer}`;
      if (!atPath.has(key)) atPath.set(key, new Set());
      atPath.get(key).add(node.errorMessage);
    });
  }
  const table = {};
  for (const [key, messages] of atPath) {
    const defined = [...messages].filter((m) => m !== undefined);
    if (!defined.length) continue;
    if (messages.size > 1) throw new Error(`errorMessage at ${key} is ambiguous across compiled functions`);
    table[key] = defined[0];
  }
  return table;
}

function stripAnnotations(schema) {
  walk(schema, (node) => {
    for (const key of Object.keys(node)) if (DROPPED.has(key)) delete node[key];
  });
}

function prepare(original) {
  const schema = structuredClone(original);
  rewriteUnions(schema, original);
  return schema;
}

/**
 * ajv gathers a called function's errors with `vErrors = vErrors.concat(errors)`: a new array per call, so a list
 * of n failing elements (`oneOf: [1, 1, …]`, `tools: [null, null, …]`) copies the errors gathered so far n times,
 * quadratic in the document (44 s for 50,000 elements). Appending in place gives the same list in linear time. The
 * build fails if ajv ever gathers errors another way, so that the quadratic form cannot come back unseen.
 */
const APPEND_ERRORS =
  'function appendErrors(into, more) { if (into === null) return more; for (let i = 0; i < more.length; i++) into.push(more[i]); return into; }';

function appendInPlace(code) {
  const rewritten = code.replace(/vErrors = vErrors === null \? ([\w.]+) : vErrors\.concat\(\1\)/g, 'vErrors = appendErrors(vErrors, $1)');
  if (rewritten.includes('.concat(')) throw new Error('compile-schemas: the generated code concatenates error lists in a new way');
  return rewritten;
}

const modules = {}; // schema id (without `toolschema:`) → the source of its module
for (const [uri, { name, Ajv }] of Object.entries(DRAFTS)) {
  const schemas = originals.filter((s) => s.$schema === uri).map(prepare);
  if (!schemas.length) continue;
  const messages = errorMessages(schemas);
  schemas.forEach(stripAnnotations);
  const warnings = [];
  const ajv = new Ajv({
    allErrors: true, // every problem in the document, not the first
    messages: false, // ajv's English text is never read: codes and messages come from keyword and params
    inlineRefs: false, // each $ref is a function, so schema paths are relative to a known root (errorMessages)
    strict: true, // unknown keywords, ignored schema parts … fail the build
    strictTypes: 'log', // pedelec-args states its root type through allOf, which strictTypes cannot see (printed below)
    allowUnionTypes: true, // "type": ["string", "null"] is how these schemas say nullable
    logger: { log: console.log, warn: (w) => warnings.push(w), error: console.error },
    code: { source: true, lines: false, optimize: true },
  });
  ajv.addVocabulary(ANNOTATIONS);
  for (const s of schemas) ajv.addSchema(s);
  for (const s of schemas) {
    // Only this schema's functions and those of the schemas it refers to (ajv compiles each once, for all modules).
    const code = appendInPlace(standaloneCode(ajv, { validate: s.$id }));
    if (/new Function|\beval\(/.test(code)) throw new Error(`${name}: generated code evaluates code at run time`);
    modules[s.$id.replace(/^toolschema:/, '')] = `// @ts-nocheck
// Generated by scripts/compile-schemas.mjs from schemas/*.schema.json (ajv standalone code, ${name}). Do not edit.
const compiled = {};
(function (exports) {
${APPEND_ERRORS}
${code}
})(compiled);
export const validate = compiled.validate;
export const messages = ${JSON.stringify(messages)};
`;
  }
  for (const w of new Set(warnings)) console.log(`compile-schemas (${name}): ${w}`);
}

const loaders = Object.keys(modules)
  .map((id) => `  ${JSON.stringify(id)}: () => require(${JSON.stringify(`./validators/${id}`)}),`)
  .join('\n');
const index = `// @ts-nocheck
// Generated by scripts/compile-schemas.mjs. Do not edit. Each schema's validator and errorMessage table, by schema id,
// required on first use.
export const validatorModules = {\n${loaders}\n};
`;
rmSync(MODULES, { recursive: true, force: true }); // a schema removed leaves no module behind
mkdirSync(MODULES, { recursive: true });
for (const [id, source] of Object.entries(modules)) writeFileSync(join(MODULES, `${id}.ts`), source);
writeFileSync(INDEX, index);
// Quiet on success: the build runs this every time.
if (process.env.COMPILE_SCHEMAS_VERBOSE) {
  const size = (source) => `${(source.length / 1024).toFixed(1)} KB`;
  for (const [id, source] of Object.entries(modules)) console.log(`compile-schemas: ${id} ${size(source)}`);
  console.log(`compile-schemas: ${Object.keys(modules).length} validators → ${MODULES.slice(root.length + 1)}`);
}
