/**
 * ESLint gives each rule one severity, from its own config. A toolschema rule whose reports carry their own severity
 * (arcade/missing-description: an error where arcade-core rejects the description, a warning where it accepts it)
 * shows each report under the ESLint rule of its severity, so ESLint's severity is toolschema's.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { cli, eslintIn, REPO } from './helpers';

/** The current-format fixture with no tool description (pydantic rejects it) and a blank parameter one (accepted). */
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-eslint-severity-'));
  const tool = readFileSync(path.join(REPO, 'test/fixtures/helpdesk.current-2026.tool.json'), 'utf8')
    .replace('"description": "The ticket to close."', '"description": "  "')
    .replace('"description": "Closes', '"summary": "Closes');
  writeFileSync(path.join(dir, 'close.tool.json'), tool);
  return dir;
}

test('eslint: each report shows with the severity toolschema-lint gives it, under one severity per ESLint rule', async () => {
  const dir = folder();
  try {
    const [result] = await eslintIn(dir).lintFiles(['close.tool.json']);
    const shown = result.messages
      .filter((m) => m.ruleId?.startsWith('toolschema/arcade/missing-description'))
      .map((m) => [m.ruleId, m.severity, m.line]);
    assert.deepEqual(shown, [
      ['toolschema/arcade/missing-description/error', 2, 2],
      ['toolschema/arcade/missing-description', 1, 15],
    ]);
    // The CLI's verdicts: the same two, an error and a warning.
    const cliReports = JSON.parse(cli(dir, '--format', 'json', '.').stdout)[0].messages.filter(
      (m: { ruleId: string }) => m.ruleId === 'arcade/missing-description',
    );
    assert.deepEqual(
      cliReports.map((m: { severity: number; line: number }) => [m.severity, m.line]),
      [
        [2, 2],
        [1, 15],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: turning off the error half of a split rule leaves the warnings, and the other way round', async () => {
  const dir = folder();
  try {
    const lint = async (rules: Record<string, 'off'>) =>
      (await eslintIn(dir, { config: [{ rules }] }).lintFiles(['close.tool.json']))[0].messages
        .filter((m) => m.ruleId?.startsWith('toolschema/arcade/missing-description'))
        .map((m) => [m.ruleId, m.severity]);
    assert.deepEqual(await lint({ 'toolschema/arcade/missing-description/error': 'off' }), [['toolschema/arcade/missing-description', 1]]);
    assert.deepEqual(await lint({ 'toolschema/arcade/missing-description': 'off' }), [['toolschema/arcade/missing-description/error', 2]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
