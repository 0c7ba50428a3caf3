/** The plugin's rules stay in step with toolschema's codes, their pages and the two configs. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import plugin = require('../../server/src/eslint/plugin');
import { ENGINE } from '../helpers/engine';
import { CORE_CODES } from '../../server/src/eslint/rules';

const DOCS = path.resolve(__dirname, '../../../docs/rules');

test('eslint meta: every syntax, schema and notice code documented in docs/rules is a rule of the plugin, and no other', () => {
  const registry = new Set(ENGINE.rules.map((r) => r.meta.id.replace(/\//g, '-')));
  // toolschema/fix-not-written is the CLI's own (a file --fix could not write); ESLint writes its fixes itself.
  const documented = ['syntax', 'schema', 'toolschema']
    .flatMap((family) => [...readFileSync(path.join(DOCS, `${family}.md`), 'utf8').matchAll(/^## (\S+)$/gm)].map((m) => m[1]))
    .filter((anchor) => !registry.has(anchor) && anchor !== 'toolschema-fix-not-written');
  const anchors = CORE_CODES.map((c) => c.code.replace(/\//g, '-'));
  assert.deepEqual([...anchors].sort(), [...documented].sort());
});

test('eslint meta: every rule has its id as name, a docs.url to its section of the bundled page, and the messages it reports with', () => {
  // A rule whose reports carry their own severity is also `<id>/<severity>` per such severity (rules.ts codesOf).
  const ids = [
    ...ENGINE.rules.flatMap((r) => [r.meta.id, ...(r.meta.reportSeverities ?? []).map((s) => `${r.meta.id}/${s}`)]),
    ...CORE_CODES.map((c) => c.code),
  ];
  assert.deepEqual(Object.keys(plugin.rules!).sort(), [...ids].sort());
  for (const [id, rule] of Object.entries(plugin.rules!)) {
    const meta = (rule as { meta: { docs: { url: string }; messages: Record<string, string>; fixable: string } }).meta;
    const url = new URL(meta.docs.url);
    const page = readFileSync(fileURLToPath(url), 'utf8');
    assert.ok(page.includes(`## ${url.hash.slice(1)}\n`), `${id}: ${meta.docs.url} names no section`);
    assert.deepEqual(Object.keys(meta.messages), ['problem', 'fix'], id);
    assert.equal(meta.fixable, 'code', id);
  }
});

test('eslint meta: the recommended config turns on what toolschema-lint reports by default, in scripts the Pedelec rules only', () => {
  const [recommended] = plugin.configs.recommended;
  const [json, jsonc] = plugin.configs.json;
  assert.deepEqual(json.rules, jsonc.rules);
  for (const rule of ENGINE.rules) {
    const expected = { error: 'error', warning: 'warn', info: 'warn', hint: 'warn', off: 'off' }[rule.meta.defaultSeverity];
    assert.equal(json.rules![`toolschema/${rule.meta.id}`], expected, rule.meta.id);
    assert.equal(
      recommended.rules![`toolschema/${rule.meta.id}`],
      rule.meta.families.every((f) => f === 'arcade' || f === 'toolschema-config') ? undefined : expected, // scripts hold Pedelec values only
      rule.meta.id,
    );
  }
  for (const rule of ENGINE.rules)
    for (const severity of rule.meta.reportSeverities ?? [])
      assert.equal(
        json.rules![`toolschema/${rule.meta.id}/${severity}`],
        severity === 'error' ? 'error' : 'warn',
        `${rule.meta.id}/${severity}`,
      );
  assert.equal(json.rules!['toolschema/toolschema/unused-disable-directive'], 'off', 'as without --report-unused-disable-directives');
  assert.equal(recommended.rules!['toolschema/syntax/invalid-json'], undefined, 'a script’s syntax is its parser’s');
});
