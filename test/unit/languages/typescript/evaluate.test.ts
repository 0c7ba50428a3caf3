/**
 * Static evaluation of schemas as written in code: literals and wrappers, constants, spreads, imports of modules
 * and `.json` files, path aliases. What cannot be known statically is skipped: never a false problem, never a hang.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeFile, analyzeProject, memoryHost } from '../../../helpers/scripts';

const HEAD = `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n`;
/** An args schema with `props` as its properties, typed so it is checked. */
const schema = (props: string, before = '') =>
  `${HEAD}${before}export const s = { type: 'object', properties: { ${props} } } satisfies ToolArgsSchema;\n`;

test('evaluate: a template literal without substitutions is a string; with one it is skipped, never an error', () => {
  assert.deepEqual(analyzeFile(schema('a: { type: `strin` }, b: { type: `string`, minLength: 1 }')).here, [
    'pedelec/missing-type «`strin`»',
  ]);
  const run = analyzeFile(
    schema('a: { type: `${kind}` }, b: { type: `str${"ing"}`, enum: [`x${n}`] }', 'declare const kind: string, n: number;\n'),
  );
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.logged, []);
});

test('evaluate: spreads, later properties win as in JavaScript', () => {
  const before = `const base = { type: 'number', minimum: 0 };\n`;
  // `type: 'string'` after the spread wins: the spread's minimum now sits on a string (reported where it is written).
  assert.deepEqual(analyzeFile(schema(`a: { ...base, type: 'string' }`, before)).here, ['pedelec/keyword-type-mismatch «minimum»']);
  // The spread after `type: 'string'` wins: a number with a minimum is fine.
  assert.deepEqual(analyzeFile(schema(`a: { type: 'string', ...base }`, before)).here, []);
  assert.deepEqual(analyzeFile(schema(`a: { ...base, description: 'Count.' }`, before)).here, []);
  // Spread of something unknown: the whole object is skipped.
  assert.deepEqual(analyzeFile(schema(`a: { ...make(), type: 'strin' }`, 'declare function make(): object;\n')).here, []);
});

test('evaluate: a parameter named like a top-level constant is not that constant', () => {
  const before = `const point = { type: 'strin' };\n`;
  const inFunction = `${HEAD}${before}export function wrap(point: unknown) {\n  return { type: 'object', properties: { p: point, q: { type: 'array' } } } satisfies ToolArgsSchema;\n}\n`;
  // The schema is checked (q is reported), its p is not the constant.
  assert.deepEqual(analyzeFile(inFunction).here, ["pedelec/array-missing-items «'array'»", "pedelec/unbounded-array «'array'»"].sort());
  const inArrow = `${HEAD}${before}export const wrap = (point: unknown) => ({ type: 'object', properties: { p: point } }) satisfies ToolArgsSchema;\n`;
  assert.deepEqual(analyzeFile(inArrow).here, []);
  const inBlock = `${HEAD}${before}{\n  let point = 1;\n  void ({ type: 'object', properties: { p: point } } satisfies ToolArgsSchema);\n}\n`;
  assert.deepEqual(analyzeFile(inBlock).here, []);
  // Outside the function the constant is meant.
  assert.deepEqual(analyzeFile(schema('p: point', before)).here, ["pedelec/missing-type «'strin'»"]);
});

test('evaluate: constants referring to each other in a cycle terminate, the cycle skipped', () => {
  const before = `const a = { type: 'array', maxItems: 3, items: b };\nconst b = { type: 'array', maxItems: 3, items: a };\nconst self = { type: 'object', properties: { me: self } };\n`;
  const run = analyzeFile(schema('a, b, self', before));
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.logged, []);
});

test('evaluate: deep nesting and exponential reuse of constants terminate', () => {
  let deep = `{ type: 'string' }`;
  for (let i = 0; i < 2000; i++) deep = `{ type: 'array', maxItems: 1, items: ${deep} }`;
  assert.deepEqual(analyzeFile(schema(`a: ${deep}`)).logged, []);
  // 4^40 nodes if evaluated naively: the budget stops it.
  let reuse = `const c0 = { type: 'string', maxLength: 3 };\n`;
  for (let i = 1; i <= 40; i++) reuse += `const c${i} = [c${i - 1}, c${i - 1}, c${i - 1}, c${i - 1}];\n`;
  const run = analyzeFile(schema('a: { oneOf: c40 }', reuse));
  assert.deepEqual(run.logged, []);
  // Measured before it is built: nothing of c40 is evaluated, and the cut is said, never a silent pass.
  assert.deepEqual(run.here, ['toolschema/analysis-truncated «»']);
});

test('evaluate: as const, satisfies, parentheses and non-null assertions around values; negative numbers', () => {
  const run = analyzeFile(
    schema(
      `n: ({ type: 'integer', minimum: -5, maximum: -10 })!, e: { type: 'string', enum: ['a', 'b'] as const } as const, m: { type: 'number', minimum: -1.5 }`,
    ),
  );
  assert.deepEqual(run.here, ['pedelec/invalid-range «-5»']);
});

