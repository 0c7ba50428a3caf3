/**
 * Never a silent pass (issue 25 rows 6 and 7, and two smaller items): a file toolschema could not fully check
 * gets a problem that says so, at a range, and what it could check is still checked.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { NOT_CHECKED } from '../../../server/src/core/pipeline/notices';
import { analyzeFile } from '../../helpers/scripts';
import { ENGINE } from '../../helpers/engine';
import { analyzePython } from '../python/pythonRuleTester';

const HEAD = `import { defineTool } from '@kaoruisaac/pedelec';\n`;
// A tool with one problem (pedelec/required-undefined on 'zz'), to show what is still checked.
const TOOL = `export const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q', 'zz'] }, handler: async () => 'ok' });\n`;
const nest = (open: string, close: string, n: number, inner = '1') => `${open.repeat(n)}${inner}${close.repeat(n)}`;

const json = (text: string, name = 'a.args.json', settings = DEFAULT_SETTINGS) =>
  analyze({ uri: `file:///w/${name}`, languageId: name.endsWith('.jsonc') ? 'jsonc' : 'json', text }, settings, { engine: ENGINE });
const shown = (text: string, problems: { code: string; span: { offset: number; length: number } }[]) =>
  problems.map((p) => `${p.code} @${p.span.offset}«${text.slice(p.span.offset, p.span.offset + p.span.length)}»`);

// 400 levels (the row) overflow babel's stack in a fresh process, but not once V8 has compiled its
// recursion to smaller frames, as in a process that has parsed many files (the shards, a long-running server): there
// the file is simply checked. 10,000 levels overflow either way.
const DEPTH = 10_000;
for (const [name, text, at] of [
  ['a deep array', `${HEAD}${TOOL}const deep = ${nest('[', ']', DEPTH)};\n`, '['],
  ['a deep parenthesised literal (tsc accepts it)', `${HEAD}const deep = ${nest('(', ')', DEPTH)};\n${TOOL}`, '('],
  ['a deep object in a .js file', `${HEAD}${TOOL}const deep = ${nest('{ a: ', ' }', DEPTH)};\n`, '{'],
] as const) {
  test(`row 6: ${name}: toolschema/script-not-parsed at the deepest bracket, never "imports none of the Pedelec modules"`, () => {
    const run = analyzeFile(text, name.includes('.js') ? 'app/tools.js' : 'app/tools.ts');
    assert.ok(run.analysis.association, 'the file is not taken for one without Pedelec values');
    assert.equal(run.analysis.problems.length, 1);
    const [p] = run.analysis.problems;
    assert.equal(p.code, 'toolschema/script-not-parsed');
    assert.equal(text[p.span.offset], at);
    const deep = text.indexOf('const deep');
    let deepest = deep;
    for (let n = 0; n < DEPTH; n++) deepest = text.indexOf(at, deepest + 1);
    assert.equal(p.span.offset, deepest, 'the bracket that opens the deepest level');
    assert.match(p.message, /could not parse this file: brackets and parentheses are nested 10000 levels deep here/);
    assert.ok(NOT_CHECKED.has(p.code));
  });
}

test('row 6: unrecoverable syntax: toolschema/script-not-parsed at the token babel stopped at, with its reason', () => {
  const text = `${HEAD}${TOOL}const z = ;;; function ( {\n`;
  const run = analyzeFile(text);
  assert.deepEqual(run.here, ['toolschema/script-not-parsed «;»']);
  assert.match(
    run.analysis.problems[0].message,
    /could not parse this file \(Unexpected token\), so none of its Pedelec values are checked/,
  );
  // A character outside the BMP where it stopped is covered whole (a range never splits a surrogate pair).
  assert.deepEqual(analyzeFile(`${HEAD}export const args = 𳑺{ type: 'object' };\n`).here, ['toolschema/script-not-parsed «𳑺»']);
  // A file without Pedelec is still not parsed at all (the cheap text check), broken or not.
  assert.deepEqual(analyzeFile('const z = ;;; function ( {\n').analysis.problems, []);
});

test('row 6 (variant): a script over maxFileSizeKB says it was not checked; whitespace padding does not count', () => {
  const settings = { ...DEFAULT_SETTINGS, maxFileSizeKB: 1 };
  const padded = analyzeFile(`${HEAD}${TOOL}${' '.repeat(5000)}\n`, 'app/tools.ts', settings);
  assert.deepEqual(padded.here, ["pedelec/required-undefined «'zz'»"]);
  const large = analyzeFile(`${HEAD}${TOOL}// ${'x'.repeat(5000)}\n`, 'app/tools.ts', settings);
  assert.deepEqual(
    large.analysis.problems.map((p) => p.code),
    ['toolschema/file-too-large'],
  );
  assert.match(large.analysis.problems[0].message, /it is not parsed, so its Pedelec values are not checked/);
});

test('row 7: 300 unclosed brackets are a syntax error (the text breaks off), not only a too-deep warning', () => {
  for (const open of ['[', '{"a":']) {
    const text = open.repeat(300);
    const problems = json(text).problems;
    const codes = problems.map((p) => `${p.code}:${p.severity}`);
    assert.ok(codes.includes('syntax/invalid-json:error'), codes.join());
    assert.ok(codes.includes('toolschema/too-deeply-nested:warning'), codes.join());
    // Each unclosed container ends at the same place: one error there, not 256.
    assert.equal(problems.filter((p) => p.code === 'syntax/invalid-json' && p.span.offset === text.length).length, 1);
  }
});

for (const [container, deep, expected] of [
  // An array is no schema: "properties.deep" gets invalid-keyword-value over the whole (opaque) value.
  [
    'array',
    nest('[', ']', 300),
    [
      'pedelec/missing-type «"strin"»',
      'pedelec/invalid-keyword-value «[[[…',
      'toolschema/too-deeply-nested «[»',
      'pedelec/required-undefined «"zz"»',
    ],
  ],
  // An object is read down to level 256: "deep" has no type, its "a" is no keyword; below is opaque.
  [
    'object',
    nest('{"a":', '}', 300),
    [
      'pedelec/missing-type «"strin"»',
      'pedelec/missing-type «"deep"»',
      'pedelec/unsupported-keyword «"a"»',
      'toolschema/too-deeply-nested «{»',
      'pedelec/required-undefined «"zz"»',
    ],
  ],
] as const) {
  test(`row 7: one 300-deep ${container} no longer hides the file's other problems; the deep part is reported as too deep`, () => {
    const text = `{"type":"object","properties":{"a":{"type":"strin"},"deep":${deep}},"required":["zz"]}`;
    const problems = json(text).problems;
    assert.deepEqual(
      shown(text, problems).map((s) => s.replace(/ @\d+/, ' ').replace(/«(\[{3})[^»]*»/, '«$1…')),
      expected,
    );
    // The too-deep warning marks the bracket that opens level 257.
    const tooDeep = problems.find((p) => p.code === 'toolschema/too-deeply-nested')!;
    assert.equal(tooDeep.span.offset, text.indexOf('"deep":') + 7 + (container === 'array' ? 254 : 5 * 254));
  });
}

test('row 7: the same in a skills manifest and a .jsonc file: rules run beside the deep part, which is opaque to them', () => {
  const text = `{ "guidance": 1, "tools": [ { "name": "bad name", "description": "d", "argsSchema": { "type": "object" }, "x": ${nest('[', ']', 260)} } ] } // note`;
  const codes = json(text, 'agent.skills.jsonc').problems.map((p) => p.code);
  assert.ok(codes.includes('pedelec/invalid-tool-name'), codes.join());
  assert.ok(codes.includes('toolschema/too-deeply-nested'), codes.join());
});

test('row 7: whitespace padding past maxFileSizeKB does not hide the problems; real content over it still gets file-too-large', () => {
  const settings = { ...DEFAULT_SETTINGS, maxFileSizeKB: 1 };
  const body = '{"type":"object","properties":{"a":{"type":"strin"}}}';
  for (const pad of [' ', '\n', '\r\n', '\t']) {
    const padded = json(body + pad.repeat(4000), 'a.args.json', settings);
    assert.deepEqual(
      padded.problems.map((p) => p.code),
      ['pedelec/missing-type'],
      JSON.stringify(pad),
    );
  }
  const large = json(`{"description":"${'x'.repeat(2000)}","type":"object"}`, 'a.args.json', settings);
  assert.deepEqual(
    large.problems.map((p) => p.code),
    ['toolschema/file-too-large'],
  );
});

test('row 7: an empty or blank .args.json (or .jsonc with only a comment) is an error, not "no problems"', () => {
  for (const [text, name] of [
    ['', 'a.args.json'],
    ['  \n\t', 'a.args.json'],
    ['// nothing yet\n', 'a.args.jsonc'],
    ['', 'agent.skills.json'],
  ]) {
    const problems = json(text, name).problems;
    assert.deepEqual(
      problems.map((p) => `${p.code}:${p.severity}`),
      ['syntax/empty-document:error'],
      `${name} ${JSON.stringify(text)}`,
    );
    assert.match(problems[0].message, /holds no JSON value/);
  }
  assert.match(json('').problems[0].message, /Pedelec's createSession rejects an argsSchema that is not an object/);
  // Not valid JSON at all is a syntax error, said once; no "empty" on top.
  assert.deepEqual(
    json(',').problems.map((p) => p.code),
    ['syntax/invalid-json'],
  );
});

test('row 7 over the size limit: a file only scanned still says it holds no value, as the full check does', () => {
  // A byte-order mark or a comment counts toward the size, so a file with no value can be over a small limit.
  const small = { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.0001 };
  for (const [text, name, full, scanned] of [
    [
      '\uFEFF\n',
      'agent.skills.json',
      'syntax/empty-document syntax/byte-order-mark',
      'toolschema/file-too-large syntax/empty-document syntax/byte-order-mark',
    ],
    [
      '\uFEFF',
      'a.args.json',
      'syntax/empty-document syntax/byte-order-mark',
      'toolschema/file-too-large syntax/empty-document syntax/byte-order-mark',
    ],
    ['// nothing yet\n', 'a.args.jsonc', 'syntax/empty-document', 'toolschema/file-too-large syntax/empty-document'],
    // A syntax error is said instead, in both; a value is no empty document.
    ['/* c */', 'a.args.json', 'syntax/comment-not-permitted', 'syntax/comment-not-permitted toolschema/file-too-large'],
    [
      '\uFEFF[',
      'a.args.json',
      'syntax/byte-order-mark pedelec/root-not-object syntax/invalid-json',
      'toolschema/file-too-large syntax/byte-order-mark syntax/invalid-json',
    ],
    ['\uFEFF{}', 'a.args.json', 'syntax/byte-order-mark pedelec/root-not-object', 'toolschema/file-too-large syntax/byte-order-mark'],
  ]) {
    const codes = (settings = DEFAULT_SETTINGS) =>
      json(text, name, settings)
        .problems.map((p) => p.code)
        .join(' ');
    assert.equal(codes(), full, `${name} ${JSON.stringify(text)}`);
    assert.equal(codes(small), scanned, `${name} ${JSON.stringify(text)} over the limit`);
  }
});

