/** The provider profiles as data (sources, dates, docs), the `providers` setting, and the checker's cost. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PROFILES } from '../../../server/src/core/rules/provider/profiles';
import { PROFILE_IDS } from '../../../server/src/core/settings/providers';
import { checkSchema } from '../../../server/src/core/rules/provider/checkSchema';
import { RENAMED_RULES } from '../../../server/src/core/settings/renamedRules';
import { parseSettings, overlaySettings, DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { ENGINE } from '../../helpers/engine';
import { diagnose } from '../../helpers/diagnose';
import { arcadeTool } from '../../helpers/providerCases';

const docs = readFileSync(path.resolve(__dirname, '../../../../docs/rules/provider.md'), 'utf8');

test('providers: one file per profile, the ids the setting accepts, and every constraint sourced, dated and documented', () => {
  assert.deepEqual(
    PROFILES.map((p) => p.id),
    [...PROFILE_IDS],
  );
  for (const profile of PROFILES) {
    assert.ok(readFileSync(path.resolve(__dirname, `../../../../server/src/core/rules/provider/profiles/${profile.id}.ts`)));
    assert.ok(docs.includes(`| \`${profile.id}\` |`), `docs/rules/provider.md has a row for ${profile.id}`);
    for (const c of profile.constraints) {
      assert.match(c.source.url, /^https:\/\/[^\s]+$/, `${profile.id}/${c.kind}`);
      assert.equal(c.source.read, '2026-12-02', `${profile.id}/${c.kind}`);
      assert.ok(docs.includes(c.source.url.split('#')[0]), `docs/rules/provider.md cites ${c.source.url}`);
      assert.ok(ENGINE.ruleIds.has(`provider/${c.kind}`), `a provider/${c.kind} rule`);
    }
  }
});

test('providers: the renamed arcade/provider-incompatible names existing rules, and its severity sets theirs unless set themselves', () => {
  for (const to of RENAMED_RULES['arcade/provider-incompatible']) assert.ok(ENGINE.ruleIds.has(to), to);
  const { settings, problems } = parseSettings(
    { rules: { 'arcade/provider-incompatible': 'error', 'provider/tool-name': 'off' } },
    ENGINE.ruleIds,
  );
  assert.deepEqual(problems, []);
  assert.equal(settings.rules['provider/open-object'], 'error');
  assert.equal(settings.rules['provider/tool-name'], 'off');
  assert.equal(settings.rules['arcade/provider-incompatible'], undefined, 'not a rule of its own');
});

test('providers: the setting keeps known profiles once, names an unknown one with a suggestion, and null is unset', () => {
  const ok = parseSettings({ providers: ['openai-strict', 'gemini', 'openai-strict'] }, ENGINE.ruleIds);
  assert.deepEqual(ok.problems, []);
  assert.deepEqual(ok.settings.providers, ['openai-strict', 'gemini']);
  const bad = parseSettings({ providers: ['openai-strik', 7] }, ENGINE.ruleIds);
  assert.equal(bad.problems.length, 2, bad.problems.join('\n'));
  assert.match(bad.problems[0], /unknown profile "openai-strik" \(did you mean "openai-strict"\?\)/);
  assert.match(bad.problems[1], /unknown profile 7; use one of openai, openai-strict/);
  assert.deepEqual(bad.settings.providers, []);
  assert.match(
    parseSettings({ providers: 'openai' }, ENGINE.ruleIds).problems[0],
    /toolschema\.providers must be an array of profile names/,
  );
  assert.equal(parseSettings({ providers: null }, ENGINE.ruleIds).settings.providers, undefined);
  const over = overlaySettings(DEFAULT_SETTINGS, parseSettings({ providers: ['anthropic'] }, ENGINE.ruleIds).settings, ['providers']);
  assert.deepEqual(over.providers, ['anthropic'], 'a config file that sets providers wins over the editor');
});

test('providers: Arcade gets openai-strict by default, Pedelec none; a selection applies to both', async () => {
  const freeForm = arcadeTool('{ "val_type": "json" }');
  assert.deepEqual(await diagnose(freeForm, 'put.tool.json'), ['provider/open-object «"json"»']);
  assert.deepEqual(await diagnose(freeForm, 'put.tool.json', { ...DEFAULT_SETTINGS, providers: ['mcp-2025-11-25'] }), []);
  const optional = '{ "type": "object", "properties": { "q": { "type": "string" } } }';
  assert.deepEqual(await diagnose(optional, 'q.args.json'), []);
  assert.deepEqual(await diagnose(optional, 'q.args.json', { ...DEFAULT_SETTINGS, providers: ['openai-strict'] }), [
    'provider/open-object «{ "type": "object", "properties": { "q": { "type": "string" } } }»',
    'provider/optional-property «{ "type": "string" }»',
  ]);
});

test('providers: the checker visits each node once (work grows linearly with the schema, deep schemas included)', () => {
  const profile = PROFILES.find((p) => p.id === 'openai-strict')!;
  // 20,000 levels of nesting: no recursion, and one report for the depth, not one per level.
  let deep: Record<string, unknown> = { type: 'object', properties: {}, additionalProperties: false };
  for (let i = 0; i < 20000; i++) deep = { type: 'object', properties: { n: deep }, required: ['n'], additionalProperties: false };
  const found = checkSchema(deep as never, profile);
  assert.deepEqual(
    found.map((v) => v.message.slice(0, 40)),
    ['objects may be nested at most 10 levels ', 'a schema may have at most 5,000 properti'],
  );
  // A wide schema: the number of reports is the number of faults (one per optional property), nothing quadratic.
  const wide = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`p${i}`, { type: 'string' }])),
  };
  const wideFound = checkSchema(wide as never, profile);
  assert.equal(wideFound.filter((v) => v.kind === 'optional-property').length, 6000);
  assert.equal(wideFound.filter((v) => v.kind === 'schema-too-large').length, 1);
});
