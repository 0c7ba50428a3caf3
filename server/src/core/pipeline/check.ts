/**
 * Checking one tree: structured validation against its schema, then the rules, with the problems rules replace
 * left out. A JSON document is one tree; a script is one tree per Pedelec value in it (languages/typescript/).
 */
import type { Association } from '../model/association';
import type { Logger } from './analysis';
import type { SchemaDocument } from '../model/document';
import type { Fix, Problem, Severity } from '../model/problem';
import {
  cleanOnEveryPlainValue,
  type PlainContext,
  type Rule,
  type RuleContext,
  type RuleReport,
  type SupersededSchemaProblem,
} from '../model/rule';
import type { Settings, SeverityName } from '../settings/settings';
import { described, schemaFindings, type SchemaFinding, type SchemaProblem } from './validate';
import type { JsonValue, Span, TreeNode } from '../model/tree';
import type { Budget } from '../model/budget';
import { RULE_FAILED, ruleFailed, ruleFailedMessage } from '../rules/toolschema/rule-failed';
import { Listing } from './listing';
import type { Family } from '../model/catalog';

/**
 * Structured validation and the rules on one tree: the problems of both, each schema problem a rule replaces left
 * out. `validate: false` runs the rules only (a lone schema node of a script has no schema of its own). Every
 * stage spends from `budget`; what it skipped is in the budget's one truncation problem, which the caller adds.
 */
/** What every tree of one analysis is checked with. */
export interface CheckOptions {
  settings: Settings;
  log: Logger;
  /** The engine's rules (pipeline/engine.ts), passed in by the pipeline. */
  rules: readonly Rule[];
  budget: Budget;
}

export function checkTree(
  { doc, association }: { doc: SchemaDocument; association: Association },
  { settings, log, rules, budget }: CheckOptions,
  validate = true,
): { problems: Problem[]; truncated: boolean } {
  let failures: Problem[] | undefined;
  const schemaProblems = validate
    ? (guarded(
        () => budget.run('schema validation', () => schemaFindings(doc.rootValue(), association.schema, () => doc.root)),
        `schema validation of ${doc.uri}`,
        log,
        (e) => {
          const problem = failedProblem(settings, 'the validation against the bundled schema', e);
          if (problem) (failures ??= []).push(problem);
        },
      ) ?? [])
    : [];
  const ran = runRules({ doc, association }, { settings, log, budget }, enabledRulesFor(rules, association.schema.family, settings));
  // Most files: nothing found, no rule run (every verdict clean), nothing to list or leave out.
  if (!ran && !schemaProblems.length && !failures) return { problems: [], truncated: budget.truncated };
  const superseded = ran?.superseded;
  if (ran?.failures) (failures ??= []).push(...ran.failures);
  // Past the limit of each code, problems are counted in one (pipeline/listing.ts): memory and output stay bounded.
  const schema = listedSchemaProblems(
    superseded ? schemaProblems.filter((p) => !superseded.has(p.code, p.node, p.property)) : schemaProblems,
  );
  const problems = schema.problems;
  if (ran) for (const p of ran.reported) if (!ran.superseded.has(p.code, ran.reportedOn.get(p))) problems.push(p);
  if (failures) problems.push(...failures);
  return {
    problems,
    // A failed rule's directives are not unused either: its problems were never looked for; nor are unlisted ones'.
    truncated: budget.truncated || failures !== undefined || (ran?.cut ?? false) || schema.cut,
  };
}

/** A check that threw: `toolschema/rule-failed` at the start of the file, unless that rule is off. */
export function failedProblem(settings: Settings, what: string, e: unknown, rule?: string): Problem | undefined {
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

  /** `on`: a node, or a node's span found without the tree (RuleReport.nodeSpan), which names one node of a JSON text. */
  has(code: string, on: TreeNode | Span | undefined, property?: string): boolean {
    if (!on || !this.byNode.size) return false;
    const key = Superseded.key(code, property);
    if ('type' in on) return !!this.byNode.get(on)?.has(key);
    for (const [node, keys] of this.byNode) if (node.offset === on.offset && node.length === on.length && keys.has(key)) return true;
    return false;
  }
}

/**
 * The schema problems listed (pipeline/listing.ts), the rest counted. One schema problem per (code, node,
 * property) reaches here, so the listing tells them apart by where they are and what they name; a message is
 * written only for a problem that is listed.
 */
