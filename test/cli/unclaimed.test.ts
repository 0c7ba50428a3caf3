/**
 * The CLI settles most files of a walk before decoding them: a Python file whose bytes lack `arcade_` (the prefix of
 * both Arcade modules) is not parsed, and any other is decoded and asked `claims` as the editor asks it. Each case
 * gets from lintFile exactly what the text-only path (resultOf) gives it: the same file read as before.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintFile, resultOf } from '../../server/src/cli/lintFile';
import { main } from '../../server/src/cli/main';
import { readRegularBytes, readRegularFile } from '../../server/src/node/read';
import { execFileSync } from 'node:child_process';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { ENGINE } from '../helpers/engine';
import { pythonLanguage } from '../../server/src/core/languages/python/language';

const SKIPPED = 'it names neither arcade_tdk nor arcade_mcp_server; not parsed';

const CASES: { name: string; bytes: Buffer; parsed: boolean }[] = [
  { name: 'no Arcade name at all', bytes: Buffer.from('import os\n\nprint(os.sep)\n'), parsed: false },
  { name: 'the module named only in a comment', bytes: Buffer.from('import os\n# ported from arcade_tdk\n'), parsed: true },
  { name: 'the module named only in a string', bytes: Buffer.from('NAME = "arcade_mcp_server"\n'), parsed: true },
  { name: 'the prefix, but no module', bytes: Buffer.from('arcade_tools = 1  # arcade_\n'), parsed: false },
  { name: 'the prefix twice, the module after', bytes: Buffer.from('arcade_x = "arcade_"\nfrom arcade_tdk import tool\n'), parsed: true },
  { name: 'a module name cut off at the end of the file', bytes: Buffer.from('x = 1\n# arcade_mcp_serve'), parsed: false },
  { name: 'the module name at the very end', bytes: Buffer.from('# arcade_tdk'), parsed: true },
  { name: 'after multibyte UTF-8', bytes: Buffer.from('"""Grüße — 日本"""\nfrom arcade_tdk import tool\n'), parsed: true },
  {
    name: 'after a cut UTF-8 sequence (decoded as U+FFFD, the ASCII after it kept)',
    bytes: Buffer.concat([Buffer.from([0xe2, 0x82]), Buffer.from('arcade_tdk\n')]),
    parsed: true,
  },
  {
    name: 'in UTF-16 (not what the CLI decodes: no ASCII run)',
    bytes: Buffer.from('from arcade_tdk import tool\n', 'utf16le'),
    parsed: false,
  },
];

test('unclaimed: a Python file is parsed exactly when its text names an Arcade module, comments and strings included', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-unclaimed-'));
  try {
    for (const [i, { name, bytes, parsed }] of CASES.entries()) {
      const file = path.join(dir, `m${i}.py`);
      writeFileSync(file, bytes);
      const result = await lintFile(file, DEFAULT_SETTINGS, () => undefined, ENGINE);
      const text = readFileSync(file, 'utf8');
      const before = resultOf({ file, uri: pathToFileURL(file).toString(), text }, DEFAULT_SETTINGS, {
        engine: ENGINE,
        log: () => undefined,
      });
      assert.deepEqual(result, before, name);
      assert.equal(result.skipped === undefined, parsed, name);
      if (!parsed) assert.equal(result.skipped, SKIPPED, name);
      else assert.equal(result.schemaId, 'arcade-tool-current', name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: files read one after another keep their own text, small and past the reused buffer alike', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  try {
    const texts = ['a'.repeat(10), 'é'.repeat(700_000), 'b', 'x'.repeat(1024 * 1024 - 1), 'c'.repeat(1024 * 1024), ''];
    texts.forEach((t, i) => writeFileSync(path.join(dir, `f${i}`), t));
    for (let round = 0; round < 2; round++)
      texts.forEach((t, i) => assert.equal(readRegularFile(path.join(dir, `f${i}`)), t, `file ${i}, round ${round}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: a walked file its language claims is asked `claims` once (lintFile hands its verdict to resultOf)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-claims-'));
  const claims = pythonLanguage.claims!;
  let asked = 0;
  pythonLanguage.claims = (text, settings) => (asked++, claims(text, settings));
  try {
    const file = path.join(dir, 'tools.py');
    writeFileSync(file, 'from arcade_tdk import tool\n\n@tool\ndef echo(text: str) -> str:\n    """Echo."""\n    return text\n');
    const result = await lintFile(file, DEFAULT_SETTINGS, () => undefined, ENGINE);
    assert.equal(result.schemaId, 'arcade-tool-current');
    assert.equal(asked, 1);
    // Standard input and the dry run still ask resultOf to test it.
    asked = 0;
    resultOf({ file, uri: pathToFileURL(file).toString(), text: '' }, DEFAULT_SETTINGS, { engine: ENGINE, log: () => undefined });
    assert.equal(asked, 1);
  } finally {
    pythonLanguage.claims = claims;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: a file is read with one read call when it holds the size fstat gave', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  // The module object read.ts calls through (an import would give a copy of its bindings).
  const fs = require('node:fs') as typeof import('node:fs');
  const { readSync } = fs;
  let reads = 0;
  try {
    writeFileSync(path.join(dir, 'tool.json'), '{"name": "Tool"}');
    (fs as { readSync: unknown }).readSync = (...args: Parameters<typeof readSync>) => (reads++, readSync(...args));
    assert.equal(readRegularFile(path.join(dir, 'tool.json')), '{"name": "Tool"}');
    assert.equal(reads, 1);
  } finally {
    (fs as { readSync: unknown }).readSync = readSync;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: a walked file is read with one read call and no fstat; a named one is checked first; both read the same bytes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  const fs = require('node:fs') as typeof import('node:fs');
  const { fstatSync, readSync } = fs;
  const calls = { fstat: 0, read: 0 };
  try {
    writeFileSync(path.join(dir, 'tool.json'), '{"name": "Tool"}');
    (fs as { fstatSync: unknown }).fstatSync = (...args: Parameters<typeof fstatSync>) => (calls.fstat++, fstatSync(...args));
    (fs as { readSync: unknown }).readSync = (...args: Parameters<typeof readSync>) => (calls.read++, readSync(...args));
    assert.equal(readRegularBytes(path.join(dir, 'tool.json'), { walked: true }).toString(), '{"name": "Tool"}');
    assert.deepEqual(calls, { fstat: 0, read: 1 });
    assert.equal(readRegularBytes(path.join(dir, 'tool.json')).toString(), '{"name": "Tool"}');
    assert.deepEqual(calls, { fstat: 1, read: 2 });
  } finally {
    (fs as { fstatSync: unknown }).fstatSync = fstatSync;
    (fs as { readSync: unknown }).readSync = readSync;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: a walked file past the reused buffer, empty, or over the size limit is read or refused as a named one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  try {
    const texts = ['x'.repeat(1024 * 1024 - 1), 'c'.repeat(1024 * 1024), 'é'.repeat(1_500_000), '', 'a'.repeat(10)];
    texts.forEach((t, i) => writeFileSync(path.join(dir, `f${i}`), t));
    for (let round = 0; round < 2; round++)
      texts.forEach((t, i) =>
        assert.equal(readRegularBytes(path.join(dir, `f${i}`), { walked: true }).toString('utf8'), t, `file ${i}, round ${round}`),
      );
    const over = /^Error: 11 bytes, over the limit of .* MiB; not read$/;
    writeFileSync(path.join(dir, 'eleven'), 'b'.repeat(11));
    assert.throws(() => readRegularBytes(path.join(dir, 'eleven'), { maxBytes: 10, walked: true }), over);
    assert.throws(() => readRegularBytes(path.join(dir, 'eleven'), { maxBytes: 10 }), over);
    assert.equal(readRegularBytes(path.join(dir, 'eleven'), { maxBytes: 11, walked: true }).toString(), 'b'.repeat(11));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: a walked path that is now a FIFO or a device is refused, never read as empty nor for ever', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  try {
    const fifo = path.join(dir, 'tool.json');
    execFileSync('mkfifo', [fifo]);
    assert.throws(() => readRegularBytes(fifo, { walked: true }), /^Error: a FIFO \(named pipe\), not a regular file/);
    assert.throws(() => readRegularBytes('/dev/zero', { walked: true }), /^Error: a device, not a regular file/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unclaimed: the CLI reads the files its walk found without fstat, and checks each file named on the command line', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-read-'));
  const fs = require('node:fs') as typeof import('node:fs');
  const { fstatSync } = fs;
  let fstats = 0;
  const fstatsIn = async (targets: string[]) => {
    fstats = 0;
    const out: string[] = [];
    assert.equal(
      await main(
        targets,
        dir,
        (s) => out.push(s),
        () => undefined,
      ),
      0,
    );
    assert.match(out.join(''), /3 files checked, no problems/);
    return fstats;
  };
  try {
    const names = ['a.args.json', 'b.args.json', 'c.args.json'];
    for (const name of names) writeFileSync(path.join(dir, name), '{"type": "object", "properties": {}}');
    (fs as { fstatSync: unknown }).fstatSync = (...args: Parameters<typeof fstatSync>) => (fstats++, fstatSync(...args));
    assert.equal(await fstatsIn(['.']), 0);
    assert.equal(await fstatsIn(names), 3);
  } finally {
    (fs as { fstatSync: unknown }).fstatSync = fstatSync;
    rmSync(dir, { recursive: true, force: true });
  }
});
