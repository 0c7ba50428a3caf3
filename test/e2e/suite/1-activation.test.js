// Activation: the extension is active with each file family open, and its server recognizes that family.
// (Under a test runner VS Code activates the extension under development before any file opens, so "not active
// before a JSON file is opened" cannot be observed here.)
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { EXTENSION_ID, until, open, hoverText } = require('./helpers');

suite('activation', () => {
  // One family per file; the hover text is only there when the server associated the file with that family.
  const families = [
    { family: 'Pedelec args schema', file: 'bad.args.json', key: '"minimum"', expect: /smallest allowed number/ },
    {
      family: 'Pedelec skills manifest',
      file: 'counter.skills.json',
      key: '"format"',
      expect: /Pedelec's guide makes no promise about it/,
    },
    { family: 'Arcade tool definition', file: 'forecast.tool.json', key: '"val_type"', expect: /derived from the Python annotation/ },
  ];
  for (const { family, file, key, expect } of families) {
    test(`active, and the server answers for a ${family} (${file})`, async () => {
      const doc = await open(file);
      const ext = vscode.extensions.getExtension(EXTENSION_ID);
      await until(`${EXTENSION_ID} active`, () => ext.isActive);
      const text = await until(`hover on ${key} in ${file}`, () => hoverText(doc, key));
      assert.match(text, expect);
    });
  }
});