function listedSchemaProblems(findings: readonly SchemaFinding[]): { problems: Problem[]; cut: boolean } {
  if (!findings.length) return { problems: [], cut: false };
  const listing = new Listing();
  const admitted = findings.filter((f) => listing.admit(f.code, f.severity, f.span, `${f.keyword}\0${f.property ?? ''}`));
  const kept = admitted.map((f) => withoutSchemaFacts(described(f)));
  if (!listing.cut) return { problems: kept, cut: false };
  return { problems: [...kept, ...listing.unlisted()].sort((a, b) => a.span.offset - b.span.offset), cut: true };
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

/** A rule that is on, with the severity the settings give it. */
interface EnabledRule {
  rule: Rule;
  severity: Severity;
}

/** The rules of one family that are on: all of them, and those a plain value's verdicts leave in doubt. */
interface EnabledRules {
  all: readonly EnabledRule[];
  /** Without the rules whose verdict is clean on every plain value (model/rule.ts `cleanOnEveryPlainValue`). */
  askedOfPlain: readonly EnabledRule[];
}

/**
 * The rules of each family that the settings leave on, in the engine's order, with their severities: worked out once
 * per rule list, rule settings and family, not per file (most rules are another family's). Keyed by the settings'
 * `rules` record, which is never changed once made (a changed configuration makes new settings) and which the
 * settings a file's config overrides make are given anew.
 */
const enabledByFamily = new WeakMap<readonly Rule[], WeakMap<Settings['rules'], Map<string, EnabledRules>>>();

function enabledRulesFor(rules: readonly Rule[], family: string, settings: Settings): EnabledRules {
  let bySettings = enabledByFamily.get(rules);
  if (!bySettings) enabledByFamily.set(rules, (bySettings = new WeakMap()));
  let families = bySettings.get(settings.rules);
  if (!families) bySettings.set(settings.rules, (families = new Map()));
  let enabled = families.get(family);
  if (!enabled) {
    const all = rules
      .filter((rule) => rule.meta.families.includes(family as Family))
      .flatMap((rule) => {
        const severity = effectiveSeverity(rule, settings);
        return severity === 'off' ? [] : [{ rule, severity }];
      });
    enabled = { all, askedOfPlain: all.filter(({ rule }) => rule.clean !== cleanOnEveryPlainValue) };
    families.set(family, enabled);
  }
  return enabled;
}

/**
 * The rules of one tree, each run unless its verdict finds the plain value clean. Undefined when none ran (a clean
 * file, most of them): what a run records is made at the first rule that runs.
 */
function runRules(
  { doc, association }: { doc: SchemaDocument; association: Association },
  { settings, log, budget }: Omit<CheckOptions, 'rules'>,
  enabled: EnabledRules,
): RuleRun | undefined {
  const plain = plainContext(doc, association, settings, budget);
  let run: RuleRun | undefined;
  for (const { rule, severity } of plain ? enabled.askedOfPlain : enabled.all) {
    if (plain && cleanByVerdict(rule, plain, doc, log)) continue;
    (run ??= new RuleRun(doc, association, settings, log, budget)).run(rule, severity);
  }
  return run;
}

/** The rules run on one tree: what they reported, and the problems their reports replace. */
class RuleRun {
  readonly reported: Problem[] = [];
  readonly superseded = new Superseded();
  /** Where each problem was reported: a rule's problem can be superseded by another rule's report on the same node. */
  readonly reportedOn = new Map<Problem, TreeNode | Span>();
  /** The problems of the rules that threw. */
  failures: Problem[] | undefined;
  /** Whether a rule's problems went unlisted. */
  cut = false;
  // The rule running and what it reported: one report function and one context serve every rule of the tree, and
  // the lists are made at a rule's first report (most rules report nothing on most files).
  private rule!: Rule;
  private severity!: Severity;
  private own: Problem[] | undefined;
  private supersedes: SupersededSchemaProblem[] | undefined;
  // Past the limit, a report is counted, not built; what it supersedes still counts.
  private listing: Listing | undefined;
  private readonly context: RuleContext;
  private readonly check = () => (this.rule.check(this.context), true);

  constructor(
    private readonly doc: SchemaDocument,
    association: Association,
    private readonly settings: Settings,
    private readonly log: Logger,
    private readonly budget: Budget,
  ) {
    this.context = { doc, association, settings, report: (r) => this.report(r) };
  }

  private report(r: RuleReport): void {
    const { rule, settings } = this;
    if (r.node?.type === 'opaque' && !rule.meta.readsOpaque) return;
    // A report may carry its own severity (an error where upstream rejects, a warning where it accepts), used
    // unless the user set the rule's severity.
    const reportSeverity = r.severity && settings.rules[rule.meta.id] === undefined ? r.severity : this.severity;
    if (r.supersedes) (this.supersedes ??= []).push(...r.supersedes);
    if (!(this.listing ??= new Listing()).admit(rule.meta.id, reportSeverity, spanOf(r), r.message)) return;
    const problem = toProblem(this.doc, rule, reportSeverity, r, this.log);
    const on = r.node ?? r.nodeSpan;
    if (on) this.reportedOn.set(problem, on);
    (this.own ??= []).push(problem);
  }

  run(rule: Rule, severity: Severity): void {
    this.rule = rule;
    this.severity = severity;
    // Typed as wide as declared: `report` sets them while the rule runs, which the compiler does not follow.
    this.own = undefined as Problem[] | undefined;
    this.supersedes = undefined as SupersededSchemaProblem[] | undefined;
    this.listing = undefined as Listing | undefined;
    try {
      // A rule cut by the budget reports nothing: a half-run rule is named as skipped, never half believed.
      if (this.budget.run(rule.meta.id, this.check, true)) {
        if (this.listing) {
          if (this.own) this.reported.push(...this.own);
          this.reported.push(...this.listing.unlisted());
          this.cut ||= this.listing.cut;
        }
        if (this.supersedes) for (const s of this.supersedes) this.superseded.add(s.code, s.node, s.property);
      }
    } catch (e) {
      // A bug in one rule costs that rule, not the document; the file says it was not fully checked.
      this.log(`toolschema: rule ${rule.meta.id} failed on ${this.doc.uri}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      const problem = failedProblem(this.settings, `the rule ${rule.meta.id}`, e, rule.meta.id);
      if (problem) (this.failures ??= []).push(problem);
    }
  }
}

/**
 * What rules' verdicts read (Rule.clean), for a document the fast path read with JSON.parse; undefined for any other
 * (a script's value, a JSONC file), whose rules all run their checks. A document large enough that its rules could
 * spend the budget is checked in full too, so the budget cuts it where the full analysis would.
 */
function plainContext(doc: SchemaDocument, association: Association, settings: Settings, budget: Budget): PlainContext | undefined {
  const parsed = doc.parsedValue();
  // One unit more than the value has: a scalar has none, and the rules spend a little on any document.
  if (!parsed || (parsed.units + 1) * RULE_WORK_PER_UNIT > budget.left) return undefined;
  return plainContextOf(parsed.value, association, settings);
}

/** The verdicts' context on `value` (exported for the rule tables, which hold every verdict to its check). */
export function plainContextOf(value: JsonValue, association: Association, settings?: Settings): PlainContext {
  return new PlainValue(value, association, settings);
}

/**
 * A plain value and its derivations. The verdicts of one file ask a few (a handful of walks shared among rules):
 * found by identity in a short list, which costs less to make and to read than a Map made per file.
 */
class PlainValue implements PlainContext {
  /** Each derivation asked so far, followed by what it gave. */
  private readonly derivations: unknown[] = [];

  constructor(
    readonly value: JsonValue,
    readonly association: Association,
    readonly settings: Settings | undefined,
  ) {}

  derived<T>(derive: (value: JsonValue) => T): T {
    const { derivations } = this;
    for (let i = 0; i < derivations.length; i += 2) if (derivations[i] === derive) return derivations[i + 1] as T;
    const result = derive(this.value);
    derivations.push(derive, result);
    return result;
  }
}

/**
 * Units every rule together may spend per unit of the value (plus one), with room to spare: 4× the most the rules
 * spent, 31 per unit (an Arcade definition `{}`: 62 units over 1 + 1; a real document spends 4 to 13, the shapes of
 * issue 25 up to 12), measured on the fixtures, the corpus, generated and fuzzed documents and the hostile and large
 * shapes. test/cli/fastPath.test.ts holds a document to it.
 */
export const RULE_WORK_PER_UNIT = 124;

/** The rule's verdict on the plain value; a verdict that throws knows nothing (the check runs, and reports its own failure). */
function cleanByVerdict(rule: Rule, plain: PlainContext, doc: SchemaDocument, log: Logger): boolean {
  if (!rule.clean) return false;
  try {
    return rule.clean(plain);
  } catch (e) {
    log(`toolschema: the verdict of rule ${rule.meta.id} failed on ${doc.uri}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return false;
  }
}

const spanOf = (r: RuleReport) => {
  const on = r.node ?? r.nodeSpan;
  return r.span ?? (on ? { offset: on.offset, length: on.length } : { offset: 0, length: 0 });
};

function toProblem(doc: SchemaDocument, rule: Rule, severity: Severity, r: RuleReport, log: Logger): Problem {
  const span = spanOf(r);
  const fixes = r.fixes;
  return {
    code: rule.meta.id,
    severity,
    span,
    message: r.message,
    ...(fixes ? { fixes: () => guarded(fixes, `the fixes of rule ${rule.meta.id} on ${doc.uri}`, log) ?? ([] as Fix[]) } : {}),
  };
}
