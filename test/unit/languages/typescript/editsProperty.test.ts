/**
 * Property test: args schemas written as TypeScript object literals in generated layouts (bare, single- and
 * double-quoted keys, either quote for values, trailing commas or none, comments before and after members, one
 * line or many, tabs or spaces, a spread base) with unsupported keywords and other fixable mistakes. Every fix
 * offered, applied alone, leaves text that parses and has no new problem; fix-all leaves no unsupported keyword.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzParams } from '../../../helpers/fuzz';
import { analyzeFile, assertNoNewProblems, assertParses } from '../../../helpers/scripts';
import { resolveFixes } from '../../../../server/src/core/features/fixes';
import { applyEdits } from '../../../../server/src/core/model/edits';
import { fixAll, safeFixes } from '../../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import { ENGINE } from '../../../helpers/engine';

type Value = string | number | boolean | Value[] | { [key: string]: Value };

interface Layout {
  keyQuote: '' | "'" | '"';
  valueQuote: "'" | '"';
  trailingComma: boolean;
  multiline: boolean;
  indent: string;
  commentBefore: boolean;
  commentAfter: boolean;
}

const layout: fc.Arbitrary<Layout> = fc.record({
  keyQuote: fc.constantFrom('', "'", '"'),
  valueQuote: fc.constantFrom("'", '"'),
  trailingComma: fc.boolean(),
  multiline: fc.boolean(),
  indent: fc.constantFrom('  ', '    ', '\t'),
  commentBefore: fc.boolean(),
  commentAfter: fc.boolean(),
});

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function render(value: Value, l: Layout, depth: number): string {
  const str = (s: string) =>
    l.valueQuote + s.replace(/\\/g, '\\\\').replace(new RegExp(l.valueQuote, 'g'), `\\${l.valueQuote}`) + l.valueQuote;
  if (typeof value === 'string') return str(value);
  if (typeof value !== 'object') return String(value);
  const entries = Array.isArray(value)
    ? value.map((v) => render(v, l, depth + 1))
    : Object.entries(value).map(([k, v]) => {
        const key = l.keyQuote === '' && IDENTIFIER.test(k) ? k : `${l.keyQuote || "'"}${k}${l.keyQuote || "'"}`;
        return `${key}: ${render(v, l, depth + 1)}`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (!entries.length) return `${open}${close}`;
  if (!l.multiline) return `${open} ${entries.join(', ')}${l.trailingComma ? ',' : ''} ${close}`;
  const inner = l.indent.repeat(depth + 1);
  const lines = entries.map((e, i) => {
    const comma = i < entries.length - 1 || l.trailingComma ? ',' : '';
    return `${l.commentBefore && i % 2 === 0 ? `${inner}// before ${i}, with a comma\n` : ''}${inner}${e}${comma}${l.commentAfter && i % 2 === 1 ? ` // after ${i}` : ''}`;
  });
  return `${open}\n${lines.join('\n')}\n${l.indent.repeat(depth)}${close}`;
}

const unsupported = fc.oneof(
  fc.tuple(fc.constantFrom('format', 'title', 'x-custom'), fc.constantFrom<Value>('email', 'a, b', '}')),
  fc.tuple(fc.constantFrom('exclusiveMinimum', 'multipleOf'), fc.integer({ min: 1, max: 9 })),
  fc.tuple(fc.constant('additionalProperties'), fc.boolean()),
);
const extras = fc.array(unsupported, { maxLength: 2 }).map((pairs) => Object.fromEntries(pairs) as Record<string, Value>);

const leaf: fc.Arbitrary<Record<string, Value>> = fc
  .tuple(
    fc.constantFrom<Record<string, Value>>(
      { type: 'string' },
      { type: 'integer', minimum: 0 },
      { type: 'array', items: { type: 'string' } },
      { description: 'untyped' },
    ),
    extras,
  )
  .map(([n, e]) => ({ ...n, ...e }));

const schema = fc
  .tuple(
    fc.dictionary(fc.constantFrom('a', 'b', 'timeoutMs', 'with-dash'), leaf, { maxKeys: 3 }),
    fc.array(fc.constantFrom('a', 'b', 'z'), { maxLength: 3 }),
    extras,
    fc.boolean(),
  )
  .map(
    ([properties, required, e, typed]) =>
      ({ ...(typed ? { type: 'object' } : {}), properties, ...(required.length ? { required } : {}), ...e }) as Record<string, Value>,
  );

const source = fc.record({ schema, layout, base: fc.option(leaf, { nil: undefined }) }).map(({ schema, layout, base }) => {
  const head = `import type { ToolArgsSchema } from ${layout.valueQuote}@kaoruisaac/pedelec${layout.valueQuote};\n`;
  const baseDecl = base ? `const base = ${render(base, layout, 0)};\n` : '';
  let literal = render(schema, layout, 0);
  if (base) literal = literal.replace(/^\{/, `{ ...base,`).replace('{ ...base, }', '{ ...base }');
  return `${head}${baseDecl}export const schema = ${literal} satisfies ToolArgsSchema;\n`;
});

test('edits property: every fix of a generated TypeScript literal parses and adds no problem; fix-all removes every unsupported keyword', () => {
  fc.assert(
    fc.property(source, (text) => {
      assertParses(text);
      const before = analyzeFile(text);
      assert.deepEqual(before.logged, []);
      for (const problem of before.analysis.problems)
        for (const fix of resolveFixes(before.analysis.doc, problem)) {
          const output = applyEdits(text, fix.edits);
          assert.notEqual(output, text, `${fix.title} changes the text`);
          assertNoNewProblems(before, { 'app/tools.ts': output }, 'app/tools.ts');
        }
      const fixedAll = fixAll({ uri: 'file:///app/tools.ts', languageId: 'typescript', text }, DEFAULT_SETTINGS, {
        engine: ENGINE,
        choose: safeFixes,
      });
      const after = assertNoNewProblems(before, { 'app/tools.ts': fixedAll }, 'app/tools.ts');
      assert.deepEqual(
        after.here.filter((d) => d.startsWith('pedelec/unsupported-keyword')),
        [],
        fixedAll,
      );
    }),
    fuzzParams(12),
  );
});
