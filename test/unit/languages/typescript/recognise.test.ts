/**
 * Which values of a script are Pedelec's: tools given to an imported defineTool (however it is imported), the
 * skills of createSession, values typed as the SDK's schema types; and nothing in a file that does not use Pedelec.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeFile, analyzeProject } from '../../../helpers/scripts';

const BROKEN_SCHEMA = `{ type: 'object', properties: { a: { type: 'strin' } }, required: ['b'] }`;
const BROKEN_PROBLEMS = ["pedelec/missing-type «'strin'»", "pedelec/required-undefined «'b'»"];
const tool = (call: string) => `${call}({ name: 'move', description: 'Moves.', argsSchema: ${BROKEN_SCHEMA} });\n`;

test('recognise: defineTool imported by name from @kaoruisaac/pedelec', () => {
  const run = analyzeFile(`import { defineTool } from '@kaoruisaac/pedelec';\nexport const move = ${tool('defineTool')}`);
  assert.deepEqual(run.here, BROKEN_PROBLEMS);
  assert.deepEqual(run.logged, []);
});

test('recognise: defineTool imported under another name (import { defineTool as dt })', () => {
  assert.deepEqual(analyzeFile(`import { defineTool as dt } from '@kaoruisaac/pedelec';\n${tool('dt')}`).here, BROKEN_PROBLEMS);
});

test('recognise: a namespace import (import * as p) and a default import', () => {
  assert.deepEqual(analyzeFile(`import * as p from '@kaoruisaac/pedelec';\n${tool('p.defineTool')}`).here, BROKEN_PROBLEMS);
  assert.deepEqual(analyzeFile(`import pedelec from '@kaoruisaac/pedelec';\n${tool('pedelec.defineTool')}`).here, BROKEN_PROBLEMS);
});

test('recognise: require in a .cjs file, destructured and as a namespace', () => {
  const cjs = (head: string, call: string) =>
    analyzeFile(`${head}\nmodule.exports = [${tool(call).trim().slice(0, -1)}];\n`, 'app/tools.cjs');
  assert.deepEqual(cjs(`const { defineTool } = require('@kaoruisaac/pedelec');`, 'defineTool').here, BROKEN_PROBLEMS);
  assert.deepEqual(cjs(`const p = require('@kaoruisaac/pedelec');`, 'p.defineTool').here, BROKEN_PROBLEMS);
});

test("recognise: the 'pedelec' alias module its demos use, and a configured module name", () => {
  assert.deepEqual(analyzeFile(`import { defineTool } from 'pedelec';\n${tool('defineTool')}`).here, BROKEN_PROBLEMS);
  const settings = { associations: {}, rules: {}, detectByContent: true, maxFileSizeKB: 10240, pedelecModules: ['@acme/pedelec-fork'] };
  assert.deepEqual(
    analyzeFile(`import { defineTool } from '@acme/pedelec-fork';\n${tool('defineTool')}`, undefined, settings).here,
    BROKEN_PROBLEMS,
  );
  // With only the fork configured, the default module name no longer counts.
  assert.deepEqual(analyzeFile(`import { defineTool } from '@kaoruisaac/pedelec';\n${tool('defineTool')}`, undefined, settings).here, []);
});

test('recognise: a defineTool of the file itself gets nothing, even beside a Pedelec import', () => {
  const own = `function defineTool<T>(tool: T): T { return tool; }\n${tool('defineTool')}`;
  assert.deepEqual(analyzeFile(`import { createSession } from '@kaoruisaac/pedelec';\n${own}`).here, []);
  // A parameter named defineTool shadows the import.
  const shadowed = `import { defineTool } from '@kaoruisaac/pedelec';\nexport function make(defineTool: (t: unknown) => unknown) {\n  return ${tool('defineTool')}}\n`;
  assert.deepEqual(analyzeFile(shadowed).here, []);
});

test('recognise: a file that never imports Pedelec, or only names it in a comment or a string, gets nothing', () => {
  assert.deepEqual(analyzeFile(`import { defineTool } from 'some-other-sdk';\n${tool('defineTool')}`).here, []);
  assert.deepEqual(
    analyzeFile(`// like @kaoruisaac/pedelec's defineTool\nimport { defineTool } from './mine';\n${tool('defineTool')}`).here,
    [],
  );
  assert.deepEqual(analyzeFile(`const doc = "see @kaoruisaac/pedelec";\nexport const s = ${BROKEN_SCHEMA};\n`).here, []);
  // JSON Schema for something else, in a file that mentions nothing of Pedelec.
  assert.deepEqual(analyzeFile(`export const schema = ${BROKEN_SCHEMA};\n`).here, []);
});

test('recognise: satisfies, as, <T> assertions and annotations naming ToolArgsSchema or ToolArgsObjectSchema', () => {
  const head = `import type { ToolArgsSchema, ToolArgsObjectSchema } from '@kaoruisaac/pedelec';\n`;
  for (const typed of [
    `export const s = ${BROKEN_SCHEMA} satisfies ToolArgsSchema;`,
    `export const s = ${BROKEN_SCHEMA} as ToolArgsSchema;`,
    `export const s = <ToolArgsSchema>${BROKEN_SCHEMA};`,
    `export const s: ToolArgsObjectSchema = ${BROKEN_SCHEMA};`,
    `export const s = ${BROKEN_SCHEMA} as const satisfies ToolArgsObjectSchema;`,
  ])
    assert.deepEqual(analyzeFile(head + typed).here, BROKEN_PROBLEMS, typed);
  // Through a namespace import, and not for a type of the same name from elsewhere.
  assert.deepEqual(
    analyzeFile(`import * as p from '@kaoruisaac/pedelec';\nexport const s = ${BROKEN_SCHEMA} satisfies p.ToolArgsSchema;`).here,
    BROKEN_PROBLEMS,
  );
  assert.deepEqual(
    analyzeFile(
      `import { defineTool } from '@kaoruisaac/pedelec';\nimport type { ToolArgsSchema } from './types';\nexport const s = ${BROKEN_SCHEMA} satisfies ToolArgsSchema;`,
    ).here,
    [],
  );
});

test('recognise: a ToolArgsSchemaNode is a node: the rules of nodes run, none of a root', () => {
  const head = `import type { ToolArgsSchemaNode } from '@kaoruisaac/pedelec';\n`;
  for (const typed of [
    `export const name = { type: 'string', minLength: 5, maxLength: 2 } satisfies ToolArgsSchemaNode;`,
    `export const name = { type: 'string', minLength: 5, maxLength: 2 } as ToolArgsSchemaNode;`,
    `export const name: ToolArgsSchemaNode = { type: 'string', minLength: 5, maxLength: 2 };`,
  ])
    assert.deepEqual(analyzeFile(head + typed).here, ['pedelec/invalid-range «5»'], typed);
  // An object node with a property named timeoutMs: reserved only at the root of an args schema.
  const nested = `export const options = { type: 'object', properties: { timeoutMs: { type: 'integer' } } } satisfies ToolArgsSchemaNode;`;
  assert.deepEqual(analyzeFile(head + nested).here, []);
  // An object node without a type: the root rule would ask for "type": "object", a node's rule asks for a type.
  const untyped = analyzeFile(`${head}export const n = { description: 'no type' } satisfies ToolArgsSchemaNode;`);
  assert.deepEqual(
    untyped.analysis.problems.map((p) => p.code).filter((c) => c === 'pedelec/root-not-object'),
    [],
  );
});

test('recognise: createSession on a client instance, tools by name, defineTool calls and literals; duplicate names', () => {
  const text = `import { Pedelec, defineTool } from '@kaoruisaac/pedelec';
const pedelec = new Pedelec();
const move = defineTool({ name: 'move', description: 'Moves.', argsSchema: { type: 'object', properties: {} } });
const again = { name: 'move', description: 'Moves again.', argsSchema: { type: 'object', properties: {} } };
export const session = await pedelec.createSession({
  provider: 'codex',
  skills: { guidance: 'Shapes.', tools: [move, again, defineTool({ name: 'draw', description: 'Draws.', argsSchema: { type: 'object' } })] },
});
`;
  const run = analyzeFile(text);
  assert.deepEqual(run.here, ["pedelec/duplicate-tool-name «'move'»"]);
  assert.equal(run.analysis.problems[0].span.offset, text.indexOf("'move'", text.indexOf('const again')), 'the second one is reported');
});

test('recognise: createSession imported by name, tool rules (name, description, legacy input)', () => {
  const run = analyzeFile(`import { createSession } from 'pedelec';
createSession({ skills: { guidance: 'g', tools: [
  { name: '1st', description: 'x', argsSchema: { type: 'object' } },
  { name: 'blank', description: '  ', argsSchema: { type: 'object' } },
  { name: 'old', description: 'x', input: { type: 'object' } },
] } });
`);
  assert.deepEqual(run.here, ["pedelec/invalid-tool-name «'1st'»", "pedelec/empty-description «'  '»", 'pedelec/legacy-input «input»']);
});

test('recognise: timeoutMs with numeric separators is fine; 0, negative and fractional are reported', () => {
  const withTimeout = (value: string) =>
    analyzeFile(
      `import { defineTool } from '@kaoruisaac/pedelec';\ndefineTool({ name: 'a', description: 'd', argsSchema: { type: 'object' }, timeoutMs: ${value} });`,
    ).here;
  assert.deepEqual(withTimeout('60_000'), []);
  assert.deepEqual(withTimeout('1e3'), []);
  assert.deepEqual(withTimeout('0'), ['pedelec/invalid-timeout «0»']);
  assert.deepEqual(withTimeout('-1_000'), ['pedelec/invalid-timeout «-1_000»']);
  assert.deepEqual(withTimeout('2.5'), ['pedelec/invalid-timeout «2.5»']);
});

test('recognise: tools in other files reached from createSession are reported where they are written', () => {
  const run = analyzeProject(
    {
      'app/main.ts': `import { createSession } from '@kaoruisaac/pedelec';\nimport { move } from './tools/move';\ncreateSession({ skills: { guidance: 'g', tools: [move] } });\n`,
      'app/tools/move.ts': `import { defineTool } from '@kaoruisaac/pedelec';\nexport const move = defineTool({ name: 'move', description: '', argsSchema: { type: 'object' }, timeoutMs: 0 });\n`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.elsewhere, { 'app/tools/move.ts': ["pedelec/empty-description «''»", 'pedelec/invalid-timeout «0»'] });
});

test('recognise: every script extension, with JSX in .tsx, .jsx and .js and type assertions in .ts, .mts and .cts', () => {
  const jsx = `import { defineTool } from '@kaoruisaac/pedelec';\nexport const App = () => <div className="x">{[1].map((i) => <span key={i}>{i}</span>)}</div>;\n${tool('defineTool')}`;
  for (const name of ['app/a.tsx', 'app/a.jsx', 'app/a.js']) assert.deepEqual(analyzeFile(jsx, name).here, BROKEN_PROBLEMS, name);
  const assertions = `import { defineTool } from '@kaoruisaac/pedelec';\nconst id = <T,>(x: T) => x;\nconst y = <string>'a';\n${tool('defineTool')}`;
  for (const name of ['app/a.ts', 'app/a.mts', 'app/a.cts']) assert.deepEqual(analyzeFile(assertions, name).here, BROKEN_PROBLEMS, name);
  assert.deepEqual(
    analyzeFile(`import { defineTool } from '@kaoruisaac/pedelec';\n${tool('defineTool')}`, 'app/a.mjs').here,
    BROKEN_PROBLEMS,
  );
});

test('recognise: tools returned by a function, skills bound to a constant, tools spread from a constant or skipped with a call', () => {
  const run = analyzeFile(`import { defineTool, createSession } from '@kaoruisaac/pedelec';
export function makeTools(ctx: unknown) {
  return [defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { x: { type: 'strin' } } }, handler: async () => ctx })];
}
const common = [defineTool({ name: 'b', description: 'd', argsSchema: { type: 'object' } })];
const skills = { guidance: 'g', tools: [...common, { name: 'b', description: 'd', argsSchema: { type: 'object' } }] };
createSession({ skills });
createSession({ skills: { guidance: 'g', tools: [...makeTools(1), { name: 'c', description: 'd', argsSchema: { type: 'object' } }, { name: 'c', description: 'd', argsSchema: { type: 'object' } }] } });
`);
  // The last tools array spreads a call's result: unknown, so its duplicate 'c' is not claimed.
  assert.deepEqual(run.here, ["pedelec/missing-type «'strin'»", "pedelec/duplicate-tool-name «'b'»"]);
});
