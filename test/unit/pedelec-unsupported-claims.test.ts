/**
 * What pedelec/unsupported-keyword says about each keyword, pinned against /work/shared/reference/pedelec-2026.md:
 * Core validates every call's arguments against the full JSON Schema (a local `$ref` is resolved,
 * `additionalProperties: false` fails a call with an extra argument as TOOL_ARGS_INVALID, `allOf`/`anyOf`/`not`/
 * `if` and exclusive bounds are enforced; a remote `$ref` cannot be resolved). No text may say it is ignored.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { UNSUPPORTED, unsupportedKeyword } from '../../server/src/core/rules/pedelec/helpers/keywords';
import { analyzeDoc, hoverAt } from '../helpers/core';
import { docFor } from '../helpers/ruleTester';

/** Phrases that contradict the reference for a keyword Core applies (and say more than we know for the rest). */
const CONTRADICTIONS = [
  /ignor/i,
  /not rejected/i,
  /not constrained/i,
  /does not resolve/i,
  /silently/i,
  /not supported by Pedelec/i,
  /has no effect/i,
];

/** The reference names these as enforced by Core at call time. */
const ENFORCED_BY_REFERENCE = ['allOf', 'anyOf', 'not', 'if', 'exclusiveMinimum', 'exclusiveMaximum', 'additionalProperties'];

/** A representative value of each keyword (what users write). */
const VALUE: Record<string, unknown> = {
  $ref: '#/$defs/p',
  additionalProperties: false,
  exclusiveMinimum: 0,
  exclusiveMaximum: 10,
  allOf: [{ minimum: 1 }],
  anyOf: [{ minimum: 1 }],
  not: { enum: [3] },
  if: { minimum: 1 },
  then: { maximum: 9 },
  else: { maximum: 0 },
};

async function sayings(keyword: string, value: unknown = VALUE[keyword] ?? 1) {
  // The keyword in a property's node; `if` beside then/else, so that they apply.
  const extra = keyword === 'then' || keyword === 'else' ? ', "if": { "minimum": 1 }' : '';
  const text = `{ "type": "object", "properties": { "n": { "type": "integer"${extra}, ${JSON.stringify(keyword)}: ${JSON.stringify(value)} } }, "$defs": { "p": { "type": "integer" } } }`;
  const analysis = analyzeDoc(docFor(text, 'claims.args.json'));
  const at = text.indexOf(`${JSON.stringify(keyword)}:`) + 1;
  const diagnostic = analysis.diagnostics.find(
    (d) => d.code === 'pedelec/unsupported-keyword' && analysis.doc.lineIndex.offsetAt(d.range.start) === at - 1,
  );
  assert.ok(diagnostic, `${keyword} is reported`);
  const markdownOf = (h: Awaited<ReturnType<typeof hoverAt>>) =>
    h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '';
  // Beside the problem (its message shows in the same hover), and alone (the rule off): both are what a user reads.
  const beside = markdownOf(await hoverAt(analysis, at));
  const ruleOff = analyzeDoc(docFor(text, 'claims.args.json'), { ...DEFAULT_SETTINGS, rules: { 'pedelec/unsupported-keyword': 'off' } });
  return { message: diagnostic.message, hover: markdownOf(await hoverAt(ruleOff, at)), beside };
}

for (const keyword of [...Object.keys(UNSUPPORTED), 'x-internal']) {
  test(`unsupported-keyword claims: "${keyword}" says nothing the reference contradicts, and what to do instead`, async () => {
    const { message, hover, beside } = await sayings(keyword);
    for (const text of [message, hover]) {
      for (const wrong of CONTRADICTIONS) assert.doesNotMatch(text, wrong, `${keyword}: ${text}`);
      assert.match(text, /outside Pedelec's documented args-schema subset/);
    }
    for (const wrong of CONTRADICTIONS) assert.doesNotMatch(beside, wrong, `${keyword}: ${beside}`);
    assert.ok(!beside.includes('**Instead:**'), `beside its problem, the hover does not repeat what to do: ${beside}`);
    // Two sentences: what, then what to do, which the hover gives in full.
    const instead = unsupportedKeyword(keyword).instead;
    assert.match(instead, /^[A-Z].*\.$/);
    assert.ok(hover.includes(`**Instead:** ${instead}`), hover);
    const [what, todo] = message.split(/(?<=\.) (?=[A-Z])/, 2);
    assert.ok(what && todo, `${keyword}: a sentence of what and one of what to do: ${message}`);
    assert.equal(todo, instead.replace(/`([\w$-]+)`/g, '"$1"').replace(/`([^`]*)`/g, '$1'));
    assert.match(hover, /\*\*Risk:\*\*/);
    if (ENFORCED_BY_REFERENCE.includes(keyword)) {
      assert.match(hover, /TOOL_ARGS_INVALID/, `${keyword}: Core fails such calls`);
      assert.match(
        message,
        keyword === 'additionalProperties' ? /fails a call with an extra argument \(TOOL_ARGS_INVALID\)/ : /today's Core enforces it/,
      );
    }
  });
}

test('unsupported-keyword claims: a local $ref and $defs are resolved by Core; a remote $ref cannot be', async () => {
  const local = await sayings('$ref', '#/$defs/p');
  assert.match(local.message, /today's Core resolves it, but the agent may never see the referenced schema/);
  assert.match(local.hover, /resolves a local `\$ref`/);
  const defs = await sayings('$defs', { p: { type: 'integer' } });
  assert.match(defs.message, /today's Core resolves local "\$ref"s into it, but the agent may never see these definitions/);
  for (const remote of ['https://example.com/point.json', 'point.json#/p']) {
    const { message, hover } = await sayings('$ref', remote);
    assert.match(message, /Core cannot resolve a remote reference/);
    assert.doesNotMatch(message, /resolves it/);
    assert.match(hover, /cannot resolve a remote `\$ref`/);
  }
});

test('unsupported-keyword claims: where the reference says nothing, nothing is claimed about Core', async () => {
  // additionalProperties with a schema is still enforced, but no "extra argument" claim; boolean exclusive bounds
  // and a then without if claim no enforcement; format and annotations claim none.
  assert.match((await sayings('additionalProperties', { type: 'string' })).message, /today's Core enforces it on each call/);
  for (const [keyword, value] of [
    ['exclusiveMinimum', true],
    ['format', 'email'],
    ['title', 'N'],
    ['nullable', true],
  ] as const) {
    const { message, hover } = await sayings(keyword, value);
    assert.doesNotMatch(message, /Core/, `${keyword}: ${message}`);
    assert.doesNotMatch(hover, /Today's Core/, `${keyword}: ${hover}`);
  }
  const text = '{ "type": "object", "properties": { "n": { "type": "integer", "then": { "maximum": 1 } } } }';
  const analysis = analyzeDoc(docFor(text, 'claims.args.json'));
  const then = analysis.diagnostics.find((d) => d.code === 'pedelec/unsupported-keyword');
  assert.ok(then);
  assert.doesNotMatch(then.message, /Core/);
});
