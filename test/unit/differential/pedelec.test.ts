/**
 * Differential test: every mutation kind of the Pedelec contract (pedelecContract.ts) applied to a skills manifest
 * built from our own args fixtures, as JSON and as TypeScript; toolschema reports an error exactly when the SDK or
 * Core rejects the result.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, fixture } from '../../helpers/diagnose';
import { PEDELEC_MUTATIONS } from './pedelecContract';
import type { Json } from './arcadeContract';

const manifest = (): { [key: string]: Json } => ({
  guidance: 'Move things and look them up.',
  tools: [
    { name: 'move', description: 'Moves the selection.', argsSchema: JSON.parse(fixture('pedelec/guide-object.args.json')) },
    { name: 'search', description: 'Finds notes.', argsSchema: JSON.parse(fixture('pedelec/guide-string.args.json')) },
  ],
});

const asJson = (m: Json) => ({ text: JSON.stringify(m, null, 2), file: 'app.skills.json' });
const asTypeScript = (m: Json) => ({
  text: `import { createSession } from "@kaoruisaac/pedelec";\nexport const session = createSession({ skills: ${JSON.stringify(m, null, 2)} });\n`,
  file: 'session.ts',
});

for (const [language, render] of [
  ['JSON', asJson],
  ['TypeScript', asTypeScript],
] as const) {
  test(`pedelec (${language}): the unmutated manifest has no error`, async () => {
    const { text, file } = render(manifest());
    const analysis = await analyzeText(text, file);
    assert.deepEqual(
      analysis.problems.filter((p) => p.severity === 'error').map((p) => p.message),
      [],
    );
  });
  for (const mutation of PEDELEC_MUTATIONS)
    test(`pedelec (${language}): ${mutation.kind} → ${mutation.upstream} (${mutation.source})`, async () => {
      const m = manifest();
      mutation.apply(m);
      const { text, file } = render(m);
      const errors = (await analyzeText(text, file)).problems.filter((p) => p.severity === 'error').map((p) => `${p.code}: ${p.message}`);
      if (mutation.upstream === 'reject') assert.notDeepEqual(errors, [], 'Pedelec rejects this; toolschema must report an error');
      else assert.deepEqual(errors, [], 'Pedelec accepts this; toolschema must not report an error');
    });
}
