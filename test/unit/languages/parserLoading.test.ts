/** The TypeScript parser costs nothing until a script that names a Pedelec module is analysed. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ANALYZE = path.resolve(__dirname, '../../../server/src/core/pipeline/analyze.js');
const ENGINE = path.resolve(__dirname, '../../helpers/engine.js');

type Doc = { uri: string; languageId: string; text: string };

/** Whether a module whose path contains `marker` is loaded after analysing `documents` in a fresh process. */
function loadedAfter(marker: string, documents: Doc[]): boolean {
  const script = `
    const { analyze } = require(${JSON.stringify(ANALYZE)});
    const { DEFAULT_SETTINGS } = require(${JSON.stringify(path.resolve(__dirname, '../../../server/src/core/settings/settings.js'))});
    const { ENGINE } = require(${JSON.stringify(ENGINE)});
    for (const d of ${JSON.stringify(documents)}) analyze(d, DEFAULT_SETTINGS, { engine: ENGINE });
    process.stdout.write(String(Object.keys(require.cache).some((k) => k.includes(${JSON.stringify(marker)}))));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }) === 'true';
}

/** Whether @babel/parser is loaded after analysing `documents`. */
const parserLoadedAfter = (documents: Doc[]) => loadedAfter('@babel', documents);

/** Whether @lezer/python is loaded after analysing `documents`. */
const pythonGrammarLoadedAfter = (documents: Doc[]) => loadedAfter('@lezer', documents);

test('parser loading: JSON documents and scripts that never name Pedelec do not load the parser', () => {
  assert.equal(
    parserLoadedAfter([
      { uri: 'file:///w/a.args.json', languageId: 'json', text: '{ "type": "object" }' },
      { uri: 'file:///w/app.ts', languageId: 'typescript', text: "import { z } from 'zod';\nexport const s = z.object({});\n" },
    ]),
    false,
  );
});

test('parser loading: the first script that imports Pedelec loads it', () => {
  assert.equal(
    parserLoadedAfter([
      { uri: 'file:///w/tools.ts', languageId: 'typescript', text: "import { defineTool } from '@kaoruisaac/pedelec';\n" },
    ]),
    true,
  );
});

test('parser loading: JSON documents, scripts and Python files naming no Arcade module do not load the Python grammar', () => {
  assert.equal(
    pythonGrammarLoadedAfter([
      { uri: 'file:///w/a.args.json', languageId: 'json', text: '{ "type": "object" }' },
      { uri: 'file:///w/tools.ts', languageId: 'typescript', text: "import { defineTool } from '@kaoruisaac/pedelec';\n" },
      { uri: 'file:///w/util.py', languageId: 'python', text: 'import os\n\ndef f() -> str:\n    return os.sep\n' },
    ]),
    false,
  );
});

test('parser loading: the first Python file that names an Arcade module loads the Python grammar', () => {
  assert.equal(
    pythonGrammarLoadedAfter([{ uri: 'file:///w/server.py', languageId: 'python', text: 'from arcade_tdk import tool\n' }]),
    true,
  );
});
