/**
 * The CLI's report on a folder of clean and faulty files is the same, byte for byte and in every `-f` format, whether
 * strict JSON files are analysed by the fast path (JSON.parse and a tree positioned in step with its value) or every
 * file is parsed and analysed in full.
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { lintMain } from '../helpers/lintMain';
import { FORMATS } from '../../server/src/cli/options';
import { fixture, mutate } from '../helpers/diagnose';
import { toolDefinition } from '../bench/generate';

const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-fastformats-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const clean = fixture('weather.current.tool.json');
const files: Record<string, string> = {
  'clean.json': clean,
  'generated_1.json': toolDefinition(1),
  'generated_2.json': toolDefinition(2),
  // Schema-valid, a rule reports.
  'free_form.json': mutate(
    clean,
    '"val_type": "string",\n          "inner_val_type": null',
    '"val_type": "json",\n          "inner_val_type": null',
  ),
  'inner_type.json': mutate(
    clean,
    '"val_type": "string",\n          "inner_val_type": null',
    '"val_type": "string",\n          "inner_val_type": "string"',
  ),
  // The schema rejects it.
  'bad_modes.json': mutate(clean, '"available_modes": ["value", "error", "null"]', '"available_modes": ["values"]'),
  // Not for JSON.parse: a comment, a key given twice, broken text.
  'comment.json': mutate(clean, '{', '{ // a comment\n'),
  'twice.json': mutate(clean, '"name": "GetForecast",', '"name": "GetForecast", "name": "Again",'),
  'broken.json': '{ "fully_qualified_name": ',
};
mkdirSync(path.join(dir, 'wrapper_tools'));
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'wrapper_tools', name), text);

const run = (args: string[], fastPath: boolean) => lintMain(dir, args, { fastPath });

for (const format of FORMATS)
  test(`fast path: -f ${format} on clean and faulty files is the full analysis's report, byte for byte`, async () => {
    const fast = await run(['wrapper_tools', '-f', format], true);
    const full = await run(['wrapper_tools', '-f', format], false);
    assert.equal(fast.stdout, full.stdout);
    assert.equal(fast.stderr, full.stderr);
    assert.equal(fast.status, full.status);
    for (const code of ['provider/open-object', 'arcade/inner-type-without-array', 'syntax/'])
      assert.ok(full.stdout.includes(code), `${code} is reported in -f ${format}`);
  });
