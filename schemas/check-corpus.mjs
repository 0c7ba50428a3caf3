#!/usr/bin/env node
// Checks the bundled JSON Schemas with vscode-json-languageservice (the validator the
// language server uses). Usage: node schemas/check-corpus.mjs [corpusDir]
// Exits non-zero when any expectation fails. Never touches the network.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLanguageService } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = process.argv[2] ?? '/work/shared/corpus/arcade-wrapper-tools';
const IDS = [
  'arcade-tool-preview',
  'arcade-tool-1.0',
  'arcade-tool-current',
  'pedelec-args',
  'pedelec-skills',
  'pedelec-tools',
  'pedelec-tool',
];

const schemas = {};
for (const id of IDS) {
  const schema = JSON.parse(readFileSync(join(here, `${id}.schema.json`), 'utf8'));
  if (schema.$id !== `toolschema:${id}`) throw new Error(`${id}: $id is ${schema.$id}`);
  schemas[id] = schema;
}

const ls = getLanguageService({
  schemaRequestService: (uri) => Promise.reject(new Error(`no network (requested ${uri})`)),
});
ls.configure({ validate: true, allowComments: false, schemas: IDS.map((id) => ({ uri: `toolschema:${id}`, schema: schemas[id] })) });

let failures = 0;
let docCounter = 0;
const fail = (msg) => {
  failures++;
  console.log(`FAIL ${msg}`);
};

async function validate(text, id) {
  const doc = TextDocument.create(`inmemory://check/${docCounter++}.json`, 'json', 1, text);
  const jsonDoc = ls.parseJSONDocument(doc);
  return ls.doValidation(doc, jsonDoc, { comments: 'error', trailingCommas: 'error' }, schemas[id]);
}
const fmt = (p) =>
  `  [${p.range.start.line + 1}:${p.range.start.character + 1}-${p.range.end.line + 1}:${p.range.end.character + 1}] ${p.message}`;

async function expectClean(label, text, id) {
  const problems = await validate(text, id);
  if (problems.length) {
    fail(`${label} vs ${id}: expected 0 problems, got ${problems.length}`);
    problems.forEach((p) => console.log(fmt(p)));
  } else console.log(`ok   ${label} vs ${id}: 0 problems`);
  return problems.length;
}
async function expectProblems(label, text, id, mustMatch) {
  const problems = await validate(text, id);
  const matched = mustMatch ? problems.some((p) => mustMatch.test(p.message)) : problems.length > 0;
  if (!problems.length || !matched)
    fail(`${label} vs ${id}: expected a problem${mustMatch ? ` matching ${mustMatch}` : ''}, got ${problems.length}`);
  else console.log(`ok   ${label} vs ${id}: ${problems.length} problem(s)`);
  problems.forEach((p) => console.log(fmt(p)));
}
const j = (o) => JSON.stringify(o, null, 2);

// ---------------------------------------------------------------- 0. every property documented
function checkDescriptions(schema, path, id) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  if (typeof schema.$ref === 'string' && /^https?:/.test(schema.$ref)) fail(`${id}: ${path} network $ref ${schema.$ref}`);
  if (
    Array.isArray(schema.enum) &&
    schema.enum.length > 1 &&
    !(Array.isArray(schema.enumDescriptions) && schema.enumDescriptions.length === schema.enum.length)
  )
    fail(`${id}: ${path} enum without matching enumDescriptions`);
  for (const [k, v] of Object.entries(schema.properties ?? {})) {
    if (typeof v.description !== 'string' && !v.$ref) fail(`${id}: ${path}/properties/${k} has no description`);
    checkDescriptions(v, `${path}/properties/${k}`, id);
  }
  for (const mapKey of ['definitions', '$defs'])
    for (const [k, v] of Object.entries(schema[mapKey] ?? {})) checkDescriptions(v, `${path}/${mapKey}/${k}`, id);
  for (const k of ['items', 'additionalProperties']) checkDescriptions(schema[k], `${path}/${k}`, id);
  for (const k of ['allOf', 'anyOf', 'oneOf']) (schema[k] ?? []).forEach((v, i) => checkDescriptions(v, `${path}/${k}/${i}`, id));
}
// run on pristine copies (the language service resolves $ref in place)
for (const id of IDS) checkDescriptions(JSON.parse(readFileSync(join(here, `${id}.schema.json`), 'utf8')), '#', id);

