/**
 * Property test: generated args schemas (standalone and in skills manifests, .json and .jsonc, any indentation)
 * with unsupported keywords and other mistakes at any depth. Every offered fix must leave a document that parses
 * and has fewer diagnostics of the fixed rule; source.fixAll must leave valid JSON with no unsupported keyword
 * and never more diagnostics than before. fast-check prints the seed and the shrunk document on failure.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { sourceOf } from '../helpers/core';
import fc from 'fast-check';
import { fuzzParams } from '../helpers/fuzz';
import { parseTree, type ParseError } from 'jsonc-parser';
import { analyzeDoc } from '../helpers/core';
import { applyEdits } from '../../server/src/core/model/edits';
import { fixAll, resolveFixes, safeFixes } from '../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { docFor } from '../helpers/ruleTester';
import { ENGINE } from '../helpers/engine';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const unsupported: fc.Arbitrary<[string, Json]> = fc.oneof(
  fc.tuple(fc.constantFrom('exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minProperties'), fc.integer({ min: -3, max: 20 })),
  fc.tuple(fc.constantFrom('format', 'title', '$comment', '$id', 'x-custom'), fc.constantFrom('email', 'a, b', '}')),
  fc.tuple(fc.constant('const'), fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.boolean())),
  fc.tuple(fc.constant('$ref'), fc.constantFrom('#/$defs/d0', '#/definitions/d1', '#/$defs/missing', 'other.json#/a')),
  fc.tuple(fc.constantFrom('allOf', 'anyOf'), fc.constant<Json>([{ type: 'string' }])),
  fc.tuple(fc.constantFrom('additionalProperties', 'unevaluatedItems'), fc.boolean()),
  // Not unsupported, but wrong in ways other rules fix: mixed enums, empty enums.
  fc.tuple(fc.constant('enum'), fc.constantFrom<Json>([1, '2', 'x'], [], [true, 'false'])),
);

const extras = fc.array(unsupported, { maxLength: 2 }).map((pairs) => Object.fromEntries(pairs) as Record<string, Json>);

const { node } = fc.letrec<{ node: Record<string, Json> }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(fc.record({ type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'strin', 'int') }), extras)
      .map(([n, e]) => ({ ...n, ...e })),
    fc
      .tuple(
        fc.record(
          { type: fc.constant('array'), items: tie('node') as fc.Arbitrary<Json>, maxItems: fc.integer({ min: 1, max: 9 }) },
          { requiredKeys: ['type'] },
        ),
        extras,
      )
      .map(([n, e]) => ({ ...n, ...e })),
    fc
      .tuple(
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node') as fc.Arbitrary<Json>, { maxKeys: 3 }),
        fc.array(fc.constantFrom('a', 'b', 'z'), { maxLength: 3 }),
        extras,
      )
      .map(([properties, required, e]) => ({ type: 'object', properties, required, ...e })),
    fc.tuple(fc.array(tie('node') as fc.Arbitrary<Json>, { minLength: 1, maxLength: 2 }), extras).map(([oneOf, e]) => ({ oneOf, ...e })),
  ),
}));

const schema = fc
  .tuple(fc.dictionary(fc.constantFrom('p', 'q', 'r'), node, { maxKeys: 3 }), extras, fc.boolean(), fc.boolean())
  .map(([properties, e, withDefs, withDefinitions]) => ({
    type: 'object',
    properties,
    ...e,
    ...(withDefs ? { $defs: { d0: { type: 'string', minLength: 1 } } } : {}),
    ...(withDefinitions ? { definitions: { d1: { type: 'object', properties: { x: { type: 'number' } } } } } : {}),
  }));

const document = fc
  .record({ schema, indent: fc.constantFrom(0, 2, 4, '\t'), jsonc: fc.boolean(), skills: fc.boolean() })
  .map(({ schema, indent, jsonc, skills }) => {
    const value = skills ? { guidance: 'g', tools: [{ name: 'tool', description: 'd', argsSchema: schema }] } : schema;
    let text = JSON.stringify(value, null, indent);
    if (jsonc && indent) text = `// generated\n${text.replace('{\n', '{\n  // a comment, with a comma\n')}`;
    return { text, filename: `gen.${skills ? 'skills' : 'args'}.${jsonc ? 'jsonc' : 'json'}` };
  });

function assertParses(text: string, context: string) {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: false });
  assert.deepEqual(errors, [], `${context}\n${text}`);
}

const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;
const codesOf = async (text: string, filename: string) =>
  (await analyzeDoc(docFor(text, filename), DEFAULT_SETTINGS)).diagnostics.map((d) => String(d.code));

test('pedelec property: every offered fix leaves valid JSON and removes its diagnostic; fix-all leaves no unsupported keyword', async () => {
  await fc.assert(
    fc.asyncProperty(document, async ({ text, filename }) => {
      const analysis = await analyzeDoc(docFor(text, filename), DEFAULT_SETTINGS);
      const before = analysis.diagnostics.map((d) => String(d.code));
      for (const finding of analysis.problems.filter((f) => f.fixes).slice(0, 12)) {
        const code = String(finding.code);
        for (const fix of resolveFixes(analysis.doc, finding)) {
          const fixed = applyEdits(text, fix.edits);
          assertParses(fixed, `after "${fix.title}" (${code})`);
          const after = await codesOf(fixed, filename);
          assert.ok(count(after, code) < count(before, code), `"${fix.title}" must remove its ${code} diagnostic\n${fixed}`);
        }
      }
      const all = fixAll(sourceOf(docFor(text, filename)), DEFAULT_SETTINGS, { engine: ENGINE, choose: safeFixes });
      assertParses(all, 'after source.fixAll');
      const after = await codesOf(all, filename);
      // A $ref that cannot be inlined without changing what is accepted stays, with its definitions (issue 24.1).
      if (!all.includes('"$ref"')) assert.equal(count(after, 'pedelec/unsupported-keyword'), 0, all);
      assert.ok(after.length <= before.length, `fix-all must not add problems: ${before} → ${after}\n${all}`);
    }),
    fuzzParams(12),
  );
});
