import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, diagnose } from '../../helpers/diagnose';
import { resolveFixes } from '../../../server/src/core/features/fixes';
import { applyEdits } from '../../../server/src/core/model/edits';
import { disableForLineFix, parseDirective, UNUSED_DIRECTIVE } from '../../../server/src/core/pipeline/suppressions';
import { ENGINE } from '../../helpers/engine';

const ARRAY = '{ "type": "array", "items": { "type": "string" } }';
const args = (...lines: string[]) => `{\n  "type": "object",\n  "properties": {\n${lines.map((l) => `    ${l}`).join('\n')}\n  }\n}\n`;
const UNBOUNDED = (covered: string) => `pedelec/unbounded-array «${covered}»`;
const isRule = (code: string) => ENGINE.ruleIds.has(code);

test('directives: the keyword must open the comment; rules are comma-separated; "-- why" ends the list', () => {
  const parse = (text: string) => {
    const d = parseDirective({ span: { offset: 10, length: text.length }, text });
    return d && { kind: d.kind, rules: d.rules, list: text.slice(d.list.offset - 10, d.list.offset - 10 + d.list.length) };
  };
  assert.deepEqual(parse('// toolschema-disable-next-line pedelec/a, arcade/b -- ids -- are few'), {
    kind: 'disable-next-line',
    rules: ['pedelec/a', 'arcade/b'],
    list: 'pedelec/a, arcade/b',
  });
  assert.deepEqual(parse('/* toolschema-disable */'), { kind: 'disable', rules: [], list: '' });
  assert.deepEqual(parse('/*toolschema-enable pedelec/a*/'), { kind: 'enable', rules: ['pedelec/a'], list: 'pedelec/a' });
  assert.deepEqual(parse('// toolschema-disable-line -- no list: every rule'), { kind: 'disable-line', rules: [], list: '' });
  assert.equal(parse('// see toolschema-disable-next-line pedelec/a'), undefined);
  assert.equal(parse('// toolschema-disabled pedelec/a'), undefined);
});

test('disable-next-line and disable-line cover their line only, for the rules they name', async () => {
  const text = args(
    '// toolschema-disable-next-line pedelec/unbounded-array -- ids are few',
    `"a": ${ARRAY},`,
    `"b": ${ARRAY}, // toolschema-disable-line pedelec/unbounded-array`,
    `"c": ${ARRAY},`,
    '// toolschema-disable-next-line pedelec/missing-type',
    `"d": ${ARRAY}`,
  );
  const analysis = await analyzeText(text, 'x.args.jsonc');
  // "c" has no directive; the one above "d" names another rule, so it is unused and "d" is reported.
  assert.deepEqual(
    analysis.diagnostics.map((d) => [d.code, d.range.start.line]),
    [
      ['pedelec/unbounded-array', 6],
      [UNUSED_DIRECTIVE, 7],
      ['pedelec/unbounded-array', 8],
    ],
  );
});

test('a block disable covers what follows up to its enable; a file-level disable covers every rule, never syntax', async () => {
  const block = args(
    '/* toolschema-disable pedelec/unbounded-array */',
    `"a": ${ARRAY},`,
    `"b": { "enum": [] },`,
    '/* toolschema-enable pedelec/unbounded-array */',
    `"c": ${ARRAY}`,
  );
  assert.deepEqual(await diagnose(block, 'x.args.jsonc'), ['pedelec/missing-type «"b"»', 'pedelec/empty-enum «[]»', UNBOUNDED('"array"')]);
  const file = `/* toolschema-disable */\n${args(`"a": ${ARRAY},`, `"b": { "enum": [] },`, `"b": ${ARRAY}`)}`;
  assert.deepEqual(await diagnose(file, 'x.args.jsonc'), ['syntax/duplicate-key «"b"»', 'syntax/duplicate-key «"b"»']);
});

test('several rules in one directive; a directive written inside a string is text, not a directive', async () => {
  const text = args(
    '// toolschema-disable-next-line pedelec/missing-type, pedelec/empty-enum -- filled in by the caller',
    `"b": { "enum": [] },`,
    `"c": { "description": "/* toolschema-disable */", "type": "array", "items": { "type": "string" } }`,
  );
  assert.deepEqual(await diagnose(text, 'x.args.jsonc'), [UNBOUNDED('"array"')]);
});

test('unused directives are hints, faded, with a fix that removes the comment or the idle rules only', async () => {
  const text = args(
    '// toolschema-disable-next-line pedelec/unbounded-array',
    '"a": { "type": "string" },',
    '// toolschema-disable-next-line pedelec/missing-type, pedelec/no-such-rule -- why',
    '"b": { "enum": ["x"] }',
  );
  const analysis = await analyzeText(text, 'x.args.jsonc');
  const unused = analysis.problems.filter((p) => p.code === UNUSED_DIRECTIVE);
  assert.deepEqual(
    unused.map((p) => [p.severity, p.tags, text.slice(p.span.offset, p.span.offset + p.span.length).slice(0, 34)]),
    [
      ['hint', ['unnecessary'], '// toolschema-disable-next-line pe'],
      ['hint', ['unnecessary'], '// toolschema-disable-next-line pe'],
    ],
  );
  assert.match(unused[0].message, /no pedelec\/unbounded-array problem is reported where it applies\. Remove the comment\./);
  assert.match(unused[1].message, /pedelec\/no-such-rule is not a toolschema rule.*Remove that rule from it\./);
  assert.deepEqual(analysis.problems.length, 2); // missing-type on "b" was used
  const [removed, trimmed] = unused.map((p) => resolveFixes(analysis.doc, p));
  assert.equal(removed[0].safe, undefined); // never applied by fix-all: the directive may be ahead of its problem
  assert.equal(
    applyEdits(text, removed[0].edits),
    args(
      '"a": { "type": "string" },',
      '// toolschema-disable-next-line pedelec/missing-type, pedelec/no-such-rule -- why',
      '"b": { "enum": ["x"] }',
    ),
  );
  assert.equal(trimmed[0].title, 'Remove pedelec/no-such-rule from the toolschema-disable-next-line directive');
  const after = applyEdits(text, trimmed[0].edits);
  assert.ok(after.includes('// toolschema-disable-next-line pedelec/missing-type -- why\n'));
  assert.deepEqual(await diagnose(after, 'x.args.jsonc'), [
    `${UNUSED_DIRECTIVE} «// toolschema-disable-next-line pedelec/unbounded-array»`,
  ]);
});

