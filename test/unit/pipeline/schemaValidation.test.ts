import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { schemaMessage } from '../../../server/src/core/pipeline/validateMessages';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { parseJson } from '../../../server/src/core/languages/json/parse';
import { SCHEMAS, schemaById, type SchemaEntry } from '../../../server/src/core/model/catalog';
import { compiledSchema, schemaProblems, validateSchema, type ValidatorError } from '../../../server/src/core/pipeline/validate';
import { toValue, type ValueNode } from '../../../server/src/core/model/tree';
import { generatedValidatorModules } from '../../helpers/generatedValidators';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../../../../test/fixtures', name), 'utf8');
const CORPUS = path.resolve(__dirname, '../../../../../shared/corpus/arcade-wrapper-tools');
const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const preview = fixture('greet.preview.tool.json');
const schema = (id: string) => schemaById(id)!;
/** The real generated validators, by schema id. */
const generated = Object.fromEntries(SCHEMAS.map((s) => [s.id, compiledSchema(s.id)!.validate]));

function rootOf(text: string): ValueNode {
  const { root, problems } = parseJson(text, { comments: false });
  assert.deepEqual(problems, [], 'the test document is valid JSON');
  return root!;
}

const problemsOf = (text: string, id: string) => validateSchema(rootOf(text), schema(id));

/** `code «covered text»` per problem, in document order. */
const described = (text: string, id: string) =>
  problemsOf(text, id).map((p) => `${p.code} «${text.slice(p.span.offset, p.span.offset + p.span.length)}»`);

function mutate(text: string, from: string, to: string): string {
  assert.ok(text.includes(from), `fixture contains ${from}`);
  return text.replace(from, to);
}

/** The errors of the real generated validator, as (keyword, instancePath) pairs. */
function rawErrors(text: string, id: string): ValidatorError[] {
  const validate = generated[id];
  assert.equal(validate(toValue(rootOf(text))), false, 'the document is invalid');
  return validate.errors!;
}

/** The current fixture with its output's value_schema replaced by `json`. */
const outputValueSchema = (json: string) => current.replace(/("output": \{[\s\S]*?"value_schema": )\{[^}]*\}/, `$1${json}`);

const corpusFiles = () =>
  existsSync(CORPUS)
    ? readdirSync(CORPUS)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

// Documents that break each kind of keyword, shared by the tests below.
const BAD: [string, string][] = [
  [mutate(current, '"deprecation_message": null,', '"deprecation_message": null,\n  "colour": "blue",'), 'arcade-tool-current'],
  [mutate(current, '"available_modes": ["value", "error", "null"]', '"available_modes": ["values"]'), 'arcade-tool-current'],
  [mutate(current, '"val_type": "string"', '"val_type": "str"'), 'arcade-tool-current'],
  [mutate(v1, '"name": "Hello", ', ''), 'arcade-tool-1.0'],
  [mutate(v1, '"key_id"', '"key"'), 'arcade-tool-1.0'],
  [mutate(v1, '"authorization": "none"', '"authorization": 5'), 'arcade-tool-1.0'],
  ['{ "type": "object", "properties": { "a": { "type": "string", "minLength": "3" } } }', 'pedelec-args'],
  ['{ "type": "object", "properties": { "a": { "type": "array", "items": { "type": "string" }, "minItems": -1 } } }', 'pedelec-args'],
  [
    '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "required": "x" } } ] }',
    'pedelec-skills',
  ],
  [mutate(preview, '"val_type": "string"', '"val_type": 3'), 'arcade-tool-preview'],
];

test('schema validation: the fixtures are clean under their schemas', () => {
  assert.deepEqual(described(current, 'arcade-tool-current'), []);
  assert.deepEqual(described(v1, 'arcade-tool-1.0'), []);
  assert.deepEqual(described(preview, 'arcade-tool-preview'), []);
});

test('schema validation: every real Arcade wrapper-tool file of the corpus is clean under arcade-tool-current', (t) => {
  const files = corpusFiles();
  if (!files.length) return t.diagnostic(`corpus not found at ${CORPUS}; nothing to check`);
  assert.ok(files.length >= 61, `${files.length} corpus files`);
  for (const f of files) assert.deepEqual(described(readFileSync(path.join(CORPUS, f), 'utf8'), 'arcade-tool-current'), [], f);
});

