/**
 * Issue 25 row 9 in the core: a script's imports are read only inside the host's roots. A file outside is never
 * asked for (relative `../..`, absolute, a `paths` target, a tsconfig above the project), its import gets
 * toolschema/import-outside-project on the specifier, and nothing of its content reaches a message.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeProject, memoryHost, type Files } from '../../../helpers/scripts';

const SECRET = 'SECRET-TOKEN-1234';
const tool = (imports: string) => `import { defineTool } from '@kaoruisaac/pedelec';
${imports}

export const t = defineTool({
  name: 'leak',
  description: 'Leak.',
  argsSchema: { type: 'object', properties: { q: { type: 'number', enum: [secret.token] } } },
  handler: async () => 'ok',
});
`;
const outside: Files = { 'home/ci/secret.json': JSON.stringify({ token: SECRET }) };
const inProject = (files: Files) => ({ ...memoryHost(files), roots: ['file:///app/'] });

const cases: [string, Files][] = [
  ['a relative ../.. import', { 'app/src/a.ts': tool(`import secret from '../../home/ci/secret.json';`) }],
  ['an absolute import', { 'app/src/a.ts': tool(`import secret from '/home/ci/secret.json';`) }],
  [
    'a tsconfig paths target',
    {
      'app/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@ci/*': ['../home/ci/*'] } } }),
      'app/src/a.ts': tool(`import secret from '@ci/secret.json';`),
    },
  ],
];

for (const [what, files] of cases)
  test(`module roots: ${what} outside the project is not read; the import is named, the content never`, () => {
    const all = { ...outside, ...files };
    const host = inProject(all);
    const run = analyzeProject(all, 'app/src/a.ts', undefined, host);
    assert.deepEqual(
      host.asked.filter((uri) => !uri.startsWith('file:///app/')),
      [],
      'nothing outside the root is even asked for',
    );
    const specifier = /from '([^']+\.json)'/.exec(files['app/src/a.ts'])![1];
    assert.deepEqual(run.here, [`toolschema/import-outside-project «'${specifier}'»`]);
    assert.match(run.analysis.problems[0].message, /names a file outside the project's folders.*toolschema\.moduleRoots/);
    assert.doesNotMatch(JSON.stringify(run.analysis.problems) + JSON.stringify(run.elsewhere), new RegExp(SECRET));
  });

test('module roots: with the folder among the roots (moduleRoots), the same import is read and checked', () => {
  const all = { ...outside, 'app/src/a.ts': tool(`import secret from '../../home/ci/secret.json';`) };
  const run = analyzeProject(all, 'app/src/a.ts', undefined, { ...memoryHost(all), roots: ['file:///app/', 'file:///home/ci/'] });
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.elsewhere, { 'home/ci/secret.json': [`pedelec/enum-type-mismatch «"${SECRET}"»`] });
});

test("module roots: an empty list means the analysed file's own folder (a file opened without a workspace folder)", () => {
  const all = {
    ...outside,
    'app/src/a.ts': tool(`import secret from './near.json';\nimport other from '../far.json';`).replace(
      'secret.token]',
      'secret.token, other.token]',
    ),
    'app/src/near.json': JSON.stringify({ token: 'near' }),
    'app/far.json': '{}',
  };
  const run = analyzeProject(all, 'app/src/a.ts', undefined, { ...memoryHost(all), roots: [] });
  assert.deepEqual(run.here, [`toolschema/import-outside-project «'../far.json'»`]);
  assert.deepEqual(run.elsewhere, { 'app/src/near.json': ['pedelec/enum-type-mismatch «"near"»'] });
});
