/**
 * toolschema's codes as ESLint rules: each rule of the registry, and each code the core reports beside them
 * (syntax, schema and notices), is the ESLint rule `toolschema/<code>`, e.g. `toolschema/pedelec/unsupported-keyword`
 * (ESLint reads the plugin name up to the first slash, so the rest of the id keeps its own slash). A rule reports
 * the problems of its code at their exact ranges; a safe fix (the ones `toolschema-lint --fix` applies) is its ESLint
 * fix, every other fix a suggestion.
 */
import type { Rule as EslintRule } from 'eslint';
import { docsUrl } from '../docs';
import { resolveFixes, type ResolvedFix } from '../core/features/fixes';
import type { Problem, Severity } from '../core/model/problem';
import type { Engine } from '../core/pipeline/engine';
import { fileLintOf, type FileLint, type FileLintContext } from './fileLint';

/** A code the core reports that is not a registry rule, with its default severity and what it says. */
interface CoreCode {
  code: string;
  severity: Severity | 'off';
  description: string;
  /** Reported in JSON files only (a script's syntax is its parser's business, not toolschema's). */
  jsonOnly?: boolean;
}

/** The syntax, schema and notice codes (docs/rules/syntax.md, schema.md, toolschema.md; a test keeps them in step). */
export const CORE_CODES: readonly CoreCode[] = [
  ...['invalid-json', 'comment-not-permitted', 'trailing-comma', 'duplicate-key', 'byte-order-mark', 'empty-document'].map((name) => ({
    code: `syntax/${name}`,
    severity: (name === 'byte-order-mark' ? 'warning' : 'error') as Severity,
    description: 'Disallow JSON syntax that the file’s readers reject',
    jsonOnly: true,
  })),
  ...['unknown-property', 'missing-property', 'wrong-type', 'invalid-value', 'no-matching-alternative', 'constraint', 'invalid'].map(
    (name) => ({ code: `schema/${name}`, severity: 'error' as Severity, description: 'Enforce the bundled schema of the file' }),
  ),
  { code: 'toolschema/file-too-large', severity: 'info', description: 'Report a file too large for the full checks', jsonOnly: true },
  {
    code: 'toolschema/too-deeply-nested',
    severity: 'warning',
    description: 'Report a file nested too deeply for the checks',
    jsonOnly: true,
  },
  { code: 'toolschema/analysis-truncated', severity: 'info', description: 'Report a file whose rules were cut short' },
  { code: 'toolschema/script-not-parsed', severity: 'warning', description: 'Report a Pedelec script toolschema cannot parse' },
  {
    code: 'toolschema/python-not-parsed',
    severity: 'warning',
    description: 'Report a Python tool file where a syntax error may hide a tool',
  },
  {
    code: 'toolschema/import-outside-project',
    severity: 'warning',
    description: 'Report an import of a file outside the project, which toolschema does not read',
  },
  { code: 'toolschema/schema-not-fetched', severity: 'info', description: 'Report a `$schema` that toolschema does not read' },
  // Off, as in `toolschema-lint` without --report-unused-disable-directives (the editor shows it as a hint).
  {
    code: 'toolschema/unused-disable-directive',
    severity: 'off',
    description: 'Disallow toolschema-disable comments that disable nothing',
  },
];

interface CodeInfo {
  /** The ESLint rule's name: the code, or `<code>/<severity>` for the reports of a rule that carry their own severity. */
  name: string;
  code: string;
  description: string;
  defaultSeverity: Severity | 'off';
  jsonOnly: boolean;
  /** The code's reports of these severities are another ESLint rule's (`of`: this rule reports only that one). */
  split?: { of?: Severity; others: readonly Severity[] };
  /** Reported in Python files: the Arcade rules (a Python file holds Arcade tools), the schema and analysis codes. */
  python: boolean;
}

/**
 * ESLint takes a rule's severity from its own config, one per rule: a toolschema rule whose reports carry their own
 * severity (an error where upstream rejects, a warning where it accepts) is one ESLint rule per severity, so that
 * each report shows with the severity toolschema gives it.
 */
