/** The config file's schema and VS Code's `toolschema.rules` properties stay the rule registry's. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'jsonc-parser';
import { RULES } from '../../server/src/core/rules';
import { CONFIG_SCHEMA_FILE, configSchema, rulesSetting } from '../../server/src/core/configSchema';
import { STARTER } from '../../server/src/cli/configCommands';

const root = path.resolve(__dirname, '../../..');
const read = (p: string) => JSON.parse(readFileSync(path.join(root, p), 'utf8'));
const SYNC = 'out of date: run `npm run build && node scripts/sync-config-schema.mjs`';

test('config schema: the checked-in file is the one the registry makes (every rule id, with its description)', () => {
  assert.deepEqual(read(CONFIG_SCHEMA_FILE), configSchema(), `${CONFIG_SCHEMA_FILE} ${SYNC}`);
  const rules = read(CONFIG_SCHEMA_FILE).properties.rules.properties;
  assert.deepEqual(Object.keys(rules).sort(), RULES.map((r) => r.meta.id).sort());
  const rule = RULES[0].meta;
  assert.equal(rules[rule.id].markdownDescription, `${rule.description}. Default: \`${rule.defaultSeverity}\`.`);
});

test("config schema: package.json's toolschema.rules declares every rule id, so VS Code's settings.json completes them", () => {
  const setting = read('package.json').contributes.configuration.properties['toolschema.rules'];
  assert.deepEqual(setting, rulesSetting(setting.markdownDescription), `package.json toolschema.rules ${SYNC}`);
});

test('config schema: accepts the --init starter and a full config; rejects an unknown rule id, a bad severity and an unknown key', () => {
  const validate = new Ajv({ strict: false }).compile(configSchema());
  assert.ok(validate(parse(STARTER)), JSON.stringify(validate.errors));
  const full = {
    $schema: './schemas/toolschema-config.schema.json',
    rules: { 'pedelec/unbounded-array': 'off' },
    associations: { 'tools/*.json': 'arcade-tool-1.0' },
    ignorePatterns: ['fixtures/**'],
    overrides: [{ files: ['legacy/**'], rules: { 'pedelec/unsupported-keyword': 'warning' } }],
    detectByContent: false,
    maxFileSizeKB: 100,
  };
  assert.ok(validate(full), JSON.stringify(validate.errors));
  for (const bad of [
    { rules: { 'pedelec/no-such-rule': 'off' } },
    { rules: { 'pedelec/unbounded-array': 'loud' } },
    { overrides: [{ rules: {} }] },
    { ruls: {} },
  ])
    assert.equal(validate(bad), false, JSON.stringify(bad));
});
