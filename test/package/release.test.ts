/** `npm run release` refuses to build a version the CHANGELOG does not describe, or a tree with uncommitted changes. */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const RELEASE = path.resolve(__dirname, '../../../scripts/release.mjs');
const made: string[] = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A committed git checkout holding package.json (version 9.9.9) and the given CHANGELOG.md. */
function checkout(changelog: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-release-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "toolschema", "version": "9.9.9" }\n');
  writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog);
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x'],
  ]) {
    assert.equal(spawnSync('git', args, { cwd: dir }).status, 0, `git ${args.join(' ')}`);
  }
  return dir;
}

const check = (dir: string) => spawnSync(process.execPath, [RELEASE, '--check'], { cwd: dir, encoding: 'utf8' });

test('release: refuses a version without a CHANGELOG section', () => {
  const r = check(checkout('# Changelog\n\n## [9.9.8]\n### Added\n- Something.\n'));
  assert.equal(r.status, 1);
  assert.match(r.stderr, /CHANGELOG\.md has no "## \[9\.9\.9\]" section/);
});

test('release: refuses a CHANGELOG section that lists no changes', () => {
  const r = check(checkout('# Changelog\n\n## [9.9.9] - 2026-12-01\n### Added\n\n## [9.9.8]\n- Old.\n'));
  assert.equal(r.status, 1);
  assert.match(r.stderr, /"## \[9\.9\.9\]" section lists no changes/);
});

test('release: accepts a described version in a clean checkout, refuses it with uncommitted changes', () => {
  const dir = checkout('# Changelog\n\n## [9.9.9] - 2026-12-01\n### Fixed\n- Something.\n');
  const ok = check(dir);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /toolschema 9\.9\.9 can be released/);
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "toolschema", "version": "9.9.9", "x": 1 }\n');
  const dirty = check(dir);
  assert.equal(dirty.status, 1);
  assert.match(dirty.stderr, /uncommitted changes.*\n.*M package\.json/);
});