test('in .json a comment is a syntax error and suppresses nothing', async () => {
  const text = args('// toolschema-disable-next-line pedelec/unbounded-array', `"a": ${ARRAY}`);
  assert.deepEqual(await diagnose(text, 'x.args.json'), [
    'syntax/comment-not-permitted «// toolschema-disable-next-line pedelec/unbounded-array»',
    UNBOUNDED('"array"'),
  ]);
  const analysis = await analyzeText(text, 'x.args.json');
  assert.equal(disableForLineFix(analysis.doc, analysis.problems[1], isRule), undefined);
});

test('"Disable for this line" inserts a comment with the line\'s indentation and line break; applied, the problem goes', async () => {
  const text = args(`"a": ${ARRAY}`).replace(/\n/g, '\r\n');
  const analysis = await analyzeText(text, 'x.args.jsonc');
  const fix = disableForLineFix(analysis.doc, analysis.problems[0], isRule);
  assert.equal(fix?.title, 'Disable pedelec/unbounded-array for this line');
  const after = applyEdits(text, analysis.doc.adapter.edits(text, fix!.operations));
  assert.equal(after, args('// toolschema-disable-next-line pedelec/unbounded-array', `"a": ${ARRAY}`).replace(/\n/g, '\r\n'));
  assert.deepEqual(await diagnose(after, 'x.args.jsonc'), []);
});

test('"Disable for this line" on the first line of a file keeps its byte-order mark first', async () => {
  const text = `\uFEFF[${ARRAY}]`;
  const analysis = await analyzeText(text, 'x.args.jsonc');
  const rootNotObject = analysis.problems.find((p) => p.code === 'pedelec/root-not-object')!;
  const fix = disableForLineFix(analysis.doc, rootNotObject, isRule)!;
  const after = applyEdits(text, analysis.doc.adapter.edits(text, fix.operations));
  assert.equal(after, `\uFEFF// toolschema-disable-next-line pedelec/root-not-object\n[${ARRAY}]`);
  assert.ok(!(await diagnose(after, 'x.args.jsonc')).some((d) => d.startsWith('pedelec/root-not-object')));
});

test('"Disable for this line" adds the rule to a directive already above; syntax problems get none', async () => {
  const text = args('// toolschema-disable-next-line pedelec/empty-enum -- why', '"b": { "enum": [] },', '"b": { "type": "string" }');
  const analysis = await analyzeText(text, 'x.args.jsonc');
  const missingType = analysis.problems.find((p) => p.code === 'pedelec/missing-type')!;
  const after = applyEdits(text, analysis.doc.adapter.edits(text, disableForLineFix(analysis.doc, missingType, isRule)!.operations));
  assert.ok(after.includes('// toolschema-disable-next-line pedelec/empty-enum, pedelec/missing-type -- why\n'));
  assert.deepEqual(await diagnose(after, 'x.args.jsonc'), ['syntax/duplicate-key «"b"»', 'syntax/duplicate-key «"b"»']);
  const syntax = analysis.problems.find((p) => p.code === 'syntax/duplicate-key')!;
  assert.equal(disableForLineFix(analysis.doc, syntax, isRule), undefined);
});

test('"Disable for this line" is not offered where the line starts inside a block comment', async () => {
  const text = args('/* a note', `*/ "a": ${ARRAY}`);
  const analysis = await analyzeText(text, 'x.args.jsonc');
  assert.equal(analysis.problems[0].code, 'pedelec/unbounded-array');
  assert.equal(disableForLineFix(analysis.doc, analysis.problems[0], isRule), undefined);
});

test('removing an unused directive leaves no empty line and no stray space, wherever the comment stands', async () => {
  const D = '// toolschema-disable-next-line pedelec/missing-type';
  const B = '/* toolschema-disable pedelec/missing-type */';
  const cases: [string, string][] = [
    [`{\n  ${D}\n  "type": "object"\n}\n`, '{\n  "type": "object"\n}\n'],
    [`{\r\n  ${D}\r\n  "type": "object"\r\n}\r\n`, '{\r\n  "type": "object"\r\n}\r\n'],
    [`{\n  "type": "object" ${D}\n}\n`, '{\n  "type": "object"\n}\n'],
    [`{\n  ${B} "type": "object"\n}\n`, '{\n  "type": "object"\n}\n'],
    [`{ "type": "object" }\n${D}`, '{ "type": "object" }\n'],
  ];
  for (const [text, expected] of cases) {
    const analysis = await analyzeText(text, 'x.args.jsonc');
    const unused = analysis.problems.filter((p) => p.code === UNUSED_DIRECTIVE);
    assert.equal(unused.length, 1, JSON.stringify(text));
    const after = applyEdits(text, resolveFixes(analysis.doc, unused[0])[0].edits);
    assert.equal(after, expected);
    assert.deepEqual(await diagnose(after, 'x.args.jsonc'), []);
  }
});
