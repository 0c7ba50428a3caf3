/**
 * The core runs without Node (a web extension's worker comes later): bundled for the browser, evaluated in a bare
 * context with no `require`, no `process` and no file system, it analyses a JSON document and a TypeScript file
 * (the parser included).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(__dirname, '../../..');

test('browser core: bundled for the browser and run with no Node globals, it analyses JSON and TypeScript', () => {
  const bundle = buildSync({
    stdin: {
      contents:
        "export { analyze } from './server/src/core/pipeline/analyze'; export { DEFAULT_SETTINGS } from './server/src/core/settings/settings'; export { ENGINE } from './test/helpers/engine';",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'core',
    write: false,
    logLevel: 'silent',
    // As esbuild.mjs: these packages' UMD builds have requires esbuild cannot follow.
    alias: {
      'vscode-json-languageservice': path.join(ROOT, 'node_modules/vscode-json-languageservice/lib/esm/jsonLanguageService.js'),
      'jsonc-parser': path.join(ROOT, 'node_modules/jsonc-parser/lib/esm/main.js'),
    },
  });
  const context = vm.createContext({ console, URL, performance, TextEncoder, TextDecoder, queueMicrotask, setTimeout, clearTimeout });
  vm.runInContext(bundle.outputFiles[0].text, context);
  const codes = (source: object) =>
    JSON.parse(
      vm.runInContext(
        `JSON.stringify(core.analyze(${JSON.stringify(source)}, core.DEFAULT_SETTINGS, { engine: core.ENGINE }).problems.map((p) => p.code))`,
        context,
      ),
    ) as string[];
  assert.deepEqual(
    codes({
      uri: 'file:///w/a.args.json',
      languageId: 'json',
      text: '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }',
    }),
    ['pedelec/unsupported-keyword'],
  );
  assert.deepEqual(
    codes({
      uri: 'file:///w/tools.ts',
      languageId: 'typescript',
      text: "import { defineTool } from '@kaoruisaac/pedelec';\nexport const t = defineTool({ name: 'bad name', description: 'd', argsSchema: { type: 'object' } });\n",
    }),
    ['pedelec/invalid-tool-name'],
  );
});
