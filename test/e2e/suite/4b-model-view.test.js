// "toolschema: Show what the model sees": the provider's JSON in a read-only virtual document beside the editor,
// following edits of the source.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, open, insertBefore } = require('./helpers');

const COMMAND = 'toolschema.showModelView';
const SCHEME = 'toolschema-model';

/** The visible editor showing the view of `provider`, once its content satisfies `ready`. */
/** The view's JSON, below the comment lines (verdicts, what was dropped) it starts with. */
const jsonBelowComments = (text) =>
  JSON.parse(
    text
      .split('\n')
      .filter((l) => !l.startsWith('//'))
      .join('\n'),
  );

const viewEditor = (provider, ready) =>
  until(`the ${provider} view beside the editor`, () =>
    vscode.window.visibleTextEditors.find(
      (e) => e.document.uri.scheme === SCHEME && e.document.uri.path.endsWith(`.${provider}.jsonc`) && ready(e.document.getText()),
    ),
  );

suite('model view', () => {
  test('the command asks for the provider, opens the OpenAI tool beside the source, read-only, and follows edits', async () => {
    const doc = await open('trip.tool.json');
    const source = vscode.window.activeTextEditor;
    const shown = vscode.commands.executeCommand(COMMAND);
    let settled = false;
    shown.then(
      () => (settled = true),
      () => (settled = true),
    );
    // The quick pick lists OpenAI first; accept it once it is up.
    await until('the provider picked', async () => {
      if (!settled) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      return settled;
    });
    const uri = await shown;
    assert.equal(uri.scheme, SCHEME);
    const view = await viewEditor('openai', (t) => t.includes('"strict": true'));
    assert.notEqual(view.viewColumn, source.viewColumn, 'beside the editor, not in its place');
    assert.equal(vscode.window.activeTextEditor.document.uri.toString(), doc.uri.toString(), 'the source keeps the focus');
    // Above the JSON, as comment lines: each host profile of toolschema.providers (Arcade: openai-strict) and its verdict.
    const text = view.document.getText();
    assert.match(text, /^\/\/ Hosts \(toolschema\.providers\):$/m);
    assert.match(text, /^\/\/ +openai-strict.*accepted/m);
    const tool = jsonBelowComments(text);
    assert.equal(tool.function.name, 'Rails_FindTrain');
    assert.deepEqual(tool.function.parameters.properties.class, {
      type: ['string', 'null'],
      enum: ['first', 'second', null],
      description: 'Travel class.',
    });

    // Typing into the focused view changes nothing: it is read-only.
    const before = view.document.getText();
    await vscode.window.showTextDocument(view.document, { viewColumn: view.viewColumn, preserveFocus: false });
    await vscode.commands.executeCommand('type', { text: 'x' });
    assert.equal(view.document.getText(), before, 'the view is read-only');
    assert.equal(view.document.isDirty, false);
    await vscode.window.showTextDocument(doc, { viewColumn: source.viewColumn });

    await insertBefore(doc, 'Departure station.', 'The ');
    await viewEditor('openai', (t) => t.includes('"description": "The Departure station."'));
  });

  test('with the provider given: a JSON Schema as Pedelec receives it, what was dropped listed above the JSON', async () => {
    await open('booking.schema.json');
    await vscode.commands.executeCommand(COMMAND, { provider: 'pedelec' });
    const view = await viewEditor('pedelec', (t) => t.includes('"seats"'));
    const text = view.document.getText();
    assert.match(text, /^\/\/ What Pedelec is shown\. Dropped or changed on the way:$/m);
    assert.match(text, /^\/\/ \/definitions\/Booking\/properties\/email\/format: dropped: /m);
    assert.deepEqual(jsonBelowComments(text), {
      type: 'object',
      properties: { email: { type: 'string' }, seats: { type: 'integer', minimum: 1, maximum: 6 } },
      required: ['email'],
    });
  });

  test('on a Python file: the tool under the cursor, as OpenAI is shown it', async () => {
    const doc = await open('weather.py');
    const editor = vscode.window.activeTextEditor;
    const at = doc.positionAt(doc.getText().indexOf('def get_alerts') + 6);
    editor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand(COMMAND, { provider: 'openai' });
    const view = await viewEditor('openai', (t) => t.includes('Weather_GetAlerts'));
    // The verdicts above the JSON are this tool's own (Arcade in Python: openai-strict by default).
    assert.match(view.document.getText(), /^\/\/ +(\S+: )?openai-strict.*accepted/m);
    const tool = jsonBelowComments(view.document.getText());
    assert.equal(tool.function.name, 'Weather_GetAlerts');
    assert.equal(tool.function.description, 'List the weather alerts of a region.');
    assert.deepEqual(tool.function.parameters.properties.region, { type: 'string', description: 'The region to list alerts for' });
  });
});
