/**
 * The README's and the Extensions page's pictures show what the product says today. `npm run test:e2e --
 * --docs-image` takes them in a real VS Code and writes, beside each, NAME.json: the input file and the text the
 * picture shows (the problem messages of the hover and the Problems panel, or the quick-fix menu). Here the bundled
 * server is given the same input: a message or action title it no longer gives fails, until the pictures are taken
 * again.
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';

const ROOT = path.resolve(__dirname, '../../..');
const clients: LspClient[] = [];
after(() => Promise.all(clients.map((c) => c.stop())));

interface Shown {
  picture: string;
  /** The file the picture shows, relative to the repository (a fixture of test/e2e). */
  input: string;
  hover?: string[];
  problems?: string[];
  /** The word under the caret when the quick-fix menu was opened, and the menu's entries. */
  word?: string;
  quickFixes?: string[];
}

function shownIn(picture: string): Shown {
  const record = path.join(ROOT, 'docs/images', picture.replace(/\.png$/, '.json'));
  assert.ok(existsSync(record), `${path.relative(ROOT, record)} is missing: take the pictures with \`npm run test:e2e -- --docs-image\``);
  return JSON.parse(readFileSync(record, 'utf8')) as Shown;
}

/** The server's diagnostics for the picture's input, and the document they are on. */
async function diagnosticsOf(shown: Shown): Promise<{ client: LspClient; uri: string; doc: TextDocument; diagnostics: Diagnostic[] }> {
  const file = path.join(ROOT, shown.input);
  const text = readFileSync(file, 'utf8');
  const uri = pathToFileURL(file).href;
  const languageId = file.endsWith('.ts') ? 'typescript' : file.endsWith('.py') ? 'python' : file.endsWith('.jsonc') ? 'jsonc' : 'json';
  const client = await LspClient.start();
  clients.push(client);
  client.open(uri, text, languageId);
  const diagnostics = await client.diagnosticsFor(uri, (d) => d.length > 0);
  return { client, uri, doc: TextDocument.create(uri, languageId, 1, text), diagnostics };
}

const sorted = (xs: readonly string[]) => [...xs].sort();

test('pictures: the hover picture shows the messages the server gives for its input today', async () => {
  const shown = shownIn('vscode-hover.png');
  assert.ok(shown.hover?.length && shown.problems?.length, 'the record names no message: the picture shows none');
  const { diagnostics } = await diagnosticsOf(shown);
  const messages = diagnostics.filter((d) => d.source === 'toolschema').map((d) => d.message);
  assert.deepEqual(sorted(shown.problems!), sorted(messages), `the Problems rows in ${shown.picture} are not today's messages`);
  for (const m of shown.hover!)
    assert.ok(messages.includes(m), `the hover in ${shown.picture} shows a message the server no longer gives: ${m}`);
});

test('pictures: the TypeScript picture shows the quick fixes the server offers for its problem today', async () => {
  const shown = shownIn('vscode-typescript.png');
  assert.ok(shown.word && shown.quickFixes?.length, 'the record names no quick fix: the picture shows none');
  const { client, uri, doc, diagnostics } = await diagnosticsOf(shown);
  const diagnostic = diagnostics.find((d) => d.source === 'toolschema' && doc.getText(d.range) === shown.word);
  assert.ok(diagnostic, `no toolschema problem on "${shown.word}" in ${shown.input}`);
  const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic], only: ['quickfix'] },
  });
  const titles = actions.map((a) => a.title);
  assert.ok(titles.length > 0, 'the server offers no quick fix');
  // The menu also lists TypeScript's own actions; every one of ours must be in it, worded as today.
  for (const title of titles) assert.ok(shown.quickFixes!.includes(title), `${shown.picture} does not show today's "${title}"`);
});

test('pictures: the Python picture shows the problem the server gives on its word today', async () => {
  const shown = shownIn('vscode-python.png');
  assert.ok(shown.word && shown.hover?.length, 'the record names no message: the picture shows none');
  const { doc, diagnostics } = await diagnosticsOf(shown);
  const on = diagnostics.filter((d) => d.source === 'toolschema' && doc.getText(d.range) === shown.word).map((d) => d.message);
  assert.deepEqual(sorted(shown.hover!), sorted(on), `the hover in ${shown.picture} is not today's message on "${shown.word}"`);
});
