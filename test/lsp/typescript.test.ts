/** Pedelec schemas in TypeScript and JavaScript over the bundled server: diagnostics, hover, completion, fixes, files. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, CompletionList, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { serversForTests } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';
import { applyTextEdits } from '../helpers/invariants';

// Tests that start without options share one server; every document has a URI of its own (uriOf).
const start = serversForTests();

const HEADER = "import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n";
let counter = 0;
const uriOf = (name: string) => `file:///w/${counter++}-${name}`;

const slice = (doc: TextDocument, d: Diagnostic) => doc.getText(d.range);

test('lsp typescript: a .ts file using Pedelec gets diagnostics with our source and rule codes, at the key or value at fault', async () => {
  const c = await start();
  const text = `${HEADER}export const move = defineTool({\n  name: 'move shape',\n  description: 'Move a shape.',\n  argsSchema: {\n    type: 'object',\n    properties: { x: { type: 'number', minLength: 1 } },\n    required: ['x', 'y'],\n  },\n  timeoutMs: 60_000,\n  handler: async () => ({ ok: true }),\n});\n`;
  const uri = uriOf('tools.ts');
  c.open(uri, text, 'typescript');
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.length > 0);
  const doc = TextDocument.create(uri, 'typescript', 1, text);
  assert.deepEqual(
    diagnostics.map((d) => [d.code, slice(doc, d), d.source]),
    [
      ['pedelec/invalid-tool-name', "'move shape'", 'toolschema'],
      ['pedelec/keyword-type-mismatch', 'minLength', 'toolschema'],
      ['pedelec/required-undefined', "'y'", 'toolschema'],
    ],
  );
});

test('lsp typescript: files that do not use Pedelec get nothing, a local defineTool included', async () => {
  const c = await start();
  const plain = uriOf('plain.ts');
  c.open(plain, "const schema = { type: 'object', properties: { x: { type: 'number', minLength: 1 } }, required: ['y'] };\n", 'typescript');
  const own = uriOf('own.js');
  c.open(
    own,
    "function defineTool(t) { return t; }\n// not @kaoruisaac/pedelec's\nexport const t = defineTool({ name: 'bad name', description: '', argsSchema: { type: 'string' } });\n",
    'javascript',
  );
  assert.deepEqual(await c.diagnosticsFor(plain), []);
  assert.deepEqual(await c.diagnosticsFor(own), []);
});

test('lsp typescript: .tsx and .js (require) files are read too', async () => {
  const c = await start();
  const tsx = uriOf('panel.tsx');
  const tsxText = `${HEADER}export const Panel = () => <div className="x">{'hi'}</div>;\nexport const t = defineTool({ name: 't', description: '', argsSchema: { type: 'object' } });\n`;
  c.open(tsx, tsxText, 'typescriptreact');
  const js = uriOf('tools.cjs');
  c.open(
    js,
    "const { defineTool } = require('pedelec');\nmodule.exports = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { n: { type: 'array', items: { type: 'string' } } } } });\n",
    'javascript',
  );
  assert.deepEqual(
    (await c.diagnosticsFor(tsx, (d) => d.length > 0)).map((d) => d.code),
    ['pedelec/empty-description'],
  );
  assert.deepEqual(
    (await c.diagnosticsFor(js, (d) => d.length > 0)).map((d) => d.code),
    ['pedelec/unbounded-array'],
  );
});

test('lsp typescript: hover on a keyword explains it as in JSON; on a tool key, the schema says what it is', async () => {
  const c = await start();
  const { text, carets } = parseMarkers(
    `${HEADER}const args = { type: 'object', properties: { q: { type: 'string', max|Length: 5 } } } satisfies ToolArgsSchema;\nexport const t = defineTool({ name: 'n', description: 'd', argsSchema: args, timeout|Ms: 5000 });\n`,
  );
  const uri = uriOf('hover.ts');
  c.open(uri, text, 'typescript');
  const doc = TextDocument.create(uri, 'typescript', 1, text);
  const at = async (i: number) =>
    (
      (await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(carets[i]) }))
        ?.contents as MarkupContent
    )?.value ?? '';
  const keyword = await at(0);
  assert.match(keyword, /\*\*`maxLength`\*\* — on `string` nodes/);
  assert.match(await at(1), /timeout|milliseconds/i);
});

test('lsp typescript: completion in an args-schema node offers only the keywords of its type, not those already there', async () => {
  const c = await start();
  const { text, carets } = parseMarkers(
    `${HEADER}const args = { type: 'object', properties: { q: { type: 'string', | } } } satisfies ToolArgsSchema;\n`,
  );
  const uri = uriOf('complete.tsx');
  c.open(uri, text, 'typescriptreact');
  const doc = TextDocument.create(uri, 'typescriptreact', 1, text);
  const list = await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  const labels = list.items.map((i) => i.label).sort();
  assert.ok(labels.includes('maxLength') && labels.includes('pattern') && labels.includes('description'), labels.join());
  assert.ok(!labels.includes('type'), 'type is already there');
  assert.ok(!labels.includes('minimum') && !labels.includes('items'), 'number and array keywords are not offered on a string');
});

test('lsp typescript: a quick fix edits the TypeScript source (comma, comments, quotes kept); source.fixAll applies the safe ones', async () => {
  const c = await start();
  const text = `${HEADER}const args = {\n  type: 'object',\n  properties: {\n    // the query\n    q: { type: 'string', default: undefined, 'minimum': 1 },\n  },\n} satisfies ToolArgsSchema;\n`;
  const uri = uriOf('fix.ts');
  c.open(uri, text, 'typescript');
  const doc = TextDocument.create(uri, 'typescript', 1, text);
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.length >= 2);
  const mismatch = diagnostics.find((d) => d.code === 'pedelec/keyword-type-mismatch')!;
  assert.equal(slice(doc, mismatch), "'minimum'");
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: mismatch.range,
    context: { diagnostics: [mismatch], only: ['quickfix'] },
  });
  const remove = actions.find((a) => /Remove/.test(a.title) && a.edit)!;
  assert.ok(remove, JSON.stringify(actions.map((a) => a.title)));
  assert.equal(
    applyTextEdits(text, remove.edit!.changes![uri], remove.title),
    `${HEADER}const args = {\n  type: 'object',\n  properties: {\n    // the query\n    q: { type: 'string', default: undefined },\n  },\n} satisfies ToolArgsSchema;\n`,
  );
  const fixAll = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['source.fixAll.toolschema'] },
  });
  assert.equal(fixAll.length, 1);
  const fixed = applyTextEdits(text, fixAll[0].edit!.changes![uri], 'fix all');
  assert.ok(!fixed.includes('default: undefined'), 'the safe not-serializable fix ran');
  assert.ok(fixed.includes('// the query'));
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-lsp-ts-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

for (const pull of [false, true]) {
  test(`lsp typescript (${pull ? 'pull' : 'push'}): a problem in an imported constant is shown in the file it is written in, once, also when that file is opened`, async () => {
    const shared = "export const point = {\n  type: 'object',\n  properties: { x: { type: 'number' } },\n  required: ['x', 'z'],\n};\n";
    const dir = project({
      'src/shared.ts': shared,
      'src/tools.ts': `${HEADER}import { point } from './shared';\nexport const a = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { p: point } } });\nexport const b = defineTool({ name: 'b', description: 'd', argsSchema: { type: 'object', properties: { q: point } } });\n`,
    });
    const c = await start({ pull });
    const tools = pathToFileURL(path.join(dir, 'src/tools.ts')).href;
    const sharedUri = pathToFileURL(path.join(dir, 'src/shared.ts')).href;
    const toolsText = (await import('node:fs')).readFileSync(path.join(dir, 'src/tools.ts'), 'utf8');
    c.open(tools, toolsText, 'typescript');
    if (pull) await c.request('textDocument/diagnostic', { textDocument: { uri: tools } });
    const pushed = await c.diagnosticsFor(sharedUri, (d) => d.length > 0);
    const doc = TextDocument.create(sharedUri, 'typescript', 1, shared);
    assert.deepEqual(
      pushed.map((d) => [d.code, slice(doc, d)]),
      [['pedelec/required-undefined', "'z'"]],
      'once, though two tools use it',
    );
    c.open(sharedUri, shared, 'typescript');
    const own = pull
      ? (await c.request<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri: sharedUri } })).items
      : await c.diagnosticsFor(sharedUri, (d) => d.length > 0);
    assert.deepEqual(
      own.map((d) => [d.code, slice(doc, d)]),
      [['pedelec/required-undefined', "'z'"]],
    );
    if (pull) await c.waitFor(() => c.published.get(sharedUri)?.diagnostics.length === 0, 'the pushed copy cleared once the file is open');
  });
}

test('lsp typescript: an import outside the workspace folder is not read: the warning names the import, never the content', async () => {
  const dir = project({
    'outside/secret.json': JSON.stringify({ token: 'SECRET-TOKEN-1234' }),
    'proj/src/near.json': JSON.stringify({ token: 'near' }),
    'proj/src/a.ts': `${HEADER}import secret from '../../outside/secret.json';\nimport near from './near.json';\nexport const a = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { q: { type: 'number', enum: [secret.token, near.token] } } } });\n`,
  });
  const c = await start({ rootUri: pathToFileURL(path.join(dir, 'proj')).href });
  const uri = pathToFileURL(path.join(dir, 'proj/src/a.ts')).href;
  c.open(uri, readFileSync(path.join(dir, 'proj/src/a.ts'), 'utf8'), 'typescript');
  const near = await c.diagnosticsFor(pathToFileURL(path.join(dir, 'proj/src/near.json')).href, (d) => d.length > 0);
  assert.deepEqual(
    near.map((d) => d.code),
    ['pedelec/enum-type-mismatch'],
    'a file inside the folder is read and checked',
  );
  const own = await c.diagnosticsFor(uri, (d) => d.length > 0);
  assert.deepEqual(
    own.map((d) => d.code),
    ['toolschema/import-outside-project'],
  );
  assert.match(own[0].message, /"\.\.\/\.\.\/outside\/secret\.json" names a file outside the project's folders/);
  assert.doesNotMatch(JSON.stringify([...c.published.values()]), /SECRET-TOKEN/);
});
