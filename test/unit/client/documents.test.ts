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
