// An Arcade tool written in Python (a .py file naming arcade_mcp_server or arcade_tdk): the catalog's error where the
// author fixes it, hover on the tool and its parameters, the quick fix applied.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { SOURCE, until, ours, show, open, diagnosticAt, hoverText, quickFixes } = require('./helpers');

const RULE = 'arcade-python/missing-parameter-description';

suite('python', () => {
  test('a parameter without a description gets the catalog error on its name, with our source and code', async () => {
    const doc = await open('weather.py');
    assert.equal(doc.languageId, 'python');
    const days = await diagnosticAt(doc, RULE, 'days');
    assert.equal(doc.getText(days.range), 'days');
    assert.equal(days.source, SOURCE);
    assert.equal(days.severity, vscode.DiagnosticSeverity.Error);
    assert.match(days.message, /^Parameter 'days' is missing a description\. .*Write Annotated\[T, "what it is"\]/);
    assert.deepEqual(show(ours(doc)), show([days]), 'the one problem of the file');
  });

  test('hover on the decorated function and on a parameter shows the definition field each becomes', async () => {
    const doc = await open('weather.py');
    await diagnosticAt(doc, RULE, 'days'); // the server has analysed the file
    const tool = await hoverText(doc, 'get_forecast');
    assert.match(tool, /\*\*Arcade tool `"GetForecast"`\*\*/);
    assert.match(tool, /the model calls it `"Weather_GetForecast"`/);
    assert.match(tool, /`description`: `"Get the weather forecast for a city\."`/);
    const city = await hoverText(doc, 'city:');
    assert.match(city, /\*\*Parameter `"city"`\*\*/);
    assert.match(city, /`val_type`: `"string"`/);
    assert.match(city, /`required`: `true`/);
    assert.match(city, /`description`: `"The city to forecast"`/);
  });

  test('the preferred quick fix wraps the annotation in Annotated[…] and imports it; the error goes', async () => {
    const doc = await open('fix.py');
    const text = await diagnosticAt(doc, RULE, 'text');
    const fixes = await quickFixes(doc, text.range);
    const preferred = fixes.filter((a) => a.isPreferred);
    assert.deepEqual(
      preferred.map((a) => a.title),
      ['Wrap the annotation in Annotated[…, "…"] (and import Annotated)'],
      `among: ${fixes.map((a) => a.title).join(', ')}`,
    );
    assert.ok(await vscode.workspace.applyEdit(preferred[0].edit), 'applyEdit failed');
    assert.equal(
      doc.getText(),
      'from typing import Annotated\nfrom arcade_tdk import tool\n\n\n@tool\n' +
        'def count_words(text: Annotated[str, "TODO: describe text"]) -> int:\n' +
        '    """Count the words of a text."""\n    return len(text.split())\n',
    );
    await until(`no toolschema diagnostics after the fix (have: ${show(ours(doc))})`, () => ours(doc).length === 0);
  });
});
