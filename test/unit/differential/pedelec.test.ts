/**
 * Differential test: every mutation kind of the Pedelec contract (pedelecContract.ts) applied to a skills manifest
 * built from our own args fixtures, as JSON and as TypeScript; toolschema reports an error exactly when the SDK or
 * Core rejects the result.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, fixture } from '../../helpers/diagnose';
import { DENO_MUTATIONS, PEDELEC_MUTATIONS, type DenoMutation } from './pedelecContract';
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

/** The manifest with one Deno module (what defineDenoModule is given in the script). */
const withModule = (): { [key: string]: Json } => ({
  ...manifest(),
  denoModules: [
    { name: 'sprite-tools', description: 'Draws sprites.', usage: 'import { draw } from "sprite-tools";', entry: './deno/sprite-tools.ts' },
  ],
});

/** A session in a script: each module a defineDenoModule(…) call, unless the mutation writes it otherwise. */
function sessionWithModules(m: { [key: string]: Json }, writtenAs: DenoMutation['writtenAs']): string {
  const { denoModules, ...skills } = m;
  const list = Array.isArray(denoModules)
    ? `[${denoModules.map((d) => (writtenAs === 'object literal' ? JSON.stringify(d) : `defineDenoModule(${JSON.stringify(d)})`)).join(', ')}]`
    : JSON.stringify(denoModules);
  const from = writtenAs === 'alias import' ? 'pedelec' : '@kaoruisaac/pedelec';
  return (
    `import { createSession } from "@kaoruisaac/pedelec";\nimport { defineDenoModule } from "${from}";\n` +
    `export const session = createSession({ skills: { ...${JSON.stringify(skills)}, denoModules: ${list} } });\n`
  );
}

test('pedelec deno modules (TypeScript): a session whose module defineDenoModule makes has no error', async () => {
  const analysis = await analyzeText(sessionWithModules(withModule(), undefined), 'session.ts');
  assert.deepEqual(
    analysis.problems.filter((p) => p.severity === 'error').map((p) => p.message),
    [],
  );
});

test(`pedelec deno modules (JSON): a module written out in a manifest → reject (sdk/src/index.ts normalizeSkillsInput 'was not prepared')`, async () => {
  const errors = (await analyzeText(JSON.stringify(withModule(), null, 2), 'app.skills.json')).problems.filter(
    (p) => p.severity === 'error',
  );
  assert.deepEqual(
    errors.map((p) => p.code),
    ['pedelec/deno-module-not-prepared'],
  );
});

for (const mutation of DENO_MUTATIONS)
  test(`pedelec deno modules (TypeScript): ${mutation.kind} → ${mutation.upstream} (${mutation.source})`, async () => {
    const m = withModule();
    mutation.apply(m);
    const problems = (await analyzeText(sessionWithModules(m, mutation.writtenAs), 'session.ts')).problems;
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.code}: ${p.message}`);
    if (mutation.decision) {
      assert.deepEqual(errors, [], 'a documented decision: no error');
      assert.ok(
        problems.some((p) => p.code === mutation.decision && p.severity === 'warning'),
        `${mutation.decision} warns`,
      );
    } else if (mutation.upstream === 'reject') assert.notDeepEqual(errors, [], 'Pedelec rejects this; toolschema must report an error');
    else assert.deepEqual(errors, [], 'Pedelec accepts this; toolschema must not report an error');
  });
