/**
 * A RuleTester in ESLint's manner: per rule, a table of valid and invalid documents. Invalid cases mark each
 * expected diagnostic range with `«…»`; `output` is the text after "fix all of this rule".
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDoc, sourceOf } from './core';
import { fixAll, fixesOfRule } from '../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS, type Settings } from '../../server/src/core/settings/settings';
import type { Rule, SupersededSchemaProblem } from '../../server/src/core/model/rule';
import type { Problem } from '../../server/src/core/model/problem';
import { validateSchema } from '../../server/src/core/pipeline/validate';
import type { Family } from '../../server/src/core/model/catalog';
import { parseMarkers } from './markers';
import { languageIdOfFile } from '../../server/src/core/languages/ids';
import { ENGINE } from './engine';
import { fastAnalysis } from '../../server/src/core/pipeline/cleanCheck';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { plainContextOf } from '../../server/src/core/pipeline/check';

export interface ValidCase {
  code: string;
  filename?: string;
  name?: string;
  settings?: Partial<Settings>;
}

export interface InvalidCase extends ValidCase {
  /** One entry per expected diagnostic, in document order: a substring or pattern of its message. */
  errors: (string | RegExp)[];
  /** The text after applying every fix of this rule; omit when the rule offers no fix here. */
  output?: string;
}

const DEFAULT_FILENAME: Record<Family, string> = {
  arcade: 'example.tool.json',
  'pedelec-args': 'example.args.json',
  'pedelec-skills': 'example.skills.json',
  'pedelec-tools': 'skills/tools.json',
  'pedelec-tool': 'skills/tools-example.json',
  'pedelec-deno-module': 'deno-modules.ts',
  'toolschema-config': 'toolschema.config.json',
  'host-tools': 'tools.json',
};

/** A document as an editor would open it: the language id from the file name (`json`, `jsonc`, `typescript` …). */
export function docFor(text: string, filename: string): TextDocument {
  return TextDocument.create(`file:///fixtures/${filename}`, languageIdOfFile(filename), 1, text);
}

async function ruleDiagnostics(rule: Rule, doc: TextDocument, settings: Settings) {
  const errors: string[] = [];
  const analysis = analyzeDoc(doc, settings, (m) => errors.push(m));
  assert.deepEqual(errors, [], 'the rule must not throw');
  return analysis.diagnostics
    .filter((d) => d.code === rule.meta.id)
    .sort((a, b) => doc.offsetAt(a.range.start) - doc.offsetAt(b.range.start));
}

/**
 * Every schema problem the rule says it supersedes exists (the declaration names a real problem: code, node and
 * property) and is really gone from the analysis while the rule is on.
 */
function assertSupersededGone(rule: Rule, doc: TextDocument, settings: Settings) {
  const analysis = analyzeDoc(doc, settings);
  if (!analysis.association) return;
  // A script is checked as one tree per Pedelec value in it.
  const trees = analysis.units ?? [{ doc: analysis.doc, association: analysis.association }];
  for (const tree of trees) {
    const declared: SupersededSchemaProblem[] = [];
    rule.check({ doc: tree.doc, association: tree.association, report: (r) => declared.push(...(r.supersedes ?? [])) });
    assertGone(rule, declared, validateSchema(tree.doc.root, tree.association.schema), analysis.problems);
  }
}

function assertGone(
  rule: Rule,
  declared: SupersededSchemaProblem[],
  schemaProblems: ReturnType<typeof validateSchema>,
  shownProblems: Problem[],
) {
  for (const s of declared) {
    const target = schemaProblems.find((p) => p.code === s.code && p.node === s.node && p.property === s.property);
    if (!target) continue; // a guard for a schema problem this document does not have: nothing to hide
    const shown = shownProblems.filter((p) => p.code === s.code && p.span.offset === target.span.offset && p.message === target.message);
    assert.deepEqual(
      shown.map((p) => p.message),
      [],
      `${s.code} on the node ${rule.meta.id} reports is shown as well`,
    );
  }
}

