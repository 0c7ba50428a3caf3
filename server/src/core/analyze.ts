/** The pipeline: parse → associate → validate → rules. Pure: no editor, no connection, no fixes computed. */
import { associate } from './associate';
import { isScriptLanguage, SchemaDocument, type SourceText } from './document';
import type { Problem } from './problem';
import { RULES } from './rules';
import type { Rule } from './rule';
import type { Settings } from './settings';
import { byteOrderMark, emptyDocument, schemaNotFetched, tooDeep, tooLarge } from './notices';
import { overSizeLimit } from './text';
import { Budget } from './budget';
import { suppressed } from './suppressions';
import { checkTree, type Analysis, type Logger } from './check';
import { analyzeScript } from './typescript/analyzeScript';
import type { ModuleHost } from './typescript/program';
import { analyzePython } from './languages/python/analyzePython';
import { isPythonLanguage } from './languages';

export type { Analysis, Logger, ScriptUnit } from './check';
export { effectiveSeverity } from './check';
export type { ModuleHost } from './typescript/program';

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
  host?: ModuleHost,
): Analysis {
  // TypeScript and JavaScript: the Pedelec values of the file (core/typescript/), or nothing.
  if (isScriptLanguage(source.languageId)) return analyzeScript(source, settings, log, rules, budget, host);
  // Python: the Arcade tools of the file (core/languages/python/), or nothing.
  if (isPythonLanguage(source.languageId)) return analyzePython(source, settings, log, rules, budget, host);
  const doc = source instanceof SchemaDocument ? source : new SchemaDocument(source);
  const limited = overSizeLimit(doc.text, settings.maxFileSizeKB) ? 'too-large' : doc.tooDeepAt !== undefined ? 'too-deep' : undefined;
  // Over the size limit, one scan gives the root facts and the syntax problems; no tree is built.
  const scan = limited === 'too-large' ? doc.syntaxOnly() : undefined;
  const facts = scan ? scan.facts : doc.rootFacts();
  // The one place a document gets its schema.
  const association = associate(pathOfUri(doc.uri), facts, settings, settings.schemaOverrides?.[doc.uri]);
  let problems: Problem[] = [];
  if (association) {
    if (scan) {
      problems.push(...scan.problems, tooLarge(doc, settings));
    } else {
      problems.push(...doc.syntaxProblems);
      const checked = checkTree(doc, association, settings, log, rules, budget);
      const truncation = budget.truncation(); // one problem names whatever the budget made every stage skip
      problems = suppressed(doc, [...problems, ...checked.problems, ...(truncation ? [truncation] : [])], rules, checked.truncated);
      if (!doc.root && !doc.syntaxProblems.length) problems.push(emptyDocument(association));
    }
    // Deeper than MAX_NESTING: that part is opaque (not checked), the rest is.
    if (doc.tooDeepAt !== undefined) problems.push(tooDeep(doc.tooDeepAt));
    if (doc.hasByteOrderMark) problems.push(byteOrderMark());
    const notFetched = limited ? undefined : schemaNotFetched(doc, association);
    if (notFetched) problems.push(notFetched);
  }
  problems.sort((a, b) => a.span.offset - b.span.offset);
  return { doc, association, limited, problems };
}
