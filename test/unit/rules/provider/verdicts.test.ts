/**
 * The provider rules' verdict on a document's plain value (Rule.clean, violations.ts providerClean) against their
 * checks: clean only where no provider rule reports, never clean where one does (every JSON row of the provider
 * tables and every JSON fixture, with the row's settings and with many profiles selected), clean for the corpus-shaped
 * definitions that are, and decided once per document for all the provider rules.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { analyzeText, fixture } from '../../../helpers/diagnose';
import { parseMarkers } from '../../../helpers/markers';
import { using, type RuleCases } from '../../../helpers/providerCases';
import { toolDefinition } from '../../../bench/generate';
import { ENGINE } from '../../../helpers/engine';
import type { PlainContext } from '../../../../server/src/core/model/rule';
import type { Association } from '../../../../server/src/core/model/association';
import type { JsonValue } from '../../../../server/src/core/model/tree';
import { DEFAULT_SETTINGS, type Settings } from '../../../../server/src/core/settings/settings';
import { PROFILE_IDS } from '../../../../server/src/core/settings/providers';
import { arrayWithoutItemsCases } from './cases/array-without-items';
import { duplicateToolNameCases } from './cases/duplicate-tool-name';
import { headerAnnotationCases } from './cases/header-annotation';
import { openObjectCases } from './cases/open-object';
import { optionalPropertyCases } from './cases/optional-property';
import { rootNotObjectCases } from './cases/root-not-object';
import { schemaTooLargeCases } from './cases/schema-too-large';
import { tooManyToolsCases } from './cases/too-many-tools';
import { toolNameCases } from './cases/tool-name';
import { typeCaseCases } from './cases/type-case';
import { typeListCases } from './cases/type-list';
import { undefinedPropertyCases } from './cases/undefined-property';
import { unsupportedKeywordCases } from './cases/unsupported-keyword';

const TABLES: readonly RuleCases[] = [
  arrayWithoutItemsCases,
  duplicateToolNameCases,
  headerAnnotationCases,
  openObjectCases,
  optionalPropertyCases,
  rootNotObjectCases,
  schemaTooLargeCases,
  tooManyToolsCases,
  toolNameCases,
  typeCaseCases,
  typeListCases,
  undefinedPropertyCases,
  unsupportedKeywordCases,
];

const PROVIDER_RULES = ENGINE.rules.filter((r) => r.meta.id.startsWith('provider/'));
/** Several hosts at once, and every profile. */
const MANY: readonly Partial<Settings>[] = [using('openai', 'anthropic', 'gemini', 'mcp-2025-11-25'), using(...PROFILE_IDS)];
/** The rule tester's file name for a row without one (the provider rules' first family is Arcade's). */
const DEFAULT_FILENAME = 'example.tool.json';

/** What check.ts gives a verdict, with a count of the derivations worked out. */
function plainContext(value: JsonValue, association: Association, settings: Settings) {
  const derivations = new Map<(value: JsonValue) => unknown, unknown>();
  let derived = 0;
  const context: PlainContext = {
    value,
    association,
    settings,
    derived<T>(derive: (value: JsonValue) => T): T {
      if (!derivations.has(derive)) (derived++, derivations.set(derive, derive(value)));
      return derivations.get(derive) as T;
    },
  };
  return { context, derivations: () => derived };
}

/**
 * Every provider rule's verdict on the text's plain value, and what the full analysis (every check run) reports of
 * them; undefined where no verdict is asked (not strict JSON, no schema).
 */
async function verdictAndChecks(text: string, filename: string, settings: Settings) {
  if (!filename.endsWith('.json')) return undefined;
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return undefined; // JSONC or damaged: the fast path leaves it to the full analysis
  }
  const analysis = await analyzeText(text, filename, settings);
  if (!analysis.association) return undefined;
  const { context, derivations } = plainContext(value, analysis.association, settings);
  const verdicts = PROVIDER_RULES.map((r) => r.clean?.(context) ?? false);
  assert.ok(
    verdicts.every((v) => v === verdicts[0]),
    `${filename}: the provider rules share one verdict`,
  );
  assert.ok(derivations() <= 1, `${filename}: the plain findings are worked out once for every provider rule`);
  const reported = analysis.problems.filter((p) => p.code.startsWith('provider/')).map((p) => `${p.code}: ${p.message}`);
  return { clean: verdicts[0], reported, family: analysis.association.schema.family };
}

