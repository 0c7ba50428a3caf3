/**
 * The verdicts (Rule.clean) of the rules that run on an Arcade JSON definition, except provider/*, held to their
 * checks: a verdict says clean only where its check reports nothing; it says clean on the clean definitions (the
 * fixtures, the bench's corpus-shaped ones), or the CLI gains nothing from it; and a definition with the fault of
 * its rule written in gets no clean verdict. (test/helpers/ruleTester.ts holds every verdict to every table row.)
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { analyze } from '../../../../server/src/core/pipeline/analyze';
import { fastAnalysis } from '../../../../server/src/core/pipeline/cleanCheck';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import type { PlainContext, Rule } from '../../../../server/src/core/model/rule';
import type { JsonValue } from '../../../../server/src/core/model/tree';
import { ENGINE } from '../../../helpers/engine';
import { toolDefinition } from '../../../bench/generate';

const ROOT = path.resolve(__dirname, '../../../../..');

/** This helper's rules: every rule of the Arcade family with a verdict, but the provider's. */
const VERDICT_RULES = ENGINE.rules.filter((rule) => rule.meta.families.includes('arcade') && !rule.meta.id.startsWith('provider/'));

interface Definition {
  label: string;
  uri: string;
  text: string;
}

/** What a verdict reads, as the fast path gives it (check.ts), and the check's reports on the full analysis's tree. */
function judged(rule: Rule, { uri, text }: Definition): { clean: boolean; reported: string[] } {
  const source = { uri, languageId: 'json', text };
  const fast = fastAnalysis(source, DEFAULT_SETTINGS, { engine: ENGINE });
  const parsed = fast?.doc.parsedValue();
  assert.ok(fast?.association && parsed, `${uri}: the fast path reads it`);
  const derivations = new Map<unknown, unknown>();
  const plain: PlainContext = {
    value: parsed.value,
    association: fast.association,
    settings: DEFAULT_SETTINGS,
    derived<T>(derive: (value: JsonValue) => T): T {
      if (!derivations.has(derive)) derivations.set(derive, derive(parsed.value));
      return derivations.get(derive) as T;
    },
  };
  const full = analyze(source, DEFAULT_SETTINGS, { engine: ENGINE });
  const reported: string[] = [];
  rule.check({ doc: full.doc, association: full.association!, report: (r) => reported.push(r.message) });
  return { clean: rule.clean!(plain), reported };
}

