// Measures the two Python parser candidates on the same text: module load time, parse time on a 2,000-line module
// with 20 tools, bundle bytes, and error recovery on half-typed code; then each in a new process as the CLI uses it:
// read the bench's 5,000-file project and parse its 50 tool modules, nothing else, against reading it. Reproduce (the tree-sitter packages are not
// dependencies of the project, so install them without saving first):
//   npm run build && npm install --no-save web-tree-sitter@0.25 tree-sitter-python@0.25 && node scripts/bench-python-parsers.mjs
import { performance } from 'node:perf_hooks';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

// The bench's own generator (test/bench/generatePython.ts, built into out/): 2,000 lines, 20 tools.
const { pythonModule } = require('../out/test/bench/generatePython.js');

// Three tools while the author types: an unclosed annotation, an unfinished statement, an unclosed decorator call.
// Recovery = how many of the four complete tools after them are still parsed as function definitions.
const HALF_TYPED = [
  'from arcade_tdk import tool',
  '@tool',
  'def a(query: Annotated[str, "q"',
  '@tool',
  'def b(x: Annotated[int, "n"]) -> int:',
  '    """Doc."""',
  '    y = ',
  '    return x',
  '@tool(desc=',
  'def c(x: Annotated[int, "n"]) -> int:',
  '    return x',
  '@tool',
  'def d(x: Annotated[int, "n"]) -> int:',
  '    return x',
  '@tool',
  'def e(x: Annotated[int, "n"]) -> int:',
  '    return x',
  '@tool',
  'def f(x: Annotated[int, "n"]) -> int:',
  '    return x',
  '',
].join('\n');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn, runs = 30) {
  for (let i = 0; i < 5; i++) fn();
  const ts = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ts.push(performance.now() - t0);
  }
  return median(ts);
}

async function bundleBytes(entry) {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents.length;
}

const text = pythonModule();
const rows = [];

{
  const t0 = performance.now();
  const { parser } = await import('@lezer/python');
  const load = performance.now() - t0;
  const tree = parser.parse(text);
  let defs = 0;
  tree.iterate({ enter: (n) => void (n.name === 'FunctionDefinition' && defs++) });
  const half = parser.parse(HALF_TYPED);
  let errors = 0;
  const found = [];
  half.iterate({
    enter: (n) => {
      if (n.type.isError) errors++;
      if (n.name === 'FunctionDefinition') found.push(HALF_TYPED.slice(n.from, n.to).match(/def (\w+)/)?.[1]);
    },
  });
  rows.push({
    parser: '@lezer/python 1.1',
    load,
    parse: time(() => parser.parse(text)),
    bytes: await bundleBytes("export { parser } from '@lezer/python';"),
    defs,
    recovery: `${errors} error nodes; functions found: ${found.join(', ')}`,
  });
}

try {
  const t0 = performance.now();
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const wasm = require.resolve('tree-sitter-python/tree-sitter-python.wasm');
  const language = await Language.load(readFileSync(wasm));
  const parser = new Parser();
  parser.setLanguage(language);
  const load = performance.now() - t0;
  const tree = parser.parse(text);
  const defs = tree.rootNode.descendantsOfType('function_definition').length;
  tree.delete();
  const half = parser.parse(HALF_TYPED);
  const found = half.rootNode.descendantsOfType('function_definition').map((n) => n.childForFieldName('name')?.text);
  const errors = half.rootNode.descendantsOfType('ERROR').length;
  half.delete();
  const runtimeWasm = statSync(require.resolve('web-tree-sitter/tree-sitter.wasm')).size;
  const bytes = (await bundleBytes("export { Parser, Language } from 'web-tree-sitter';")) + runtimeWasm + statSync(wasm).size;
  rows.push({
    parser: 'web-tree-sitter 0.25 + tree-sitter-python 0.25 (WASM)',
    load,
    parse: time(() => parser.parse(text).delete()),
    bytes,
    defs,
    recovery: `${errors} ERROR nodes; functions found: ${found.join(', ')}`,
  });
} catch (e) {
  rows.push({ parser: `web-tree-sitter: not measured (${e.code ?? e.message}); install it as above` });
}

console.log(`${text.split('\n').length - 1} lines, ${text.length} characters`);
console.log('| parser | load (ms) | parse 2,000 lines (ms, median of 30) | bundle + WASM (KB) | functions found | half-typed text |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    r.load === undefined
      ? `| ${r.parser} | | | | | |`
      : `| ${r.parser} | ${r.load.toFixed(1)} | ${r.parse.toFixed(2)} | ${(r.bytes / 1024).toFixed(0)} | ${r.defs} | ${r.recovery} |`,
  );

// The floor under the CLI's figure (section 8 of `npm run bench`): a new process reads every file of the project and
// parses the tool modules, nothing else, for each parser, against one that only reads; interleaved, medians of 11.
const { writePythonProject } = require('../out/test/bench/generatePythonProject.js');
const project = mkdtempSync(join(tmpdir(), 'toolschema-parsers-'));
try {
  writePythonProject(project, 11, 5000, 50);
  const TREE_SITTER_FLOOR = `
    const { readFileSync } = require('node:fs');
    const { filesUnder } = require(${JSON.stringify(require.resolve('../out/test/bench/walk.js'))});
    const { namesArcade } = require(${JSON.stringify(require.resolve('../out/server/src/core/languages/python/module.js'))});
    const texts = [];
    for (const f of filesUnder(process.argv[1], (n) => n.endsWith('.py'))) { const t = readFileSync(f, 'utf8'); if (namesArcade(t)) texts.push(t); }
    const { Parser, Language } = require('web-tree-sitter');
    (async () => {
      await Parser.init();
      const parser = new Parser();
      parser.setLanguage(await Language.load(readFileSync(require.resolve('tree-sitter-python/tree-sitter-python.wasm'))));
      for (const t of texts) parser.parse(t).delete();
    })();`;
  const processes = [
    ['read every .py file', ['out/test/bench/readAll.js', project]],
    ['read them all + @lezer/python parse of the tool modules', ['out/test/bench/parseTools.js', project]],
    ...(rows.length > 1 && rows[1].load !== undefined
      ? [['read them all + web-tree-sitter init and parse of the tool modules', ['-e', TREE_SITTER_FLOOR, project]]]
      : []),
  ];
  const times = processes.map(() => []);
  for (let round = 0; round < 13; round++)
    for (let k = 0; k < processes.length; k++) {
      const j = (round + k) % processes.length;
      const t0 = performance.now();
      execFileSync(process.execPath, processes[j][1]);
      if (round >= 2) times[j].push(performance.now() - t0);
    }
  const read = median(times[0]);
  console.log('\n| new process, 5,000 .py files (50 with tools) | ms (median of 11) | × reading |');
  console.log('|---|---:|---:|');
  processes.forEach(([name], j) => console.log(`| ${name} | ${median(times[j]).toFixed(0)} | ${(median(times[j]) / read).toFixed(2)}× |`));
} finally {
  rmSync(project, { recursive: true, force: true });
}
