/**
 * The seams, checked on the source: the core imports nothing from the editor adapters, only the mains import the
 * rule registry, rules read only the core's tree, only the JSON adapter (and the language service wrapper) touch
 * jsonc-parser, and no module imports itself through others (an import cycle), and no function takes six or more
 * parameters.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { LANGUAGES } from '../../server/src/core/languages/registry';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['server/src', 'client/src'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? tsFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports, type-only ones included. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

const files = SOURCES.flatMap((d) => tsFiles(path.join(ROOT, d)));
const graph = new Map(files.map((f) => [f, specifiers(f).flatMap((s) => resolveLocal(f, s) ?? [])]));
const rel = (f: string) => path.relative(ROOT, f);
const core = path.join(ROOT, 'server/src/core') + path.sep;

test('architecture: the source files were found (the checks below see the real tree)', () => {
  assert.ok(files.length > 60, `${files.length} files`);
  assert.ok(files.some((f) => f.endsWith(path.join('core', 'model', 'tree.ts'))));
});

/**
 * The rooms of the core, lowest first, each with the rooms below it that it may import (its own aside). The model is
 * the data every room shares; a language reads text into the model; rules judge the model; the pipeline runs languages
 * and rules; features (hover, completion, fixes, migration) and converters ask the pipeline. Hosts are what each
 * model host is sent (the shapes the converters emit and the provider rules check). A per-family helper that
 * rules need lives in rules/<family>/helpers/, where features and converters (above rules) may import it too.
 */
const ROOMS: Record<string, readonly string[]> = {
  model: [],
  settings: ['model'],
  hosts: ['model'],
  languages: ['model', 'settings'],
  rules: ['model', 'settings', 'hosts'],
  pipeline: ['model', 'settings', 'languages', 'rules'],
  features: ['model', 'settings', 'hosts', 'languages', 'rules', 'pipeline', 'convert'],
  convert: ['model', 'settings', 'hosts', 'languages', 'rules', 'pipeline'],
};
const roomOf = (f: string) => (f.startsWith(core) ? path.relative(core, f).split(path.sep)[0] : undefined);

test('architecture: every core file is in a room (no loose files at the top of core/)', () => {
  const loose = files.filter((f) => f.startsWith(core) && !(roomOf(f)! in ROOMS)).map(rel);
  assert.deepEqual(loose, []);
});

test('architecture: a room of the core imports only the rooms below it (features may import the pipeline, never the reverse)', () => {
  const offenders = [...graph]
    .filter(([f]) => f.startsWith(core))
    .flatMap(([f, targets]) =>
      targets
        .filter((t) => t.startsWith(core) && roomOf(t) !== roomOf(f) && !ROOMS[roomOf(f)!]?.includes(roomOf(t)!))
        .map((t) => `${rel(f)} imports ${rel(t)}`),
    );
  assert.deepEqual(offenders, []);
});

test('architecture: inside languages/, a language never imports the registry, and ids.ts imports nothing', () => {
  const languages = path.join(core, 'languages') + path.sep;
  const registry = path.join(languages, 'registry.ts');
  const ids = path.join(languages, 'ids.ts');
  const offenders = [...graph]
    .filter(([f]) => f.startsWith(languages))
    .flatMap(([f, targets]) =>
      targets.filter((t) => (t === registry && f !== registry) || f === ids).map((t) => `${rel(f)} imports ${rel(t)}`),
    );
  assert.deepEqual(offenders, []);
});

test('architecture: inside rules/, helpers never import a rule (rules import helpers, the registry imports rules)', () => {
  const rules = path.join(core, 'rules') + path.sep;
  const isHelper = (f: string) => f.includes(`${path.sep}helpers${path.sep}`);
  const offenders = [...graph]
    .filter(([f]) => f.startsWith(rules) && isHelper(f))
    .flatMap(([f, targets]) => targets.filter((t) => t.startsWith(rules) && !isHelper(t)).map((t) => `${rel(f)} imports ${rel(t)}`));
  assert.deepEqual(offenders, []);
});

/**
 * The composition roots: the mains that choose the rules and build the engine everything else is handed
 * (core/pipeline/engine.ts), as ESLint's Linter is given its rules. Any other importer of the registry would run
 * rules of its own choosing beside the engine's.
 */
const REGISTRY_ROOTS = [
  'server/src/node/main.ts', // the language server and its analysis workers
  'server/src/cli/main.ts', // toolschema-lint and its worker threads
  'server/src/cli/convert.ts', // toolschema-convert (lints a Pedelec output)
  'server/src/eslint/plugin.ts', // the ESLint plugin
  'test/helpers/engine.ts', // the tests and the bench
];