test('provider verdict: every JSON row of the provider tables, with its settings and with many profiles: clean only where nothing is reported, never clean where something is', async () => {
  let clean = 0;
  let notClean = 0;
  for (const table of TABLES) {
    for (const row of [...table.valid, ...table.invalid]) {
      const { text } = parseMarkers(row.code);
      const filename = row.filename ?? DEFAULT_FILENAME;
      for (const extra of [row.settings ?? {}, ...MANY]) {
        const settings = { ...DEFAULT_SETTINGS, ...row.settings, ...extra };
        const found = await verdictAndChecks(text, filename, settings);
        if (!found) continue;
        const what = `${row.name ?? text.slice(0, 60)} (${JSON.stringify(settings.providers)})`;
        if (found.clean) {
          assert.deepEqual(found.reported, [], `${what}: clean, yet reported`);
          clean++;
        } else {
          // Exact where it can be: an Arcade or Pedelec document nothing is reported on is clean (a host's file: not known).
          if (found.family !== 'host-tools') assert.notDeepEqual(found.reported, [], `${what}: nothing reported, yet not clean`);
          notClean++;
        }
      }
      if ('errors' in row) {
        const found = await verdictAndChecks(text, filename, { ...DEFAULT_SETTINGS, ...row.settings });
        if (found) assert.equal(found.clean, false, `${row.name}: reported, yet clean`);
      }
    }
  }
  assert.ok(clean >= 40 && notClean >= 40, `${clean} clean verdicts and ${notClean} not clean`);
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
  );

test('provider verdict: every JSON fixture, by default and with many profiles, holds to the checks', async () => {
  const root = path.resolve(__dirname, '../../../../../test/fixtures');
  let asked = 0;
  for (const file of filesUnder(root)) {
    const text = readFileSync(file, 'utf8');
    for (const extra of [{}, ...MANY]) {
      const settings = { ...DEFAULT_SETTINGS, ...extra };
      const found = await verdictAndChecks(text, path.relative(root, file), settings);
      if (!found) continue;
      asked++;
      if (found.clean) assert.deepEqual(found.reported, [], `${file}: clean, yet reported`);
      else if (found.family !== 'host-tools')
        assert.notDeepEqual(found.reported, [], `${file} (${JSON.stringify(extra)}): nothing reported, yet not clean`);
    }
  }
  assert.ok(asked >= 20, `${asked} verdicts asked`);
});

test('provider verdict: the generated corpus-shaped definitions nothing is reported on are clean, by default and with many profiles', async () => {
  let clean = 0;
  for (let seed = 0; seed < 120; seed++) {
    for (const extra of [{}, ...MANY]) {
      const found = await verdictAndChecks(toolDefinition(seed), 'wrapper_tools/Tool.json', { ...DEFAULT_SETTINGS, ...extra });
      assert.ok(found, 'a verdict is asked of an Arcade definition');
      assert.equal(found.clean, found.reported.length === 0, `seed ${seed} ${JSON.stringify(extra)}: ${found.reported.join('; ')}`);
      if (found.clean) clean++;
    }
  }
  assert.ok(clean >= 200, `${clean} of 360 clean`);
});

test('provider verdict: a clean real-shaped definition is clean, for each profile alone and all together; the 1.0 format checks the name only', async () => {
  const tool = fixture('helpdesk.current-2026.tool.json');
  for (const providers of [undefined, ...PROFILE_IDS.map((id) => [id]), [...PROFILE_IDS]]) {
    const found = await verdictAndChecks(tool, 'helpdesk.tool.json', { ...DEFAULT_SETTINGS, ...(providers ? { providers } : {}) });
    assert.deepEqual(found, { clean: true, reported: [], family: 'arcade' }, JSON.stringify(providers));
  }
  // A free-form json value is the 1.0 format's own (no `properties`): clean there, not in the current format.
  const freeForm = (text: string) => text.replace('"val_type": "string"', '"val_type": "json"');
  const v1 = await verdictAndChecks(freeForm(fixture('greet.v1.tool.json')), 'greet.tool.json', DEFAULT_SETTINGS);
  assert.equal(v1?.clean, true);
  const current = await verdictAndChecks(freeForm(tool), 'helpdesk.tool.json', DEFAULT_SETTINGS);
  assert.equal(current?.clean, false);
  // A 1.0 name the profile rejects is not clean.
  const badName = fixture('greet.v1.tool.json').replace(/"fully_qualified_name": "Hello\.Greet/, '"fully_qualified_name": "Hello.Gr eet');
  assert.equal((await verdictAndChecks(badName, 'greet.tool.json', DEFAULT_SETTINGS))?.clean, false);
});