test('schema validation: an unknown top-level key is reported on the key, naming it', () => {
  const [text, id] = BAD[0];
  assert.deepEqual(described(text, id), ['schema/unknown-property «"colour"»']);
  const [p] = problemsOf(text, id);
  assert.equal(p.property, 'colour');
  assert.equal(p.keyword, 'additionalProperties');
  assert.equal(p.node.type, 'object');
  assert.equal(p.severity, 'error');
  assert.equal(
    p.message,
    'Property "colour" is not allowed here by the Arcade tool definition (current tooling) schema. Remove it or check its spelling.',
  );
});

test('schema validation: a bad output mode is reported on the value, with the allowed values', () => {
  const [text, id] = BAD[1];
  assert.deepEqual(described(text, id), ['schema/invalid-value «"values"»']);
  assert.match(problemsOf(text, id)[0].message, /^"values" is not accepted\. Use one of: "value", "error", "null"/);
});

test('schema validation: the value not accepted is quoted, cut at 60 characters (issue 24)', () => {
  const [text, id] = BAD[1];
  const long = 'v'.repeat(500);
  const message = problemsOf(text.replace('"values"', JSON.stringify(long)), id)[0].message;
  assert.ok(message.startsWith(`"${'v'.repeat(58)}… is not accepted. Use one of:`), message);
});

test('schema validation: a title that ends in "schema" is not followed by "schema" again (issue 24)', () => {
  const node = rootOf('3')!;
  assert.equal(
    schemaMessage('anyOf', {}, node, 'Pedelec args schema'),
    'Value matches none of the alternatives the Pedelec args schema allows here. Change it to match one.',
  );
  assert.equal(
    schemaMessage('anyOf', {}, node, 'Pedelec skills manifest'),
    'Value matches none of the alternatives the Pedelec skills manifest schema allows here. Change it to match one.',
  );
});

test("schema validation: a wrong val_type is an invalid value, with the schema's own errorMessage", () => {
  const [text, id] = BAD[2];
  assert.deepEqual(described(text, id), ['schema/invalid-value «"str"»']);
  const definition = schema(id).schema.definitions!.value_schema as { properties: Record<string, { errorMessage: string }> };
  assert.equal(problemsOf(text, id)[0].message, definition.properties.val_type.errorMessage);
});

test('schema validation: a missing property is reported on the key that holds the object, or on { at the root', () => {
  const [text, id] = BAD[3];
  assert.deepEqual(described(text, id), ['schema/missing-property «"toolkit"»']);
  assert.equal(problemsOf(text, id)[0].property, 'name');
  assert.equal(problemsOf(text, id)[0].message, 'Missing required property "name" (Arcade tool definition 1.0). Add it.');
  const noName = mutate(v1, '"name": "Greet",', '');
  assert.deepEqual(described(noName, id), ['schema/missing-property «{»']);
  assert.deepEqual(problemsOf(noName, id)[0].span, { offset: 0, length: 1 });
});

test('schema validation: a Pedelec keyword with a value of the wrong type is reported on the value', () => {
  const [text, id] = BAD[6];
  assert.deepEqual(described(text, id), ['schema/wrong-type «"3"»']);
  assert.equal(problemsOf(text, id)[0].message, 'Incorrect type: expected an integer, found a string. Change the value to an integer.');
});

test('schema validation: a broken bound is a constraint problem', () => {
  const [text, id] = BAD[7];
  assert.deepEqual(described(text, id), ['schema/constraint «-1»']);
  assert.equal(problemsOf(text, id)[0].message, 'Value is below the minimum of 0. Use 0 or more.');
});

test('schema validation: a skills manifest validates each argsSchema (a $ref to another bundled schema)', () => {
  const [text, id] = BAD[8];
  assert.deepEqual(described(text, id), ['schema/wrong-type «"x"»']);
});

