import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { isScriptLanguage, languageOfFile, SCRIPT_EXTENSIONS } from '../../server/src/core/model/document';

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
    cases.map(([file]) => [file, languageOfFile(file)]),
    cases,
  );
});

test('languages: the script extensions are the eight of the issue, and each gives a script language', () => {
  assert.deepEqual([...SCRIPT_EXTENSIONS].sort(), ['.cjs', '.cts', '.js', '.jsx', '.mjs', '.mts', '.ts', '.tsx']);
  for (const extension of SCRIPT_EXTENSIONS) assert.ok(isScriptLanguage(languageOfFile(`a${extension}`)), extension);
  assert.equal(isScriptLanguage('json'), false);
  assert.equal(isScriptLanguage('jsonc'), false);
  assert.equal(isScriptLanguage('typescriptreact'), true);
});
