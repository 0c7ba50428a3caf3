/** The command line's side of the provider rules: --provider, and each constraint's sources in the SARIF rules. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { workspace } from '../helpers/workspace';
import { arcadeTool } from '../helpers/providerCases';
import { lintMain } from '../helpers/lintMain';

// In the test process (test/helpers/lintMain.ts): what is reported is the question here, not the process.
const run = (cwd: string, ...args: string[]) => lintMain(cwd, args);
const ARGS = '{ "type": "object", "properties": { "q": { "type": "string" } }, "required": ["q"] }\n';

test("cli: --provider (repeatable) selects the profiles and replaces the config file's providers", async () => {
  const dir = workspace({ 'q.args.json': ARGS, 'toolschema.config.json': '{ "providers": ["gemini"] }' });
  assert.equal((await run(dir, 'q.args.json')).status, 0, 'gemini accepts it');
  const r = await run(dir, '--provider', 'openai-strict', '--provider', 'anthropic-strict', 'q.args.json');
  assert.equal(r.status, 0, r.stderr);
  assert.match(
    r.stdout,
    /OpenAI strict mode \("openai-strict"\) and Anthropic strict tool use \("anthropic-strict"\) reject a tool with this args schema as its parameters: every object must set "additionalProperties": false.*provider\/open-object/,
  );
});

test('cli: an unknown --provider is a usage error naming the profiles (exit 2)', async () => {
  const r = await run(workspace({ 'q.args.json': ARGS }), '--provider', 'openai-strikt', 'q.args.json');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /unknown provider profile "openai-strikt"; use one of openai, openai-strict, anthropic/);
});

test("cli: SARIF rule metadata carries each profile's documentation URL and the day it was read", async () => {
  const dir = workspace({ 'put.tool.json': arcadeTool('{ "val_type": "json" }') });
  const log = JSON.parse((await run(dir, '-f', 'sarif', 'put.tool.json')).stdout);
  assert.equal(log.runs[0].results[0].ruleId, 'provider/open-object', 'Arcade: openai-strict by default');
  const rule = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'provider/open-object');
  assert.deepEqual(
    rule.properties.sources.map((s: { profile: string; url: string; read: string }) => `${s.profile} ${s.url} ${s.read}`),
    [
      'openai-strict https://platform.openai.com/docs/guides/structured-outputs#supported-schemas 2026-12-02',
      'anthropic-strict https://platform.claude.com/docs/en/build-with-claude/structured-outputs#json-schema-limitations 2026-12-02',
    ],
  );
  assert.match(
    rule.help.text,
    /Sources: openai-strict: https:\/\/platform\.openai\.com\/docs\/guides\/structured-outputs#supported-schemas \(read 2026-12-02\); anthropic-strict: /,
  );
  const plain = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'pedelec/empty-enum');
  assert.equal(plain.properties, undefined);
});

test("cli: a folder of the hosts' own tool files, each checked against its host, problems at their line and column", async () => {
  const dir = workspace({
    'mcp/list.json':
      '{ "tools": [\n  { "name": "find", "inputSchema": { "type": "object" } },\n  { "name": "find", "inputSchema": { "type": "object" } }\n] }\n',
    'openai/tools.json': `[\n${Array.from({ length: 129 }, (_, i) => `  { "type": "function", "function": { "name": "t${i}", "parameters": { "type": "object" } } }`).join(',\n')}\n]\n`,
    'gemini/declarations.json':
      '{ "functionDeclarations": [\n  { "name": "f", "parameters": { "type": "object", "properties": {}, "required": ["x"] } }\n] }\n',
    'unrelated.json': '{ "tools": ["hammer"] }\n',
  });
  const r = await run(dir, '.');
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n').filter((l) => l.includes('provider/'));
  assert.deepEqual(
    lines.map((l) => l.replace(/\s+warning\s+.*\s(provider\/\S+)$/, ' $1')),
    [
      'gemini/declarations.json:2:83 provider/undefined-property',
      'mcp/list.json:3:13 provider/duplicate-tool-name',
      'openai/tools.json:130:3 provider/too-many-tools',
    ],
  );
  assert.match(r.stdout, /3 problems \(0 errors, 3 warnings, 0 info\) in 3 files checked/, 'unrelated.json is not a host file');
  const log = JSON.parse((await run(dir, '-f', 'sarif', '.')).stdout);
  const rule = log.runs[0].tool.driver.rules.find((x: { id: string }) => x.id === 'provider/too-many-tools');
  assert.deepEqual(
    rule.properties.sources.map((s: { profile: string; url: string }) => `${s.profile} ${s.url}`),
    ['openai https://github.com/zed-industries/zed/issues/42393', 'openai-strict https://github.com/zed-industries/zed/issues/42393'],
  );
});

test('cli: a Python tool is checked against the profiles like its JSON definition: a free-form dict under openai-strict', async () => {
  const py =
    'from typing import Annotated\nfrom arcade_mcp_server import MCPApp\n\napp = MCPApp(name="store", version="1.0.0")\n\n\n' +
    '@app.tool\ndef put(item: Annotated[dict, "The item"], key: Annotated[str, "The key"]) -> str:\n    """Put an item."""\n    return key\n';
  const dir = workspace({ 'store.py': py, 'put.tool.json': arcadeTool('{ "val_type": "json" }') });
  const r = await run(dir, '--provider', 'openai-strict', 'store.py', 'put.tool.json');
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n').filter((l) => l.includes('provider/'));
  assert.equal(lines.length, 2, r.stdout);
  // One rule, one message, whatever the language: on the annotation in Python, on val_type in JSON.
  const message = (l: string) => l.replace(/^\S+\s+warning\s+/, '');
  assert.match(lines[0], /^put\.tool\.json:\d+:\d+\s+warning/);
  assert.match(lines[1], /^store\.py:8:\d+\s+warning/);
  assert.equal(message(lines[0]), message(lines[1]));
  assert.match(lines[1], /rejects this tool as Arcade converts it: a free-form "json" value.*provider\/open-object$/);
});

test('cli: a package tool (`@tool`, its toolkit known only when installed) still has its schemas checked; only its name is not', async () => {
  const py =
    'from typing import Annotated\nfrom arcade_tdk import tool\n\n\n' +
    '@tool\ndef put(item: Annotated[dict, "The item"], key: Annotated[str, "The key"]) -> str:\n    """Put an item."""\n    return key\n';
  const r = await run(workspace({ 'tools.py': py }), '--provider', 'openai-strict', 'tools.py');
  assert.equal(r.status, 0, r.stderr);
  const found = r.stdout.split('\n').filter((l) => l.includes('provider/'));
  assert.equal(found.length, 1, r.stdout);
  assert.match(found[0], /^tools\.py:6:25\s+warning\s.*a free-form "json" value.*provider\/open-object$/);
});
