// Bundles the extension, the language server and the CLI into one file each under dist/.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const importMetaUrl = "const __importMetaUrl = require('url').pathToFileURL(__filename).href;";

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  sourcemap: 'linked',
  sourcesContent: false, // maps for stack traces (node --enable-source-maps); the sources are in the repository
  logLevel: 'warning',
  // ESM dependencies (fdir, via tinyglobby) read import.meta.url, which a CommonJS bundle must provide.
  define: { 'import.meta.url': '__importMetaUrl' },
  // These ship UMD builds whose dynamic requires esbuild cannot follow; their ESM builds bundle cleanly.
  alias: {
    'vscode-json-languageservice': './node_modules/vscode-json-languageservice/lib/esm/jsonLanguageService.js',
    'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js',
  },
};

await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'], banner: { js: importMetaUrl } }),
  build({ ...common, entryPoints: ['server/src/node/main.ts'], outfile: 'dist/server.js', banner: { js: `#!/usr/bin/env node\n${importMetaUrl}` } }),
  build({ ...common, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: `#!/usr/bin/env node\n${importMetaUrl}` } }),
]);

// The two `bin`s run directly from a clone too (`./dist/server.js --stdio`), as npm makes them on install.
for (const bin of ['dist/server.js', 'dist/cli.js']) chmodSync(bin, 0o755);
