/** Every Pedelec rule has its documentation section, its test file and its README row (ids are the same string everywhere). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RULES } from '../../server/src/core/rules';

const repo = path.resolve(__dirname, '../../..');
const pedelec = RULES.filter((r) => r.meta.id.startsWith('pedelec/'));

test('pedelec meta: every rule has docs, a test file, a README row and a description that starts right', () => {
  const docs = readFileSync(path.join(repo, 'docs/rules/pedelec.md'), 'utf8');
  const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
  assert.equal(pedelec.length, 21);
  for (const { meta } of pedelec) {
    const name = meta.id.split('/')[1];
    assert.ok(docs.includes(`\n## pedelec-${name}\n`), `docs section for ${meta.id}`);
    assert.ok(existsSync(path.join(repo, `test/unit/rules/pedelec/${name}.test.ts`)), `test file for ${meta.id}`);
    assert.ok(readme.includes(`| \`${meta.id}\` | ${meta.defaultSeverity} |`), `README row for ${meta.id}`);
    assert.match(meta.description, /^(Disallow|Require|Enforce) /);
  }
});
