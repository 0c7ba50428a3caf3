// Compares `toolschema-convert --to arcade` on Python files with the definitions the real arcade-core catalog builds
// from the same files, tool by tool: name, description, every parameter (name, required, description, value_schema,
// inferrable), output, requirements, metadata, deprecation_message; and that toolschema-lint reports an error on a
// tool exactly when the catalog rejects it. The toolkit (name, version, fully qualified name)
// is left out: toolschema does not know it statically. Run by hand, never in npm test:
//
//   npm run build --silent
//   ARCADE_LIBS=/path/to/arcade-mcp/libs node scripts/compare-python-catalog.mjs FILE_OR_FOLDER...
//
// ARCADE_LIBS holds arcade-core and arcade-tdk (pydantic must be importable by python3). Importing a module executes
// it: give only modules you trust (arcade-mcp's own examples, this project's fixtures). Exit 0 when nothing differs,
// 1 when anything does.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const libs = process.env.ARCADE_LIBS;
if (!libs || process.argv.length < 3) {
  console.error('usage: ARCADE_LIBS=/path/to/arcade-mcp/libs node scripts/compare-python-catalog.mjs FILE_OR_FOLDER...');
  process.exit(2);
}

const files = process.argv.slice(2).flatMap((given) => pythonFiles(resolve(given)));
const arcadeLibs = ['arcade-core', 'arcade-tdk', 'arcade-serve', 'arcade-mcp-server', 'arcade-evals'].map((lib) => join(libs, lib));
const pythonPath = [...arcadeLibs, process.env.PYTHONPATH].filter(Boolean).join(':');
const [{ stubs }, ...built] = execFileSync('python3', [join(here, 'compare_python_catalog.py'), ...files], {
  env: { ...process.env, PYTHONPATH: pythonPath },
  encoding: 'utf8',
  maxBuffer: 1 << 28,
})
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

