/**
 * ESLint's RuleTester on a representative set of the plugin's rules: a JSON rule with safe fixes and suggestions,
 * script rules through typescript-eslint's parser (a fix, suggestions, none), a schema code, and toolschema's own
 * disable comments (ESLint's, which name the rule as `toolschema/…`, are in integration.test.ts: RuleTester renames it). Each case runs the one rule, as ESLint runs a rule the config enables.
 */
import { describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { RuleTester, type Linter } from 'eslint';
import json from '@eslint/json';
import plugin = require('../../server/src/eslint/plugin');
import { tsParser } from './helpers';
import { parseMarkers } from '../helpers/markers';

RuleTester.describe = describe;
RuleTester.it = it;
// The cwd is where the plugin looks for toolschema's config and for scripts that import the tested file: an empty one.
process.chdir(mkdtempSync(path.join(tmpdir(), 'toolschema-ruletester-')));

const rule = (code: string) => plugin.rules![code] as Parameters<RuleTester['run']>[1];
const jsonTester = new RuleTester({ plugins: { json }, language: 'json/jsonc' } as Linter.Config);
const tsTester = new RuleTester({ languageOptions: { parser: tsParser } });

const ARGS = 'search.args.jsonc';
const TOOL = 'tool.ts';
const lines = (...l: string[]) => l.join('\n') + '\n';

/** A case's code without its «…» markers, and the marked ranges as RuleTester's 1-based lines and columns. */
function marked(markedCode: string) {
  const { text, ranges } = parseMarkers(markedCode);
  const at = (offset: number) => {
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1 };
  };
  const ranged = ranges.map(({ offset, length }) => {
    const [start, end] = [at(offset), at(offset + length)];
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  });
  return { code: text, at: ranged };
}
const title = marked(lines('{', '  "type": "object",', '  «"title"»: "Search",', '  "properties": {}', '}'));
const exclusive = marked(lines('{', '  "type": "object",', '  "properties": { "n": { "type": "integer", «"exclusiveMinimum"»: 0 } }', '}'));
const comment = marked(
  lines('{', '  // toolschema-disable-next-line pedelec/unsupported-keyword', '  "title": "Search",', '  «"$comment"»: "x"', '}'),
);
const wrongType = marked(lines('{ "type": "object", "properties": «[]» }'));

jsonTester.run('pedelec/unsupported-keyword', rule('pedelec/unsupported-keyword'), {
  valid: [
    { filename: ARGS, code: lines('{', '  "type": "object",', '  "properties": { "q": { "type": "string" } }', '}') },
    {
      name: 'toolschema’s disable comment',
      filename: ARGS,
      code: lines('{', '  // toolschema-disable-next-line pedelec/unsupported-keyword', '  "title": "Search",', '  "type": "object"', '}'),
    },
  ],
  invalid: [
    {
      name: 'a safe fix is the ESLint fix',
      filename: ARGS,
      code: title.code,
      output: lines('{', '  "type": "object",', '  "properties": {}', '}'),
      errors: [{ messageId: 'problem', ...title.at[0] }],
    },
    {
      name: 'the other fixes are suggestions',
      filename: ARGS,
      code: exclusive.code,
      output: lines('{', '  "type": "object",', '  "properties": { "n": { "type": "integer", "minimum": 1 } }', '}'),
      errors: [
        {
          messageId: 'problem',
          ...exclusive.at[0],
          suggestions: [
            {
              messageId: 'fix',
              data: { title: 'Remove "exclusiveMinimum"' },
              output: lines('{', '  "type": "object",', '  "properties": { "n": { "type": "integer" } }', '}'),
            },
          ],
        },
      ],
    },
    {
      name: 'the one problem a directive does not cover',
      filename: ARGS,
      code: comment.code,
      output: lines('{', '  // toolschema-disable-next-line pedelec/unsupported-keyword', '  "title": "Search"', '}'),
      errors: [{ messageId: 'problem', ...comment.at[0] }],
    },
  ],
});

jsonTester.run('schema/wrong-type', rule('schema/wrong-type'), {
  valid: [{ filename: ARGS, code: lines('{ "type": "object", "properties": {} }') }],
  invalid: [
    {
      filename: ARGS,
      code: wrongType.code,
      errors: [{ messageId: 'problem', ...wrongType.at[0] }],
    },
  ],
});

const tool = (...schemaLines: string[]) =>
  lines(
    "import { defineTool } from '@kaoruisaac/pedelec';",
    '',
    'export const tool = defineTool({',
    "  name: 'resize',",
    "  description: 'Resize a shape.',",
    ...schemaLines,
    '});',
  );

const undefinedDefault = marked(tool("  argsSchema: { type: 'object', properties: { keep: { type: 'boolean', default: «undefined» } } },"));
const requiredY = marked(tool("  argsSchema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x', «'y'»] },"));
const zeroTimeout = marked(tool("  argsSchema: { type: 'object', properties: {} },", '  timeoutMs: «0»,'));

tsTester.run('pedelec/not-serializable', rule('pedelec/not-serializable'), {
  valid: [
    { filename: TOOL, code: tool("  argsSchema: { type: 'object', properties: { keep: { type: 'boolean' } } },") },
    {
      name: 'a file that imports no Pedelec module is not read',
      filename: TOOL,
      code: "export const schema = { type: 'object', properties: { keep: { type: 'boolean', default: undefined } } };\n",
    },
  ],
  invalid: [
    {
      filename: TOOL,
      code: undefinedDefault.code,
      output: tool("  argsSchema: { type: 'object', properties: { keep: { type: 'boolean' } } },"),
      errors: [{ messageId: 'problem', ...undefinedDefault.at[0] }],
    },
  ],
});

tsTester.run('pedelec/required-undefined', rule('pedelec/required-undefined'), {
  valid: [{ filename: TOOL, code: tool("  argsSchema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },") }],
  invalid: [
    {
      filename: TOOL,
      code: requiredY.code,
      errors: [
        {
          messageId: 'problem',
          ...requiredY.at[0],
          suggestions: [
            {
              messageId: 'fix',
              data: { title: 'Remove "y" from "required"' },
              output: tool("  argsSchema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },"),
            },
            {
              messageId: 'fix',
              data: { title: 'Add a property "y" to "properties"' },
              output: tool(
                "  argsSchema: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'string' } }, required: ['x', 'y'] },",
              ),
            },
          ],
        },
      ],
    },
  ],
});

tsTester.run('pedelec/invalid-timeout', rule('pedelec/invalid-timeout'), {
  valid: [
    { filename: TOOL, code: tool("  argsSchema: { type: 'object', properties: {} },", '  timeoutMs: 10_000,') },
    {
      name: 'toolschema’s disable comment in a script',
      filename: TOOL,
      code: tool(
        "  argsSchema: { type: 'object', properties: {} },",
        '  // toolschema-disable-next-line pedelec/invalid-timeout -- the SDK is patched',
        '  timeoutMs: 0,',
      ),
    },
  ],
  invalid: [
    {
      name: 'no fix: the right timeout is the author’s to choose',
      filename: TOOL,
      code: zeroTimeout.code,
      errors: [{ messageId: 'problem', ...zeroTimeout.at[0] }],
    },
  ],
});
