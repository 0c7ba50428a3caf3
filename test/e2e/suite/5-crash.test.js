// Crash recovery: kill the language server; the extension starts a new one and diagnostics come back.
// Last on purpose: the other files need a server that has not crashed.
'use strict';
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { until, open, diagnosticAt, insertBefore } = require('./helpers');

const RULE = 'pedelec/unsupported-keyword';

/** PIDs of this extension host's language servers (children only: never another VS Code's server). */
function serverPids() {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'dist/server\\.js'], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch (e) {
    if (e.status === 1) return []; // pgrep: nothing matched
    throw e;
  }
}

suite('crash recovery', () => {
  test('a killed language server is restarted and diagnostics come back', async () => {
    const doc = await open('crash.args.json');
    await diagnosticAt(doc, RULE, 'multipleOf');
    const [old, ...more] = await until('the language server process', () => {
      const p = serverPids();
      return p.length > 0 && p;
    });
    assert.deepEqual(more, [], `one server expected, found ${[old, ...more]}`);
    process.kill(old, 'SIGKILL');
    const restarted = await until('a new language server process', () => serverPids().find((p) => p !== old));
    assert.notEqual(restarted, old);
    // Only a live server can report a keyword typed after the crash.
    await insertBefore(doc, '"multipleOf"', '"format": "int32", ');
    // (Stale diagnostics keep their old ranges, which now cover other text: match the message too.)
    const fresh = (keyword) => diagnosticAt(doc, RULE, keyword, (d) => d.message.startsWith(`"${keyword}"`));
    await fresh('format');
    await fresh('multipleOf');
  });
});
