// Inline suppressions as the editor applies them: "Disable <rule> for this line" from the quick-fix menu.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, ours, show, open, diagnosticAt, quickFixes } = require('./helpers');

const RULE = 'pedelec/unbounded-array';

suite('disable comments', () => {
  test('"Disable <rule> for this line" comes after the real fix, writes the comment above, and the diagnostic goes', async () => {
    const doc = await open('disable.args.jsonc');
    assert.equal(doc.languageId, 'jsonc');
    const unbounded = await diagnosticAt(doc, RULE, '"array"');
    const fixes = await quickFixes(doc, unbounded.range);
    const titles = fixes.map((a) => a.title);
    const fixAt = titles.indexOf('Add "maxItems": 100');
    const disableAt = titles.indexOf(`Disable ${RULE} for this line`);
    assert.ok(fixAt >= 0 && disableAt > fixAt, `the real fix, then "Disable", expected among: ${titles.join(', ')}`);
    const disable = fixes[disableAt];
    assert.ok(await vscode.workspace.applyEdit(disable.edit), 'applyEdit failed');
    assert.equal(
      doc.getText(),
      '{\n  // Search arguments.\n  "type": "object",\n  "properties": {\n' +
        `    // toolschema-disable-next-line ${RULE}\n` +
        '    "ids": { "type": "array", "items": { "type": "string" } }\n  }\n}\n',
    );
    await until(`no toolschema diagnostics after disabling (have: ${show(ours(doc))})`, () => ours(doc).length === 0);
  });
});
