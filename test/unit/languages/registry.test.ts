import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { extensionOf, isJsoncFile, isScriptLanguage, SCRIPT_EXTENSIONS } from '../../../server/src/core/languages/ids';
import { jsonAdapter } from '../../../server/src/core/languages/json/adapter';
import { EXTENSIONS, LANGUAGES, languageFor, languageIdOfFile, languageOfFile } from '../../../server/src/core/languages/registry';
import { DOCUMENT_SELECTOR } from '../../../client/src/documents';

test('languages: a file gets the language id an editor gives it, by extension, whatever its case', () => {
  const cases: [string, string][] = [
    ['/p/tools.ts', 'typescript'],
    ['/p/tools.mts', 'typescript'],
    ['/p/tools.cts', 'typescript'],
    ['/p/Tools.TSX', 'typescriptreact'],
    ['/p/tools.js', 'javascript'],
    ['/p/tools.mjs', 'javascript'],
    ['/p/tools.cjs', 'javascript'],
    ['/p/tools.jsx', 'javascriptreact'],
    ['/p/types.d.ts', 'typescript'],
    ['/p/search.args.json', 'json'],
    ['/p/search.args.jsonc', 'jsonc'],
    ['/p/search.ARGS.JSONC', 'jsonc'],
    // Not a script: the extension is the last dot's, and only in the file name.
    ['/p/tools.ts.json', 'json'],
    ['/p/dir.ts/file', 'json'],
    ['/p/tools.tsbuildinfo', 'json'],
    ['C:\\p\\tools.ts', 'typescript'],
  ];
  assert.deepEqual(
    cases.map(([file]) => [file, languageIdOfFile(file)]),
    cases,
  );
});

test('languages: the script extensions are the eight of the issue, and each gives a script language', () => {
  assert.deepEqual([...SCRIPT_EXTENSIONS].sort(), ['.cjs', '.cts', '.js', '.jsx', '.mjs', '.mts', '.ts', '.tsx']);
  for (const extension of SCRIPT_EXTENSIONS) assert.ok(isScriptLanguage(languageIdOfFile(`a${extension}`)), extension);
  assert.equal(isScriptLanguage('json'), false);
  assert.equal(isScriptLanguage('jsonc'), false);
  assert.equal(isScriptLanguage('typescriptreact'), true);
});

test('languages: the registry is the one list — the VS Code client selects, and package.json activates on, exactly its language ids', () => {
  const ids = LANGUAGES.flatMap((l) => l.languageIds).sort();
  const selected = [...new Set(DOCUMENT_SELECTOR.map((s) => (typeof s === 'string' ? s : s.language)))].sort();
  assert.deepEqual(selected, ids);
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'));
  const activated = manifest.activationEvents.filter((e: string) => e.startsWith('onLanguage:')).map((e: string) => e.slice(11));
  assert.deepEqual(activated.sort(), ids);
});

test("languages: a file's extension names the language that reads it, and the id the CLI gives it is one of that language's", () => {
  for (const language of LANGUAGES)
    for (const extension of language.extensions) {
      assert.equal(languageOfFile(`/p/a${extension.toUpperCase()}`), language, extension);
      assert.equal(languageFor(languageIdOfFile(`/p/a${extension}`)), language, extension);
    }
  assert.equal(languageOfFile('/p/readme.md'), undefined);
  assert.deepEqual(EXTENSIONS, [...new Set(EXTENSIONS)], 'no extension is claimed twice');
});

test('languages: a name’s extension and its `.jsonc` ending are read as the regular expressions read them, ASCII case ignored', () => {
  const extension = (name: string) => /\.[^./\\]*$/.exec(name)?.[0].toLowerCase() ?? '';
  const jsonc = (name: string) => /\.jsonc$/i.test(name);
  // Dots, separators, the letters of `jsonc` in both cases, and characters whose capitals are ASCII letters (ſ → S, ı → I).
  const name = fc.array(
    fc.constantFrom('.', '/', '\\', 'j', 'J', 's', 'S', 'o', 'O', 'n', 'N', 'c', 'C', 'ſ', 'ı', 'K', '*', 'é', '.jsonc', '.JSONC'),
    {
      maxLength: 12,
    },
  );
  fc.assert(
    fc.property(name, (parts) => {
      const text = parts.join('');
      assert.equal(extensionOf(text), extension(text), text);
      assert.equal(isJsoncFile(text), jsonc(text), text);
    }),
    { numRuns: 2000, seed: 24 },
  );
  for (const [uri, languageId, format] of [
    ['file:///p/a.JSONC', 'json', 'jsonc'],
    ['file:///p/a.jsonc.json', 'json', 'json'],
    ['untitled:Untitled-1', 'jsonc', 'jsonc'],
    ['file:///p/a.jsonſ', 'json', 'json'],
  ])
    assert.equal(jsonAdapter.format({ uri, languageId }), format, uri);
});
