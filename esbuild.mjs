// Bundles the extension, the language server, the CLI and the ESLint plugin into one file each under dist/.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  sourcemap: 'linked',
  sourcesContent: false, // maps for stack traces (node --enable-source-maps); the sources are in the repository
  logLevel: 'warning',
  // These ship UMD builds whose dynamic requires esbuild cannot follow; their ESM builds bundle cleanly.
  alias: {
    'vscode-json-languageservice': './node_modules/vscode-json-languageservice/lib/esm/jsonLanguageService.js',
    'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js',
  },
};

await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  build({ ...common, entryPoints: ['server/src/node/main.ts'], outfile: 'dist/server.js', banner: { js: '#!/usr/bin/env node' } }),
  build({ ...common, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } }),
  build({ ...common, entryPoints: ['server/src/cli/convert.ts'], outfile: 'dist/convert.js', banner: { js: '#!/usr/bin/env node' } }),
  // `toolschema/eslint`: ESLint itself is the user's (a peer dependency); only its types are imported.
  build({ ...common, entryPoints: ['server/src/eslint/plugin.ts'], outfile: 'dist/eslint.js' }),
]);

// The `bin`s run directly from a clone too (`./dist/server.js --stdio`), as npm makes them on install.
for (const bin of ['dist/server.js', 'dist/cli.js', 'dist/convert.js']) chmodSync(bin, 0o755);
