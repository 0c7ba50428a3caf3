// Completion as the suggest widget gets it: every provider's items merged (ours and VS Code's own JSON support).
// Each label once, with Markdown documentation; accepting a key inserts `"key": `.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, open, insertBefore } = require('./helpers');

/** Every provider's completion items at the end of the first occurrence of `after`, once there are any. */
async function itemsAfter(doc, after) {
  const i = doc.getText().indexOf(after);
  assert.ok(i >= 0, `"${after}" not found in ${doc.fileName}`);
  const at = doc.positionAt(i + after.length);
  return until(`completion items after ${after}`, async () => {
    const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', doc.uri, at);
    return list.items.length > 0 && list.items;
  });
}

const label = (item) => (typeof item.label === 'string' ? item.label : item.label.label);
const docText = (item) => (typeof item.documentation === 'string' ? item.documentation : (item.documentation?.value ?? ''));
const insertText = (item) => (typeof item.insertText === 'string' ? item.insertText : (item.insertText?.value ?? label(item)));

function assertOnceWithDocs(items, where) {
  const labels = items.map(label);
  const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
  assert.deepEqual(twice, [], `${where}: offered more than once: ${twice.join(', ')} (all: ${labels.join(', ')})`);
  const bare = items.filter((item) => !docText(item).trim()).map(label);
  assert.deepEqual(bare, [], `${where}: without documentation`);
}

suite('completion', () => {
  test('args schema: the type values and the keys of a node, each once, with docs; a key inserts "key": ', async () => {
    const doc = await open('complete.args.json');
    await insertBefore(doc, ' }\n  }\n}', '"type": ');
    const values = await itemsAfter(doc, '"flag": {"type": ');
    assertOnceWithDocs(values, '"type": |');
    for (const t of ['"string"', '"integer"', '"number"', '"boolean"', '"array"', '"object"'])
      assert.ok(values.map(label).includes(t), `${t} offered`);

    await insertBefore(doc, ' },\n    "where"', ', ');
    const keys = await itemsAfter(doc, '"type": "number", ');
    assertOnceWithDocs(keys, 'keys of a number node');
    const minimum = keys.find((k) => label(k) === 'minimum');
    assert.ok(minimum, `minimum offered: ${keys.map(label).join(', ')}`);
    assert.match(insertText(minimum), /^"minimum": /, JSON.stringify(minimum));
  });

  test('Arcade value schema: val_type values and the keys (inner_val_type), each once, with Markdown docs', async () => {
    const doc = await open('complete.tool.json');
    const keys = await itemsAfter(doc, '"description": "Units.",\n        "value_schema": { ');
    assertOnceWithDocs(keys, 'keys of value_schema');
    const inner = keys.find((k) => label(k) === 'inner_val_type');
    assert.ok(inner, `inner_val_type offered: ${keys.map(label).join(', ')}`);
    assert.match(insertText(inner), /^"inner_val_type": /);

    await insertBefore(doc, ' },\n        "inferrable": true\n      }\n    ]', '"val_type": ');
    const values = await itemsAfter(doc, '"value_schema": { "val_type": ');
    assertOnceWithDocs(values, '"val_type": |');
    const array = values.find((v) => label(v) === '"array"');
    assert.ok(array instanceof Object && array.documentation instanceof vscode.MarkdownString, 'the docs are Markdown, not plain text');
    assert.match(array.documentation.value, /Produced by Python `list\[T\]`/);
  });
});
