/**
 * One configuration: the workspace's toolschema.config.json(c) applies in the editor as in the CLI, nearest to
 * each file, over the editor's settings, and a change to it on disk (a watched file) applies at once.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-types';
import { clientsStoppedAfterTests } from '../helpers/lspClient';
import { lintMain } from '../helpers/lintMain';

const start = clientsStoppedAfterTests();
const UNSUPPORTED = 'pedelec/unsupported-keyword';
const ARGS = '{ "type": "object", "properties": { "a": { "type": "string", "format": "email" } } }';
const codes = (ds: Diagnostic[]) => ds.map((d) => String(d.code));
const CHANGED = 2;

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-config-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

for (const pull of [false, true]) {
  const mode = pull ? 'pull' : 'push';
  const diagnostics = async (c: Awaited<ReturnType<typeof start>>, uri: string, predicate: (ds: Diagnostic[]) => boolean) => {
    if (!pull) return c.diagnosticsFor(uri, predicate);
    for (;;) {
      const report = await c.request<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } });
      if (predicate(report.items)) return report.items;
      await c.waitFor(
        () => c.requestsFromServer.diagnosticRefresh > refreshes && (refreshes = c.requestsFromServer.diagnosticRefresh),
        'a refresh',
      );
    }
  };
  let refreshes = 0;

  test(`lsp config (${mode}): a rule turned off in toolschema.config.json disappears, and reappears when the file changes back`, async () => {
    const dir = workspace({ 'toolschema.config.json': `{ "rules": { "${UNSUPPORTED}": "off" } }`, 'a.args.json': ARGS });
    const c = await start({ pull, workspaceFolders: [pathToFileURL(dir).toString()], settings: { rules: { [UNSUPPORTED]: 'error' } } });
    try {
      const uri = pathToFileURL(path.join(dir, 'a.args.json')).toString();
      c.open(uri, ARGS);
      const off = await diagnostics(c, uri, () => true);
      assert.ok(!codes(off).includes(UNSUPPORTED), `the config file wins over the editor's "error": ${codes(off)}`);
      const configFile = path.join(dir, 'toolschema.config.json');
      await c.waitFor(
        () => c.logs.some((l) => l === `${uri}: settings from the config file ${configFile}, over the editor's`),
        'the log line',
      );

      refreshes = c.requestsFromServer.diagnosticRefresh;
      writeFileSync(configFile, '{}');
      c.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [{ uri: pathToFileURL(configFile).toString(), type: CHANGED }],
      });
      const on = await diagnostics(c, uri, (ds) => codes(ds).includes(UNSUPPORTED));
      assert.equal(on.find((d) => d.code === UNSUPPORTED)?.severity, 1, "the config sets nothing for it now: the editor's error applies");

      refreshes = c.requestsFromServer.diagnosticRefresh;
      writeFileSync(configFile, `{ "rules": { "${UNSUPPORTED}": "off" } }`);
      c.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [{ uri: pathToFileURL(configFile).toString(), type: CHANGED }],
      });
      await diagnostics(c, uri, (ds) => !codes(ds).includes(UNSUPPORTED));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("lsp config: the nearest config file applies (a folder's own over the root's), never one above the workspace folder", async () => {
  const dir = workspace({
    'toolschema.config.json': `{ "rules": { "${UNSUPPORTED}": "off" } }`,
    'project/toolschema.config.jsonc': `// this folder's\n{ "rules": { "${UNSUPPORTED}": "hint", }, }`,
    'project/sub/a.args.json': ARGS,
    'project/b.args.json': ARGS,
  });
  const project = path.join(dir, 'project');
  const c = await start({ workspaceFolders: [pathToFileURL(project).toString()] });
  try {
    const a = pathToFileURL(path.join(project, 'sub/a.args.json')).toString();
    c.open(a, ARGS);
    const found = await c.diagnosticsFor(a);
    assert.equal(found.find((d) => d.code === UNSUPPORTED)?.severity, 4, 'hint, from project/toolschema.config.jsonc');
    // A file outside every workspace folder gets its own folder's config only, nothing from above.
    const outside = path.join(dir, 'elsewhere');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'c.args.json'), ARGS);
    const b = pathToFileURL(path.join(outside, 'c.args.json')).toString();
    c.open(b, ARGS);
    assert.ok(codes(await c.diagnosticsFor(b)).includes(UNSUPPORTED), 'the config above the folder is not read');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('lsp config: a config file that is not JSON is reported once and the editor settings apply', async () => {
  const dir = workspace({ 'toolschema.config.json': '{ "rules": ', 'a.args.json': ARGS, 'b.args.json': ARGS });
  const c = await start({ workspaceFolders: [pathToFileURL(dir).toString()] });
  try {
    const uri = pathToFileURL(path.join(dir, 'a.args.json')).toString();
    c.open(uri, ARGS);
    assert.ok(codes(await c.diagnosticsFor(uri)).includes(UNSUPPORTED));
    const warning = await c.waitFor(() => c.messages.find((m) => /is not valid JSON/.test(m.message)), 'the warning');
    assert.match(warning.message, /toolschema\.config\.json is not valid JSON/);
    const b = pathToFileURL(path.join(dir, 'b.args.json')).toString();
    c.open(b, ARGS);
    await c.diagnosticsFor(b);
    assert.equal(c.messages.filter((m) => /is not valid JSON/.test(m.message)).length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("lsp config: a problem an open script finds in a file it imports takes that file's settings (its overrides), not the importer's", async () => {
  const HEAD = "import { defineTool } from '@kaoruisaac/pedelec';\n";
  const shared = "export const point = { type: 'object', properties: { x: { type: 'number' } }, required: ['x', 'z'] };\n";
  const tools = `${HEAD}import { point } from './shared';\nexport const a = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { p: point }, required: ['y'] } });\n`;
  const REQUIRED = 'pedelec/required-undefined';
  const config = {
    overrides: [
      { files: ['src/a.ts'], rules: { [REQUIRED]: 'off' } },
      { files: ['src/shared.ts'], rules: { [REQUIRED]: 'hint' } },
    ],
  };
  const dir = workspace({ 'toolschema.config.json': JSON.stringify(config), 'src/shared.ts': shared, 'src/a.ts': tools });
  const c = await start({ workspaceFolders: [pathToFileURL(dir).toString()] });
  try {
    const a = pathToFileURL(path.join(dir, 'src/a.ts')).toString();
    const sharedUri = pathToFileURL(path.join(dir, 'src/shared.ts')).toString();
    c.open(a, tools, 'typescript');
    // Off for a.ts: its own undefined 'y' is not shown. A hint for shared.ts: its undefined 'z' is, as a hint.
    const inShared = await c.diagnosticsFor(sharedUri, (ds) => ds.length > 0);
    assert.deepEqual(
      inShared.map((d) => [d.code, d.severity]),
      [[REQUIRED, 4]],
    );
    assert.deepEqual(
      codes(await c.diagnosticsFor(a)).filter((code) => code === REQUIRED),
      [],
      "off in a.ts's override",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("lsp config: a problem an open script finds in a file it imports takes the config of that file's folder, as the CLI reports it with that config", async () => {
  const REQUIRED = 'pedelec/required-undefined';
  const shared = "export const point = { type: 'object', properties: { x: { type: 'number' } }, required: ['x', 'z'] };\n";
  const tools =
    "import { defineTool } from '@kaoruisaac/pedelec';\nimport { point } from '../lib/shared';\n" +
    "export const a = defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { p: point }, required: ['y'] } });\n";
  // Off at the root (a.ts's), a hint in lib/ (shared.ts's): the importer's settings would hide the problem.
  const dir = workspace({
    'toolschema.config.json': `{ "rules": { "${REQUIRED}": "off" } }`,
    'lib/toolschema.config.json': `{ "rules": { "${REQUIRED}": "hint" } }`,
    'lib/shared.ts': shared,
    'src/a.ts': tools,
  });
  const c = await start({ workspaceFolders: [pathToFileURL(dir).toString()] });
  try {
    // The CLI reads one config file: given lib's, it reports shared.ts's problem as shared.ts's folder says.
    const cli = await lintMain(dir, ['--config', 'lib/toolschema.config.json', 'src/a.ts']);
    const expected = [...cli.stdout.matchAll(/^lib\/shared\.ts:(\d+):(\d+)\s+(\w+)\s.*\s(\S+)$/gm)].map((m) => m.slice(1).join(' '));
    assert.deepEqual(expected, [`1 95 hint ${REQUIRED}`], cli.stdout);
    const sharedUri = pathToFileURL(path.join(dir, 'lib/shared.ts')).toString();
    const a = pathToFileURL(path.join(dir, 'src/a.ts')).toString();
    c.open(a, tools, 'typescript');
    const SEVERITY = ['', 'error', 'warning', 'info', 'hint'];
    const inShared = await c.diagnosticsFor(sharedUri, (ds) => ds.length > 0);
    assert.deepEqual(
      inShared.map((d) => `${d.range.start.line + 1} ${d.range.start.character + 1} ${SEVERITY[d.severity!]} ${d.code}`),
      expected,
    );
    assert.deepEqual(
      codes(await c.diagnosticsFor(a)).filter((code) => code === REQUIRED),
      [],
      "off in a.ts's folder",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