let tools = 0;
let fields = 0;
let equal = 0;
const differences = [];
const skipped = [];
const catalogErrors = [];
const notModuleLevel = [];
let errorsAgreed = 0;
let byApp = 0;
// A tool an MCPApp registers from another file is compared with that file's own `--to arcade`, once per run.
const converted = new Map();
const convert = (file) => {
  if (!converted.has(file)) {
    const run = spawnSync('node', [join(root, 'dist/convert.js'), '--to', 'arcade', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const ours = run.status === 0 ? JSON.parse(run.stdout) : [];
    converted.set(file, { run, byName: new Map(ours.map((definition) => [definition.name, definition])) });
  }
  return converted.get(file);
};
const compared = new Set();

for (const { file, import_error: importError, tools: catalog, nested = [], functions = [] } of built) {
  const shown = file.startsWith(root) ? file.slice(root.length + 1) : file;
  if (importError) {
    skipped.push(`${shown}: ${importError}`);
    continue;
  }
  const { run, byName: oursByName } = convert(file);
  // toolschema-lint's errors, by line: an error inside a tool's lines is toolschema's verdict on that tool.
  const lint = spawnSync('node', [join(root, 'dist/cli.js'), '--format', 'json', '--quiet', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const errorLines = (JSON.parse(lint.stdout || '[]')[0]?.messages ?? []).map((m) => [m.line, m.ruleId]);
  const errorsIn = (lines) => (lines ? errorLines.filter(([line]) => line >= lines[0] && line <= lines[1]).map(([, rule]) => rule) : []);
  // An error outside every function and nested tool is on a class a tool uses (a TypedDict field): it counts for the
  // tools the catalog rejects. Errors on nested tools are left out: the catalog never sees those tools.
  const ranges = [...functions, ...nested.map((tool) => tool.lines)];
  const outside = errorLines.filter(([line]) => !ranges.some(([from, to]) => line >= from && line <= to)).map(([, rule]) => rule);
  if (outside.length && catalog.length && !catalog.some((entry) => entry.error))
    differences.push(`${shown}: the catalog accepts every tool, toolschema-lint reports ${outside.join(', ')} outside them`);
  const seen = new Set();
  for (const entry of catalog) {
    if (entry.source) {
      // Registered here (app.add_tool(imported), app.add_tools_from_module), defined in entry.source.
      const theirs = entry.definition;
      const key = `${entry.source}\0${theirs.name}`;
      if (compared.has(key)) continue;
      compared.add(key);
      const there = convert(entry.source);
      const mine = there.byName.get(theirs.name);
      const from = entry.source.startsWith(root) ? entry.source.slice(root.length + 1) : entry.source;
      if (!mine) differences.push(`${shown}: ${theirs.name}: registered by its MCPApp, missing from toolschema's output for ${from}`);
      else compareTool(`${shown} (from ${from})`, theirs, mine);
      byApp++;
      continue;
    }
    const rules = errorsIn(entry.lines);
    if (entry.error) {
      rules.push(...outside);
      catalogErrors.push(`${shown}: ${entry.function}: ${entry.error}`);
      if (rules.length) errorsAgreed++;
      else differences.push(`${shown}: ${entry.function}: the catalog rejects it (${entry.error}), toolschema-lint reports no error`);
      continue;
    }
    if (rules.length) differences.push(`${shown}: ${entry.function}: the catalog accepts it, toolschema-lint reports ${rules.join(', ')}`);
    const theirs = entry.definition;
    const mine = oursByName.get(theirs.name);
    seen.add(theirs.name);
    const key = `${file}\0${theirs.name}`;
    if (compared.has(key)) continue;
    compared.add(key);
    if (entry.app) byApp++;
    if (!mine) {
      differences.push(
        `${shown}: ${theirs.name}: built by the catalog, missing from toolschema's output${run.status ? ` (${run.stderr.trim()})` : ''}`,
      );
      continue;
    }
    compareTool(shown, theirs, mine);
  }
  for (const name of oursByName.keys()) {
    if (seen.has(name) || catalog.some((entry) => entry.error)) continue;
    if (nested.some((tool) => tool.name === name)) notModuleLevel.push(`${shown}: ${name}`);
    else differences.push(`${shown}: ${name}: in toolschema's output, not built by the catalog`);
  }
}

function compareTool(shown, theirs, mine) {
  tools++;
  for (const [field, a, b] of fieldsOf(theirs, mine)) {
    fields++;
    if (same(a, b)) equal++;
    else
      for (const [at, x, y] of where(a, b, ''))
        differences.push(`${shown}: ${theirs.name}: ${field}${at}: catalog ${JSON.stringify(x)}, toolschema ${JSON.stringify(y)}`);
  }
}

// Text from the files (names, the catalog's messages) reaches the terminal: control characters are shown escaped.
const say = (line) =>
  console.log(line.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
say(`files: ${files.length} (${skipped.length} not importable here)`);
if (stubs.length) say(`stubbed (needed only by a transport the catalog never touches): ${stubs.join(', ')}`);
for (const line of skipped) say(`  skipped ${line}`);
say(`catalog errors: ${catalogErrors.length} (toolschema-lint reports an error on ${errorsAgreed} of these tools)`);
for (const line of catalogErrors) say(`  ${line}`);
say(`tools defined inside a function or class (not module attributes: the catalog never loads them): ${notModuleLevel.length}`);
for (const line of notModuleLevel) say(`  ${line}`);
say(`tools compared: ${tools} (${byApp} read from an MCPApp's catalog); fields equal: ${equal}/${fields}`);
for (const line of differences) say(`  DIFF ${line}`);
process.exitCode = differences.length ? 1 : 0;

/** [field, catalog's value, toolschema's value] for each compared field of one tool. */
function fieldsOf(theirs, mine) {
  const out = [
    ['name', theirs.name, mine.name],
    ['description', theirs.description, mine.description],
  ];
  const params = (definition) => definition.input?.parameters ?? [];
  out.push(['parameter names', params(theirs).map((p) => p.name), params(mine).map((p) => p.name)]);
  for (const p of params(theirs)) {
    const q = params(mine).find((candidate) => candidate.name === p.name) ?? {};
    for (const key of ['required', 'description', 'value_schema', 'inferrable']) out.push([`parameter ${p.name}.${key}`, p[key], q[key]]);
  }
  for (const key of ['output', 'requirements', 'metadata', 'deprecation_message']) out.push([key, theirs[key], mine[key]]);
  return out;
}

/** Deep equality of JSON values; object keys in any order, arrays in order. */
function same(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same(a[key], b[key]));
}

/** The innermost places where two JSON values differ, as [path, catalog's value, toolschema's value]. */
function where(a, b, at) {
  if (same(a, b)) return [];
  const both = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
  if (both(a) && both(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => where(a[key], b[key], `${at}/${key}`));
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((x, i) => where(x, b[i], `${at}/${i}`));
  return [[at, a, b]];
}

function pythonFiles(given) {
  if (!statSync(given).isDirectory()) return [given];
  return readdirSync(given, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pythonFiles(join(given, entry.name)) : entry.name.endsWith('.py') ? [join(given, entry.name)] : [],
  );
}
