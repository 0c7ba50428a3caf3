/** Pedelec hover, completion and code actions over the bundled server, as an editor would see them. */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import type { CodeAction, CompletionList, Diagnostic, Hover, MarkupContent, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';
import { applyEdits } from '../../server/src/core/model/edits';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let client: LspClient | undefined;
const server = async () => (client ??= await LspClient.start());
after(() => client?.stop());

let counter = 0;
/** Opens a fresh document; returns its uri, text, carets and a TextDocument for positions. */
async function open(marked: string, name = 'schema.args.json') {
  const c = await server();
  const { text, carets } = parseMarkers(marked);
  const uri = `file:///w/${counter++}-${name}`;
  c.open(uri, text);
  return { c, uri, text, carets, doc: TextDocument.create(uri, 'json', 1, text) };
}

async function hoverAt(marked: string): Promise<string> {
  const { c, uri, carets, doc } = await open(marked);
  const h = await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  return (h.contents as MarkupContent).value;
}

async function labelsAt(marked: string, name?: string): Promise<string[]> {
  const { c, uri, carets, doc } = await open(marked, name);
  const list = await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  return list.items.map((i) => i.label).sort();
}

const apply = (text: string, doc: TextDocument, edits: TextEdit[]) =>
  applyEdits(
    text,
    edits.map((e) => ({
      offset: doc.offsetAt(e.range.start),
      length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start),
      newText: e.newText,
    })),
  );

test('lsp pedelec: hover on a supported keyword says what it means, for which types, with an example', async () => {
  const md = await hoverAt(
    '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" }, "max|Items": 50 } } }',
  );
  assert.match(md, /\*\*`maxItems`\*\* — on `array` nodes/);
  assert.match(md, /unbounded bulk operation/);
  assert.match(md, /Example:\n```json\n"maxItems": 50\n```/);
});

test("lsp pedelec: hover on a keyword the node's type does not take warns", async () => {
  const md = await hoverAt('{ "type": "object", "properties": { "n": { "type": "number", "min|Length": 1 } } }');
  assert.match(md, /Not valid on this `number` node/);
});

