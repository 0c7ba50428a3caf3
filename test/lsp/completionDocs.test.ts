/** Completion documentation reaches the editor as Markdown when it renders Markdown, as plain text otherwise. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { CompletionItem, CompletionList, Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';

async function arrayValueDoc(markdownCompletionDocs: boolean): Promise<CompletionItem['documentation']> {
  const c = await LspClient.start({ markdownCompletionDocs });
  try {
    const uri = 'file:///w/docs.tool.json';
    const { text, carets } = parseMarkers(
      '{ "name": "T", "input": { "parameters": [ { "name": "p", "value_schema": { "val_type": | } } ] } }',
    );
    c.open(uri, text);
    const list = await c.request<CompletionList>('textDocument/completion', {
      textDocument: { uri },
      position: TextDocument.create(uri, 'json', 1, text).positionAt(carets[0]),
    });
    const array = list.items.find((i) => i.label === '"array"');
    assert.ok(array, `no "array" among ${list.items.map((i) => i.label).join(', ')}`);
    return array.documentation;
  } finally {
    await c.stop();
  }
}

test('completion docs: Markdown (MarkupContent) for an editor that renders it, e.g. the Arcade "array" value', async () => {
  const doc = await arrayValueDoc(true);
  assert.equal(typeof doc, 'object');
  assert.deepEqual(doc && typeof doc === 'object' && doc.kind, 'markdown');
  assert.match(doc && typeof doc === 'object' ? doc.value : '', /Produced by Python `list\[T\]`/);
});

test('completion docs: plain text for an editor that does not say it renders Markdown', async () => {
  const doc = await arrayValueDoc(false);
  assert.equal(typeof doc, 'string');
  assert.match(String(doc), /list\[T\]/);
});

test('completion docs: in an args schema whose $schema names JSON Schema 2020-12, a keyword is documented as hover documents it', async () => {
  const c = await LspClient.start({ markdownCompletionDocs: true });
  try {
    const uri = 'file:///w/drafted.args.json';
    const { text, carets } = parseMarkers(
      '{ "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": { "a": { "type": "string", "def|ault": "x" }, "b": { "type": "string", | } } }',
    );
    c.open(uri, text);
    const doc = TextDocument.create(uri, 'json', 1, text);
    const list = await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(carets[1]) });
    const item = list.items.find((i) => i.label === 'default');
    assert.ok(item, `no "default" among ${list.items.map((i) => i.label).join(', ')}`);
    const hover = await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
    const completionDoc = item.documentation && typeof item.documentation === 'object' ? item.documentation.value : item.documentation;
    assert.equal(completionDoc, (hover.contents as MarkupContent).value);
    assert.match(String(completionDoc), /the SDK does not insert it/);
  } finally {
    await c.stop();
  }
});