test("schema validation: oneOf null-vs-array reports the errors of the branch the value's type selects", () => {
  // Arcade 1.0 `secrets` is oneOf [null, array of { key_id }]: the array branch's errors only, no "not null".
  const [text, id] = BAD[4];
  assert.deepEqual(described(text, id), ['schema/missing-property «{»', 'schema/unknown-property «"key"»']);
  const missing = problemsOf(text, id)[0];
  assert.equal(missing.property, 'key_id');
  assert.equal(missing.node.type, 'object');
  // A value of no branch's type: one wrong-type naming every allowed type.
  const secretsString = mutate(v1, '"secrets": [{ "key_id": "GREETING_TOKEN" }]', '"secrets": "GREETING_TOKEN"');
  assert.deepEqual(described(secretsString, id), ['schema/wrong-type «"GREETING_TOKEN"»']);
  assert.equal(
    problemsOf(secretsString, id)[0].message,
    'Incorrect type: expected null or an array, found a string. Change the value to null or an array.',
  );
  const [authNumber] = BAD[5];
  assert.deepEqual(described(authNumber, id), ['schema/wrong-type «5»']);
  assert.match(problemsOf(authNumber, id)[0].message, /^Incorrect type: expected null, a string or an object, found a number\./);
  // The string branch: its enum only (not the object branch's "must be an object").
  const authWord = mutate(v1, '"authorization": "none"', '"authorization": "tokens"');
  assert.deepEqual(described(authWord, id), ['schema/invalid-value «"tokens"»']);
});

test("schema validation: anyOf [$ref, null] reports the referenced schema's errors for an object", () => {
  const id = 'arcade-tool-current';
  const text = mutate(current, '"val_type": "json"', '"val_type": "str", "colour": 1');
  assert.deepEqual(described(text, id), ['schema/invalid-value «"str"»', 'schema/unknown-property «"colour"»']);
  assert.deepEqual(described(outputValueSchema('null'), id), []);
  const word = outputValueSchema('"json"');
  assert.deepEqual(described(word, id), ['schema/wrong-type «"json"»']);
  assert.match(problemsOf(word, id)[0].message, /^Incorrect type: expected an object or null, found a string\./);
});

test('schema validation: a key named __proto__ is an ordinary key, at the root and in a properties map', () => {
  const text = mutate(current, '"deprecation_message": null,', '"deprecation_message": null,\n  "__proto__": {},');
  assert.deepEqual(described(text, 'arcade-tool-current'), ['schema/unknown-property «"__proto__"»']);
  const args = '{ "type": "object", "properties": { "__proto__": { "type": "strin" } } }';
  assert.deepEqual(described(args, 'pedelec-args'), ['schema/invalid-value «"strin"»']);
});

test('schema validation: instance paths are JSON pointers (~1 is /, ~0 is ~) and the last duplicate key wins', () => {
  const args = '{ "type": "object", "properties": { "a/b~c": { "type": 5 }, "~1": { "type": true } } }';
  assert.deepEqual(described(args, 'pedelec-args'), ['schema/invalid-value «5»', 'schema/invalid-value «true»']);
  const { root } = parseJson('{ "type": "object", "properties": { "a": { "type": "strin" }, "a": { "type": 7 } } }', { comments: false });
  const problems = validateSchema(root, schema('pedelec-args'));
  assert.deepEqual(
    problems.map((p) => [p.code, p.node.type]),
    [['schema/invalid-value', 'number']],
  );
});

test('schema validation: a value outside an enum and of the wrong type is one invalid value, not two problems', () => {
  const text = mutate(preview, '"val_type": "string"', '"val_type": 3');
  assert.deepEqual(described(text, 'arcade-tool-preview'), ['schema/invalid-value «3»']);
  const definition = schema('arcade-tool-preview').schema.$defs!.value_schema as { properties: Record<string, { errorMessage: string }> };
  assert.equal(problemsOf(text, 'arcade-tool-preview')[0].message, definition.properties.val_type.errorMessage);
});

test('schema validation: no two problems for one (code, node, property)', () => {
  for (const [text, id] of BAD) {
    const root = rootOf(text);
    const errors = rawErrors(text, id);
    const once = schemaProblems(root, errors, schema(id));
    assert.deepEqual(schemaProblems(root, [...errors, ...errors], schema(id)), once);
    const keys = once.map((p) => `${p.code}@${p.node.offset}:${p.property}`);
    assert.equal(new Set(keys).size, keys.length);
  }
});

