/** The config file's schema and VS Code's `toolschema.rules` properties stay the rule registry's. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'jsonc-parser';
import { ENGINE } from '../../helpers/engine';
import { RENAMED_RULES } from '../../../server/src/core/settings/renamedRules';
import {
  CONFIG_SCHEMA_FILE,
  configSchema,
  moduleRootsSetting,
  pedelecModulesSetting,
  providersSetting,
  rulesSetting,
} from '../../../server/src/core/settings/configSchema';
import { STARTER } from '../../../server/src/cli/configCommands';
import { completeAt } from '../../helpers/core';
import { analyzeText } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';

const root = path.resolve(__dirname, '../../../..');
const read = (p: string) => JSON.parse(readFileSync(path.join(root, p), 'utf8'));
const SYNC = 'out of date: run `npm run build && node scripts/sync-config-schema.mjs`';

test('config schema: the checked-in file is the one the registry makes (every rule id, with its description)', () => {
  assert.deepEqual(read(CONFIG_SCHEMA_FILE), configSchema(ENGINE.rules), `${CONFIG_SCHEMA_FILE} ${SYNC}`);
  const rules = read(CONFIG_SCHEMA_FILE).properties.rules.properties;
  // A renamed rule's old id stays valid, marked deprecated.
  assert.deepEqual(Object.keys(rules).sort(), [...ENGINE.rules.map((r) => r.meta.id), ...Object.keys(RENAMED_RULES)].sort());
  assert.match(rules['arcade/provider-incompatible'].deprecationMessage, /^Renamed: this severity applies to provider\/tool-name, /);
  for (const { meta } of ENGINE.rules) {
    const text: string = rules[meta.id].markdownDescription;
    assert.ok(text.endsWith(`. Default: \`${meta.defaultSeverity}\`.`) && text.startsWith(meta.description.replace(/\.$/, '')), text);
    assert.doesNotMatch(text, /\.\./, `${meta.id}: one period between the description and its default`);
  }
});

test("config schema: package.json's toolschema.moduleRoots is declared, relative to the workspace folder", () => {
  const setting = read('package.json').contributes.configuration.properties['toolschema.moduleRoots'];
  assert.deepEqual(setting, moduleRootsSetting('relative to the first workspace folder'), `package.json toolschema.moduleRoots ${SYNC}`);
  assert.equal(read(CONFIG_SCHEMA_FILE).properties.moduleRoots.type, 'array');
});

test("config schema: package.json's toolschema.rules declares every rule id, so VS Code's settings.json completes them", () => {
  const setting = read('package.json').contributes.configuration.properties['toolschema.rules'];
  assert.deepEqual(setting, rulesSetting(ENGINE.rules, setting.markdownDescription), `package.json toolschema.rules ${SYNC}`);
});

test("config schema: package.json's toolschema.pedelecModules is the config file's pedelecModules, default included", () => {
  const setting = read('package.json').contributes.configuration.properties['toolschema.pedelecModules'];
  assert.deepEqual(setting.default, ['@kaoruisaac/pedelec', 'pedelec']);
  assert.deepEqual(read(CONFIG_SCHEMA_FILE).properties.pedelecModules, setting);
  assert.deepEqual(setting, pedelecModulesSetting(), `package.json toolschema.pedelecModules ${SYNC}`);
});

test('config schema: accepts the --init starter and a full config; rejects an unknown rule id, a bad severity and an unknown key', () => {
  const validate = new Ajv({ strict: false }).compile(configSchema(ENGINE.rules));
  assert.ok(validate(parse(STARTER)), JSON.stringify(validate.errors));
  const full = {
    $schema: './schemas/toolschema-config.schema.json',
    rules: { 'pedelec/unbounded-array': 'off' },
    associations: { 'tools/*.json': 'arcade-tool-1.0' },
    ignorePatterns: ['fixtures/**'],
    overrides: [{ files: ['legacy/**'], rules: { 'pedelec/unsupported-keyword': 'warning' } }],
    detectByContent: false,
    maxFileSizeKB: 100,
    pedelecModules: ['@acme/pedelec-fork'],
  };
  assert.ok(validate(full), JSON.stringify(validate.errors));
  for (const bad of [
    { rules: { 'pedelec/no-such-rule': 'off' } },
    { rules: { 'pedelec/unbounded-array': 'loud' } },
    { overrides: [{ rules: {} }] },
    { ruls: {} },
    { pedelecModules: '@kaoruisaac/pedelec' },
    { pedelecModules: [''] },
  ])
    assert.equal(validate(bad), false, JSON.stringify(bad));
});

test('config schema: the editor completes rule ids (with their descriptions) and severities in toolschema.config.jsonc', async () => {
  const at = async (marked: string, filename: string) => {
    const { text, carets } = parseMarkers(marked);
    const analysis = await analyzeText(text, filename);
    return (await completeAt(analysis, analysis.doc.lineIndex.positionAt(carets[0])))?.items ?? [];
  };
  const ids = await at('{ "rules": { | } }', 'toolschema.config.jsonc');
  const rule = ENGINE.rules[0].meta;
  const item = ids.find((i) => i.label === rule.id);
  assert.ok(item, ids.map((i) => i.label).join(','));
  assert.match(JSON.stringify(item.documentation), new RegExp(rule.description.slice(0, 30)));
  const severities = await at('{ "overrides": [{ "files": ["x/**"], "rules": { "pedelec/unbounded-array": | } }] }', '.toolschemarc.json');
  assert.deepEqual(severities.map((i) => i.label).sort(), ['"error"', '"hint"', '"info"', '"off"', '"warning"']);
});

test('config schema: the editor reports an unknown rule id in toolschema.config.json at its place', async () => {
  const text = '{ "rules": { "pedelec/no-such-rule": "off" } }';
  const analysis = await analyzeText(text, 'toolschema.config.json');
  assert.equal(analysis.association?.schema.id, 'toolschema-config');
  const problem = analysis.problems.find((p) => text.slice(p.span.offset, p.span.offset + p.span.length).includes('no-such-rule'));
  assert.ok(problem, JSON.stringify(analysis.problems.map((p) => [p.code, p.message])));
  assert.match(problem.message, /no-such-rule|not allowed|not accepted/i);
});

test("config schema: package.json's toolschema.providers is the config file's providers, unset (null) by default", () => {
  const setting = read('package.json').contributes.configuration.properties['toolschema.providers'];
  assert.deepEqual(setting, providersSetting(), `package.json toolschema.providers ${SYNC}`);
  assert.deepEqual(read(CONFIG_SCHEMA_FILE).properties.providers, providersSetting());
  // null, not []: [] means "no profile", and would turn off Arcade's default in every editor.
  assert.equal((setting as { default: unknown }).default, null);
});
