/**
 * The engine is what runs (pipeline/engine.ts): given an engine of one rule of its own, the pipeline reports that
 * rule's problems and no registry rule's, a config file may name that rule and no registry rule, the editor offers
 * to disable that rule only, and the ESLint plugin makes an ESLint rule of it.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import type { Rule } from '../../../server/src/core/model/rule';
import { PEDELEC_FAMILIES } from '../../../server/src/core/model/catalog';
import { descendants } from '../../../server/src/core/model/tree';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { loadConfig } from '../../../server/src/node/config';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { toDiagnostic } from '../../../server/src/handlers/lsp';
import { codesOf, CORE_CODES } from '../../../server/src/eslint/rules';
import { ENGINE, engineWith } from '../../helpers/engine';
import { workspace } from '../../helpers/workspace';
import type { Engine } from '../../../server/src/core/pipeline/engine';

/** A rule of the test's own: every `format` key. */
const noFormat: Rule = {
  meta: { id: 'test/no-format', defaultSeverity: 'warning', description: 'Disallow `format` (a test rule).', families: PEDELEC_FAMILIES },
  check({ doc, report }) {
    for (const n of descendants(doc.root))
      if (n.type === 'property' && n.keyNode.value === 'format') report({ node: n.keyNode, message: 'No format here.' });
  },
};
const FAKE = engineWith([noFormat]);

// The registry finds three faults here: `format` (unsupported-keyword), `minLength` on a number, `zz` undefined.
const ARGS =
  '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" }, "n": { "type": "number", "minLength": 1 } }, "required": ["zz"] }';
// JSONC: a disable comment may be written in it.
const run = (engine: Engine) => analyze({ uri: 'file:///w/a.args.jsonc', languageId: 'jsonc', text: ARGS }, DEFAULT_SETTINGS, { engine });

test("engine: the pipeline runs the engine's rules: one rule of its own, exactly that rule's problem", () => {
  const registry = run(ENGINE).problems.map((p) => p.code);
  for (const code of ['pedelec/unsupported-keyword', 'pedelec/keyword-type-mismatch', 'pedelec/required-undefined'])
    assert.ok(registry.includes(code), `the registry's engine reports ${code}: ${registry.join()}`);
  const fake = run(FAKE).problems;
  assert.deepEqual(
    fake.map((p) => [p.code, ARGS.slice(p.span.offset, p.span.offset + p.span.length), p.severity]),
    [['test/no-format', '"format"', 'warning']],
  );
});

test("engine: a config file is validated against the engine's rule ids (a registry rule is unknown to an engine without it)", () => {
  const dir = workspace({
    'toolschema.config.json': JSON.stringify({ rules: { 'test/no-format': 'error', 'pedelec/unbounded-array': 'off' } }),
  });
  const fake = loadConfig(dir, FAKE.ruleIds);
  assert.deepEqual(fake.problems, ['toolschema.rules: unknown rule id "pedelec/unbounded-array".']);
  assert.equal(fake.settings.rules['test/no-format'], 'error');
  const registry = loadConfig(dir, ENGINE.ruleIds);
  assert.equal(registry.problems.length, 1);
  assert.match(registry.problems[0], /unknown rule id "test\/no-format"/);
});

test("engine: the editor offers to disable a rule of the analysis's engine, not a code outside it", () => {
  const analysis = run(FAKE);
  const [problem] = analysis.problems;
  const titles = codeActions(analysis, [toDiagnostic(problem, analysis.doc.lineIndex)]).map((a) => a.title);
  assert.ok(titles.includes('Disable test/no-format for this line'), titles.join(' | '));
  const other = engineWith([]);
  const none = run(other);
  const asIfFound = { ...none, problems: [{ ...problem }] };
  assert.deepEqual(
    codeActions(asIfFound, [toDiagnostic(problem, none.doc.lineIndex)]).map((a) => a.title),
    [],
    'an engine without the rule offers no disable comment for its code',
  );
});

test("engine: the ESLint plugin makes an ESLint rule of each of the engine's rules and the core's codes, no more", () => {
  assert.deepEqual(
    codesOf(FAKE).map((c) => c.name),
    ['test/no-format', ...CORE_CODES.map((c) => c.code)],
  );
});
