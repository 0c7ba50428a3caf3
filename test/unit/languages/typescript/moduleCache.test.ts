/**
 * Imported modules are parsed once per text and shared by every analysis that imports them (the server's open
 * documents, the CLI's files); a new text is parsed again and its problems are the new ones; the cache is bounded.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeProject } from '../../../helpers/scripts';
import { ModuleCache, MODULES } from '../../../../server/src/core/languages/typescript/moduleCache';

const HEAD = `import { defineTool } from '@kaoruisaac/pedelec';\n`;
const tool = (name: string) =>
  `${HEAD}import { point } from './shared';\nexport const ${name} = defineTool({ name: '${name}', description: 'd', argsSchema: { type: 'object', properties: { p: point } } });\n`;

test('module cache: two tools importing one module parse it once; a changed module is parsed again and checked as it is now', () => {
  const files = {
    'cache1/shared.ts': `export const point = { type: 'strin' };\n`,
    'cache1/a.ts': tool('a'),
    'cache1/b.ts': tool('b'),
  };
  const misses = MODULES.misses;
  const hits = MODULES.hits;
  const a = analyzeProject(files, 'cache1/a.ts');
  const b = analyzeProject(files, 'cache1/b.ts');
  assert.equal(MODULES.misses - misses, 1, 'shared.ts parsed once');
  assert.equal(MODULES.hits - hits, 1, 'the second tool reuses it');
  assert.deepEqual(a.elsewhere, { 'cache1/shared.ts': ["pedelec/missing-type «'strin'»"] });
  assert.deepEqual(b.elsewhere, a.elsewhere);

  const changed = { ...files, 'cache1/shared.ts': `export const point = { type: 'number', minLength: 2 };\n` };
  const after = analyzeProject(changed, 'cache1/b.ts');
  assert.equal(MODULES.misses - misses, 2, 'the new text is parsed');
  assert.deepEqual(after.elsewhere, { 'cache1/shared.ts': ['pedelec/keyword-type-mismatch «minLength»'] });
});

test('module cache: bounded by the size of the texts it holds, least recently used out first', () => {
  const cache = new ModuleCache(100);
  const text = (n: number) => `export const x${n} = ${'1'.repeat(20)};\n`; // 30-odd characters
  cache.parsed('file:///1.ts', text(1));
  cache.parsed('file:///2.ts', text(2));
  cache.parsed('file:///1.ts', text(1)); // 1 is now the most recent
  cache.parsed('file:///3.ts', text(3)); // over 100: 2 goes
  assert.equal(cache.size, 2);
  const misses = cache.misses;
  cache.parsed('file:///1.ts', text(1));
  cache.parsed('file:///3.ts', text(3));
  assert.equal(cache.misses, misses, '1 and 3 kept');
  cache.parsed('file:///2.ts', text(2));
  assert.equal(cache.misses, misses + 1, '2 was dropped');
  // A text larger than the whole cache is parsed, not kept.
  assert.ok(new ModuleCache(10).parsed('file:///big.ts', text(4)));
});