test('evaluate: member access through a namespace import and through a constant', () => {
  const run = analyzeProject(
    {
      'app/main.ts': schema(
        `p: shared.point, q: local.inner`,
        `import * as shared from './shared';\nconst local = { inner: { type: 'strin' } };\n`,
      ),
      'app/shared.ts': `export const point = { type: 'number', minimum: 3, maximum: 1 };\n`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.here, ["pedelec/missing-type «'strin'»"]);
  assert.deepEqual(run.elsewhere, { 'app/shared.ts': ['pedelec/invalid-range «3»'] });
});

test('evaluate: re-exports (export { x } from, export { x as y } from, export *) are followed', () => {
  const run = analyzeProject(
    {
      'app/main.ts': schema('a, b, c', `import { a, b, c } from './schemas';\n`),
      'app/schemas/index.ts': `export { a } from './a';\nexport { inner as b } from './b';\nexport * from './c';\n`,
      'app/schemas/a.ts': `export const a = { type: 'strin' };\n`,
      'app/schemas/b.ts': `export const inner = { type: 'string', format: 'email' };\n`,
      'app/schemas/c.ts': `const c = { type: 'array', items: { type: 'string' } };\nexport { c };\n`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.elsewhere, {
    'app/schemas/a.ts': ["pedelec/missing-type «'strin'»"],
    'app/schemas/b.ts': ['pedelec/unsupported-keyword «format»'],
    'app/schemas/c.ts': ["pedelec/unbounded-array «'array'»"],
  });
});

test('evaluate: default and named imports of .json files, linted as what they are used as', () => {
  const run = analyzeProject(
    {
      'app/main.ts': `${HEAD}import args from './move.args.json';\nimport { argsSchema } from './tool.json';\ndefineTool({ name: 'a', description: 'd', argsSchema: args });\ndefineTool({ name: 'b', description: 'd', argsSchema });\n`,
      'app/move.args.json': `{ "type": "object", "properties": { "to": { "type": "string", "format": "uri" } } }`,
      'app/tool.json': `{ "argsSchema": { "type": "object", "required": ["x"] } }`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.elsewhere, {
    'app/move.args.json': ['pedelec/unsupported-keyword «"format"»'],
    'app/tool.json': ['pedelec/required-undefined «"x"»'],
  });
});

test('evaluate: ./x.js means x.ts, a folder means its index file, default exports are read', () => {
  const run = analyzeProject(
    {
      'app/main.ts': schema(
        'a, b, c, d, e',
        `import { a } from './a.js';\nimport { b } from './lib';\nimport c from './c';\nimport { d } from './lib';\nimport { e } from '..';\n`,
      ),
      'index.ts': `export const e = { type: 'integer', maxLength: 2 };\n`,
      'app/a.ts': `export const a = { type: 'strin' };\n`,
      'app/lib/index.ts': `export const b = { type: 'boolean', minLength: 1 };\nexport const d = { type: 'string', enum: [] };\n`,
      'app/c.ts': `const c = { type: 'string', pattern: '(?<=a)b' };\nexport default c;\n`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.elsewhere, {
    'app/a.ts': ["pedelec/missing-type «'strin'»"],
    'app/lib/index.ts': ['pedelec/keyword-type-mismatch «minLength»', 'pedelec/empty-enum «[]»'],
    'app/c.ts': ["pedelec/non-portable-pattern «'(?<=a)b'»"],
    'index.ts': ['pedelec/keyword-type-mismatch «maxLength»'],
  });
});

test('evaluate: tsconfig paths aliases, with comments and trailing commas in tsconfig.json', () => {
  const files = {
    'proj/tsconfig.json': `{\n  // aliases\n  "compilerOptions": {\n    "baseUrl": ".",\n    "paths": { "@schemas/*": ["src/schemas/*",], "@point": ["src/point.ts"], }, /* end */\n  },\n}\n`,
    'proj/src/app/main.ts': schema('a, p', `import { a } from '@schemas/a';\nimport { p } from '@point';\n`),
    'proj/src/schemas/a.ts': `export const a = { type: 'strin' };\n`,
    'proj/src/point.ts': `export const p = { type: 'number', maximum: 1, minimum: 2 };\n`,
  };
  const run = analyzeProject(files, 'proj/src/app/main.ts');
  assert.deepEqual(run.elsewhere, {
    'proj/src/schemas/a.ts': ["pedelec/missing-type «'strin'»"],
    'proj/src/point.ts': ['pedelec/invalid-range «2»'],
  });
});

test('evaluate: missing, unreadable, unparseable imports and bare packages are skipped silently', () => {
  const files = {
    'app/main.ts': schema(
      `a, b, c, d, e: { type: 'strin' }`,
      `import { a } from './missing';\nimport { b } from './broken';\nimport { c } from './throws';\nimport { d } from 'some-package';\n`,
    ),
    'app/broken.ts': `export const b = { type: 'strin' format: ;;; }}}`,
  };
  const host = memoryHost(files);
  const throwing = {
    readFile(uri: string) {
      if (uri.includes('throws')) throw new Error('EACCES');
      return host.readFile(uri);
    },
  };
  const run = analyzeProject(files, 'app/main.ts', undefined, Object.assign(throwing, { asked: host.asked }));
  assert.deepEqual(run.here, ["pedelec/missing-type «'strin'»"]);
  assert.deepEqual(run.elsewhere, {});
  assert.deepEqual(run.logged, []);
  assert.ok(!host.asked.some((uri) => uri.includes('node_modules')), 'bare packages are not looked up');
});

test('evaluate: a file that does not mention Pedelec is not read or parsed, and reads nothing', () => {
  const host = memoryHost({});
  const run = analyzeProject(
    { 'app/main.ts': `import { x } from './x';\nexport const s = { type: 'strin', x };\n` },
    'app/main.ts',
    undefined,
    host,
  );
  assert.deepEqual(run.here, []);
  assert.deepEqual(host.asked, []);
});
