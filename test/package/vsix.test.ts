/**
 * The .vsix as VS Code installs it (`npm run package` writes toolschema.vsix; `npm run test:package` builds it
 * first): the extension's own bundles, the schemas and documents it opens, and nothing the extension never loads
 * (the CLI's bundles belong to the npm package only, see tarball.test.ts).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lazyRequires } from '../helpers/lazyRequires';

const REPO = path.resolve(__dirname, '../../..');
const VSIX = path.join(REPO, 'toolschema.vsix');
const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'));

/** The entries of a zip file (name and uncompressed size), read from its central directory. */
function zipEntries(zip: Buffer): { name: string; size: number }[] {
  // The end-of-central-directory record: at the end, after a comment of at most 65,535 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  assert.ok(eocd >= 0, 'not a zip file: no end-of-central-directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: { name: string; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, `central directory entry ${i} is damaged`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), size: zip.readUInt32LE(at + 24) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

test('vsix: holds the extension and its language server, not the CLI bundles the extension never loads', (t) => {
  assert.ok(existsSync(VSIX), `${VSIX} is missing: run \`npm run package\` first`);
  const entries = zipEntries(readFileSync(VSIX));
  const names = entries.map((e) => e.name);
  const dist = names.filter((n) => n.startsWith('extension/dist/')).sort();
  // client.js is `main`; it starts server.js. Neither loads cli.js or convert.js (the CLI's, in the npm package).
  assert.deepEqual(
    dist.filter((n) => !n.startsWith('extension/dist/lib/')),
    ['extension/dist/client.js', 'extension/dist/server.js'],
  );
  // The parsers and validators the server loads on first use are there, and nothing else of dist/lib/; so are the
  // schema bodies it reads on first use.
  const required = lazyRequires(readFileSync(path.join(REPO, 'dist/server.js'), 'utf8')).map((lib) =>
    path.posix.join('extension/dist', lib),
  );
  assert.ok(required.length >= 2, 'the server loads no parser on first use');
  assert.deepEqual(
    dist.filter((n) => n.startsWith('extension/dist/lib/')),
    [...new Set(required.filter((n) => n.startsWith('extension/dist/lib/')))].sort(),
  );
  for (const body of required.filter((n) => n.startsWith('extension/schemas/'))) assert.ok(names.includes(body), `${body} is missing`);
  assert.equal(path.posix.normalize(manifest.main), 'dist/client.js');
  for (const bin of ['dist/cli.js', 'dist/convert.js'])
    assert.ok(Object.values<string>(manifest.bin).includes(bin), `${bin} is still a bin of the npm package`);
  // What the extension opens at run time: the schemas (validation, the JSON hand-over), the rule pages, the icon.
  for (const needed of ['extension/package.json', 'extension/schemas/vscode-json-handover.json', 'extension/docs/rules/pedelec.md'])
    assert.ok(names.includes(needed), `${needed} is missing`);
  assert.ok(
    names.some((n) => /^extension\/schemas\/.+\.schema\.json$/.test(n)),
    'no bundled schema',
  );
  assert.deepEqual(
    names.filter((n) => /\.(map|ts|mjs)$/.test(n) || n.startsWith('extension/test/') || n.startsWith('extension/node_modules/')),
    [],
  );
  const bytes = entries.reduce((sum, e) => sum + e.size, 0);
  t.diagnostic(`toolschema.vsix: ${entries.length} files, ${(bytes / 1024).toFixed(0)} KB unpacked`);
});
