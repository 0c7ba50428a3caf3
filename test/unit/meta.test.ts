import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ENGINE } from '../helpers/engine';
import { docsUrl } from '../../server/src/docs';
import { SCHEMAS } from '../../server/src/core/model/catalog';
import { SCHEMA_CHOICES } from '../../server/src/protocol';
import { FILE_NAME_DEFAULTS } from '../../server/src/core/pipeline/associate';

const root = path.resolve(__dirname, '../../..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

for (const rule of ENGINE.rules) {
  const { id, description, families, defaultSeverity } = rule.meta;
  test(`meta: ${id} has a source file, a test file, docs and a README row`, () => {
    const [family, name] = id.split('/');
    assert.match(id, /^(pedelec|arcade|arcade-python|provider|toolschema)\/[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(existsSync(path.join(root, `server/src/core/rules/${family}/${name}.ts`)), 'rule file named after the id');
    assert.ok(existsSync(path.join(root, `test/unit/rules/${family}/${name}.test.ts`)), 'test file named after the id');
    assert.match(description, /^(Disallow|Require|Enforce) /);
    assert.ok(families.length > 0);
    assert.ok(['error', 'warning', 'info', 'hint', 'off'].includes(defaultSeverity));
    const anchor = docsUrl(id).split('#')[1];
    const docs = read(`docs/rules/${family}.md`);
    assert.ok(docs.includes(`## ${anchor}\n`), `docs/rules/${family}.md has a "## ${anchor}" section`);
    assert.ok(docs.includes(`\`${id}\` (${defaultSeverity}`), 'the docs state the default severity');
    if (family === 'pedelec') {
      const section = docs.slice(docs.indexOf(`## ${anchor}\n`)).split(/\n(?=## )/)[0];
      assert.ok(section.includes('](#what-pedelec-does-with-your-schema)'), 'the section links "What Pedelec does with your schema"');
    }
    assert.match(
      read('README.md'),
      new RegExp(`^\\| \`${id.replace('/', '\\/')}\` \\| ${defaultSeverity} \\|`, 'm'),
      'README rule table row with the default severity',
    );
  });
}

test('meta: rule ids are unique', () => {
  const ids = ENGINE.rules.map((r) => r.meta.id);
  assert.equal(new Set(ids).size, ids.length);
});

test("meta: VS Code's JSON support gets an empty schema for exactly toolschema's file names (one problem, one diagnostic, one suggestion); untrusted workspaces supported", () => {
  const pkg = JSON.parse(read('package.json'));
  assert.deepEqual(pkg.contributes.jsonValidation, [
    { fileMatch: FILE_NAME_DEFAULTS.map((d) => d.glob), url: './schemas/vscode-json-handover.json' },
  ]);
  // Nothing VS Code could validate, complete or show in a hover: toolschema does all three.
  assert.deepEqual(Object.keys(JSON.parse(read('schemas/vscode-json-handover.json'))), ['$comment']);
  assert.ok(read('.vscodeignore').includes('!schemas/vscode-json-handover.json'), 'the hand-over schema is in the .vsix');
  assert.deepEqual(pkg.capabilities.untrustedWorkspaces, { supported: true });
});

test('meta: the extension page: a 128×128 PNG icon in the .vsix, and no address that does not exist', () => {
  const pkg = JSON.parse(read('package.json'));
  const png = readFileSync(path.join(root, pkg.icon));
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128], 'IHDR width × height');
  assert.ok(read('.vscodeignore').split('\n').includes(`!${pkg.icon}`), 'the icon is in the .vsix');
  // The project has no public repository: no repository/homepage/bugs, no github.com/toolschema link anywhere.
  for (const key of ['repository', 'homepage', 'bugs']) assert.equal(pkg[key], undefined, key);
  assert.doesNotMatch(read('package.json') + read('README.md'), /github\.com\/toolschema/);
  assert.ok(pkg.galleryBanner?.color && pkg.keywords.length > 0 && pkg.categories.includes('Linters'));
});

test("meta: the schemas the client offers are the catalog's", () => {
  assert.deepEqual(
    SCHEMA_CHOICES.map((s) => s.id),
    SCHEMAS.map((s) => s.id),
  );
});