test('schema validation: a property written without a usable value is not reported missing', () => {
  const text = mutate(v1, '"name": "Greet",', '"name": ,');
  const { root, problems } = parseJson(text, { comments: false });
  assert.ok(
    problems.some((p) => p.code === 'syntax/invalid-json'),
    'the syntax error is reported by the parser',
  );
  assert.deepEqual(validateSchema(root, schema('arcade-tool-1.0')), []);
});

test('schema validation: an empty document or a document without a value has no schema problems', () => {
  assert.deepEqual(validateSchema(undefined, schema('pedelec-args')), []);
  assert.deepEqual(validateSchema(parseJson('  ', { comments: false }).root, schema('pedelec-args')), []);
});

test('codes never come from text: the validators write none, and garbage text changes no code, span or message', () => {
  for (const [text, id] of BAD) {
    const errors = rawErrors(text, id);
    for (const e of errors) assert.equal('message' in e, false, `${e.keyword} at ${e.instancePath} carries no text`);
    const root = rootOf(text);
    const garbled = errors.map((e) => ({ ...e, message: "Ceci n'est pas un message.", schema: 'garbage', data: 'garbage' }));
    assert.deepEqual(schemaProblems(root, garbled, schema(id)), schemaProblems(root, errors, schema(id)));
  }
});

test('the pinned validators still report these exact (keyword, instancePath) pairs (guards an ajv upgrade)', () => {
  const pairs = BAD.map(([text, id]) => rawErrors(text, id).map((e) => `${e.keyword} ${e.instancePath}`));
  assert.deepEqual(pairs, [
    ['additionalProperties '],
    ['enum /output/available_modes/0'],
    ['enum /input/parameters/0/value_schema/val_type'],
    ['required /toolkit'],
    ['required /requirements/secrets/0', 'additionalProperties /requirements/secrets/0', 'if /requirements/secrets'],
    ['type /requirements/authorization'],
    ['type /properties/a/minLength'],
    ['minimum /properties/a/minItems'],
    ['type /tools/0/argsSchema/required'],
    ['type /inputs/parameters/0/value_schema/val_type', 'enum /inputs/parameters/0/value_schema/val_type'],
  ]);
});

test('the build-time rewrite of unions accepts exactly what the written schemas accept', () => {
  const written = writtenValidators();
  const documents: [string, string][] = [
    ...BAD,
    [current, 'arcade-tool-current'],
    [v1, 'arcade-tool-1.0'],
    [preview, 'arcade-tool-preview'],
    [mutate(v1, '"secrets": [{ "key_id": "GREETING_TOKEN" }]', '"secrets": null'), 'arcade-tool-1.0'],
    [mutate(v1, '"secrets": [{ "key_id": "GREETING_TOKEN" }]', '"secrets": "x"'), 'arcade-tool-1.0'],
    [mutate(v1, '"authorization": "none"', '"authorization": { "provider_type": "oauth2" }'), 'arcade-tool-1.0'],
    [mutate(v1, '"authorization": "none"', '"authorization": { "provider_type": "oauth2", "x": 1 }'), 'arcade-tool-1.0'],
    [mutate(preview, '"authorization": null', '"authorization": "token"'), 'arcade-tool-preview'],
    [outputValueSchema('null'), 'arcade-tool-current'],
    [outputValueSchema('"json"'), 'arcade-tool-current'],
    ...corpusFiles().map((f): [string, string] => [readFileSync(path.join(CORPUS, f), 'utf8'), 'arcade-tool-current']),
  ];
  for (const [text, id] of documents) {
    const value = toValue(rootOf(text));
    assert.equal(generated[id](value), written.get(id)!(value), `${id}: ${text.slice(0, 80)}`);
  }
});

let writtenCache: Map<string, (data: unknown) => boolean> | undefined;

/** Validators compiled here from the schemas as written, without the build's rewrite (a test may compile; the product never does). */
function writtenValidators() {
  if (writtenCache) return writtenCache;
  const written = (writtenCache = new Map());
  for (const s of SCHEMAS) {
    const ajv = s.id === 'arcade-tool-preview' ? new Ajv2020({ strict: false }) : new Ajv({ strict: false });
    for (const other of SCHEMAS) if (other.id !== s.id && other.schema.$schema === s.schema.$schema) ajv.addSchema(other.schema);
    written.set(s.id, ajv.compile(s.schema));
  }
  return written;
}