/** The Arcade JSON fixtures (every format), and the bench's corpus-shaped definitions. */
function definitions(): Definition[] {
  const fixtures = readdirSync(path.join(ROOT, 'test/fixtures'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.tool.json'))
    .map((f) => ({ label: f, uri: `file:///fixtures/${f}`, text: readFileSync(path.join(ROOT, 'test/fixtures', f), 'utf8') }));
  const generated = Array.from({ length: 40 }, (_, i) => ({
    label: `toolDefinition(${i + 1})`,
    uri: `file:///w/wrapper_tools/tool_${i}.json`,
    text: toolDefinition(i + 1),
  }));
  return [...fixtures, ...generated];
}

test('arcade verdicts: every rule of the Arcade family but the provider’s has one', () => {
  assert.deepEqual(
    VERDICT_RULES.filter((rule) => !rule.clean).map((rule) => rule.meta.id),
    [],
  );
});

test('arcade verdicts: clean exactly where the check reports nothing, on the fixtures and the corpus-shaped definitions', () => {
  const all = definitions();
  assert.ok(all.filter((d) => d.uri.includes('fixtures')).length >= 4, 'the fixtures are found');
  for (const definition of all)
    for (const rule of VERDICT_RULES) {
      const { clean, reported } = judged(rule, definition);
      assert.equal(clean, reported.length === 0, `${rule.meta.id} on ${definition.label}: ${JSON.stringify(reported)}`);
    }
});

test('arcade verdicts: the corpus-shaped definitions are clean by every verdict (else the CLI builds their trees)', () => {
  for (const definition of definitions().filter((d) => d.label.startsWith('toolDefinition')))
    for (const rule of VERDICT_RULES) assert.ok(judged(rule, definition).clean, `${rule.meta.id} on ${definition.label}`);
});

type Plain = { [key: string]: any }; // a corpus-shaped definition, edited in place

/** Per rule, faults written into a corpus-shaped definition: each is reported by the check, and no verdict says clean. */
const FAULTS: Record<string, ((tool: Plain) => void)[]> = {
  'arcade/array-missing-inner-type': [
    (t) => (t.input.parameters[0].value_schema = { val_type: 'array', inner_val_type: null }),
    (t) => (t.output.value_schema = { val_type: 'array' }),
  ],
  'arcade/authorization-mode': [(t) => (t.output.available_modes = ['value', 'requires_authorization'])],
  'arcade/available-modes': [
    (t) => delete t.output.available_modes,
    (t) => (t.output.available_modes = []),
    (t) => (t.output.available_modes = ['valeu']),
  ],
  'arcade/duplicate-parameter': [(t) => t.input.parameters.push({ ...t.input.parameters[0] })],
  'arcade/enum-not-string': [(t) => (t.input.parameters[0].value_schema = { val_type: 'integer', enum: ['1'] })],
  'arcade/fqn-mismatch': [(t) => (t.fully_qualified_name = `${t.toolkit.name}.Other@1.0.0`), (t) => (t.fully_qualified_name = 'No Dots')],
  'arcade/inner-type-without-array': [(t) => (t.output.value_schema.inner_val_type = 'string')],
  'arcade/invalid-parameter-name': [(t) => (t.input.parameters[0].name = '2nd')],
  'arcade/invalid-toolkit-version': [(t) => (t.toolkit.version = 'v1'), (t) => (t.toolkit.version = null)],
  'arcade/lax-boolean': [(t) => (t.input.parameters[0].required = 'true'), (t) => (t.metadata.strict = 0)],
  'arcade/metadata-contradiction': [(t) => (t.metadata.behavior = { read_only: true, operations: ['delete'] })],
  'arcade/missing-description': [(t) => (t.description = ' '), (t) => delete t.input.parameters[0].description],
  'arcade/missing-requirements': [(t) => (t.requirements = null), (t) => delete t.requirements],
  'arcade/required-keys-undefined': [
    (t) => (t.output.value_schema = { val_type: 'json', properties: {}, required_keys: ['toString'] }),
    (t) => (t.output.value_schema = { val_type: 'string', required_keys: ['a'] }),
  ],
  'arcade/requirement-key': [(t) => (t.requirements.secrets[0].key = ' '), (t) => (t.requirements.metadata = [{ key: 'Client_ID' }])],
  'arcade/secret-key-shape': [(t) => (t.requirements.secrets[0] = { key_id: 'k' })],
  'arcade/unknown-key': [
    (t) => (t.toolkit.constructor = 'x'),
    (t) => (t.output.value_schema.properties = { a: { val_type: 'string', typo: 1 } }),
  ],
  'arcade/version-key': [(t) => (t.inputs = t.input)],
};

test('arcade verdicts: a definition with the rule’s fault written in is reported by the check and not judged clean', () => {
  for (const [id, faults] of Object.entries(FAULTS)) {
    const rule = VERDICT_RULES.find((r) => r.meta.id === id)!;
    faults.forEach((fault, i) => {
      const tool = JSON.parse(toolDefinition(7)) as Plain;
      fault(tool);
      const { clean, reported } = judged(rule, {
        label: `${id} fault ${i + 1}`,
        uri: 'file:///w/wrapper_tools/T.json',
        text: JSON.stringify(tool),
      });
      assert.notDeepEqual(reported, [], `${id} fault ${i + 1}: the check reports it`);
      assert.equal(clean, false, `${id} fault ${i + 1}`);
    });
  }
});
