/** The Python bench measures what its input claims to be: a 2,000-line module with 20 tools and real findings. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { parser } from '@lezer/python';
import { pythonModule } from '../bench/generatePython';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { ENGINE } from '../helpers/engine';

test('bench .py: the same text for the same seed, 2,000 lines, 20 tools read, parsed without errors, one finding per five tools', () => {
  const text = pythonModule();
  assert.equal(pythonModule(), text);
  assert.equal(text.split('\n').length - 1, 2000);
  let errors = 0;
  parser.parse(text).iterate({ enter: (n) => void (n.type.isError && errors++) });
  assert.equal(errors, 0);
  const analysis = analyze({ uri: 'file:///bench/server.py', languageId: 'python', text }, DEFAULT_SETTINGS, { engine: ENGINE });
  assert.equal(analysis.units?.length, 20);
  assert.deepEqual(
    analysis.problems.filter((p) => p.severity === 'error').map((p) => p.code),
    Array(4).fill('arcade-python/missing-parameter-description'),
  );
});
