#!/usr/bin/env node
// Compares toolschema's verdicts with the valid/invalid fixtures of UnitVectorY-Labs/jsonschemaprofiles (a Go
// library of provider profiles), run by hand: the fixtures are read from a local clone, never copied here.
//   npm run build && node scripts/jsonschemaprofiles-agreement.mjs <path to a jsonschemaprofiles git dir or clone>
// Prints, per fixture set, the count that agrees and each disagreement with the violations toolschema found.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { checkSchema } = require(join(root, 'out/server/src/core/rules/provider/checkSchema.js'));
const { profileById } = require(join(root, 'out/server/src/core/rules/provider/profiles/index.js'));

const repo = process.argv[2];
if (!repo) {
  process.stderr.write('usage: node scripts/jsonschemaprofiles-agreement.mjs <jsonschemaprofiles git dir or clone>\n');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8' });
const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'tests/')
  .split('\n')
  .filter((f) => f.endsWith('.json'));

// Their set → our profile. OpenAI's fixtures are Structured Outputs schemas: the subset strict function calling uses.
const SETS = { openai_202602: 'openai-strict', gemini_202602: 'gemini' };
let agreed = 0;
let total = 0;
for (const [set, profileId] of Object.entries(SETS)) {
  const profile = profileById(profileId);
  let setAgreed = 0;
  let setTotal = 0;
  const disagreements = [];
  for (const file of files.filter((f) => f.startsWith(`tests/${set}/`))) {
    const expected = file.includes('/invalid/') ? 'invalid' : 'valid';
    const schema = JSON.parse(git('show', `HEAD:${file}`));
    const violations = checkSchema(schema, profile);
    const verdict = violations.length ? 'invalid' : 'valid';
    setTotal++;
    if (verdict === expected) setAgreed++;
    else
      disagreements.push(
        `  ${file}: theirs ${expected}, ours ${verdict}${violations.length ? ` (${violations.map((v) => `${v.kind}: ${v.message.slice(0, 70)}`).join('; ')})` : ''}`,
      );
  }
  agreed += setAgreed;
  total += setTotal;
  process.stdout.write(
    `${set} vs ${profileId}: ${setAgreed}/${setTotal} agree\n${disagreements.join('\n')}${disagreements.length ? '\n' : ''}`,
  );
}
process.stdout.write(`total: ${agreed}/${total} agree\n`);
