/** The pipeline: parse → associate → validate → rules. Pure: no editor, no connection, no fixes computed. */
import { associate, type Association } from './associate';
import { SchemaDocument, type SourceText } from './document';
import type { Fix, Problem, Severity } from './problem';
import { RULES } from './rules';
import type { Rule, RuleReport, SupersededSchemaProblem } from './rule';
import type { Settings, SeverityName } from './settings';
import { validateSchema, type SchemaProblem } from './schemaValidation';
import { byteOrderMark, schemaNotFetched, tooDeep, tooLarge } from './notices';
import type { TreeNode } from './tree';
import { analysisTruncated, Budget } from './budget';
import { applyDirectives, parseDirectives } from './suppressions';

export interface Analysis {
  doc: SchemaDocument;
  association?: Association;
  /** Set when the document was too large or too deep for the full checks: hover and completion stay out too. */
  limited?: 'too-large' | 'too-deep';
  /** In document order. */
  problems: Problem[];
}

export type Logger = (message: string) => void;

/**
 * The path association matches against: the URI's path, for every scheme, without its `?query` and `#fragment`
 * (a `git:` document carries its ref in the query, a notebook cell its id in the fragment).
 */
export function pathOfUri(uri: string): string {
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri.replace(/[?#][\s\S]*$/, '');
  }
}

export function analyze(
  source: SourceText | SchemaDocument,
  settings: Settings,
  log: Logger = () => undefined,
  rules: readonly Rule[] = RULES,
  budget = new Budget(),
): Analysis {
  const doc = source instanceof SchemaDocument ? source : new SchemaDocument(source);
  const limited = doc.tooDeepAt !== undefined ? 'too-deep' : doc.text.length > settings.maxFileSizeKB * 1024 ? 'too-large' : undefined;
  // Over the size limit, one scan gives the root facts and the syntax problems; no tree is built.
  const scan = limited === 'too-large' ? doc.syntaxOnly() : undefined;
  const facts = scan ? scan.facts : doc.rootFacts();
  // The one place a document gets its schema.
  const association = associate(pathOfUri(doc.uri), facts, settings, settings.schemaOverrides?.[doc.uri]);
  let problems: Problem[] = [];
  if (association) {
    if (doc.tooDeepAt !== undefined) {
      problems.push(tooDeep(doc.tooDeepAt));
    } else if (scan) {
      problems.push(...scan.problems, tooLarge(doc, settings));
    } else {
      problems.push(...doc.syntaxProblems);
      const schemaProblems = guarded(() => validateSchema(doc.root, association.schema), `schema validation of ${doc.uri}`, log) ?? [];
      const { reported, superseded, reportedOn, truncated } = runRules(doc, association, settings, rules, log, budget);
      problems.push(...schemaProblems.filter((p) => !superseded.has(p.code, p.node, p.property)).map(withoutSchemaFacts));
      problems.push(...reported.filter((p) => !superseded.has(p.code, reportedOn.get(p))));
      problems = suppressed(doc, problems, rules, truncated);
    }
    if (doc.hasByteOrderMark) problems.push(byteOrderMark());
    const notFetched = limited ? undefined : schemaNotFetched(doc, association);
    if (notFetched) problems.push(notFetched);
  }
  problems.sort((a, b) => a.span.offset - b.span.offset);
  return { doc, association, limited, problems };
}

/** The problems left by the document's `toolschema-disable…` comments, with the directives that disabled nothing. */
function suppressed(doc: SchemaDocument, problems: Problem[], rules: readonly Rule[], truncated: boolean): Problem[] {
  const directives = parseDirectives(doc.comments);
  if (!directives.length) return problems;
  const ids = new Set(rules.map((r) => r.meta.id));
  const { kept, unused } = applyDirectives(problems, directives, doc.text, doc.lineIndex, (code) => ids.has(code));
  // When rules were skipped, a directive for one of them is not unused: its problems were never looked for.
  return truncated ? kept : [...kept, ...unused];
}

/** A failure in one stage costs that stage, not the document: it is logged and yields nothing. */
function guarded<T>(stage: () => T, what: string, log: Logger): T | undefined {
  try {
    return stage();
  } catch (e) {
    log(`toolschema: ${what} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
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

function runRules(doc: SchemaDocument, association: Association, settings: Settings, rules: readonly Rule[], log: Logger, budget: Budget) {
  const reported: Problem[] = [];
  const superseded = new Superseded();
  // A rule's problem can be superseded by another rule's report on the same node, as a schema problem can.
  const reportedOn = new Map<Problem, TreeNode>();
  const skipped: string[] = [];
  budget.begin();
  for (const rule of rules) {
    if (!rule.meta.families.includes(association.schema.family)) continue;
    const severity = effectiveSeverity(rule, settings);
    if (severity === 'off') continue;
    if (budget.exhausted) {
      skipped.push(rule.meta.id);
      continue;
    }
    const own: Problem[] = [];
    const supersedes: SupersededSchemaProblem[] = [];
    const report = (r: RuleReport) => {
      const problem = toProblem(doc, rule, severity, r, log);
      if (r.node) reportedOn.set(problem, r.node);
      own.push(problem);
      supersedes.push(...(r.supersedes ?? []));
    };
    try {
      rule.check({ doc, association, report });
      reported.push(...own);
      for (const s of supersedes) superseded.add(s.code, s.node, s.property);
    } catch (e) {
      // A bug in one rule costs that rule, not the document.
      log(`toolschema: rule ${rule.meta.id} failed on ${doc.uri}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }
  if (skipped.length) reported.push(analysisTruncated(budget, skipped));
  return { reported, superseded, reportedOn, truncated: skipped.length > 0 };
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
