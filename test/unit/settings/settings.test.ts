import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { parseSettings } from '../../../server/src/core/settings/settings';
import { ENGINE } from '../../helpers/engine';

test('settings: valid values are kept', () => {
  const { settings, problems } = parseSettings(
    { associations: { '*.x.json': 'pedelec-args' }, rules: { 'pedelec/unsupported-keyword': 'warning' }, detectByContent: false },
    ENGINE.ruleIds,
  );
  assert.deepEqual(problems, []);
  assert.deepEqual({ ...settings.associations }, { '*.x.json': 'pedelec-args' });
  assert.equal(settings.rules['pedelec/unsupported-keyword'], 'warning');
  assert.equal(settings.detectByContent, false);
});

test('settings: each invalid value is named once and the rest keeps working', () => {
  const { settings, problems } = parseSettings(
    {
      associations: { '*.a.json': 'nope', 'a/[': 'pedelec-args', '*.b.json': 'pedelec-args' },
      rules: { 'pedelec/no-such-rule': 'error', 'pedelec/unsupported-keyword': 'loud', 'arcade/array-missing-inner-type': 'off' },
      detectByContent: 'yes',
      maxFileSizeKB: -1,
    },
    ENGINE.ruleIds,
  );
  assert.equal(problems.length, 6, problems.join('\n'));
  assert.match(problems.join('\n'), /unknown schema id "nope"/);
  assert.match(problems.join('\n'), /"a\/\[" is not a valid glob/);
  assert.match(problems.join('\n'), /unknown rule id "pedelec\/no-such-rule"/);
  assert.match(problems.join('\n'), /toolschema.rules\["pedelec\/unsupported-keyword"\]: severity must be one of/);
  assert.deepEqual({ ...settings.associations }, { '*.b.json': 'pedelec-args' });
  assert.deepEqual({ ...settings.rules }, { 'arcade/array-missing-inner-type': 'off' });
  assert.equal(settings.detectByContent, true);
  assert.equal(settings.maxFileSizeKB, 10240);
});

test('settings: a non-object is rejected as a whole, with defaults', () => {
  const { settings, problems } = parseSettings('oops', ENGINE.ruleIds);
  assert.equal(problems.length, 1);
  assert.deepEqual({ ...settings.rules }, {});
});

test('settings: near misses are named with a suggestion; objects where a severity belongs; unknown keys', () => {
  const { settings, problems } = parseSettings(
    {
      associations: { 'tools/*.json': 'arcade-tool-1', 'defs/*.json': 'pedelec-args' },
      rules: { 'pedelec/unsuported-keyword': 'warning', 'arcade/array-missing-inner-type': { severity: 'warning' } },
      rule: {},
      trace: { server: 'verbose' },
    },
    ENGINE.ruleIds,
  );
  assert.deepEqual(problems, [
    'toolschema.rule is not a toolschema setting (did you mean "rules"?); it is ignored.',
    'toolschema.associations["tools/*.json"]: unknown schema id "arcade-tool-1" (did you mean "arcade-tool-1.0"?); use one of arcade-tool-preview, arcade-tool-1.0, arcade-tool-current, pedelec-args, pedelec-skills, pedelec-tools, pedelec-tool, pedelec-deno-module, toolschema-config, openai-tools, anthropic-tools, mcp-tools, gemini-tools.',
    'toolschema.rules: unknown rule id "pedelec/unsuported-keyword" (did you mean "pedelec/unsupported-keyword"?).',
    'toolschema.rules["arcade/array-missing-inner-type"]: severity must be one of off, hint, info, warning, error (a string), not {"severity":"warning"}.',
  ]);
  assert.deepEqual({ ...settings.associations }, { 'defs/*.json': 'pedelec-args' });
  assert.deepEqual({ ...settings.rules }, {});
});

test('settings: pedelecModules defaults to the SDK and its demo alias; a valid list replaces it, each name once', () => {
  assert.deepEqual(parseSettings(undefined, ENGINE.ruleIds).settings.pedelecModules, ['@kaoruisaac/pedelec', 'pedelec']);
  assert.deepEqual(parseSettings({}, ENGINE.ruleIds).settings.pedelecModules, ['@kaoruisaac/pedelec', 'pedelec']);
  const { settings, problems } = parseSettings({ pedelecModules: ['@acme/pedelec', '@acme/pedelec', '~/sdk'] }, ENGINE.ruleIds);
  assert.deepEqual(problems, []);
  assert.deepEqual(settings.pedelecModules, ['@acme/pedelec', '~/sdk']);
  // An empty list is a choice (no script file is checked), not a mistake.
  assert.deepEqual(parseSettings({ pedelecModules: [] }, ENGINE.ruleIds), { settings: { ...settings, pedelecModules: [] }, problems: [] });
});

test('settings: pedelecModules that is not an array keeps the defaults; entries that are not names are dropped, named', () => {
  const notArray = parseSettings({ pedelecModules: '@kaoruisaac/pedelec' }, ENGINE.ruleIds);
  assert.deepEqual(notArray.problems, ['toolschema.pedelecModules must be an array of module names, such as ["@kaoruisaac/pedelec"].']);
  assert.deepEqual(notArray.settings.pedelecModules, ['@kaoruisaac/pedelec', 'pedelec']);
  const mixed = parseSettings({ pedelecModules: ['', 'my sdk', 42, null, '@acme/pedelec'] }, ENGINE.ruleIds);
  assert.deepEqual(mixed.settings.pedelecModules, ['@acme/pedelec']);
  assert.equal(mixed.problems.length, 4, mixed.problems.join('\n'));
  assert.equal(
    mixed.problems[0],
    'toolschema.pedelecModules: "" is not a module name (a non-empty string without spaces, such as "@kaoruisaac/pedelec"); it is ignored.',
  );
  assert.match(mixed.problems[1], /"my sdk" is not a module name/);
  assert.match(mixed.problems[2], /: 42 is not a module name/);
  assert.equal(mixed.problems[3], 'toolschema.pedelecModules: invalid module names: 1 more not listed here.');
});

test('settings: pedelecModules is a known key (no "not a toolschema setting"), and a near miss is suggested', () => {
  const { problems } = parseSettings({ pedelecModule: ['x'] }, ENGINE.ruleIds);
  assert.deepEqual(problems, ['toolschema.pedelecModule is not a toolschema setting (did you mean "pedelecModules"?); it is ignored.']);
});
