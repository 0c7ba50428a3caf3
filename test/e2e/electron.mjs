// `npm run test:electron`: the same suite as `npm run test:e2e` (suite/index.js), in a desktop VS Code that
// @vscode/test-electron downloads, for machines that can reach Microsoft's update server. This project's machines
// cannot: there the download fails within seconds and this script says to use `npm run test:e2e` instead.
// Assumes `npm run build` already produced dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import { CACHE_DIR } from './codeServer.mjs';

const VSCODE_VERSION = '1.100.3'; // the VS Code inside code-server 4.100.3 (test:e2e): both launchers test the same editor
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const say = (...a) => console.log('[electron]', ...a);

async function main() {
  if (!fs.existsSync(path.join(repo, 'dist', 'client.js'))) throw new Error('dist/client.js is missing: run `npm run build` first');
  const cachePath = path.join(CACHE_DIR, 'vscode-test');
  let vscodeExecutablePath;
  try {
    vscodeExecutablePath = await downloadAndUnzipVSCode({ version: VSCODE_VERSION, cachePath, timeout: 15_000 });
  } catch (err) {
    console.error(
      `[electron] FAILED: cannot download VS Code ${VSCODE_VERSION} (${err.message ?? err}).\n` +
        "[electron] @vscode/test-electron needs Microsoft's update server, which this machine cannot reach.\n" +
        '[electron] Here, run the same suite with `npm run test:e2e` (VS Code 1.100.3 in code-server + Chromium).',
    );
    return 2;
  }
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-ws-'));
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-vscode-'));
  try {
    fs.cpSync(path.join(here, 'fixtures'), workspace, { recursive: true });
    say(`VS Code ${VSCODE_VERSION}: ${vscodeExecutablePath}; workspace ${workspace}`);
    return await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: repo,
      extensionTestsPath: path.join(here, 'suite', 'index.js'),
      launchArgs: [
        workspace,
        '--disable-extensions',
        '--disable-workspace-trust',
        '--skip-welcome',
        '--skip-release-notes',
        '--user-data-dir',
        userData,
      ],
    });
  } finally {
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.rmSync(userData, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    (code === 0 ? console.log : console.error)(`[electron] ${code === 0 ? 'passed' : `FAILED (exit code ${code})`}`);
    process.exit(code);
  },
  (err) => {
    console.error(`[electron] ERROR: ${err.stack ?? err}`);
    process.exit(1);
  },
);