// ---------------------------------------------------------------- 1. corpus vs arcade-tool-current
console.log(`\n== corpus ${corpusDir} vs arcade-tool-current`);
const files = existsSync(corpusDir)
  ? readdirSync(corpusDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
if (!files.length) fail(`no corpus files found in ${corpusDir}`);
let clean = 0;
for (const f of files) {
  const text = readFileSync(join(corpusDir, f), 'utf8');
  const problems = await validate(text, 'arcade-tool-current');
  if (problems.length) {
    fail(`${f}: ${problems.length} problem(s)`);
    problems.forEach((p) => console.log(fmt(p)));
  } else clean++;
}
console.log(`corpus: ${clean}/${files.length} files with 0 problems`);

// ---------------------------------------------------------------- 2. mutations must be rejected
console.log('\n== mutated corpus copies vs arcade-tool-current');
if (files.length) {
  const base = JSON.parse(readFileSync(join(corpusDir, files.includes('HelloWorld.json') ? 'HelloWorld.json' : files[0]), 'utf8'));
  const clone = () => structuredClone(base);
  let m = clone();
  m.foo = 1;
  await expectProblems('(a) unknown top-level key foo', j(m), 'arcade-tool-current', /foo/);
  m = clone();
  m.output.available_modes = ['values'];
  await expectProblems('(b) available_modes ["values"]', j(m), 'arcade-tool-current', /Valid values|not accepted/);
  m = clone();
  m.input.parameters[0].value_schema.val_type = 'list';
  await expectProblems('(c) parameter val_type "list"', j(m), 'arcade-tool-current', /val_type/);
  m = clone();
  m.input.parameters[0].required = 'yes';
  await expectProblems('(d) parameter required "yes"', j(m), 'arcade-tool-current', /boolean/);
  m = clone();
  m.toolkit.extra = true;
  await expectProblems('(e) unknown toolkit key', j(m), 'arcade-tool-current', /extra/);
  m = clone();
  m.requirements.secrets = [{ key_id: 'x' }];
  await expectProblems('(f) secrets [{key_id}] (1.0 shape)', j(m), 'arcade-tool-current', /key/);
  m = clone();
  m.output.value_schema.properties.message.val_typ = 'string';
  await expectProblems('(g) typo inside nested value_schema.properties', j(m), 'arcade-tool-current', /val_typ/);
  m = clone();
  m.http_endpoint.some_new_arcade_field = { x: 1 };
  await expectClean('(h) extra key inside http_endpoint (tolerated)', j(m), 'arcade-tool-current');
  m = clone();
  m.http_endpoint.parameters[0].required = 'yes';
  await expectProblems('(i) http_endpoint parameter required "yes"', j(m), 'arcade-tool-current', /boolean/);
  m = clone();
  m.input.parameters[0].value_schema = { val_type: 'array' };
  await expectClean('(j) array without inner_val_type (left to lint rule)', j(m), 'arcade-tool-current');
  await expectProblems('(k) trailing comma / comment', '{ // c\n "name": "x",\n}', 'arcade-tool-current');
}

// ---------------------------------------------------------------- 3. preview and 1.0 shapes
console.log('\n== published formats');
const previewDoc = {
  $schema: 'toolschema:arcade-tool-preview',
  name: 'CreateIssue',
  fully_qualified_name: 'Github.CreateIssue@1.0.0',
  description: 'Create an issue.',
  toolkit: { name: 'Github', description: 'GitHub tools', version: '1.0.0' },
  inputs: {
    parameters: [
      { name: 'title', required: true, description: 'Issue title', value_schema: { val_type: 'string' } },
      { name: 'labels', required: false, value_schema: { val_type: 'array', inner_val_type: 'string', enum: null }, inferrable: true },
    ],
  },
  output: { available_modes: ['value', 'error', 'requires_authorization'], description: 'The issue', value_schema: { val_type: 'json' } },
  requirements: { authorization: { provider_id: 'github', provider_type: 'oauth2', oauth2: { scopes: ['repo'] } } },
};
await expectClean('preview document', j(previewDoc), 'arcade-tool-preview');
await expectProblems(
  'preview document with "input" key',
  j({ ...previewDoc, input: previewDoc.inputs, inputs: undefined }),
  'arcade-tool-preview',
  /input/,
);
const v1Doc = {
  name: 'Search',
  fully_qualified_name: 'Web.Search@1.0.0',
  description: 'Search the web.',
  toolkit: { name: 'Web', version: '1.0.0' },
  input: {
    parameters: [
      { name: 'query', required: true, description: 'Query', value_schema: { val_type: 'string', inner_val_type: null, enum: null } },
      { name: 'limit', required: false, value_schema: { val_type: 'integer' }, inferrable: false },
    ],
  },
  output: { available_modes: ['value', 'null'], value_schema: { val_type: 'array', inner_val_type: 'json' } },
  requirements: { secrets: [{ key_id: 'SERP_API_KEY' }], authorization: 'none' },
};
await expectClean('1.0 document', j(v1Doc), 'arcade-tool-1.0');
await expectProblems('1.0 document with secrets [{key}]', j({ ...v1Doc, requirements: { secrets: [{ key: 'x' }] } }), 'arcade-tool-1.0');

// ---------------------------------------------------------------- 4. Pedelec
console.log('\n== pedelec');
const point = { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] };
const pedelecExamples = {
  'root query': { $schema: 'toolschema:pedelec-args', type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  'empty object': { type: 'object', properties: {}, required: [] },
  'string metadata': { type: 'string', description: 'Output language.', default: 'en', examples: ['en', 'zh-TW'] },
  'string enum': { type: 'string', enum: ['viewer', 'editor'], description: 'Role to assign.' },
  'string bounds': { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' },
  'integer delta': { type: 'integer', minimum: -10, maximum: 10 },
  'number enum': { type: 'number', enum: [0.5, 1, 2] },
  boolean: { type: 'boolean', enum: [true] },
  'array ids': { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 50, uniqueItems: true },
  'object position': point,
  'oneOf target': {
    oneOf: [
      { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      { type: 'object', properties: { index: { type: 'integer', minimum: 0 } }, required: ['index'] },
    ],
  },
  'move shape': {
    type: 'object',
    properties: { shapeId: { type: 'string', minLength: 1 }, destination: point },
    required: ['shapeId', 'destination'],
  },
  // unsupported keywords are reported by lint rules, not by the schema:
  'unsupported keywords tolerated': {
    type: 'object',
    additionalProperties: false,
    properties: { d: { type: 'string', format: 'date' }, r: { $ref: '#/x' } },
  },
};
for (const [label, schema] of Object.entries(pedelecExamples)) await expectClean(`args: ${label}`, j(schema), 'pedelec-args');
await expectProblems(
  'args: minLength "3" + required "x"',
  j({ type: 'object', properties: { q: { type: 'string', minLength: '3' } }, required: 'x' }),
  'pedelec-args',
  /integer|array/,
);
await expectProblems(
  'args: bad type value',
  j({ type: 'object', properties: { q: { type: 'text' } } }),
  'pedelec-args',
  /Valid values|not accepted/,
);
await expectProblems(
  'args: deep items.properties error',
  j({ type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { n: { maxItems: -1 } } } } } }),
  'pedelec-args',
);
await expectProblems('args: empty oneOf', j({ oneOf: [] }), 'pedelec-args');