test('lsp pedelec: hover on a reported unsupported keyword adds what the problem does not say, inside oneOf and skills manifests', async () => {
  const marked = '{ "type": "object", "properties": { "t": { "oneOf": [ { "type": "integer", "exclusive|Minimum": 0 } ] } } }';
  const { c, uri, carets, doc } = await open(marked);
  const [problem] = await c.diagnosticsFor(uri);
  assert.equal(problem.code, 'pedelec/unsupported-keyword');
  const h = await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  const md = (h.contents as MarkupContent).value;
  for (const sentence of problem.message.split(/(?<=\.) /))
    assert.ok(!md.includes(sentence.replace(/"/g, '`')) && !md.includes(sentence), `hover repeats "${sentence}": ${md}`);
  assert.match(md, /^\*\*`exclusiveMinimum`\*\*: Pedelec's guide makes no promise about it\./);
  assert.match(md, /\*\*Today's Core\*\* validates every call's arguments against the full JSON Schema, so it enforces `exclusiveMinimum`/);
  assert.match(
    md,
    /Pedelec keywords on this `integer` node: `type`, `description`, `default`, `examples`, `enum`, `oneOf`, `minimum`, `maximum`\.$/,
  );
  const skills = await open(
    '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "$|ref": "#/x" } } ] }',
    'a.skills.json',
  );
  const sh = await skills.c.request<Hover>('textDocument/hover', {
    textDocument: { uri: skills.uri },
    position: skills.doc.positionAt(skills.carets[0]),
  });
  assert.match(
    (sh.contents as MarkupContent).value,
    /^\*\*`\$ref`\*\*: Pedelec's guide makes no promise about it\.[\s\S]*resolves a local `\$ref`[\s\S]*Pedelec keywords on this `object` node: .*`properties`, `required`\.$/,
  );
});

test('lsp pedelec: with pedelec/unsupported-keyword off (no problem shown), the hover says why and what to write instead', async () => {
  const c = await LspClient.start({ settings: { rules: { 'pedelec/unsupported-keyword': 'off' } } });
  try {
    const { text, carets } = parseMarkers('{ "type": "object", "properties": { "t": { "type": "integer", "exclusive|Minimum": 0 } } }');
    const uri = 'file:///w/off.args.json';
    c.open(uri, text);
    assert.deepEqual(await c.diagnosticsFor(uri), []);
    const h = await c.request<Hover>('textDocument/hover', {
      textDocument: { uri },
      position: TextDocument.create(uri, 'json', 1, text).positionAt(carets[0]),
    });
    const md = (h.contents as MarkupContent).value;
    assert.match(md, /`exclusiveMinimum` is outside Pedelec's documented args-schema subset/);
    assert.match(md, /\*\*Instead:\*\* Use `minimum` \(on an integer, `minimum: n \+ 1`\)/);
  } finally {
    await c.stop();
  }
});

test("lsp pedelec: completion offers only the keywords of the node's type, never unsupported ones", async () => {
  const metadata = ['default', 'description', 'examples'];
  assert.deepEqual(
    await labelsAt('{ "type": "object", "properties": { "q": { "type": "string", | } } }'),
    [...metadata, 'enum', 'maxLength', 'minLength', 'pattern'].sort(),
  );
  assert.deepEqual(
    await labelsAt('{ "type": "object", "properties": { "q": { | } } }'),
    [...metadata, 'oneOf', 'type'].sort(),
    'no type yet: type and oneOf',
  );
  assert.deepEqual(
    await labelsAt('{ "type": "object", "properties": { "q": { "type": "array", "items": { "type": "integer", | } } } }'),
    [...metadata, 'enum', 'maximum', 'minimum'].sort(),
  );
  assert.deepEqual(
    await labelsAt('{ "type": "object", "properties": { "q": { "oneOf": [ { "type": "boolean", | } ] } } }'),
    [...metadata, 'enum'].sort(),
  );
  assert.deepEqual(
    await labelsAt('{ "type": "object", "properties": { "q": { "oneOf": [ ], | } } }'),
    metadata,
    'a oneOf node takes no type keywords',
  );
  assert.deepEqual(
    await labelsAt('{ "type": "object", | }'),
    ['$schema', ...metadata, 'properties', 'required'].sort(),
    "$schema at a file's root",
  );
  assert.deepEqual(
    await labelsAt(
      '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", | } } ] }',
      'a.skills.json',
    ),
    [...metadata, 'properties', 'required'].sort(),
    'no $schema inside a skills manifest',
  );
});

test('lsp pedelec: completion of "type" values offers the six types', async () => {
  assert.deepEqual(await labelsAt('{ "type": "object", "properties": { "q": { "type": | } } }'), [
    '"array"',
    '"boolean"',
    '"integer"',
    '"number"',
    '"object"',
    '"string"',
  ]);
});

async function actionsFor(marked: string, code: string) {
  const o = await open(marked);
  const diagnostics = await o.c.diagnosticsFor(o.uri, (d) => d.some((x) => x.code === code));
  const d = diagnostics.find((x) => x.code === code)!;
  const actions = await o.c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri: o.uri },
    range: d.range,
    context: { diagnostics: [d] },
  });
  return { ...o, d, diagnostics, actions };
}

test('lsp pedelec: a local $ref offers inlining (preferred) and removal; inlining clears the problem', async () => {
  const text =
    '{\n  "type": "object",\n  "properties": {\n    "role": { "$ref": "#/$defs/role" }\n  },\n  "$defs": {\n    "role": { "type": "string", "enum": ["viewer", "editor"] }\n  }\n}\n';
  const { c, uri, doc, d, actions } = await actionsFor(text, 'pedelec/unsupported-keyword');
  assert.equal(d.message.startsWith('"$ref" is outside Pedelec\'s documented args-schema subset: today\'s Core resolves it'), true);
  const titles = actions.map((a) => `${a.isPreferred ? '*' : ' '}${a.title}`);
  assert.deepEqual(titles.slice(0, 2), ['*Inline "role" here and remove its definition', ' Remove "$ref"']);
  assert.ok(titles.includes(' Fix all pedelec/unsupported-keyword problems in this file'), titles.join('\n'));
  const fixed = apply(text, doc, actions[0].edit!.changes![uri]);
  assert.equal(
    fixed,
    '{\n  "type": "object",\n  "properties": {\n    "role": { "type": "string", "enum": ["viewer", "editor"] }\n  }\n}\n',
  );
  c.change(uri, fixed);
  assert.deepEqual(await c.diagnosticsFor(uri), []);
});

test('lsp pedelec: integer exclusiveMinimum, const and an undefined required name offer their better fixes', async () => {
  const ex = await actionsFor(
    '{ "type": "object", "properties": { "n": { "type": "integer", "exclusiveMinimum": 0, "maximum": 9 } } }',
    'pedelec/unsupported-keyword',
  );
  assert.equal(ex.actions.find((a) => a.isPreferred)?.title, 'Replace with "minimum": 1');
  const req = await actionsFor('{ "type": "object", "properties": {}, "required": ["team"] }', 'pedelec/required-undefined');
  assert.deepEqual(
    req.actions.slice(0, 2).map((a) => a.title),
    ['Remove "team" from "required"', 'Add a property "team" to "properties"'],
  );
  assert.equal(
    apply(req.text, req.doc, req.actions[1].edit!.changes![req.uri]),
    '{ "type": "object", "properties": { "team": {"type":"string"} }, "required": ["team"] }',
  );
  const arr = await actionsFor(
    '{ "type": "object", "properties": { "l": { "type": "array", "items": { "type": "string" } } } }',
    'pedelec/unbounded-array',
  );
  assert.equal(
    apply(arr.text, arr.doc, arr.actions[0].edit!.changes![arr.uri]),
    '{ "type": "object", "properties": { "l": { "type": "array", "items": { "type": "string" }, "maxItems": 100 } } }',
  );
});

test("lsp pedelec: every diagnostic links its rule's section in the page shipped with the server (a file that exists, offline)", async () => {
  const { c, uri } = await open(
    '{ "type": "object", "properties": { "l": { "type": "array" }, "e": { "type": "string", "enum": [] } }, "required": ["x", "x"] }',
  );
  const diagnostics: Diagnostic[] = await c.diagnosticsFor(uri, (d) => d.length >= 5);
  const page = path.resolve(__dirname, '../../../docs/rules/pedelec.md');
  for (const d of diagnostics) {
    const anchor = String(d.code).replace('/', '-');
    assert.equal(d.codeDescription?.href, `${pathToFileURL(page).href}#${anchor}`);
    assert.ok(readFileSync(fileURLToPath(d.codeDescription.href), 'utf8').includes(`\n## ${anchor}\n`), `${page} has a section ${anchor}`);
  }
});

test('lsp pedelec: source.fixAll.toolschema in a skills manifest renames input and removes unsupported keywords', async () => {
  const text =
    '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "input": { "type": "object", "title": "T", "properties": { "n": { "type": "integer", "const": 3 } } } } ] }';
  const { c, uri, doc } = await open(text, 'a.skills.json');
  await c.diagnosticsFor(uri, (d) => d.length === 3);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['source.fixAll.toolschema'] },
  });
  assert.equal(actions.length, 1);
  const fixed = apply(text, doc, actions[0].edit!.changes![uri]);
  assert.equal(
    fixed,
    '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "n": { "type": "integer", "enum": [3] } } } } ] }',
  );
  c.change(uri, fixed);
  assert.deepEqual(await c.diagnosticsFor(uri), []);
});

