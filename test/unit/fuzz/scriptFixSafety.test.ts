/**
 * Fix safety in TypeScript, as a property: on fuzzed Pedelec values written as code (helpers/fuzz.ts
 * scriptDocument), every fix any rule offers, and the safe-fixes pass of `source.fixAll` / `--fix`, leave code that
 * parses with no more syntax errors than before, and add no problem outside the text they replace.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from '@babel/parser';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { fixAll, resolveFixes, safeFixes } from '../../../server/src/core/features/fixes';
import { applyEdits, type Edit } from '../../../server/src/core/model/edits';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import type { Problem } from '../../../server/src/core/model/problem';
import { fuzzParams, scriptDocument, type Seed } from '../../helpers/fuzz';
import { assertMeaningKept } from '../../helpers/meaning';
import { ENGINE } from '../../helpers/engine';

const syntaxErrors = (text: string): number => {
  try {
    return (
      parse(text, { sourceType: 'module', plugins: ['typescript'], errorRecovery: true, allowAwaitOutsideFunction: true }).errors?.length ??
      0
    );
  } catch {
    return Infinity;
  }
};

const analyzed = (text: string) =>
  analyze({ uri: 'file:///fuzz/tools.ts', languageId: 'typescript', text }, DEFAULT_SETTINGS, { engine: ENGINE });

/** `code @ text` of the problems that lie outside the given spans of `text`, as a multiset. */
function outside(problems: readonly Problem[], text: string, spans: { from: number; to: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of problems) {
    const from = p.span.offset;
    const to = from + p.span.length;
    if (spans.some((s) => from < s.to + 1 && to > s.from - 1)) continue;
    const key = `${p.code} @ ${text.slice(from, to)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * A fix answers for the smallest object or array literal around what it writes, and that literal's key (removing a
 * node's only keyword may leave it without a type): the span widened to it, in `text`.
 */
function widened(text: string, spans: { from: number; to: number }[]): { from: number; to: number }[] {
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(text, { sourceType: 'module', plugins: ['typescript'], errorRecovery: true, allowAwaitOutsideFunction: true });
  } catch {
    return [{ from: 0, to: text.length }];
  }
  type Node = {
    type?: string;
    start?: number;
    end?: number;
    value?: Node;
    name?: unknown;
    properties?: unknown;
    elements?: unknown;
  } & Record<string, unknown>;
  /** Each literal, with the span it answers for: the property holding it when there is one. */
  const literals: { start: number; end: number; answers: { from: number; to: number }; spreads: string[] }[] = [];
  /** Constants' literals by name: a literal spread into another is part of the node a fix edits. */
  const constants = new Map<string, { from: number; to: number }>();
  const stack: unknown[] = [ast.program];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (!node || typeof node !== 'object') continue;
    const literal = (n: Node | undefined) => n?.type === 'ObjectExpression' || n?.type === 'ArrayExpression';
    const spreads = (n: Node) =>
      ((n.properties ?? n.elements ?? []) as Node[]).flatMap((m) =>
        m?.type === 'SpreadElement' && (m.argument as Node).type === 'Identifier' ? [(m.argument as Node).name as string] : [],
      );
    if (node.type === 'ObjectProperty' && literal(node.value))
      literals.push({
        start: node.value!.start!,
        end: node.value!.end!,
        answers: { from: node.start!, to: node.end! },
        spreads: spreads(node.value!),
      });
    else if (literal(node))
      literals.push({ start: node.start!, end: node.end!, answers: { from: node.start!, to: node.end! }, spreads: spreads(node) });
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && literal(node.init as Node))
      constants.set((node.id as Node).name as string, { from: (node.init as Node).start!, to: (node.init as Node).end! });
    for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'extra') stack.push(node[key]);
  }
  return spans.flatMap((s) => {
    let best: (typeof literals)[number] | undefined;
    for (const l of literals) if (l.start < s.from && s.to < l.end && (!best || l.end - l.start < best.end - best.start)) best = l;
    if (!best) return [{ from: 0, to: text.length }];
    return [best.answers, ...best.spreads.flatMap((name) => constants.get(name) ?? [])];
  });
}

/** Where edits land: their spans in the text before, and the spans of their new text after. */
function spansOf(edits: readonly Edit[]) {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  let delta = 0;
  const before: { from: number; to: number }[] = [];
  const after: { from: number; to: number }[] = [];
  for (const e of sorted) {
    before.push({ from: e.offset, to: e.offset + e.length });
    after.push({ from: e.offset + delta, to: e.offset + delta + e.newText.length });
    delta += e.newText.length - e.length;
  }
  return { before, after };
}

function checkFixes(seed: Seed, tally: { fixes: number }) {
  const analysis = analyzed(seed.text);
  const errorsBefore = syntaxErrors(seed.text);
  for (const problem of analysis.problems) {
    for (const fix of resolveFixes(analysis.doc, problem)) {
      tally.fixes++;
      const text = applyEdits(seed.text, fix.edits);
      assert.ok(syntaxErrors(text) <= errorsBefore, `"${fix.title}" (${problem.code}) made the code unparseable:\n${text}`);
      const { before, after } = spansOf(fix.edits);
      const was = outside(analysis.problems, seed.text, widened(seed.text, before));
      const fixed = analyzed(text);
      for (const [key, n] of outside(fixed.problems, text, widened(text, after)))
        assert.ok(n <= (was.get(key) ?? 0), `"${fix.title}" (${problem.code}) added ${key}:\n${seed.text}\n→\n${text}`);
      if (errorsBefore === 0) assertMeaningKept(analysis, fixed, fix.edits, `${fix.title}\n${seed.text}\n→\n${text}`);
    }
  }
  const fixed = fixAll({ uri: 'file:///fuzz/tools.ts', languageId: 'typescript', text: seed.text }, DEFAULT_SETTINGS, {
    engine: ENGINE,
    choose: safeFixes,
  });
  assert.ok(syntaxErrors(fixed) <= errorsBefore, `the safe fixes made the code unparseable:\n${fixed}`);
}

test('script fix safety: every fix on fuzzed Pedelec code leaves parseable code and no new problem elsewhere', (t) => {
  const tally = { fixes: 0 };
  const params = fuzzParams(20);
  fc.assert(
    fc.property(scriptDocument, (seed) => checkFixes(seed, tally)),
    params,
  );
  assert.ok(tally.fixes > params.numRuns / 3, `the generator reaches fixes (${tally.fixes} in ${params.numRuns} documents)`);
  t.diagnostic(`${tally.fixes} fixes applied`);
});