const skills = {
  $schema: 'toolschema:pedelec-skills',
  guidance: 'Use these tools to edit the canvas.',
  tools: [
    { name: 'move_shape', description: 'Move a shape.', argsSchema: pedelecExamples['move shape'], timeoutMs: 5000 },
    {
      name: 'update_counter',
      description: 'Add delta to the counter.',
      argsSchema: { type: 'object', properties: { delta: { type: 'integer', minimum: -10, maximum: 10 } }, required: ['delta'] },
    },
  ],
};
await expectClean('skills manifest (2 tools)', j(skills), 'pedelec-skills');
const legacy = structuredClone(skills);
legacy.tools[1].input = legacy.tools[1].argsSchema;
delete legacy.tools[1].argsSchema;
await expectClean('skills manifest with legacy "input" (left to lint rule)', j(legacy), 'pedelec-skills');
const bad = structuredClone(skills);
bad.tools[0].argsSchema.properties.shapeId.minLength = '3';
bad.tools[1].argsSchema.required = 'x';
await expectProblems('skills: errors inside argsSchema ($ref toolschema:pedelec-args resolves)', j(bad), 'pedelec-skills', /integer|array/);
const badLegacy = structuredClone(legacy);
badLegacy.tools[1].input.required = 'x';
await expectProblems('skills: error inside legacy input', j(badLegacy), 'pedelec-skills', /array/);
const bad2 = structuredClone(skills);
bad2.extra = 1;
bad2.tools[0].timeoutMs = '5s';
bad2.tools[1].nmae = 'x';
await expectProblems('skills: unknown keys / wrong types', j(bad2), 'pedelec-skills', /extra/);
const registry = { tools: skills.tools };
await expectClean('tools registry (skills/tools.json)', j(registry), 'pedelec-tools');
await expectProblems(
  'tools registry: no guidance, errors inside argsSchema',
  j({ guidance: 'g', tools: bad.tools }),
  'pedelec-tools',
  /guidance/,
);
await expectClean('tool file (skills/tools-move_shape.json)', j({ ...skills.tools[0], timeoutMs: 60000 }), 'pedelec-tool');
await expectProblems('tool file: unknown key', j({ ...skills.tools[0], handler: 'x' }), 'pedelec-tool', /handler/);