export const codesOf = (engine: Engine): readonly CodeInfo[] => [
  ...engine.rules.flatMap((r) => {
    const base = {
      name: r.meta.id,
      code: r.meta.id,
      description: r.meta.description,
      defaultSeverity: r.meta.defaultSeverity,
      jsonOnly: r.meta.families.every((f) => f === 'arcade' || f === 'toolschema-config'), // scripts hold Pedelec values only
      python: r.meta.families.includes('arcade'),
    };
    const others = r.meta.reportSeverities ?? [];
    if (!others.length) return [base];
    return [
      { ...base, split: { others } },
      ...others.map((severity) => ({
        ...base,
        name: `${r.meta.id}/${severity}`,
        defaultSeverity: r.meta.defaultSeverity === 'off' ? ('off' as const) : severity,
        description: `${r.meta.description} (its reports of severity ${severity})`,
        split: { of: severity, others },
      })),
    ];
  }),
  ...CORE_CODES.map((c) => ({
    name: c.code,
    code: c.code,
    description: c.description,
    defaultSeverity: c.severity,
    jsonOnly: !!c.jsonOnly,
    python: !c.jsonOnly && c.code !== 'toolschema/script-not-parsed' && c.code !== 'toolschema/import-outside-project',
  })),
];

/** The message id of every report: the core's message is the text (it says what is wrong and what to do). */
export const MESSAGE_ID = 'problem';
export const SUGGESTION_ID = 'fix';

function ruleOf(info: CodeInfo, engine: Engine): EslintRule.RuleModule {
  return {
    meta: {
      type: info.defaultSeverity === 'error' ? 'problem' : 'suggestion',
      docs: { description: info.description, url: docsUrl(info.code), recommended: info.defaultSeverity !== 'off' },
      // Which of a code's problems have fixes depends on the problem; any may have a safe fix and other fixes.
      fixable: 'code',
      hasSuggestions: true,
      schema: [], // severity only: what a rule checks is set by toolschema's config file, not per rule
      messages: { [MESSAGE_ID]: '{{message}}', [SUGGESTION_ID]: '{{title}}' },
    },
    create(context) {
      const lint = fileLintOf(context as unknown as FileLintContext, engine);
      lint.enable(info.code);
      // Reported on the first node visited: ESLint has created all of the file's rules by then.
      const report = () => {
        for (const problem of lint.problemsOf(info.code)) if (ownedBy(info, problem)) context.report(descriptorOf(context, lint, problem));
      };
      return { Program: report, Document: report } as EslintRule.RuleListener;
    },
  };
}

/** The ESLint rule that shows a problem of a split code: the one of its severity, else the code's own. */
const ownedBy = (info: CodeInfo, problem: Problem) =>
  !info.split || (info.split.of ? problem.severity === info.split.of : !info.split.others.includes(problem.severity));

function descriptorOf(context: EslintRule.RuleContext, lint: FileLint, problem: Problem): EslintRule.ReportDescriptor {
  const { sourceCode } = context as unknown as FileLintContext;
  const locAt = (offset: number) => sourceCode.getLocFromIndex?.(offset) ?? fallbackLoc(sourceCode.text, offset);
  const loc = { start: locAt(problem.span.offset), end: locAt(problem.span.offset + problem.span.length) };
  const descriptor: EslintRule.ReportDescriptor = { loc, messageId: MESSAGE_ID, data: { message: problem.message } };
  const fixes = lint.analysis && problem.fixes ? resolveFixes(lint.analysis.doc, problem) : [];
  const safe = fixes.find((f) => f.safe);
  if (safe) descriptor.fix = fixOf(safe);
  const suggestions = fixes.filter((f) => f !== safe);
  if (suggestions.length)
    descriptor.suggest = suggestions.map((f) => ({ messageId: SUGGESTION_ID, data: { title: f.title }, fix: fixOf(f) }));
  return descriptor;
}

const fixOf =
  (fix: ResolvedFix): EslintRule.ReportFixer =>
  (fixer) =>
    fix.edits.map((e) => fixer.replaceTextRange([e.offset, e.offset + e.length], e.newText));

/** Line 1-based, column 0-based (JavaScript's bases), for a SourceCode without getLocFromIndex. */
function fallbackLoc(text: string, offset: number) {
  const before = text.slice(0, offset);
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  return { line: (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1, column: offset - lineStart };
}

/** The ESLint rule of each code of `codes` (codesOf(engine)), each linting with `engine`. */
export const eslintRules = (codes: readonly CodeInfo[], engine: Engine): Record<string, EslintRule.RuleModule> =>
  Object.fromEntries(codes.map((info) => [info.name, ruleOf(info, engine)]));
