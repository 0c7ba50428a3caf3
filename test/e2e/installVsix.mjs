// The packaged extension as a user installs it: `code-server --install-extension FILE.vsix`, not a development
// folder. Plain ESM, no build step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureCodeServer, startCodeServer } from './codeServer.mjs';

/**
 * Installs `vsix` into the empty folder `dirs.extensions` (user data in `dirs.userData`, XDG dirs under `dirs.tmp`)
 * with code-server's own CLI, as startCodeServer() lays them out; returns the folder it was unpacked into. Throws
 * with code-server's output when the install fails or code-server then lists something else.
 */
export function installVsix(vsix, dirs) {
  if (!fs.existsSync(vsix)) throw new Error(`${vsix} does not exist: run \`npm run package\` first`);
  const entry = ensureCodeServer();
  const env = {
    ...process.env,
    EXTENSIONS_GALLERY: '{}',
    XDG_CONFIG_HOME: path.join(dirs.tmp, 'xdg-config'),
    XDG_DATA_HOME: path.join(dirs.tmp, 'xdg-data'),
    XDG_CACHE_HOME: path.join(dirs.tmp, 'xdg-cache'),
  };
  const cli = (...args) =>
    spawnSync(process.execPath, [entry, '--extensions-dir', dirs.extensions, '--user-data-dir', dirs.userData, ...args], {
      encoding: 'utf8',
      env,
    });
  const install = cli('--install-extension', path.resolve(vsix), '--force');
  if (install.status !== 0) {
    throw new Error(`code-server --install-extension ${vsix} exited ${install.status}:\n${install.stdout}${install.stderr}`);
  }
  const { publisher, name, version } = installedManifest(dirs.extensions);
  const listed = cli('--list-extensions', '--show-versions')
    .stdout.split('\n')
    .map((l) => l.trim());
  const id = `${publisher}.${name}@${version}`;
  if (!listed.includes(id)) throw new Error(`after the install code-server lists ${JSON.stringify(listed)}, not ${id}`);
  return path.join(dirs.extensions, `${publisher}.${name}-${version}`);
}

/** The manifest of the one extension unpacked in `extensionsDir`. */
function installedManifest(extensionsDir) {
  const folders = fs.readdirSync(extensionsDir).filter((f) => fs.existsSync(path.join(extensionsDir, f, 'package.json')));
  if (folders.length !== 1) throw new Error(`expected one extension in ${extensionsDir}, found ${JSON.stringify(folders)}`);
  return JSON.parse(fs.readFileSync(path.join(extensionsDir, folders[0], 'package.json'), 'utf8'));
}

/** startCodeServer() with `vsix` installed into its fresh extensions folder first; `server.extension` is its folder. */
export async function startCodeServerWithVsix(vsix, options) {
  let extension;
  const server = await startCodeServer({
    ...options,
    beforeStart: (dirs) => {
      extension = installVsix(vsix, dirs);
    },
  });
  return Object.assign(server, { extension });
}
