// The Neovim check: a headless nvim with init.lua starts `toolschema-language-server --stdio` (the bundled
// dist/server.js), opens an args schema with a `$ref`, then a TypeScript file defining a Pedelec tool, and we
// assert on the diagnostics it received for each; then a Python file defining an Arcade tool: its diagnostic, the
// hover on a parameter, and the quick fix applied by Neovim (the buffer's text after, the diagnostic gone); then the
// same file with pyright attached beside toolschema, as a Python user's editor has it (Pylance is built on pyright).
// Run: `npm run test:neovim` (after `npm run build`). Exit 0 on success; a clear message and exit 1 otherwise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

let work;
process.on('exit', () => work && rmSync(work, { recursive: true, force: true }));

function fail(message) {
  console.error(`neovim check: ${message}`);
  process.exit(1);
}

function ensureNeovim() {
  if (spawnSync('nvim', ['--version']).status === 0) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    console.log('neovim check: installing neovim with apt-get …');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'neovim'], { stdio: 'inherit' });
    if (r.status === 0) return;
  }
  fail('nvim is not installed and cannot be installed here (needs root and apt-get). Install Neovim ≥ 0.7.');
}

ensureNeovim();
work = mkdtempSync(path.join(tmpdir(), 'toolschema-nvim-'));

/** Opens `name` (written with `text`) in a headless nvim with init.lua; the toolschema diagnostics it received. */
const diagnosticsOf = (name, text) => checkOf(name, text).diagnostics;

/**
 * What check.lua wrote for `name`: the diagnostics, and the hover and the fix `extra` asks for (its env). `offline`:
 * nvim and its servers run with no network interface at all (a user namespace without one), where `unshare` allows it.
 */
function checkOf(name, text, extra = {}, offline = false) {
  const file = path.join(work, name);
  writeFileSync(file, text);
  const out = path.join(work, `${name}.diagnostics.json`);
  const nvim = [
    'nvim',
    '--headless',
    '-n',
    '-i',
    'NONE',
    '-u',
    path.join(here, 'init.lua'),
    file,
    '-c',
    `luafile ${path.join(here, 'check.lua')}`,
  ];
  const isolated = offline && spawnSync('unshare', ['-rn', 'true']).status === 0;
  const r = spawnSync(isolated ? 'unshare' : nvim[0], isolated ? ['-rn', ...nvim] : nvim.slice(1), {
    cwd: work,
    env: { ...process.env, ...extra, TOOLSCHEMA_SERVER: path.join(root, 'dist/server.js'), TOOLSCHEMA_OUT: out },
    encoding: 'utf8',
    timeout: 60000,
  });
  if (r.error) fail(`could not run nvim: ${r.error.message}`);
  let result;
  try {
    result = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    fail(`nvim exited with ${r.status} on ${name} and wrote no diagnostics.\n${r.stderr}`);
  }
  // Neovim's json_encode writes an empty table as [].
  if (Array.isArray(result.diagnostics) === false) result.diagnostics = [];
  if (r.status !== 0) fail(`nvim exited with ${r.status} on ${name}:\n${JSON.stringify(result, null, 2)}`);
  return result;
}

// An args schema with a `$ref` (JSON).
const diagnostics = diagnosticsOf(
  'search.args.json',
  JSON.stringify({ type: 'object', properties: { point: { $ref: '#/$defs/point' } }, $defs: { point: { type: 'object' } } }, null, 2),
);
const codes = diagnostics.map((d) => d.code).sort();
const expected = ['pedelec/unsupported-keyword', 'pedelec/unsupported-keyword'];
const refDiag = diagnostics.find((d) => /"\$ref"/.test(d.message));
if (JSON.stringify(codes.filter((c) => c === 'pedelec/unsupported-keyword')) !== JSON.stringify(expected) || !refDiag) {
  fail(`unexpected diagnostics in search.args.json:\n${JSON.stringify(diagnostics, null, 2)}`);
}
if (refDiag.source !== 'toolschema' || refDiag.line !== 4 || refDiag.col !== 6) {
  fail(`the $ref diagnostic is not where expected: ${JSON.stringify(refDiag)}`);
}

