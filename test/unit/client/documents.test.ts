/** Which documents the VS Code extension activates on and hands to the server. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ACTIVATION_EVENTS, DOCUMENT_SELECTOR, isServed } from '../../../client/src/documents';

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'));

test("client: package.json activates on every language the client serves, TypeScript and JavaScript (and React's) included", () => {
  assert.deepEqual(manifest.activationEvents, ACTIVATION_EVENTS);
  for (const language of ['json', 'jsonc', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'python'])
    assert.ok(manifest.activationEvents.includes(`onLanguage:${language}`), language);
});

test('client: JSON in any scheme, scripts on disk and unsaved only (a git diff of a .ts file is not checked twice)', () => {
  assert.deepEqual(DOCUMENT_SELECTOR.slice(0, 2), [{ language: 'json' }, { language: 'jsonc' }]);
  assert.deepEqual(
    DOCUMENT_SELECTOR.filter((f) => typeof f !== 'string' && f.language === 'typescript'),
    [
      { language: 'typescript', scheme: 'file' },
      { language: 'typescript', scheme: 'untitled' },
    ],
  );
  assert.equal(DOCUMENT_SELECTOR.length, 2 + 4 * 2 + 2);
  assert.ok(isServed('typescriptreact', 'file') && isServed('javascript', 'untitled') && isServed('json', 'git'));
  assert.ok(isServed('python', 'file') && isServed('python', 'untitled'), 'Python files: Arcade tools');
  assert.ok(!isServed('typescript', 'git') && !isServed('python', 'git') && !isServed('markdown', 'untitled'));
});

test('client: the Select schema command is offered for JSON only (a script has no schema to pick)', () => {
  const select = manifest.contributes.menus.commandPalette.find((m: { command: string }) => m.command === 'toolschema.selectSchema');
  assert.equal(select.when, 'toolschema.family && editorLangId =~ /^jsonc?$/');
});

/** A `when` clause of the forms package.json uses (`a && b`, `key == v`, `key != v`, `key =~ /re/`) read against `context`. */
function holds(when: string, context: Record<string, string | undefined>): boolean {
  return when.split('&&').every((part) => {
    const [, key, op, value] = /^\s*([\w.]+)\s*(==|!=|=~)\s*(.+?)\s*$/.exec(part) ?? [];
    if (!key) return !!context[part.trim()];
    const actual = context[key] ?? '';
    if (op === '=~') return new RegExp(value.slice(1, value.lastIndexOf('/'))).test(actual);
    return op === '==' ? actual === value : actual !== value;
  });
}

test('client: Show what the model sees is in the palette for the files it converts: Arcade and Pedelec args JSON, Arcade Python, Pedelec scripts (issue 24)', () => {
  const view = manifest.contributes.menus.commandPalette.find((m: { command: string }) => m.command === 'toolschema.showModelView');
  const shown = (family: string | undefined, editorLangId: string, resourceScheme = 'file') =>
    holds(view.when, { 'toolschema.family': family, editorLangId, resourceScheme });
  assert.equal(shown('arcade', 'json'), true);
  assert.equal(shown('pedelec-args', 'json'), true, 'a Pedelec args schema');
  assert.equal(shown('pedelec-args', 'jsonc'), true);
  assert.equal(shown('arcade', 'python'), true, 'an Arcade tool in Python');
  // A script that uses Pedelec sets the family pedelec-args (its defineTool calls are the tools shown).
  for (const language of ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'])
    assert.equal(shown('pedelec-args', language), true, `Pedelec tools in ${language}`);
  assert.equal(shown(undefined, 'typescript'), false, 'a script without Pedelec');
  assert.equal(shown(undefined, 'json'), false, "a JSON file that is not toolschema's");
  assert.equal(shown('arcade', 'json', 'toolschema-model'), false, 'the view itself');
});
