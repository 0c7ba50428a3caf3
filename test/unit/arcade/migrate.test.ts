import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, diagnose, fixture, mutate } from '../../helpers/diagnose';
import { migrateToV1 } from '../../../server/src/core/features/arcade/migrate';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { ARCADE_PREVIEW_URL } from '../../../server/src/core/model/catalog';

/** The bundled 1.0 schema's own name: an http address would be downloaded by VS Code's JSON support. */
const V1 = 'toolschema:arcade-tool-1.0';
import { applyEdits } from '../../../server/src/core/model/edits';
import type { MigrationActionData } from '../../../server/src/protocol';

const preview = fixture('greet.preview.tool.json');
const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');

async function migrate(text: string, filename = 'greet.tool.json') {
  const analysis = await analyzeText(text, filename);
  return migrateToV1(analysis.doc, analysis.association);
}

test('migrate: a preview document validates under preview, and after migration under 1.0', async () => {
  const a = await analyzeText(preview, 'greet.tool.json');
  assert.equal(a.association?.schema.id, 'arcade-tool-preview');
  assert.deepEqual(a.diagnostics, []);
  const m = (await migrate(preview))!;
  assert.deepEqual(m.dropped, []);
  assert.equal(m.text, mutate(preview, '{\n  "name"', `{\n  "$schema": "${V1}",\n  "name"`).replace('"inputs"', '"input"'));
  const after = await analyzeText(m.text, 'greet.tool.json');
  assert.equal(after.association?.schema.id, 'arcade-tool-1.0');
  assert.deepEqual(after.diagnostics, []);
});

test('migrate: an existing $schema is updated; comments and tab indentation are kept (jsonc)', async () => {
  const text = `{\n\t// the greeter\n\t"$schema": "${ARCADE_PREVIEW_URL}",\n\t"name": "Greet", "fully_qualified_name": "Hello.Greet", "description": "d",\n\t"toolkit": { "name": "Hello", "version": "0.1.0" },\n\t"inputs": { "parameters": [] }, // none\n\t"output": { "available_modes": ["value"] }\n}`;
  const m = (await migrate(text, 'greet.tool.jsonc'))!;
  assert.equal(m.text, text.replace(ARCADE_PREVIEW_URL, V1).replace('"inputs"', '"input"'));
  assert.deepEqual(await diagnose(m.text, 'greet.tool.jsonc'), []);
});

test('migrate: current → 1.0 removes the nulls 1.0 rejects and renames secrets, losslessly', async () => {
  const text = `{
  "name": "Ping",
  "fully_qualified_name": "Net.Ping@1.0.0",
  "description": "Pings a host.",
  "toolkit": { "name": "Net", "description": null, "version": "1.0.0" },
  "input": {
    "parameters": [
      {
        "name": "host",
        "required": true,
        "description": "Host name.",
        "value_schema": { "val_type": "string", "inner_val_type": null, "enum": null, "properties": null, "inner_properties": null, "description": null },
        "inferrable": true,
        "http_endpoint_parameter_name": null
      }
    ]
  },
  "output": { "description": null, "available_modes": ["value"], "value_schema": null },
  "requirements": { "authorization": { "provider_id": null, "provider_type": "oauth2", "id": null, "oauth2": null }, "secrets": [{ "key": "NET_KEY" }], "metadata": null },
  "deprecation_message": null,
  "metadata": null,
  "http_endpoint": null
}
`;
  assert.deepEqual(await diagnose(text, 'ping.tool.json'), []);
  const m = (await migrate(text, 'ping.tool.json'))!;
  assert.deepEqual(m.dropped, []);
  assert.equal(
    m.text,
    `{
  "$schema": "${V1}",
  "name": "Ping",
  "fully_qualified_name": "Net.Ping@1.0.0",
  "description": "Pings a host.",
  "toolkit": { "name": "Net", "version": "1.0.0" },
  "input": {
    "parameters": [
      {
        "name": "host",
        "required": true,
        "description": "Host name.",
        "value_schema": { "val_type": "string", "inner_val_type": null, "enum": null },
        "inferrable": true
      }
    ]
  },
  "output": { "available_modes": ["value"] },
  "requirements": { "authorization": { "provider_type": "oauth2" }, "secrets": [{ "key_id": "NET_KEY" }] }
}
`,
  );
  assert.deepEqual(await diagnose(m.text, 'ping.tool.json'), []);
});

test('migrate: current → 1.0 names every value 1.0 cannot hold, and the result validates under 1.0', async () => {
  const m = (await migrate(current, 'weather.tool.json'))!;
  assert.deepEqual(m.dropped.sort(), [
    'http_endpoint',
    'input.parameters[].http_endpoint_parameter_name',
    'input.parameters[].value_schema.description',
    'metadata',
  ]);
  assert.match(m.text, /"secrets": \[\{ "key_id": "weather_api_key" \}\]/);
  assert.deepEqual(await diagnose(m.text, 'weather.tool.json'), []);
});

test('migrate: nothing to do for 1.0, Pedelec, or other files', async () => {
  assert.equal(await migrate(v1), undefined);
  assert.equal(await migrate('{ "type": "object" }', 'x.args.json'), undefined);
  assert.equal(await migrate('{ "name": "x" }', 'package.json'), undefined);
});

