/**
 * The JSON files Pedelec itself reads and writes: a skills directory's tools registry (`skills/tools.json`, read by
 * Core) and the tool files Core writes for the agent (`skills/tools-<name>.json`). Each gets its own bundled
 * schema, its status-bar name, and the rules of a skills manifest's tools, through the core.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, diagnose } from '../helpers/diagnose';

const argsSchema = '{ "type": "object", "properties": { "q": { "type": "string", "maxLength": 200 } }, "required": ["q"] }';
const REGISTRY = `{ "tools": [ { "name": "search", "description": "Find notes.", "argsSchema": ${argsSchema}, "timeoutMs": 5000 } ] }`;
const TOOL = `{ "name": "search", "description": "Find notes.", "argsSchema": ${argsSchema}, "timeoutMs": 60000 }`;

test('pedelec files: skills/tools.json is a tools registry, skills/tools-search.json a tool file, by name', async () => {
  for (const [filename, text, id, title] of [
    ['app/skills/tools.json', REGISTRY, 'pedelec-tools', 'Pedelec tools registry'],
    ['app/skills/tools-search.json', TOOL, 'pedelec-tool', 'Pedelec tool file'],
  ]) {
    const analysis = await analyzeText(text, filename);
    assert.deepEqual(
      [analysis.association?.schema.id, analysis.association?.schema.title, analysis.association?.reason],
      [id, title, 'fileName'],
    );
    assert.deepEqual(
      analysis.diagnostics.map((d) => d.code),
      [],
      `${filename} is clean`,
    );
  }
});

test("pedelec files: the registry's schema has no guidance; the tool file's takes one tool; both check argsSchema", async () => {
  assert.deepEqual(await diagnose('{ "guidance": "g", "tools": [] }', 'skills/tools.json'), ['schema/unknown-property «"guidance"»']);
  assert.deepEqual(await diagnose('{ "name": "a", "description": "d", "handler": "f" }', 'skills/tools-a.json'), [
    'pedelec/missing-args-schema «"name"»',
    'schema/unknown-property «"handler"»',
  ]);
  assert.deepEqual(await diagnose('{ "tools": [ { "description": "d" } ] }', 'skills/tools.json'), [
    'schema/missing-property «{»',
    'pedelec/missing-args-schema «{»',
  ]);
  assert.deepEqual(
    await diagnose(
      '{ "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "n": { "type": "number", "minimum": true } } } }',
      'skills/tools-a.json',
    ),
    ['pedelec/invalid-keyword-value «true»'],
  );
});

test("pedelec files: the skills manifest's tool rules run on both, with the error code Core gives a tools.json", async () => {
  const registry = await analyzeText(
    '{ "tools": [ { "name": "2fa", "description": " ", "argsSchema": { "type": "object", "properties": { "timeoutMs": { "type": "integer" }, "v": { "type": "string", "format": "email" } } }, "timeoutMs": 0 } ] }',
    'skills/tools.json',
  );
  const byCode = Object.fromEntries(registry.diagnostics.map((d) => [d.code, d.message]));
  assert.deepEqual(Object.keys(byCode).sort(), [
    'pedelec/empty-description',
    'pedelec/invalid-timeout',
    'pedelec/invalid-tool-name',
    'pedelec/reserved-argument',
    'pedelec/unsupported-keyword',
  ]);
  assert.match(byCode['pedelec/invalid-tool-name'], /Core's legacy tools\.json loader rejects it \(TOOLS_JSON_INVALID\)/);
  // Core's tools.json loader accepts a blank description and a zero timeout: no code is claimed for them.
  assert.doesNotMatch(byCode['pedelec/empty-description'], /INVALID/);
  assert.doesNotMatch(byCode['pedelec/invalid-timeout'], /INVALID/);
  const tool = await analyzeText(
    '{ "name": "a b", "description": "d", "input": { "type": "object" }, "timeoutMs": 1.5 }',
    'skills/tools-a_b.json',
  );
  assert.deepEqual(tool.diagnostics.map((d) => d.code).sort(), [
    'pedelec/invalid-timeout',
    'pedelec/invalid-tool-name',
    'pedelec/legacy-input',
  ]);
  // Nothing reads a tool file back: no error code is claimed.
  for (const d of tool.diagnostics) assert.doesNotMatch(d.message, /INVALID_INPUT|TOOLS_/);
});
