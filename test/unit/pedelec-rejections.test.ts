/**
 * What the SDK and Core reject before any call (issue 13, item 4; /work/shared/reference/pedelec-2026.md): each
 * mistake is reported, and the message names Pedelec's error code, in a skills manifest (the SDK's `skills` input)
 * and, where Core's own loader rejects it, in a skills directory's tools.json.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText } from '../helpers/diagnose';

const tool = (fields: string) => `{ "guidance": "g", "tools": [ { ${fields} } ] }`;
const OK = '"name": "t", "description": "d", "argsSchema": { "type": "object" }';

const MISTAKES: [what: string, text: string, code: string, pedelecCode: string][] = [
  ['a non-object argsSchema', tool('"name": "t", "description": "d", "argsSchema": "object"'), 'pedelec/root-not-object', 'INVALID_INPUT'],
  [
    'a root type other than "object"',
    tool('"name": "t", "description": "d", "argsSchema": { "type": "array", "items": { "type": "string" }, "maxItems": 3 }'),
    'pedelec/root-not-object',
    'INVALID_INPUT',
  ],
  ['a non-string guidance', `{ "guidance": 42, "tools": [ { ${OK} } ] }`, 'pedelec/invalid-manifest', 'INVALID_INPUT'],
  ['a non-array tools', '{ "guidance": "g", "tools": { "t": {} } }', 'pedelec/invalid-manifest', 'INVALID_INPUT'],
  [
    'an empty name',
    tool('"name": "", "description": "d", "argsSchema": { "type": "object" }'),
    'pedelec/invalid-tool-name',
    'INVALID_INPUT',
  ],
  [
    'a blank description',
    tool('"name": "t", "description": "  ", "argsSchema": { "type": "object" }'),
    'pedelec/empty-description',
    'INVALID_INPUT',
  ],
  ['timeoutMs 0', tool(`${OK}, "timeoutMs": 0`), 'pedelec/invalid-timeout', 'INVALID_INPUT'],
  ['a negative timeoutMs', tool(`${OK}, "timeoutMs": -1`), 'pedelec/invalid-timeout', 'INVALID_INPUT'],
  ['a fractional timeoutMs', tool(`${OK}, "timeoutMs": 2.5`), 'pedelec/invalid-timeout', 'INVALID_INPUT'],
  ['a legacy input', tool('"name": "t", "description": "d", "input": { "type": "object" }'), 'pedelec/legacy-input', 'INVALID_INPUT'],
  [
    '"minimum": "3"',
    tool(
      '"name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "n": { "type": "integer", "minimum": "3" } } }',
    ),
    'pedelec/invalid-keyword-value',
    'TOOLS_MANIFEST_INVALID',
  ],
  [
    '"required": "a"',
    tool(
      '"name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "a": { "type": "string" } }, "required": "a" }',
    ),
    'pedelec/invalid-keyword-value',
    'TOOLS_MANIFEST_INVALID',
  ],
];

for (const [what, text, code, pedelecCode] of MISTAKES) {
  test(`rejected before any call: ${what} is ${code}, naming ${pedelecCode}`, async () => {
    const analysis = await analyzeText(text, 'agent.skills.json');
    const found = analysis.diagnostics.filter((d) => d.code === code);
    assert.equal(found.length, 1, JSON.stringify(analysis.diagnostics.map((d) => [d.code, d.message])));
    assert.ok(found[0].message.includes(`(${pedelecCode})`), found[0].message);
    assert.equal(found[0].severity, 1, 'an error: the session would not start');
  });
}

test("rejected before any call: in a tools.json, Core's loader codes, and none where it accepts the value", async () => {
  const registry = (fields: string) => `{ "tools": [ { ${fields} } ] }`;
  const message = async (text: string, code: string) =>
    (await analyzeText(text, 'skills/tools.json')).diagnostics.find((d) => d.code === code)?.message ?? 'not reported';
  assert.match(
    await message(registry('"name": "", "description": "d", "argsSchema": { "type": "object" }'), 'pedelec/invalid-tool-name'),
    /\(TOOLS_JSON_INVALID\)/,
  );
  assert.match(await message(registry(`${OK}, "timeoutMs": -1`), 'pedelec/invalid-timeout'), /\(TOOLS_JSON_INVALID\)/);
  assert.match(
    await message(
      registry('"name": "t", "description": "d", "argsSchema": { "type": "object", "required": "a" }'),
      'pedelec/invalid-keyword-value',
    ),
    /\(TOOLS_JSON_INVALID\)/,
  );
  assert.match(await message('{ "tools": 3 }', 'pedelec/invalid-manifest'), /\(TOOLS_JSON_INVALID\)/);
  for (const [text, code] of [
    [registry(`${OK}, "timeoutMs": 0`), 'pedelec/invalid-timeout'],
    [registry('"name": "t", "description": " ", "argsSchema": { "type": "object" }'), 'pedelec/empty-description'],
  ]) {
    const m = await message(text, code);
    assert.notEqual(m, 'not reported');
    assert.doesNotMatch(m, /INVALID/);
  }
});
