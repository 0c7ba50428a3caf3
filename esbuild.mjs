// Bundles the extension, the language server, the CLI and the ESLint plugin into one file each under dist/, and the
// parsers they load on first use into dist/lib/, shared by them.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';
import * as path from 'node:path';

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

/**
 * Packages the sources `require` inside a function, on first use (the TypeScript parser, the Python grammar, the
 * pattern engines): each is a bundle of its own in dist/lib/, and the bundles above require it from there at run
 * time. Node reads and compiles a whole script before running it, so bundled in, they cost every process — a CLI run
 * over JSON files only, a server that never opens a script — about half its start.
 */
const LAZY = {
  '@babel/parser': 'babel-parser',
  '@lezer/python': 'lezer-python',
  re2js: 're2js',
  '@eslint-community/regexpp': 'regexpp',
};
/**
 * The schemas' bodies, which only hover, completion and the language service read: the catalog requires each from
 * schemas/ (shipped beside dist/ in the npm package and the .vsix) on first use, so no process compiles them as object
 * literals (185 KB of the CLI bundle before) and a CLI run parses none. The generated validators stay in the bundles,
 * each schema's module run on its first require: loaded from files of their own (dist/lib/validate-<id>.js), a CLI run
 * over 7,000 Arcade definitions measured 2–6 % more CPU in 4 of 5 interleaved A/Bs (the cause not found), for ~10 ms
 * less start-up.
 */
const lazyPackages = {
  name: 'lazy-packages',
  setup(b) {
    b.onResolve({ filter: /^(@babel\/parser|@lezer\/python|re2js|@eslint-community\/regexpp)$/ }, (args) =>
      args.importer.includes('node_modules') ? undefined : { path: `./lib/${LAZY[args.path]}.js`, external: true },
    );
    b.onResolve({ filter: /^(\.\.\/)+schemas\/[\w.-]+\.schema\.json$/ }, (args) =>
      args.importer.endsWith(path.join('model', 'catalog.ts'))
        ? { path: `../schemas/${path.basename(args.path)}`, external: true }
        : undefined,
    );
  },
};
const bundle = (options) => build({ ...common, plugins: [lazyPackages], ...options });

await Promise.all([
  bundle({ entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  bundle({ entryPoints: ['server/src/node/main.ts'], outfile: 'dist/server.js', banner: { js: '#!/usr/bin/env node' } }),
  bundle({ entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } }),
  bundle({ entryPoints: ['server/src/cli/convert.ts'], outfile: 'dist/convert.js', banner: { js: '#!/usr/bin/env node' } }),
  // `toolschema/eslint`: ESLint itself is the user's (a peer dependency); only its types are imported.
  bundle({ entryPoints: ['server/src/eslint/plugin.ts'], outfile: 'dist/eslint.js' }),
  ...Object.entries(LAZY).map(([name, file]) => build({ ...common, entryPoints: [name], outfile: `dist/lib/${file}.js` })),
]);

// The `bin`s run directly from a clone too (`./dist/server.js --stdio`), as npm makes them on install.
for (const bin of ['dist/server.js', 'dist/cli.js', 'dist/convert.js']) chmodSync(bin, 0o755);