test('architecture: only the composition roots import the rule registry (rules/index.ts); everything else is handed the engine', () => {
  const registry = path.join(core, 'rules', 'index.ts');
  const withTests = [...files, ...tsFiles(path.join(ROOT, 'test')).filter((f) => !f.includes(`${path.sep}fixtures${path.sep}`))];
  const importers = withTests.filter((f) => specifiers(f).some((s) => resolveLocal(f, s) === registry)).map(rel);
  assert.deepEqual(importers.sort(), [...REGISTRY_ROOTS].sort());
});

test("architecture: the pipeline reads files through the engine's languages, never the language registry", () => {
  const registry = path.join(core, 'languages', 'registry.ts');
  const pipeline = path.join(core, 'pipeline') + path.sep;
  const offenders = [...graph].filter(([f, targets]) => f.startsWith(pipeline) && targets.includes(registry)).map(([f]) => rel(f));
  assert.deepEqual(offenders, []);
});

test('architecture: no import cycles', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const f of files) visit(f, []);
  assert.deepEqual(cycles, []);
});

test('architecture: the core imports nothing from the server, the CLI or the client (JSON schemas aside)', () => {
  const outside = files
    .filter((f) => f.startsWith(core))
    .flatMap((f) =>
      specifiers(f)
        .filter((s) => s.startsWith('.') && !s.endsWith('.json'))
        .map((s) => ({ f, s, target: path.resolve(path.dirname(f), s) })),
    )
    .filter(({ target }) => !(target + path.sep).startsWith(core) && !target.startsWith(core))
    .map(({ f, s }) => `${rel(f)} imports ${s}`);
  assert.deepEqual(outside, []);
});

test('architecture: rules read the core tree only, never jsonc-parser or the JSON language service', () => {
  const offenders = files
    .filter((f) => f.startsWith(path.join(core, 'rules')))
    .flatMap((f) =>
      specifiers(f)
        .filter((s) => /jsonc-parser|vscode-json-languageservice|vscode-languageserver/.test(s))
        .map((s) => `${rel(f)}: ${s}`),
    );
  assert.deepEqual(offenders, []);
});

test('architecture: only the JSON adapter reads JSON text with jsonc-parser', () => {
  const offenders = files
    .filter((f) => f.startsWith(core) && !f.startsWith(path.join(core, 'languages', 'json') + path.sep))
    .flatMap((f) =>
      specifiers(f)
        .filter((s) => s === 'jsonc-parser')
        .map(() => rel(f)),
    );
  assert.deepEqual(offenders, []);
});

test('architecture: LSP types stay out of the core (only the language service wrapper, hover and completion use them)', () => {
  const allowed = [
    'languageService.ts',
    'completion.ts',
    path.join('pedelec', 'completion.ts'),
    path.join('pedelec', 'keyCompletion.ts'),
  ].map((f) => path.join(core, 'features', f));
  const offenders = files
    .filter((f) => f.startsWith(core) && !allowed.includes(f))
    .flatMap((f) =>
      specifiers(f)
        .filter((s) => /^vscode-languageserver/.test(s))
        .map((s) => `${rel(f)}: ${s}`),
    );
  assert.deepEqual(offenders, []);
});

/** Value imports only (what a bundle carries): `import type` / `export type` lines are left out. */
function valueSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)(?!\s+type\b)\b[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

test('architecture: the VS Code client bundles no part of the analysis (the server does that), only shared lists and words', () => {
  const reached = new Set<string>();
  const stack = [path.join(ROOT, 'client/src/extension.ts')];
  while (stack.length) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const s of valueSpecifiers(file)) {
      const target = resolveLocal(file, s);
      if (target) stack.push(target);
    }
  }
  const coreModules = [...reached]
    .filter((f) => f.startsWith(core))
    .map(rel)
    .sort();
  assert.deepEqual(coreModules, [
    'server/src/core/convert/targets.ts',
    'server/src/core/languages/ids.ts',
    'server/src/core/model/problem.ts',
    'server/src/core/model/schemaAddresses.ts',
    'server/src/core/model/wording.ts',
  ]);
});

test('architecture: the language server imports nothing from the CLI (both read files through node/read.ts)', () => {
  const cli = path.join(ROOT, 'server/src/cli') + path.sep;
  // The ESLint plugin is the other command-line adapter: it walks the project as toolschema-lint does (same files,
  // same module host), which is what makes `eslint .` report what `toolschema-lint .` reports.
  const eslint = path.join(ROOT, 'server/src/eslint') + path.sep;
  const offenders = files
    .filter((f) => f.startsWith(path.join(ROOT, 'server/src') + path.sep) && !f.startsWith(cli) && !f.startsWith(eslint))
    .flatMap((f) => (graph.get(f) ?? []).filter((target) => target.startsWith(cli)).map((target) => `${rel(f)} imports ${rel(target)}`));
  assert.deepEqual(offenders, []);
});

