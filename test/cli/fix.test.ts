/** `--fix` and `--fix-dry-run`: the files written (or not), byte for byte. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, linkSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintMain } from '../helpers/lintMain';
import { THROUGH_IMPORT } from '../helpers/scripts';
import { lintJson } from '../helpers/lintJson';
import { ChangedOnDiskError, writeInPlace } from '../../server/src/cli/fix';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
// The report's content: main in this process (test/helpers/lintMain.ts); a run as another user spawns the binary.
const run = (cwd: string, ...args: string[]) => lintMain(cwd, args);

// A comment, CRLF line ends and no final newline; "minLength": "3" has a safe fix (→ 3).
const jsonc = '{\r\n  // the query\r\n  "type": "object",\r\n  "properties": { "q": { "type": "string", "minLength": "3" } }\r\n}';
const jsoncFixed = '{\r\n  // the query\r\n  "type": "object",\r\n  "properties": { "q": { "type": "string", "minLength": 3 } }\r\n}';
// A repeated required entry (safe fix) and an array without maxItems (no fix: it is left and reported).
const json =
  '{\n  "type": "object",\n  "required": ["q", "q"],\n  "properties": { "q": { "type": "array", "items": { "type": "string" } } }\n}\n';
const jsonFixed =
  '{\n  "type": "object",\n  "required": ["q"],\n  "properties": { "q": { "type": "array", "items": { "type": "string" } } }\n}\n';

test('cli --fix: a .jsonc keeps its comment, CRLF and missing final newline; a .json its LF and final newline; what is left is reported', async () => {
  const dir = workspace({ 'a.args.jsonc': jsonc, 'b.args.json': json });
  const r = await run(dir, '--fix', '.');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(readFileSync(path.join(dir, 'a.args.jsonc'), 'utf8'), jsoncFixed);
  assert.equal(readFileSync(path.join(dir, 'b.args.json'), 'utf8'), jsonFixed);
  assert.match(r.stdout, /^b\.args\.json:4:34 {2}warning .*pedelec\/unbounded-array$/m);
  assert.doesNotMatch(r.stdout, /duplicate-required|invalid-keyword-value/);
  assert.deepEqual(readdirSync(dir).sort(), ['a.args.jsonc', 'b.args.json'], 'no temporary file is left behind');
});

test('cli --fix is idempotent: a second run changes nothing and does not touch the files', async () => {
  const dir = workspace({ 'a.args.jsonc': jsonc, 'b.args.json': json });
  await run(dir, '--fix', '.');
  const file = path.join(dir, 'a.args.jsonc');
  const mtime = statSync(file).mtimeMs;
  const second = await run(dir, '--fix', '.');
  assert.equal(second.status, 0);
  assert.equal(readFileSync(file, 'utf8'), jsoncFixed);
  assert.equal(readFileSync(path.join(dir, 'b.args.json'), 'utf8'), jsonFixed);
  assert.equal(statSync(file).mtimeMs, mtime, 'a file with nothing to fix is not rewritten');
});

test('cli --fix-dry-run writes nothing; --format json gives the fixed text as "output", text format prints it', async () => {
  const dir = workspace({ 'a.args.jsonc': jsonc, 'b.args.json': json });
  const r = await run(dir, '--fix-dry-run', '--format', 'json', '.');
  assert.equal(readFileSync(path.join(dir, 'a.args.jsonc'), 'utf8'), jsonc);
  assert.equal(readFileSync(path.join(dir, 'b.args.json'), 'utf8'), json);
  const results = lintJson(r.stdout) as { path: string; output?: string; problems: { code: string }[] }[];
  assert.deepEqual(
    results.map((x) => [path.basename(x.path), x.output, x.problems.map((p) => p.code)]),
    [
      ['a.args.jsonc', jsoncFixed, []],
      ['b.args.json', jsonFixed, ['pedelec/unbounded-array']],
    ],
  );
  const text = await run(dir, '--fix-dry-run', 'a.args.jsonc');
  assert.equal(text.status, 0);
  assert.match(text.stdout, /^a\.args\.jsonc \(fixed\):\n {2}\{\n {4}\/\/ the query\n/);
  assert.match(text.stdout, /"minLength": 3 \} \}/);
  assert.equal(readFileSync(path.join(dir, 'a.args.jsonc'), 'utf8'), jsonc);
  assert.equal((await run(dir, '--fix', '--fix-dry-run', '.')).status, 2, 'both at once is a usage error');
});

test('cli --fix does not overwrite a file that changed on disk since it was read', () => {
  const dir = workspace({ 'a.args.json': json });
  const file = path.join(dir, 'a.args.json');
  const mtime = statSync(file).mtimeMs;
  writeFileSync(file, '{ "type": "object" }\n'); // an editor saved it meanwhile
  assert.throws(() => writeInPlace(file, jsonFixed, json, mtime), ChangedOnDiskError);
  assert.equal(readFileSync(file, 'utf8'), '{ "type": "object" }\n');
  assert.deepEqual(readdirSync(dir), ['a.args.json'], 'the temporary file is removed');
  writeInPlace(file, jsonFixed, '{ "type": "object" }\n', statSync(file).mtimeMs);
  assert.equal(readFileSync(file, 'utf8'), jsonFixed, 'unchanged since the read: written');
});

test('cli --fix in a folder leaves the config file alone (it is read as settings, not linted)', async () => {
  const config = '{ "rules": { "pedelec/unbounded-array": "off" } }'; // no final newline, one line: as written
  const dir = workspace({ 'toolschema.config.json': config, 'b.args.json': json });
  const r = await run(dir, '--fix', '.');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(readFileSync(path.join(dir, 'toolschema.config.json'), 'utf8'), config);
  assert.equal(readFileSync(path.join(dir, 'b.args.json'), 'utf8'), jsonFixed);
  assert.match(r.stdout, /✔ 1 file checked, no problems\./, 'the override turned the array warning off; the config is not counted');
});

test('cli --fix-dry-run escapes what it prints of the file: control characters become visible escapes, every line is indented', async () => {
  const hostile =
    '{\n"description": "\u001b[2J\u202e",\n"type": "object", "required": ["q", "q"], "properties": { "q": { "type": "string" } }\n}\n';
  const clean = workspace({ 'a.args.json': hostile });
  const r = await run(clean, '--fix-dry-run', 'a.args.json');
  assert.match(r.stdout, /^a\.args\.json \(fixed\):$/m);
  assert.match(r.stdout, /\\u001b\[2J\\u202e/);
  assert.doesNotMatch(r.stdout, /[\u001b\u202e]/);
  assert.match(r.stdout, /^ {2}"description": "\\u001b/m);
});

const sameFile = (a: string, b: string) => statSync(a).ino === statSync(b).ino;

test('issue 25 row 10: --fix writes in place: a hard-linked file stays linked and keeps its mode 0640', async () => {
  const dir = workspace({ 'b.args.json': json });
  const file = path.join(dir, 'b.args.json');
  const link = path.join(dir, 'link.json');
  chmodSync(file, 0o640);
  linkSync(file, link);
  const r = await run(dir, '--fix', 'b.args.json');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(readFileSync(file, 'utf8'), jsonFixed);
  assert.ok(sameFile(file, link), 'still one file under two names');
  assert.equal(readFileSync(link, 'utf8'), jsonFixed, 'the other name sees the fix');
  assert.equal(statSync(file).mode & 0o7777, 0o640);
  assert.equal(statSync(file).nlink, 2);
});

test('issue 25 row 10: --fix refuses a read-only (0444) file, and the refusal stays in the report in every format (exit 2)', async () => {
  const dir = workspace({ 'b.args.json': json });
  const file = path.join(dir, 'b.args.json');
  chmodSync(file, 0o444);
  const text = await run(dir, '--fix', '.');
  assert.equal(text.status, 2, text.stderr);
  assert.equal(readFileSync(file, 'utf8'), json, 'not rewritten');
  assert.equal(statSync(file).mode & 0o777, 0o444);
  assert.match(
    text.stdout,
    /^b\.args\.json:1:1 {2}error {2}--fix did not write this file: .*(read-only \(mode 0444\)|permission denied).*toolschema\/fix-not-written$/m,
  );
  assert.match(text.stdout, /pedelec\/duplicate-required/, 'the problems the fix would have removed are still reported');
  const json_ = await run(dir, '--fix', '-f', 'json', '.');
  assert.equal(json_.status, 2);
  const results = JSON.parse(json_.stdout) as { filePath: string; messages: { ruleId: string; severity: number }[] }[];
  assert.equal(results.length, 1, 'the file is in the report, not []');
  assert.deepEqual(results[0].messages[0], { ...results[0].messages[0], ruleId: 'toolschema/fix-not-written', severity: 2 });
  for (const format of ['github', 'sarif', 'junit'])
    assert.match((await run(dir, '--fix', '-f', format, '.')).stdout, /fix-not-written/, format);
});

test('issue 25 row 10: --fix run as another user in a writable folder leaves a 0444 file alone, owner and all', () => {
  const dir = workspace({ 'b.args.json': json });
  const file = path.join(dir, 'b.args.json');
  chmodSync(dir, 0o777);
  chmodSync(file, 0o444);
  const owner = statSync(file).uid;
  // As root: the file stays root's and the CLI runs as `nobody` (the case); otherwise the user's own 0444 file.
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const r = spawnSync(process.execPath, [CLI, '--fix', '.'], { cwd: dir, encoding: 'utf8', ...asUser });
  assert.equal(r.status, 2, r.stderr);
  assert.equal(readFileSync(file, 'utf8'), json);
  assert.deepEqual([statSync(file).uid, statSync(file).mode & 0o777], [owner, 0o444]);
  assert.match(r.stdout, /--fix did not write this file: you may not write it \(permission denied\)/);
  assert.deepEqual(readdirSync(dir), ['b.args.json'], 'no file of the other user appears');
});

// Issue 24.1: zod-to-json-schema writes `additionalProperties: false` in every definition. `--fix` used to remove the
// `$ref` and then the `$defs`, leaving `"filter": {}`; the definition must be inlined instead, in JSON and in code.
const zodArgs =
  '{\n  "type": "object",\n  "properties": {\n    "filter": { "$ref": "#/$defs/Filter" }\n  },\n  "$defs": {\n    "Filter": {\n      "type": "object",\n      "properties": { "q": { "type": "string" } },\n      "additionalProperties": false\n    }\n  }\n}\n';
const zodTool = `import { defineTool } from '@kaoruisaac/pedelec';

const Filter = { type: 'object', properties: { q: { type: 'string' } }, additionalProperties: false };

export const search = defineTool({
  name: 'search',
  description: 'Search.',
  argsSchema: { type: 'object', properties: { filter: { $ref: '#/$defs/Filter' } }, $defs: { Filter } },
});
`;

test('cli --fix inlines a referenced definition instead of removing it (issue 24.1), in JSON and TypeScript', async () => {
  const dir = workspace({ 'search.args.json': zodArgs, 'search.ts': zodTool });
  const r = await run(dir, '--fix', '.');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(
    readFileSync(path.join(dir, 'search.args.json'), 'utf8'),
    '{\n  "type": "object",\n  "properties": {\n    "filter": {\n      "type": "object",\n      "properties": { "q": { "type": "string" } }\n    }\n  }\n}\n',
  );
  assert.match(
    readFileSync(path.join(dir, 'search.ts'), 'utf8'),
    /argsSchema: \{ type: 'object', properties: \{ filter: \{ type: 'object', properties: \{ q: \{ type: 'string' \} \} \} \} \},/,
  );
});

// Issue 25.11: the inlined schema is the referenced value, not its source text pasted into another scope, where a
// local name can shadow the one the definition uses (here `kind` would become 'number').
test('cli --fix inlines a definition as its value: a name shadowed where it lands does not change it (issue 25.11)', async () => {
  const shadowed = `import { defineTool } from '@kaoruisaac/pedelec';

const kind = 'string';
const Name = { type: kind };

export function make() {
  const kind = 'number';
  return defineTool({
    name: 'named',
    description: 'Named.',
    argsSchema: { type: 'object', properties: { name: { $ref: '#/$defs/Name' }, n: { type: kind } }, $defs: { Name } },
  });
}
`;
  const dir = workspace({ 'named.ts': shadowed });
  const r = await run(dir, '--fix', '.');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(readFileSync(path.join(dir, 'named.ts'), 'utf8'), /properties: \{ name: \{ type: 'string' \}, n: \{ type: kind \} \} \}/);
});

test('cli --fix fixes a problem that exists through an imported constant: it reads the imports the lint reads', async () => {
  const { shared, tools, fixed } = THROUGH_IMPORT;
  const dir = workspace({ 'package.json': '{ "name": "app" }', 'src/shared.ts': shared, 'src/a.ts': tools });
  assert.match((await run(dir, '.')).stdout, /"minLength" applies to string nodes, not to a number node/);
  const r = await run(dir, '.', '--fix');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(readFileSync(path.join(dir, 'src/a.ts'), 'utf8'), fixed);
});

// A Python tool module: the Field description moves into Annotated's string and the unneeded __future__ import goes
// (both certain, so --fix applies them); a parameter without any description has only a placeholder fix: reported.
const python = [
  'from __future__ import annotations',
  'from typing import Annotated',
  'from pydantic import Field',
  'from arcade_tdk import tool',
  '',
  '',
  '@tool',
  'def find(query: Annotated[str, Field(description="What to look for")], limit: int) -> str:',
  '    """Find things."""',
  '    return query',
  '',
].join('\n');
const pythonFixed = python
  .replace('from __future__ import annotations\n', '')
  .replace('Field(description="What to look for")', '"What to look for"');

test('cli --fix on a .py file applies the certain fixes (Field description, __future__) and reports the rest', async () => {
  const dir = workspace({ 'tools.py': python });
  const r = await run(dir, '--fix', '.');
  assert.equal(r.status, 1, r.stderr);
  assert.equal(readFileSync(path.join(dir, 'tools.py'), 'utf8'), pythonFixed);
  assert.match(r.stdout, /tools\.py:\d+:\d+ +error .*arcade-python\/missing-parameter-description$/m);
  assert.doesNotMatch(r.stdout, /field-description-ignored|future/);
});
