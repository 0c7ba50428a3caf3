/**
 * Checking one tree: structured validation against its schema, then the rules, with the problems rules replace
 * left out. A JSON document is one tree; a script is one tree per Pedelec value in it (core/typescript/).
 */
import type { Association } from './associate';
import type { SchemaDocument } from './document';
import type { Fix, Problem, Severity } from './problem';
import type { Rule, RuleReport, SupersededSchemaProblem } from './rule';
import type { Settings, SeverityName } from './settings';
import { validateSchema, type SchemaProblem } from './schemaValidation';
import type { TreeNode } from './tree';
import type { Budget } from './budget';
import { RULE_FAILED, ruleFailed, ruleFailedMessage } from './rules/toolschema/rule-failed';

export interface Analysis {
  doc: SchemaDocument;
  association?: Association;
  /** Set when the document was too large or too deep for the full checks: hover and completion stay out too. */
  limited?: 'too-large' | 'too-deep';
  /** In document order. */
  problems: Problem[];
  /** A script: the problems written in other files it reads (a constant imported from a module), by file URI. */
  elsewhere?: ReadonlyMap<string, Problem[]>;
  /** A script: the files it read or looked for (imports, tsconfig.json); it is stale when one of them changes. */
  dependencies?: readonly string[];
  /** A script: its Pedelec values, each a tree with its schema (hover and completion read them). */
  units?: readonly ScriptUnit[];
}

/** One Pedelec value of a script: a tool, a session's skills, or a schema typed as one. */
export interface ScriptUnit {
  doc: SchemaDocument;
  association: Association;
}

export type Logger = (message: string) => void;

/**
 * Structured validation and the rules on one tree: the problems of both, each schema problem a rule replaces left
 * out. `validate: false` runs the rules only (a lone schema node of a script has no schema of its own). Every
 * stage spends from `budget`; what it skipped is in the budget's one truncation problem, which the caller adds.
 */
export function checkTree(
  doc: SchemaDocument,
  association: Association,
  settings: Settings,
  log: Logger,
  rules: readonly Rule[],
  budget: Budget,
  validate = true,
): { problems: Problem[]; truncated: boolean } {
  const failures: Problem[] = [];
  const failed = (what: string, e: unknown, rule?: string) => {
    const problem = failedProblem(doc, settings, what, e, rule);
    if (problem) failures.push(problem);
  };
  const schemaProblems = validate
    ? (guarded(
        () => budget.run('schema validation', () => validateSchema(doc.root, association.schema, doc.value)),
        `schema validation of ${doc.uri}`,
        log,
        (e) => failed('the validation against the bundled schema', e),
      ) ?? [])
    : [];
  const { reported, superseded, reportedOn, truncated } = runRules(doc, association, settings, rules, log, budget, failed);
  return {
    problems: [
      ...schemaProblems.filter((p) => !superseded.has(p.code, p.node, p.property)).map(withoutSchemaFacts),
      ...reported.filter((p) => !superseded.has(p.code, reportedOn.get(p))),
      ...failures,
    ],
    // A failed rule's directives are not unused either: its problems were never looked for.
    truncated: truncated || failures.length > 0,
  };
}

/** A check that threw: `toolschema/rule-failed` at the start of the file, unless that rule is off. */
export function failedProblem(doc: SchemaDocument, settings: Settings, what: string, e: unknown, rule?: string): Problem | undefined {
  const severity = effectiveSeverity(ruleFailed, settings);
  if (severity === 'off') return undefined;
  return { code: RULE_FAILED, severity, span: { offset: 0, length: 0 }, message: ruleFailedMessage(what, e, rule) };
}

/** A failure in one stage costs that stage, not the document: it is logged and yields nothing. */
export function guarded<T>(stage: () => T, what: string, log: Logger, failed?: (e: unknown) => void): T | undefined {
  try {
    return stage();
  } catch (e) {
    log(`toolschema: ${what} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    failed?.(e);
    return undefined;
  }
}

/** The problems rules replace: a code (and a property name) on a node. */
class Superseded {
  private readonly byNode = new Map<TreeNode, Set<string>>();
  private static key = (code: string, property?: string) => `${code}:${property ?? ''}`;

  add(code: string, node: TreeNode, property?: string): void {
    let keys = this.byNode.get(node);
    if (!keys) this.byNode.set(node, (keys = new Set()));
    keys.add(Superseded.key(code, property));
  }

  has(code: string, node: TreeNode | undefined, property?: string): boolean {
    return !!node && !!this.byNode.get(node)?.has(Superseded.key(code, property));
  }
}

const withoutSchemaFacts = ({ code, severity, span, message, tags }: SchemaProblem): Problem => ({
  code,
  severity,
  span,
  message,
  ...(tags ? { tags } : {}),
});

export function effectiveSeverity(rule: Rule, settings: Settings): SeverityName {
  return settings.rules[rule.meta.id] ?? rule.meta.defaultSeverity;
}

function runRules(
  doc: SchemaDocument,
  association: Association,
  settings: Settings,
  rules: readonly Rule[],
  log: Logger,
  budget: Budget,
  failed: (what: string, e: unknown, rule: string) => void,
) {
  const reported: Problem[] = [];
  const superseded = new Superseded();
  // A rule's problem can be superseded by another rule's report on the same node, as a schema problem can.
  const reportedOn = new Map<Problem, TreeNode>();
  for (const rule of rules) {
    if (!rule.meta.families.includes(association.schema.family)) continue;
    const severity = effectiveSeverity(rule, settings);
    if (severity === 'off') continue;
    const own: Problem[] = [];
    const supersedes: SupersededSchemaProblem[] = [];
    const report = (r: RuleReport) => {
      if (r.node?.type === 'opaque' && !rule.meta.readsOpaque) return;
      const reportSeverity = r.severity && settings.rules[rule.meta.id] === undefined ? r.severity : severity;
      const problem = toProblem(doc, rule, reportSeverity, r, log);
      if (r.node) reportedOn.set(problem, r.node);
      own.push(problem);
      supersedes.push(...(r.supersedes ?? []));
    };
    try {
      // A rule cut by the budget reports nothing: a half-run rule is named as skipped, never half believed.
      if (budget.run(rule.meta.id, () => (rule.check({ doc, association, report }), true), true)) {
        reported.push(...own);
        for (const s of supersedes) superseded.add(s.code, s.node, s.property);
      }
    } catch (e) {
      // A bug in one rule costs that rule, not the document; the file says it was not fully checked.
      log(`toolschema: rule ${rule.meta.id} failed on ${doc.uri}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      failed(`the rule ${rule.meta.id}`, e, rule.meta.id);
    }
  }
  return { reported, superseded, reportedOn, truncated: budget.truncated };
}

function toProblem(doc: SchemaDocument, rule: Rule, severity: Severity, r: RuleReport, log: Logger): Problem {
  const span = r.span ?? (r.node ? { offset: r.node.offset, length: r.node.length } : { offset: 0, length: 0 });
  const fixes = r.fixes;
  return {
    code: rule.meta.id,
    severity,
    span,
    message: r.message,
    ...(fixes ? { fixes: () => guarded(fixes, `the fixes of rule ${rule.meta.id} on ${doc.uri}`, log) ?? ([] as Fix[]) } : {}),
  };
}
