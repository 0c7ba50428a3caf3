// Real VS Code for end-to-end tests: code-server (= VS Code 1.100.3) from npm, cached outside the repo.
// See /work/shared/REAL-EDITOR.md for why each install step is needed. Plain ESM, no build step.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CODE_SERVER_VERSION = '4.100.3'; // = VS Code 1.100.3; the last one that runs the test payload on Node 20
export const PLAYWRIGHT_VERSION = '1.65.1'; // = devDependencies
export const MOCHA_VERSION = '11.7.5'; // = devDependencies; CommonJS (mocha 12 is ESM-only)
export const CACHE_DIR = process.env.TOOLSCHEMA_CACHE ?? path.join(os.homedir(), '.cache', 'toolschema');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
]; // the browser reaches the loopback code-server only
const DEBIAN_PACKAGES = ['libkrb5-dev', 'pkg-config', 'ripgrep', 'chromium'];
const DONE = '.install-complete'; // written last: a folder without it is a broken install and is redone

const log = (...a) => console.log('[e2e]', ...a);

/** Runs a command, inheriting stdio to stderr; throws with the command line when it fails. */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 2, 2], ...opts, env: { ...process.env, ...opts.env } });
  if (r.error || r.status !== 0) {
    throw new Error(
      `command failed (${r.error?.message ?? `exit ${r.status}`}): ${cmd} ${args.join(' ')}` + (opts.cwd ? `\n  in ${opts.cwd}` : ''),
    );
  }
}