/**
 * Every verdict (Rule.clean) held to its check on a row, where the CLI's fast path asks them (a text it reads with
 * JSON.parse, with an association): the fast path, which skips the check of every rule whose verdict says clean,
 * gives the full analysis's problems; and the rule's own verdict (`rule` may be a copy the table tests) says clean
 * only where its check reports nothing (`found`: the rule's diagnostics by the full analysis).
 */
export function assertVerdictHolds(
  rule: Rule,
  text: string,
  filename: string,
  settings: Settings,
  found: readonly { message: string }[],
): void {
  const source = { uri: `file:///fixtures/${filename}`, languageId: languageIdOfFile(filename), text };
  const fast = fastAnalysis(source, settings, { engine: ENGINE });
  const parsed = fast?.doc.parsedValue();
  if (!fast?.association || !parsed) return;
  const shown = (problems: readonly Problem[]) => problems.map(({ code, severity, span, message }) => ({ code, severity, span, message }));
  const full = analyze(source, settings, { engine: ENGINE });
  assert.deepEqual(shown(fast.problems), shown(full.problems), 'the fast path (verdicts asked) gives the full analysis’s problems');
  if (!rule.clean?.(plainContextOf(parsed.value, fast.association, settings))) return;
  assert.deepEqual(
    found.map((d) => d.message),
    [],
    `the verdict of ${rule.meta.id} says clean where its check reports`,
  );
}

export function ruleTester(rule: Rule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const id = rule.meta.id;
  const filenameOf = (c: ValidCase) => c.filename ?? DEFAULT_FILENAME[rule.meta.families[0]];
  cases.valid.forEach((c, i) => {
    test(`${id} valid #${i + 1}${c.name ? `: ${c.name}` : ''}`, async () => {
      const settings = { ...DEFAULT_SETTINGS, ...c.settings };
      const found = await ruleDiagnostics(rule, docFor(c.code, filenameOf(c)), settings);
      assertVerdictHolds(rule, c.code, filenameOf(c), settings, found);
      assert.deepEqual(
        found.map((d) => d.message),
        [],
      );
    });
  });
  cases.invalid.forEach((c, i) => {
    test(`${id} invalid #${i + 1}${c.name ? `: ${c.name}` : ''}`, async () => {
      const { text, ranges } = parseMarkers(c.code);
      const doc = docFor(text, filenameOf(c));
      const settings = { ...DEFAULT_SETTINGS, ...c.settings };
      const found = await ruleDiagnostics(rule, doc, settings);
      assertVerdictHolds(rule, text, filenameOf(c), settings, found);
      assertSupersededGone(rule, doc, settings);
      assert.equal(found.length, c.errors.length, `diagnostics: ${JSON.stringify(found.map((d) => d.message))}`);
      assert.equal(ranges.length, c.errors.length, 'mark each expected range with «…»');
      found.forEach((d, k) => {
        const expected = c.errors[k];
        if (typeof expected === 'string') assert.ok(d.message.includes(expected), `"${d.message}" should include "${expected}"`);
        else assert.match(d.message, expected);
        assert.equal(d.source, 'toolschema');
        assert.equal(d.codeDescription?.href.endsWith(`#${id.replace('/', '-')}`), true);
        const start = doc.offsetAt(d.range.start);
        const end = doc.offsetAt(d.range.end);
        assert.deepEqual(
          text.slice(start, end),
          text.slice(ranges[k].offset, ranges[k].offset + ranges[k].length),
          `range of diagnostic ${k + 1}`,
        );
        assert.equal(start, ranges[k].offset);
      });
      const fixed = fixAll(sourceOf(doc), settings, { engine: ENGINE, choose: fixesOfRule(id) });
      assert.equal(fixed, c.output ?? text, c.output === undefined ? 'no fix expected' : 'fixed output');
    });
  });
}
