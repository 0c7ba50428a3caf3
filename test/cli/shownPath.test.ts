/**
 * How a report names a file (cli/shownPath.ts): exactly what `path.relative(cwd, file) || file` says, for files
 * inside, beside and above the working folder, one after another in the same folder, and for paths it does not
 * expect (relative, not normalised, the folder itself).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { relativeTo } from '../../server/src/cli/shownPath';

const CWDS = ['/', '/w', '/w/', '/w/project', '/w/proj', '/w/project/sub', '/w/project/sub/', '/tmp/x'];
const FILES = [
  '/w/project/a.json',
  '/w/project/b.json',
  '/w/project/sub/c.json',
  '/w/project/sub/d.json',
  '/w/projectile/e.json',
  '/w/proj/f.json',
  '/w/project',
  '/w',
  '/',
  '/w/project/sub',
  '/tmp/corp/wrapper_tools/g.json',
  '/tmp/corp/wrapper_tools/h.json',
  '/w/.hidden/i.json',
  '/w/..j.json',
  '/k.json',
  '/w//project/l.json',
  '/w/project/./m.json',
  '/w/project/../n.json',
  '/w/project/sub/',
  'relative/o.json',
  '',
];

test('a file is named as path.relative names it, from every working folder, in any order', () => {
  for (const cwd of CWDS) {
    for (const order of [FILES, [...FILES].reverse()]) {
      const shown = relativeTo(cwd);
      for (const file of order) assert.equal(shown(file), path.relative(cwd, file) || file, `${file} from ${cwd}`);
    }
  }
});