// A Pedelec tool in TypeScript: `minLength` on a number constrains nothing (line 7, column 43, 0-based).
const script = diagnosticsOf(
  'tools.ts',
  `import { defineTool } from '@kaoruisaac/pedelec';

export const count = defineTool({
  name: 'count',
  description: 'Count the items.',
  argsSchema: {
    type: 'object',
    properties: { limit: { type: 'number', minLength: 1 } },
  },
  handler: async () => 0,
});
`,
);
const mismatch = script.find((d) => d.code === 'pedelec/keyword-type-mismatch');
if (script.length !== 1 || mismatch?.source !== 'toolschema' || mismatch.line !== 7 || mismatch.col !== 43) {
  fail(`unexpected diagnostics in tools.ts:\n${JSON.stringify(script, null, 2)}`);
}
// An Arcade tool in Python: a parameter without a description (line 8, column 42, 0-based).
const PYTHON = `from typing import Annotated

from arcade_mcp_server import MCPApp

app = MCPApp(name="trails", version="1.0.0")


@app.tool
def find_trail(region: Annotated[str, "The region"], limit: int = 5) -> list[str]:
    \"\"\"Find hiking trails in a region.\"\"\"
    return []
`;
const python = checkOf('trails.py', PYTHON, {
  TOOLSCHEMA_HOVER_AT: '8:16', // on `region`
  TOOLSCHEMA_FIX: 'Wrap the annotation in Annotated[…, "…"]',
});
const missing = python.diagnostics[0];
if (
  python.diagnostics.length !== 1 ||
  missing.code !== 'arcade-python/missing-parameter-description' ||
  missing.source !== 'toolschema' ||
  missing.line !== 8 ||
  missing.col !== 53
) {
  fail(`unexpected diagnostics in trails.py:\n${JSON.stringify(python.diagnostics, null, 2)}`);
}
const hover = String(python.hover ?? '');
if (!/\*\*Parameter `"region"`\*\*/.test(hover) || !/`description`: `"The region"`/.test(hover)) {
  fail(`the hover on region in trails.py does not show its definition field:\n${hover}`);
}
const fixedLine = 'def find_trail(region: Annotated[str, "The region"], limit: Annotated[int, "TODO: describe limit"] = 5) -> list[str]:';
if (python.fixed !== PYTHON.replace(/^def find_trail.*$/m, fixedLine).replace(/\n$/, '')) {
  fail(`the quick fix in trails.py wrote:\n${python.fixed}`);
}
if (python.after?.length) fail(`diagnostics left in trails.py after the fix:\n${JSON.stringify(python.after, null, 2)}`);

// Beside pyright: both servers' diagnostics, each under its own source and each once; toolschema's hover and quick fix
// work as alone, and pyright's problem stays after toolschema's fix. pyright is a devDependency; it is given no network.
const pyright = path.join(root, 'node_modules/pyright/langserver.index.js');
const BESIDE = PYTHON.replace('return []', 'return [nearest_trail]');
const beside = checkOf(
  'trails_beside.py',
  BESIDE,
  {
    TOOLSCHEMA_PYRIGHT: pyright,
    TOOLSCHEMA_ALSO: 'Pyright',
    TOOLSCHEMA_HOVER_AT: '8:16',
    TOOLSCHEMA_FIX: 'Wrap the annotation in Annotated[…, "…"]',
  },
  true,
);
const bySource = (list, source) => list.filter((d) => d.source === source);
const key = (d) => `${d.source} ${d.code} ${d.line}:${d.col} ${d.message}`;
const doubled = beside.diagnostics.map(key).filter((k, i, all) => all.indexOf(k) !== i);
const theirs = bySource(beside.diagnostics, 'Pyright');
if (
  doubled.length ||
  JSON.stringify(bySource(beside.diagnostics, 'toolschema').map(key)) !== JSON.stringify([key(missing)]) ||
  !theirs.some((d) => /"nearest_trail" is not defined/.test(d.message)) ||
  beside.diagnostics.length !== theirs.length + 1
) {
  fail(`unexpected diagnostics in trails_beside.py (toolschema beside pyright):\n${JSON.stringify(beside.diagnostics, null, 2)}`);
}
if (beside.hover !== python.hover) fail(`toolschema's hover beside pyright differs from its hover alone:\n${beside.hover}`);
if (!/region/.test(String(beside.hovers?.pyright ?? ''))) fail(`pyright gave no hover on region: ${JSON.stringify(beside.hovers)}`);
const fixTitles = (beside.actions?.toolschema ?? []).filter((t) => t === 'Wrap the annotation in Annotated[…, "…"]');
if (fixTitles.length !== 1 || (beside.actions?.pyright ?? []).includes(fixTitles[0])) {
  fail(`toolschema's quick fix is not offered once, by toolschema only: ${JSON.stringify(beside.actions)}`);
}
if (beside.fixed !== BESIDE.replace(/^def find_trail.*$/m, fixedLine).replace(/\n$/, ''))
  fail(`the quick fix beside pyright wrote:\n${beside.fixed}`);
if (bySource(beside.after, 'toolschema').length || !bySource(beside.after, 'Pyright').some((d) => /nearest_trail/.test(d.message))) {
  fail(`after toolschema's fix beside pyright:\n${JSON.stringify(beside.after, null, 2)}`);
}

console.log(
  `neovim check: ok — Neovim received ${diagnostics.length} toolschema diagnostics (${[...new Set(codes)].join(', ')}) in an args schema ` +
    `and ${script.length} (${mismatch.code}) in a TypeScript file; in a Python file ${missing.code}, ` +
    'the hover on a parameter and its quick fix, applied; beside pyright, ' +
    `${theirs.length} pyright diagnostics (${[...new Set(theirs.map((d) => d.code).filter(Boolean))].join(', ')}) under its own source, toolschema's one, hover and fix unchanged, nothing doubled.`,
);
