/** Each Arcade rule has its docs section, README row and test file; the client's schema list matches the catalog. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RULES } from '../../../server/src/core/rules';
import { SCHEMAS } from '../../../server/src/core/catalog';
import { SCHEMA_CHOICES } from '../../../server/src/protocol';

const repo = path.resolve(__dirname, '../../../..');
const docs = readFileSync(path.join(repo, 'docs/rules/arcade.md'), 'utf8');
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');

for (const rule of RULES.filter((r) => r.meta.id.startsWith('arcade/'))) {
  const { id, description, defaultSeverity } = rule.meta;
  test(`meta: ${id} has docs, a README row, a test file and a Disallow/Require/Enforce description`, () => {
    assert.ok(docs.includes(`\n## ${id.replace('/', '-')}\n`), 'docs section');
    assert.ok(docs.includes(`\`${id}\` (${defaultSeverity}`), 'docs state the default severity');
    assert.match(readme, new RegExp(`^\\| \`${id}\` \\| ${defaultSeverity} \\|`, 'm'), 'README row');
    assert.ok(existsSync(path.join(repo, 'test/unit/rules', `${id}.test.ts`)), 'test file');
    assert.match(description, /^(Disallow|Require|Enforce) /);
  });
}

test('meta: the schemas the client offers are the catalog\'s', () => {
  assert.deepEqual(SCHEMA_CHOICES.map((s) => s.id), SCHEMAS.map((s) => s.id));
});