// ---------------------------------------------------------------- 5. hover through associations and external $ref
console.log('\n== hover (schema association by fileMatch)');
{
  const hls = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(`no network (requested ${uri})`)) });
  const fresh = (id) => JSON.parse(readFileSync(join(here, `${id}.schema.json`), 'utf8'));
  hls.configure({
    validate: true,
    schemas: IDS.map((id) => ({ uri: `toolschema:${id}`, schema: fresh(id), fileMatch: [`*.${id}.json`] })),
  });
  async function hoverAt(id, text, needle, expect) {
    const doc = TextDocument.create(`inmemory://hover/x.${id}.json`, 'json', 1, text);
    const pos = doc.positionAt(text.indexOf(needle) + 1);
    const h = await hls.doHover(doc, pos, hls.parseJSONDocument(doc));
    const value = h
      ? []
          .concat(h.contents)
          .map((c) => (typeof c === 'string' ? c : c.value))
          .join('\n')
      : '';
    if (!expect.test(value)) fail(`hover ${id} on ${needle}: got ${JSON.stringify(value.slice(0, 200))}`);
    else console.log(`ok   hover ${id} on ${needle}: ${JSON.stringify(value.split('\n')[0].slice(0, 90))}...`);
  }
  await hoverAt('arcade-tool-current', j({ input: { parameters: [{ value_schema: { val_type: 'json' } }] } }), '"json"', /BaseModel/);
  await hoverAt(
    'arcade-tool-current',
    j({ output: { available_modes: ['requires_authorization'] } }),
    '"requires_authorization"',
    /authorize/,
  );
  await hoverAt(
    'pedelec-skills',
    j({ tools: [{ argsSchema: { type: 'object', properties: { a: { type: 'string', minLength: 1 } } } }] }),
    '"minLength"',
    /string length/,
  );
  await hoverAt('pedelec-args', j({ type: 'integer' }), '"integer"', /whole number/i);
}

// ---------------------------------------------------------------- 6. $ref resolution with a workspace context service
console.log('\n== external $ref with a URL-based workspaceContext.resolveRelativePath');
{
  const cls = getLanguageService({
    schemaRequestService: (uri) => Promise.reject(new Error(`no network (requested ${uri})`)),
    workspaceContext: { resolveRelativePath: (rel, base) => new URL(rel, base).toString() },
  });
  const fresh = (id) => JSON.parse(readFileSync(join(here, `${id}.schema.json`), 'utf8'));
  cls.configure({ validate: true, schemas: IDS.map((id) => ({ uri: `toolschema:${id}`, schema: fresh(id) })) });
  const text = j(bad);
  const doc = TextDocument.create('file:///ws/skills.json', 'json', 1, text);
  const problems = await cls.doValidation(
    doc,
    cls.parseJSONDocument(doc),
    { comments: 'error', trailingCommas: 'error' },
    fresh('pedelec-skills'),
  );
  if (problems.length !== 2) {
    fail(`context-service variant: expected 2 problems, got ${problems.length}`);
    problems.forEach((p) => console.log(fmt(p)));
  } else console.log('ok   skills with errors inside argsSchema: 2 problem(s)');
}

console.log(failures ? `\n${failures} expectation(s) FAILED` : '\nall expectations passed');
process.exit(failures ? 1 : 0);