/** Installs the Debian packages that are missing (needs root), or throws saying what to install. */
export function ensureDebianPackages(pkgs = DEBIAN_PACKAGES) {
  const missing = pkgs.filter((p) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `missing Debian packages: ${missing.join(' ')}; not root, so install them first:\n` +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
  }
  log(`apt-get install ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
}

/** Installs code-server once into CACHE_DIR/code-server-VERSION; returns the path of its entry script. */
export function ensureCodeServer() {
  const root = path.join(CACHE_DIR, `code-server-${CODE_SERVER_VERSION}`);
  const pkg = path.join(root, 'node_modules', 'code-server');
  const entry = path.join(pkg, 'out', 'node', 'entry.js');
  if (fs.existsSync(path.join(root, DONE))) return entry;
  ensureDebianPackages();
  const t0 = Date.now();
  log(`installing code-server ${CODE_SERVER_VERSION} into ${root} (takes a few minutes, once)`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), '{"private":true}\n');
  // 1. Without scripts: code-server's postinstall would download things. argon2 ships prebuilt binaries.
  run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `code-server@${CODE_SERVER_VERSION}`], { cwd: root });
  run('npm', ['rebuild', 'argon2'], { cwd: root });
  // 2. VS Code's own dependencies, again without scripts.
  const vscode = path.join(pkg, 'lib', 'vscode');
  run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: vscode });
  // 3. @vscode/ripgrep's postinstall downloads rg: use Debian's instead, then build the native modules
  //    (node-pty runs `npx node-gyp`; nodedir=/usr keeps node-gyp from downloading headers).
  const rgBin = path.join(vscode, 'node_modules', '@vscode', 'ripgrep', 'bin');
  fs.mkdirSync(rgBin, { recursive: true });
  fs.rmSync(path.join(rgBin, 'rg'), { force: true });
  fs.symlinkSync('/usr/bin/rg', path.join(rgBin, 'rg'));
  const buildEnv = { npm_config_yes: 'true', npm_config_nodedir: '/usr' }; // npm 11 dropped unsafe-perm: root runs scripts
  run('npm', ['rebuild'], { cwd: vscode, env: buildEnv });
  // 4. The rest of code-server's postinstall.sh.
  const link = (target, at) => {
    fs.rmSync(at, { force: true });
    fs.symlinkSync(target, at);
  };
  link('node_modules', path.join(vscode, 'node_modules.asar'));
  link('./code-linux.sh', path.join(vscode, 'bin', 'remote-cli', 'code-server'));
  link('./browser-linux.sh', path.join(vscode, 'bin', 'helpers', 'browser.sh'));
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: path.join(vscode, 'extensions'), env: buildEnv });
  if (!fs.existsSync(entry)) throw new Error(`code-server installed but ${entry} is missing`);
  fs.writeFileSync(path.join(root, DONE), `${new Date().toISOString()}\n`);
  log(`code-server installed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return entry;
}

/**
 * Returns `require` for an npm package: from the repo's node_modules when it resolves there, otherwise from
 * CACHE_DIR/npm/NAME-VERSION (installed there once).
 */
export function requireTool(name, version, fromDir = process.cwd()) {
  try {
    return createRequire(path.join(fromDir, 'noop.js'))(name);
  } catch {
    /* not in the repo: use the cache */
  }
  const dir = toolDir(name, version);
  return createRequire(path.join(dir, 'noop.js'))(name);
}

/** Installs NAME@VERSION into CACHE_DIR/npm/NAME-VERSION once; returns that folder (holds node_modules). */
export function toolDir(name, version) {
  const dir = path.join(CACHE_DIR, 'npm', `${name.replace('/', '+')}-${version}`);
  if (!fs.existsSync(path.join(dir, DONE))) {
    log(`installing ${name}@${version} into ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    // playwright-core has no browser-download postinstall; --ignore-scripts keeps it that way.
    run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `${name}@${version}`], { cwd: dir });
    fs.writeFileSync(path.join(dir, DONE), `${new Date().toISOString()}\n`);
  }
  return dir;
}

/** A free TCP port on 127.0.0.1 (asks the kernel, then releases it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const running = new Set(); // code-servers not yet stopped: killed on exit, Ctrl+C or a crash
function killAll() {
  for (const s of running) s.stopSync();
}
let hooksInstalled = false;
function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', killAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (running.size) log(`${sig}: stopping code-server`);
      killAll();
      if (process.listenerCount(sig) === 1) process.exit(130); // else the caller's own handler exits
    });
  }
}

/**
 * Starts code-server on a free loopback port, opening `folder`. Returns { url, port, pid, dirs, stop() }.
 * Its user data, extensions and XDG dirs live in a fresh temp folder, removed by stop(). Output goes to `logFile`
 * (default: in that temp folder). `beforeStart(dirs)` runs once those folders exist (e.g. installVsix.mjs).
 */
/** `vsix`: a packaged extension to install (`code-server --install-extension`) before the server starts. */
export async function startCodeServer({ folder, settings = {}, env = {}, logFile, timeoutMs = 60_000, beforeStart, vsix } = {}) {
  const entry = ensureCodeServer();
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-cs-'));
  const dirs = { tmp, userData: path.join(tmp, 'user-data'), extensions: path.join(tmp, 'extensions') };
  const userDir = path.join(dirs.userData, 'User');
  fs.mkdirSync(userDir, { recursive: true });
  fs.mkdirSync(dirs.extensions, { recursive: true });
  fs.writeFileSync(
    path.join(userDir, 'settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'workbench.enableExperiments': false,
        'update.mode': 'none',
        'telemetry.telemetryLevel': 'off',
        'extensions.autoCheckUpdates': false,
        'extensions.autoUpdate': false,
        'security.workspace.trust.enabled': false,
        'chat.commandCenter.enabled': false,
        ...settings,
      },
      null,
      2,
    ),
  );
  if (vsix) {
    run(process.execPath, [entry, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions, '--install-extension', vsix], {
      env: { XDG_CONFIG_HOME: path.join(tmp, 'xdg-config'), XDG_DATA_HOME: path.join(tmp, 'xdg-data'), EXTENSIONS_GALLERY: '{}' },
    });
  }
  try {
    await beforeStart?.(dirs);
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  const args = [
    entry,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--user-data-dir',
    dirs.userData,
    '--extensions-dir',
    dirs.extensions,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    folder,
  ];
  logFile ??= path.join(tmp, 'code-server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    detached: true, // own process group: stop() kills the extension host and file watchers with it
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      XDG_CONFIG_HOME: path.join(tmp, 'xdg-config'),
      XDG_DATA_HOME: path.join(tmp, 'xdg-data'),
      XDG_CACHE_HOME: path.join(tmp, 'xdg-cache'),
      EXTENSIONS_GALLERY: '{}', // no marketplace (code-server's default is open-vsx.org): nothing leaves the machine
      ...env,
    },
  });
  fs.closeSync(out);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    dirs,
    logFile,
    /** Kills the whole process group now (used on exit); safe to call twice. */
    stopSync() {
      if (!running.delete(server)) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    },
    /** SIGTERM to the process group, SIGKILL if it is still there after 5 s; removes the temp folder. */
    async stop() {
      if (!running.has(server)) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const deadline = Date.now() + 5000;
      while (groupAlive(child.pid) && Date.now() < deadline) await delay(100);
      server.stopSync();
    },
    log: () => fs.readFileSync(logFile, 'utf8'),
  };
  running.add(server);
  installExitHooks();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      const text = server.log();
      server.stopSync();
      throw new Error(`code-server exited early (${JSON.stringify(exited)}); its log:\n${text}`);
    }
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      const text = server.log();
      await server.stop();
      throw new Error(`code-server did not answer /healthz within ${timeoutMs / 1000} s; its log:\n${text}`);
    }
    await delay(200);
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
const delay = (ms) => new Promise((r) => setTimeout(r, ms));
