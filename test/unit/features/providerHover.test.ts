/** Hover on a tool's name: per selected profile, "accepted" or the first violation. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeDoc, hoverAt } from '../../helpers/core';
import { docFor } from '../../helpers/ruleTester';
import { arcadeTool, skills } from '../../helpers/providerCases';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';

const hoverText = async (text: string, filename: string, key: string, providers?: string[]) => {
  const analysis = analyzeDoc(docFor(text, filename), { ...DEFAULT_SETTINGS, ...(providers ? { providers } : {}) });
  const found = await hoverAt(analysis, text.indexOf(key) + 1);
  return found ? (found.contents as { value: string }).value : '';
};

test('provider hover: on an Arcade fully_qualified_name, each selected profile accepted or its first violation', async () => {
  const text = arcadeTool('{ "val_type": "json" }');
  const shown = await hoverText(text, 'put.tool.json', '"fully_qualified_name"', ['openai', 'openai-strict', 'mcp-2025-11-25']);
  assert.match(shown, /Must be `<Toolkit>\.<name>`/, "Arcade's own words stay");
  assert.match(shown, /- `openai` \(OpenAI\): accepted/);
  // In the definition's terms, as the diagnostic says it (not the converted schema's).
  assert.match(
    shown,
    /- `openai-strict` \(OpenAI strict mode\): rejected: a free-form "json" value \(no "properties"\) is shown as a bare \{"type": "object"\}/,
  );
  assert.match(shown, /- `mcp-2025-11-25` \(MCP 2025-11-25\): accepted/);
});

test('provider hover: on a Pedelec tool name, about that tool only; nothing when no profile applies', async () => {
  const text = `{ "guidance": "g", "tools": [ { "name": "good", "description": "d", "argsSchema": { "type": "object", "properties": {} } }, { "name": "bad.name", "description": "d", "argsSchema": { "type": "object", "properties": {} } } ] }`;
  assert.match(await hoverText(text, 'x.skills.json', '"name": "good"', ['anthropic']), /`anthropic` \(Anthropic\): accepted/);
  assert.match(
    await hoverText(text, 'x.skills.json', '"name": "bad.name"', ['anthropic']),
    /`anthropic` \(Anthropic\): rejected: the tool name "bad\.name" contains "\."/,
  );
  assert.doesNotMatch(await hoverText(skills('"t"'), 'x.skills.json', '"name"'), /Hosts/, 'Pedelec: no profile by default');
});