async function refactorActions(text: string, filename: string) {
  const analysis = await analyzeText(text, filename);
  return codeActions(analysis, [], { only: ['refactor'] });
}

test('migrate: offered as refactor.rewrite; the title names what a lossy migration drops', async () => {
  const [lossless] = await refactorActions(preview, 'greet.tool.json');
  assert.equal(lossless.title, 'Migrate to Arcade tool definition 1.0');
  assert.equal(lossless.kind, 'refactor.rewrite');
  assert.deepEqual((lossless.data as MigrationActionData).dropped, []);
  const [lossy] = await refactorActions(current, 'weather.tool.json');
  assert.equal(
    lossy.title,
    'Migrate to Arcade tool definition 1.0 (drops: value_schema.description, http_endpoint_parameter_name, metadata, http_endpoint)',
  );
  assert.equal((lossy.data as MigrationActionData).from, 'current');
  const [edit] = lossy.edit!.changes!['file:///fixtures/weather.tool.json'];
  assert.ok(edit.range.start.line > 0, 'a minimal edit: the unchanged start of the file is not replaced');
  assert.deepEqual(await refactorActions(v1, 'greet.tool.json'), []);
  assert.deepEqual(await refactorActions('{ "inputs": { ', 'greet.tool.json'), [], 'broken JSON is left alone');
  assert.deepEqual(await codeActions(await analyzeText(preview, 'greet.tool.json'), [], { only: ['quickfix'] }), []);
});

test("migrate: applying the action's edit gives the migrated text", async () => {
  const analysis = await analyzeText(preview, 'greet.tool.json');
  const [action] = await codeActions(analysis, [], { only: ['refactor.rewrite'] });
  const lines = analysis.doc.lineIndex;
  const edits = action.edit!.changes![analysis.doc.uri].map((e) => ({
    offset: lines.offsetAt(e.range.start),
    length: lines.offsetAt(e.range.end) - lines.offsetAt(e.range.start),
    newText: e.newText,
  }));
  assert.equal(applyEdits(preview, edits), (await migrate(preview))!.text);
});

const current2026 = fixture('helpdesk.current-2026.tool.json');

test('migrate: arcade-core 2026 output → 1.0 names the new fields 1.0 cannot hold, and validates under 1.0', async () => {
  const m = (await migrate(current2026, 'helpdesk.tool.json'))!;
  assert.deepEqual(m.dropped.sort(), [
    'input.parameters[].value_schema.description',
    'input.parameters[].value_schema.inner_properties',
    'input.parameters[].value_schema.inner_required_keys',
    'input.parameters[].value_schema.nullable',
    'input.parameters[].value_schema.properties',
    'input.parameters[].value_schema.required_keys',
    'metadata',
    'output.value_schema.properties',
    'output.value_schema.required_keys',
    'requirements.metadata',
  ]);
  for (const gone of [
    '"required_keys"',
    '"inner_required_keys"',
    '"nullable"',
    '"classification"',
    '"behavior"',
    '"extras"',
    '"client_id"',
  ]) {
    assert.ok(!m.text.includes(gone), `${gone} is removed`);
  }
  assert.match(m.text, /"secrets": \[\{ "key_id": "helpdesk_region" \}\]/);
  assert.deepEqual(await diagnose(m.text, 'helpdesk.tool.json'), []);
  const [action] = await refactorActions(current2026, 'helpdesk.tool.json');
  assert.equal(
    action.title,
    'Migrate to Arcade tool definition 1.0 (drops: nullable, value_schema.properties, value_schema.description, required_keys, value_schema.inner_properties, inner_required_keys, requirements.metadata, metadata)',
  );
});

test('migrate: "nullable": false and null new fields are dropped silently (1.0 values are never null); true is named', async () => {
  const text = `{ "name": "Ping", "fully_qualified_name": "Net.Ping@1.0.0", "description": "Pings a host.", "toolkit": { "name": "Net", "version": "1.0.0" },
  "input": { "parameters": [ { "name": "host", "required": true, "description": "Host name.", "value_schema": { "val_type": "string", "required_keys": null, "inner_required_keys": null, "nullable": false } } ] },
  "output": { "available_modes": ["value"] }, "metadata": null }`;
  const m = (await migrate(text, 'ping.tool.json'))!;
  assert.deepEqual(m.dropped, []);
  assert.match(m.text, /"value_schema": \{ "val_type": "string" \}/);
  assert.deepEqual((await migrate(text.replace('"nullable": false', '"nullable": true'), 'ping.tool.json'))!.dropped, [
    'input.parameters[].value_schema.nullable',
  ]);
});

test('migrate: the $schema written needs no network (no http(s) address), and still selects the 1.0 schema', async () => {
  for (const text of [preview, current]) {
    const m = (await migrate(text))!;
    assert.doesNotMatch(m.text, /"\$schema":\s*"https?:/);
    assert.equal((await analyzeText(m.text, 'x.json')).association?.schema.id, 'arcade-tool-1.0');
  }
});