/** What Core reads from a skills directory, and the tool files it writes there for the agent. */
const REGISTRY =
  '{\n  "tools": [\n    { "name": "search", "description": "Find notes.", "argsSchema": { "type": "object", "properties": { "timeoutMs": { "type": "integer" } } } },\n    { "name": "search", "description": "Again.", "argsSchema": { "type": "object", "additionalProperties": false } }\n  ]\n}\n';
const TOOL_FILE =
  '{\n  "name": "search",\n  "description": "Find notes.",\n  "argsSchema": { "type": "object", "properties": { "q": { "type": "string", "minimum": "3" } }, "required": ["q"] },\n  "timeoutMs": 0\n}\n';

test('lsp pedelec: skills/tools.json and skills/tools-search.json get their schema, status-bar name and rules', async () => {
  const c = await server();
  const cases = [
    {
      uri: 'file:///w/app/skills/tools.json',
      text: REGISTRY,
      schemaId: 'pedelec-tools',
      title: 'Pedelec tools registry',
      codes: ['pedelec/reserved-argument', 'pedelec/duplicate-tool-name', 'pedelec/unsupported-keyword'],
    },
    {
      uri: 'file:///w/app/skills/tools-search.json',
      text: TOOL_FILE,
      schemaId: 'pedelec-tool',
      title: 'Pedelec tool file',
      codes: ['pedelec/keyword-type-mismatch', 'pedelec/invalid-keyword-value', 'pedelec/invalid-timeout'],
    },
  ];
  for (const { uri, text, schemaId, title, codes } of cases) {
    c.open(uri, text);
    const info = await c.request<{ schemaId: string; title: string; reason: string; detail: string }>('toolschema/documentInfo', { uri });
    assert.deepEqual({ schemaId: info.schemaId, title: info.title, reason: info.reason }, { schemaId, title, reason: 'fileName' });
    const diagnostics = await c.diagnosticsFor(uri, (d) => d.length > 0);
    for (const code of codes)
      assert.ok(
        diagnostics.some((d) => d.code === code),
        `${uri}: ${code} in ${JSON.stringify(diagnostics.map((d) => d.code))}`,
      );
    const hover = await c.request<Hover>('textDocument/hover', {
      textDocument: { uri },
      position: TextDocument.create(uri, 'json', 1, text).positionAt(text.indexOf('"name"') + 2),
    });
    assert.match((hover.contents as MarkupContent).value, /tool name the agent calls/);
  }
});
