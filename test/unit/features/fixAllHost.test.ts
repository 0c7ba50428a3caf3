/**
 * Fix-all reads the files a script imports in every pass, as the first analysis did: a problem that is one only
 * because of an imported constant (its `type` comes from shared.ts) is still found, and fixed, in a later pass.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { fixAll, safeFixes } from '../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { analyzeProject, memoryHost, uriOf } from '../../helpers/scripts';
import { ENGINE } from '../../helpers/engine';

const files = {
  'app/shared.ts': "export const NUMBER = 'number';\n",
  // Two keywords that apply to strings only, on a number whose type is imported: removing the first touches the
  // text the second's removal touches, so the second is fixed in the second pass.
  'app/tools.ts': `import { defineTool } from '@kaoruisaac/pedelec';
import { NUMBER } from './shared';

export const search = defineTool({
  name: 'search',
  description: 'Search the catalogue.',
  argsSchema: { type: 'object', properties: { limit: { type: NUMBER, description: 'How many.', minLength: 1, maxLength: 2 } } },
  handler: async () => 'ok',
});
`,
};

test('fix-all: a problem that exists through an imported constant is fixed in every pass (the module host is kept)', () => {
  const { analysis } = analyzeProject(files, 'app/tools.ts');
  assert.deepEqual(
    analysis.problems.map((p) => p.code),
    ['pedelec/keyword-type-mismatch', 'pedelec/keyword-type-mismatch'],
  );
  const source = { uri: uriOf('app/tools.ts'), languageId: 'typescript', text: files['app/tools.ts'] };
  const fixed = fixAll(source, DEFAULT_SETTINGS, { engine: ENGINE, choose: safeFixes, current: analysis, host: memoryHost(files) });
  assert.match(fixed, /\{ type: NUMBER, description: 'How many\.' \}/);
  assert.deepEqual(analyzeProject({ ...files, 'app/tools.ts': fixed }, 'app/tools.ts').analysis.problems, []);
});
