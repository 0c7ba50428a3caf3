import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RULES } from '../../server/src/core/rules';
import { docsUrl } from '../../server/src/protocol';
import { SCHEMAS } from '../../server/src/core/catalog';
import { SCHEMA_CHOICES } from '../../server/src/protocol';

const root = path.resolve(__dirname, '../../..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

for (const rule of RULES) {
  const { id, description, families, defaultSeverity } = rule.meta;
  test(`meta: ${id} has a source file, a test file, docs and a README row`, () => {
    const [family, name] = id.split('/');
    assert.match(id, /^(pedelec|arcade)\/[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(existsSync(path.join(root, `server/src/core/rules/${family}/${name}.ts`)), 'rule file named after the id');
    assert.ok(existsSync(path.join(root, `test/unit/rules/${family}/${name}.test.ts`)), 'test file named after the id');
    assert.match(description, /^(Disallow|Require|Enforce) /);
    assert.ok(families.length > 0);
    assert.ok(['error', 'warning', 'info', 'hint'].includes(defaultSeverity));
    const anchor = docsUrl(id).split('#')[1];
    const docs = read(`docs/rules/${family}.md`);
    assert.ok(docs.includes(`## ${anchor}\n`), `docs/rules/${family}.md has a "## ${anchor}" section`);
    assert.ok(docs.includes(`\`${id}\` (${defaultSeverity}`), 'the docs state the default severity');
    if (family === 'pedelec') {
      const section = docs.slice(docs.indexOf(`## ${anchor}\n`)).split(/\n(?=## )/)[0];
      assert.ok(section.includes('](#what-pedelec-does-with-your-schema)'), 'the section links "What Pedelec does with your schema"');
    }
    assert.match(read('README.md'), new RegExp(`^\\| \`${id.replace('/', '\\/')}\` \\| ${defaultSeverity} \\|`, 'm'), 'README rule table row with the default severity');
  });
}

test('meta: rule ids are unique', () => {
  const ids = RULES.map((r) => r.meta.id);
  assert.equal(new Set(ids).size, ids.length);
});

test('meta: the package contributes no jsonValidation (one problem, one diagnostic) and declares untrusted-workspace support', () => {
  const pkg = JSON.parse(read('package.json'));
  assert.equal(pkg.contributes.jsonValidation, undefined);
  assert.deepEqual(pkg.capabilities.untrustedWorkspaces, { supported: true });
});

test('meta: the schemas the client offers are the catalog\'s', () => {
  assert.deepEqual(SCHEMA_CHOICES.map((s) => s.id), SCHEMAS.map((s) => s.id));
});
