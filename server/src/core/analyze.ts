/** The pipeline: parse → associate → validate → rules. Pure: no editor, no connection. */
import { Diagnostic, DiagnosticSeverity } from 'vscode-json-languageservice';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { associate, type Association } from './associate';
import { ParsedDocument } from './document';
import { RULES } from './rules';
import { docsUrl, type Fix, type Report, type Rule, type RuleSeverity, type SupersededSchemaProblem } from './rule';
import type { Settings, SeverityName } from './settings';
import { schemaAndSyntaxDiagnostics, SOURCE } from './validate';
import { syntaxScan, type SyntaxProblem } from './syntaxScan';
import { syntaxSafe } from './fixSafety';
import { byteOrderMark, schemaNotFetched, tooDeep, tooLarge } from './notices';
import { analysisTruncated, Budget } from './budget';

export interface Finding {
  diagnostic: Diagnostic;
  /** The rule's fixes, computed on demand. */
  fixes?: () => Fix[];
  supersedes?: SupersededSchemaProblem[];
}

export interface Analysis {
  doc: ParsedDocument;
  association?: Association;
  /** Set when the document was too large or too deep for the full checks: hover and completion stay out too. */
  limited?: 'too-large' | 'too-deep';
  findings: Finding[];
  readonly diagnostics: Diagnostic[];
}

export type Logger = (message: string) => void;

const LSP_SEVERITY: Record<RuleSeverity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

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

export function associationOf(doc: ParsedDocument, settings: Settings): Association | undefined {
  return associate(pathOfUri(doc.text.uri), doc.rootFacts(), settings, settings.schemaOverrides?.[doc.text.uri]);
}

export async function analyze(
  text: TextDocument | ParsedDocument,
  settings: Settings,
  log: Logger = () => undefined,
  rules: readonly Rule[] = RULES,
  budget = new Budget(),
): Promise<Analysis> {
  const doc = text instanceof ParsedDocument ? text : new ParsedDocument(text);
  const findings: Finding[] = [];
  const limited = doc.tooDeepAt !== undefined ? 'too-deep' : doc.text.getText().length > settings.maxFileSizeKB * 1024 ? 'too-large' : undefined;
  // Over the size limit, one scan gives the root facts and the syntax problems; the full AST is never built.
  const content = doc.text.getText();
  const scan = limited === 'too-large' ? syntaxScan(doc.hasByteOrderMark ? ` ${content.slice(1)}` : content, doc.isJsonc) : undefined;
  const association = scan ? associate(pathOfUri(doc.text.uri), scan.facts, settings) : associationOf(doc, settings);
  if (association) {
    if (doc.tooDeepAt !== undefined) {
      findings.push(tooDeep(doc, doc.tooDeepAt));
    } else if (scan) {
      findings.push(...scan.problems.map((p) => ({ diagnostic: syntaxProblem(doc, p) })));
      findings.push(tooLarge(doc, settings));
    } else {
      const validation = await guardedStage(() => schemaAndSyntaxDiagnostics(doc, association.schema), `schema validation of ${doc.text.uri}`, log);
      const ruleFindings = runRules(doc, association, settings, rules, log, budget);
      const superseded = supersededKeys(ruleFindings);
      for (const diagnostic of validation) {
        if (!superseded.has(schemaKey(diagnostic, doc))) findings.push({ diagnostic: withDocs(diagnostic) });
      }
      findings.push(...ruleFindings);
    }
    if (doc.hasByteOrderMark) {
      const bom = byteOrderMark(doc);
      findings.push({ ...bom, fixes: bom.fixes && (() => syntaxSafe(doc, bom.fixes!())) });
    }
    const notFetched = limited ? undefined : schemaNotFetched(doc, association);
    if (notFetched) findings.push(notFetched);
  }
  byPosition(findings);
  return {
    doc,
    association,
    limited,
    findings,
    get diagnostics() {
      return findings.map((f) => f.diagnostic);
    },
  };
}

/** Findings in document order (schema, syntax and rule findings interleave). */
function byPosition(findings: Finding[]): Finding[] {
  const key = (f: Finding) => f.diagnostic.range.start;
  return findings.sort((a, b) => key(a).line - key(b).line || key(a).character - key(b).character);
}

/** A failure in one stage costs that stage, not the document: it is logged and yields no diagnostics. */
async function guardedStage<T>(stage: () => Promise<T[]>, what: string, log: Logger): Promise<T[]> {
  try {
    return await stage();
  } catch (e) {
    log(`toolschema: ${what} failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    return [];
  }
}

const keyOf = (code: string, offset: number, property?: string) => `${code}@${offset}:${property ?? ''}`;

function schemaKey(d: Diagnostic, doc: ParsedDocument): string {
  const property = (d.data as { property?: string } | undefined)?.property;
  return keyOf(String(d.code), doc.text.offsetAt(d.range.start), property);
}

function supersededKeys(findings: Finding[]): Set<string> {
  const keys = new Set<string>();
  for (const f of findings) for (const s of f.supersedes ?? []) keys.add(keyOf(s.code, s.offset, s.property));
  return keys;
}

function syntaxProblem(doc: ParsedDocument, p: SyntaxProblem): Diagnostic {
  const range = { start: doc.text.positionAt(p.offset), end: doc.text.positionAt(p.offset + p.length) };
  return withDocs({ range, severity: DiagnosticSeverity.Error, source: SOURCE, code: p.code, message: p.message });
}

function withDocs(d: Diagnostic): Diagnostic {
  return { ...d, codeDescription: { href: docsUrl(String(d.code)) } };
}

export function effectiveSeverity(rule: Rule, settings: Settings): SeverityName {
  return settings.rules[rule.meta.id] ?? rule.meta.defaultSeverity;
}

function runRules(doc: ParsedDocument, association: Association, settings: Settings, rules: readonly Rule[], log: Logger, budget: Budget): Finding[] {
  const findings: Finding[] = [];
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
    const own: Finding[] = [];
    const report = (r: Report) =>
      own.push({ diagnostic: toDiagnostic(doc, rule, severity, r), fixes: r.fixes && guarded(r.fixes, rule, doc, log), supersedes: r.supersedes });
    try {
      rule.check({ doc, association, report });
      findings.push(...own);
    } catch (e) {
      // A bug in one rule costs that rule, not the document.
      log(`toolschema: rule ${rule.meta.id} failed on ${doc.text.uri}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    }
  }
  if (skipped.length) findings.push(analysisTruncated(doc, budget, skipped));
  return findings;
}

/** Fixes are computed later (when an editor asks): a bug there costs that rule's fixes, not the request. */
function guarded(fixes: () => Fix[], rule: Rule, doc: ParsedDocument, log: Logger): () => Fix[] {
  return () => {
    try {
      return syntaxSafe(doc, fixes());
    } catch (e) {
      log(`toolschema: the fixes of rule ${rule.meta.id} failed on ${doc.text.uri}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      return [];
    }
  };
}

function toDiagnostic(doc: ParsedDocument, rule: Rule, severity: RuleSeverity, r: Report): Diagnostic {
  const offset = r.range?.offset ?? r.node?.offset ?? 0;
  const length = r.range?.length ?? r.node?.length ?? 0;
  return {
    range: { start: doc.text.positionAt(offset), end: doc.text.positionAt(offset + length) },
    severity: LSP_SEVERITY[severity],
    source: SOURCE,
    code: rule.meta.id,
    codeDescription: { href: docsUrl(rule.meta.id) },
    message: r.message,
  };
}
