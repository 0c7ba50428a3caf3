// @ts-check
// Entry point loaded by VS Code's extension host through `extensionTestsPath` (the @vscode/test-electron
// convention): `run()` resolves when every `*.test.js` beside this file passed, rejects otherwise.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const util = require('node:util');

/** mocha from the repo's node_modules, else from the cache folder run.mjs passes in TOOLSCHEMA_E2E_NODE_PATH. */
function loadMocha() {
  try {
    return require('mocha');
  } catch (err) {
    const from = process.env.TOOLSCHEMA_E2E_NODE_PATH;
    if (!from) throw err;
    return require(require.resolve('mocha', { paths: [from] }));
  }
}

exports.run = function run() {
  const Mocha = loadMocha();
  // The extension host forwards console.log's arguments unformatted ("%s,arg"): format them here.
  Mocha.reporters.Base.consoleLog = (...args) => console.log(util.format(...args));
  // spec reporter writes through console.log, which the extension host forwards to the launcher.
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 60_000, reporter: 'spec' });
  const dir = process.env.TOOLSCHEMA_E2E_SUITE_DIR || __dirname;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.js'))
    .sort();
  if (files.length === 0) return Promise.reject(new Error(`no *.test.js files in ${dir}`));
  for (const f of files) mocha.addFile(path.join(dir, f));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} test(s) failed`)) : resolve()));
  });
};