test('smaller: { __proto__: … } in a literal sets the prototype: not a property, no remove fix; a computed one is a property', () => {
  const schema = (props: string) =>
    `import { type ToolArgsSchema } from '@kaoruisaac/pedelec';\nexport const s = { type: 'object', ${props}, properties: { a: { type: 'string' } } } satisfies ToolArgsSchema;\n`;
  for (const proto of ['__proto__: null', "'__proto__': { type: 'string' }", '"__proto__": Object.prototype'])
    assert.deepEqual(analyzeFile(schema(proto)).here, [], proto);
  // Shorthand and computed `__proto__` are own properties (JavaScript's rule), so they are reported.
  assert.deepEqual(analyzeFile(schema("['__proto__']: 1")).here, ["pedelec/unsupported-keyword «'__proto__'»"]);
  // In JSON, "__proto__" is an own key (JSON.parse keeps it): still reported there.
  assert.deepEqual(
    json('{ "type": "object", "__proto__": {}, "properties": {} }').problems.map((p) => p.code),
    ['pedelec/unsupported-keyword'],
  );
});

test('a parser that stopped at a line break is reported on the line, never on the \\r or \\n: the range ends inside its line (CRLF too)', () => {
  // Found by the protocol fuzz (FUZZ_SEED=77): an unterminated template before a CRLF put the range's end past its line.
  const script = `${HEAD}export const args = {\r\n  "type": "object",\`\r\n  "x": 1,\r\n};\r\n`;
  const [scriptProblem] = analyzeFile(script, 'app/tools.ts').analysis.problems.filter((p) => p.code === 'toolschema/script-not-parsed');
  assert.ok(scriptProblem, 'script-not-parsed reported');
  assert.doesNotMatch(script.slice(scriptProblem.span.offset, scriptProblem.span.offset + scriptProblem.span.length), /[\r\n]/);
  const python = 'from arcade_tdk import tool\r\n\r\n@tool\r\ndef echo(a: str) -> str:\r\n    """Echo."""\r\n    return a\r\n\r\nx = (\r\n';
  const pythonProblems = analyzePython(python).problems.filter((p) => p.code === 'toolschema/python-not-parsed');
  assert.ok(pythonProblems.length > 0, 'python-not-parsed reported');
  for (const p of pythonProblems) assert.doesNotMatch(python.slice(p.span.offset, p.span.offset + p.span.length), /[\r\n]/);
});
