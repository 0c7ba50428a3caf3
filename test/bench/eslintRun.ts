/**
 * One ESLint run for the bench, in a process of its own: `node eslintRun.js <dir> with|without`. Both use the
 * README's setup (typescript-eslint's parser for TypeScript files, @eslint/json for JSON); `with` adds the plugin's
 * two configs, `without` lints the same files with no rule, so the difference is the plugin's whole cost (loading
 * the bundle, the project walk for cross-file problems, the analyses). Prints `N problems in M files`.
 */
import * as path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import json from '@eslint/json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const tsParser = require('@typescript-eslint/parser') as Linter.Parser;
const [dir, mode] = process.argv.slice(2);

async function main() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin =
    mode === 'with'
      ? (require(path.resolve(__dirname, '../../../dist/eslint.js')) as { configs: Record<string, Linter.Config[]> })
      : undefined;
  const config: Linter.Config[] = [
    { plugins: { json } },
    { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tsParser } },
    // The same files in both runs: the plugin's configs name them; without it, these do.
    ...(plugin
      ? [...plugin.configs.recommended, ...plugin.configs.json]
      : [
          { files: ['**/*.{ts,tsx,js}'] },
          { files: ['**/*.json'], ignores: ['**/tsconfig.json', '**/package-lock.json'], language: 'json/json' },
        ]),
  ];
  const results = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(['.']);
  const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}: ${m.message}`));
  if (fatal.length) throw new Error(`ESLint could not parse: ${fatal.slice(0, 3).join('; ')}`);
  const problems = results.reduce((n, r) => n + r.messages.length, 0);
  process.stdout.write(`${problems} problems in ${results.filter((r) => r.messages.length).length} files (${results.length} linted)\n`);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exitCode = 2;
});
