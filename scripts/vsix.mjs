// `node scripts/vsix.mjs OUT.vsix`: packages the built extension with vsce. `.vscodeignore` decides what the .vsix
// holds; `files` in package.json decides what the npm package holds. vsce refuses a manifest that has both, so it
// runs on a copy of the tree whose package.json has no `files` (same name, version and contributions). The
// package's README is the copy vsix-readme.mjs makes (pictures embedded, rule links as commands), written here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vsixReadme } from './vsix-readme.mjs';

const root = process.cwd();
const out = path.resolve(root, process.argv[2] ?? 'toolschema.vsix');
const SKIP = new Set(['.git', 'node_modules', 'out', 'test-results', '.bench']);

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-vsix-'));
try {
  fs.cpSync(root, stage, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(root, src);
      return !SKIP.has(rel.split(path.sep)[0]) && !/\.(vsix|tgz)$/.test(rel);
    },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  delete manifest.files;
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const vsce = path.join(root, 'node_modules', '.bin', 'vsce');
  // vsce reads --readme-path relative to the package folder: the staged copy.
  fs.writeFileSync(path.join(stage, 'README.vsix.md'), vsixReadme(fs.readFileSync(path.join(root, 'README.md'), 'utf8')));
  const readmeArgs = ['--readme-path', 'README.vsix.md', '--no-rewrite-relative-links'];
  const r = spawnSync(vsce, ['package', '--no-dependencies', '--allow-missing-repository', ...readmeArgs, '-o', out], {
    cwd: stage,
    stdio: 'inherit',
  });
  if (r.error || r.status !== 0) {
    console.error(`vsix: vsce package failed (${r.error?.message ?? `exit ${r.status}`})`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