/** Every value of `value` (and `value` itself) replaced in turn by each of `replacements`. */
function* replacedValues(value: unknown, replacements: unknown[]): Generator<unknown> {
  for (const r of replacements) yield r;
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      for (const child of replacedValues((value as Record<string, unknown>)[key], replacements)) {
        const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
        copy[key] = child;
        yield copy;
      }
    }
  }
}

test('the rewritten unions accept what the written ones accept, for every value of the fixtures replaced by another type', () => {
  const written = writtenValidators();
  const replacements = [null, 0, 1.5, '', 'none', true, [], [{}], {}, { key_id: 'K' }, { provider_type: 'oauth2' }, { val_type: 'json' }];
  let compared = 0;
  for (const [text, id] of [
    [current, 'arcade-tool-current'],
    [v1, 'arcade-tool-1.0'],
    [preview, 'arcade-tool-preview'],
  ]) {
    for (const value of replacedValues(JSON.parse(text), replacements)) {
      const validate = generated[id];
      assert.equal(validate(value), written.get(id)!(value), `${id}: ${JSON.stringify(value).slice(0, 200)}`);
      for (const e of validate.errors ?? []) assert.ok(e.keyword !== 'oneOf' && e.keyword !== 'anyOf', 'every bundled union was rewritten');
      compared++;
    }
  }
  assert.ok(compared > 1000, `${compared} documents compared`);
});

test("nothing is compiled at run time: the generated validators hold no eval and import only ajv's runtime helpers", () => {
  const source = (file: string) => readFileSync(path.resolve(__dirname, '../../../../server/src/core', file), 'utf8');
  const modules = generatedValidatorModules();
  assert.deepEqual(Object.keys(modules).sort(), SCHEMAS.map((s) => s.id).sort(), 'one module per bundled schema');
  for (const [id, generatedSource] of Object.entries(modules)) {
    assert.doesNotMatch(generatedSource, /new Function|\beval\s*\(|\bFunction\s*\(/, id);
    for (const m of generatedSource.matchAll(/(?:require\(|from )["']([^"']+)["']/g)) assert.match(m[1], /^ajv\/dist\/runtime\//, id);
  }
  // The index only requires those modules, each on first use.
  const index = source('pipeline/generated/schemaValidators.ts');
  assert.deepEqual(
    [...index.matchAll(/(?:require\(|from )["']([^"']+)["']/g)].map((m) => m[1]).sort(),
    SCHEMAS.map((s) => `./validators/${s.id}`).sort(),
  );
  for (const file of ['pipeline/validate.ts', 'pipeline/validateMessages.ts']) assert.doesNotMatch(source(file), /from ['"]ajv/);
});

test('a union whose branches overlap (not rewritten at build time) gives one problem on the value', () => {
  const test: SchemaEntry = { ...schema('pedelec-args'), title: 'Test' };
  const validate = new Ajv({ allErrors: true, messages: false }).compile({
    properties: {
      n: { oneOf: [{ type: 'number' }, { type: 'integer' }] },
      m: {
        oneOf: [
          { type: 'number', minimum: 5 },
          { type: 'integer', maximum: 1 },
        ],
      },
    },
  });
  const text = '{ "n": 3, "m": 3 }';
  const root = rootOf(text);
  assert.equal(validate(toValue(root)), false);
  const found = schemaProblems(root, validate.errors as ValidatorError[], test).map(
    (p) => `${p.code} «${text.slice(p.span.offset, p.span.offset + p.span.length)}»`,
  );
  assert.deepEqual(found, ['schema/no-matching-alternative «3»', 'schema/invalid «3»']);
});

test('the validators see what JSON.parse gives: own __proto__ keys, the last duplicate, every corpus file', () => {
  const tricky = '{ "__proto__": { "x": 1 }, "a": [1, { "b": null }], "a": { "constructor": true, "0": [] }, "": "" }';
  const texts = [tricky, current, v1, preview, ...corpusFiles().map((f) => readFileSync(path.join(CORPUS, f), 'utf8'))];
  for (const text of texts) assert.deepStrictEqual(toValue(parseJson(text, { comments: false }).root), JSON.parse(text));
  const value = toValue(parseJson(tricky, { comments: false }).root) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.ok(Object.prototype.hasOwnProperty.call(value, '__proto__'));
});
