// `npm run release`: builds toolschema-<version>.tgz (npm) and toolschema-<version>.vsix (VS Code) from a clean
// tree, the version taken from package.json. Refuses (exit 1, nothing built) when CHANGELOG.md has no section for
// that version or the git checkout has uncommitted changes. `--check` runs only those checks.
// Works on the current directory (npm runs scripts in the package root). Plain ESM, no build step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const checkOnly = process.argv.includes('--check');
const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};

/** The problem with CHANGELOG.md for `version` (Keep a Changelog: `## [0.2.0] - 2026-12-01`, then entries), or null. */
function changelogProblem(text, version) {
  const lines = text.split(/\r?\n/);
  const heading = new RegExp(`^## \\[${version.replace(/[.+]/g, '\\$&')}\\](\\s|$)`);
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return `CHANGELOG.md has no "## [${version}]" section; add one listing this release's changes`;
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const entries = lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => /^\s*[-*] \S/.test(l));
  if (entries.length === 0) return `CHANGELOG.md's "## [${version}]" section lists no changes ("- …" lines)`;
  return null;
}

/** Uncommitted changes (`git status --porcelain` lines), [] when clean, null outside a git checkout. */
function uncommitted() {
  const r = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  return r.stdout.split('\n').filter(Boolean);
}

function run(cmd, args) {
  console.log(`release: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.error || r.status !== 0) fail(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`})`);
}

const { name, version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const changelog = path.join(root, 'CHANGELOG.md');
const problem = fs.existsSync(changelog) ? changelogProblem(fs.readFileSync(changelog, 'utf8'), version) : 'there is no CHANGELOG.md';
if (problem) fail(problem);
const changes = uncommitted();
if (changes === null) console.log('release: not a git checkout; cannot check that the tree is clean');
else if (changes.length > 0) fail(`uncommitted changes; commit or stash them first:\n  ${changes.join('\n  ')}`);
if (checkOnly) {
  console.log(`release: ${name} ${version} can be released`);
  process.exit(0);
}

const tgz = `${name}-${version}.tgz`;
const vsix = `${name}-${version}.vsix`;
for (const f of ['dist', 'out', tgz, vsix]) fs.rmSync(path.join(root, f), { recursive: true, force: true });
run('npm', ['run', 'build', '--silent']);
run('npm', ['pack', '--silent']); // writes <name>-<version>.tgz
run('node', ['scripts/vsix.mjs', vsix]);
for (const f of [tgz, vsix]) {
  if (!fs.existsSync(path.join(root, f))) fail(`${f} was not written`);
  console.log(`release: ${f} ${(fs.statSync(path.join(root, f)).size / 1024).toFixed(0)} KB`);
}