test('architecture: no function in server/src or client/src declares six or more parameters (an options object instead)', () => {
  const offenders = files.flatMap((f) => {
    const source = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && node.parameters.length >= 6) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${rel(f)}:${line} ${node.name?.getText(source) ?? '(anonymous)'} has ${node.parameters.length}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
  assert.deepEqual(offenders, []);
});

/**
 * Outside a language's folder nothing branches on which language a file is: code reads what the language declares
 * (`Language.contributes`, `arcadeTools`, `parseFast`; the client's `EditorLanguage.inCode`). The ESLint
 * plugin is exempt: its configs and its `.py` language are ESLint's own per-language objects.
 */
const MAY_NAME_LANGUAGES = ['server/src/eslint/plugin.ts', 'server/src/eslint/python.ts'];
const LANGUAGE_WORDS = new Set(LANGUAGES.flatMap((l) => [l.name, ...l.languageIds]));
/** A language's own object, its lists of ids or extensions, a predicate that names one language. */
const PER_LANGUAGE = new RegExp(
  `^(?:${LANGUAGES.map((l) => `${l.name}Language`).join('|')}|is(?:Script|Python|Json|Jsonc|TypeScript|JavaScript)(?:Language|File)|(?:JSON|JSONC|SCRIPT|PYTHON|TYPESCRIPT|JAVASCRIPT)_(?:LANGUAGES|EXTENSIONS|FILE))$`,
);
const ABOUT_LANGUAGE = /language|\.name\b/i;

/** Where `text` names a language by its name or id, or uses a per-language export, in a language-reading place. */
export function languageBranches(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const say = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  const named = (name: ts.Node | undefined) => name !== undefined && ABOUT_LANGUAGE.test(name.getText(source));
  /** The literal (or an array of them) is compared with, passed to, or given as something about a language. */
  const aboutLanguage = (node: ts.Node): boolean => {
    const parent = node.parent;
    if (ts.isArrayLiteralExpression(parent)) return aboutLanguage(parent);
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent)) return aboutLanguage(parent);
    if (ts.isBinaryExpression(parent)) {
      const other = parent.left === node ? parent.right : parent.left;
      return (
        [
          ts.SyntaxKind.EqualsEqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsEqualsToken,
          ts.SyntaxKind.EqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsToken,
        ].includes(parent.operatorToken.kind) && named(other)
      );
    }
    // `languageId.startsWith('typescript')`, `languageFor('python')`, `['json', 'jsonc'].includes(languageId)`
    if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) return named(parent.expression);
    if (ts.isPropertyAccessExpression(parent) && ts.isCallExpression(parent.parent)) return parent.parent.arguments.some(named);
    if (ts.isPropertyAssignment(parent) || ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent))
      return named(parent.name);
    if (ts.isCaseClause(parent)) return named(parent.parent.parent.expression);
    return false;
  };
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && LANGUAGE_WORDS.has(node.text) && aboutLanguage(node))
      say(node, `names the language '${node.text}'`);
    else if (ts.isIdentifier(node) && PER_LANGUAGE.test(node.text)) say(node, `uses ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('architecture: outside languages/, nothing names a language or calls a per-language predicate (it reads what the language declares)', () => {
  const languages = path.join(core, 'languages') + path.sep;
  const offenders = files
    .filter((f) => !f.startsWith(languages) && !MAY_NAME_LANGUAGES.includes(rel(f)))
    .flatMap((f) => languageBranches(rel(f), readFileSync(f, 'utf8')));
  assert.deepEqual(offenders, []);
});

test('architecture: the language-branch check sees the forms code used before the languages declared their parts', () => {
  const branches = [
    "if (languageFor(analysis.doc.languageId).name !== 'python') return undefined;",
    "const holdsSeveral = (document) => document.languageId !== 'json' && document.languageId !== 'jsonc';",
    'if (isScriptLanguage(document.languageId)) show();',
    'const python = languageReading(file) === pythonLanguage;',
    'if (engine.languageFor(source.languageId) !== jsonLanguage) return;',
    "const name = languageId.startsWith('typescript') ? 'TypeScript' : 'JavaScript';",
    "register([{ language: 'json' }, { language: 'jsonc' }]);",
    "export function tooltip(info, languageId = 'json') {}",
    "analyze({ uri, languageId: 'json', text });",
    "const code = ['python', 'typescript'].includes(document.languageId);",
    "switch (language.name) { case 'typescript': break; }",
    'const files = PYTHON_EXTENSIONS.map((e) => e);',
  ];
  for (const line of branches) assert.equal(languageBranches('x.ts', line).length > 0, true, line);
  const fine = [
    "if (vs.val_type === 'json') return object();",
    "const json = vscode.workspace.getConfiguration('json');",
    "if (format === 'json') return formatJson(results);",
    'if (language.contributes?.hover) ask();',
    "const kind: 'json' | 'script' = 'json';",
  ];
  for (const line of fine) assert.deepEqual(languageBranches('x.ts', line), [], line);
});
