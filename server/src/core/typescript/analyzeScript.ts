/**
 * The TypeScript/JavaScript path of an analysis: a file that imports Pedelec is parsed, its Pedelec values are
 * evaluated into trees (tools, a session's skills, schemas typed as the SDK's), and each tree is checked as the
 * matching JSON file would be. Problems land in the file each part is written in: the analysed file's own, and
 * `elsewhere` for constants and `.json` files it imports, each problem once however many tools reach it.
 */
import type * as t from '@babel/types';
import type { Association } from '../associate';
import { schemaById, type SchemaId } from '../catalog';
import { checkTree, guarded, type Analysis, type Logger, type ScriptUnit } from '../check';
import { SchemaDocument, type SourceText } from '../document';
import type { Budget } from '../budget';
import { problemKey, type Problem } from '../problem';
import type { Rule } from '../rule';
import type { Settings } from '../settings';
import type { SourceAdapter, SourceComment, SourceParse } from '../source';
import { suppressed } from '../suppressions';
import { parseCost, parseScript } from './parser';
import { Program, NO_FILES, type ModuleHost } from './program';
import { Evaluator } from './evaluate';
import { findUnits, mentionsPedelec, pedelecMarkers, type UnitKind } from './recognise';
import { rememberFacts, scriptEdits } from './edits';

export const scriptAdapter: SourceAdapter = {
  tooDeepAt: () => undefined, // nesting is bounded where values are evaluated
  parse: () => ({ problems: [] }), // a script's parse is made once by analyzeScript and handed to its documents
  edits: scriptEdits,
};

const SCHEMA_OF: Record<UnitKind, SchemaId> = {
  tool: 'pedelec-tool',
  skills: 'pedelec-skills',
  schema: 'pedelec-args',
  schemaNode: 'pedelec-args',
};
const DETAIL_OF: Record<UnitKind, string> = {
  tool: 'a tool given to defineTool',
  skills: 'the skills of createSession',
  schema: 'typed as ToolArgsSchema',
  schemaNode: 'typed as ToolArgsSchemaNode',
};

export function analyzeScript(
  source: SourceText,
  settings: Settings,
  log: Logger,
  rules: readonly Rule[],
  budget: Budget,
  host: ModuleHost = NO_FILES,
): Analysis {
  const modules = settings.pedelecModules;
  const nothing = (): Analysis => ({ doc: new SchemaDocument(source, scriptAdapter, { parse: { problems: [] } }), problems: [] });
  const maxSize = settings.maxFileSizeKB * 1024;
  if (!mentionsPedelec(source.text, modules) || source.text.length > maxSize) return nothing();
  // Parsing is the costliest stage per character (and per byte of memory): a script too large for the budget is
  // not parsed at all, and says so, rather than parsed and then left unchecked.
  if (!budget.take(parseCost(source.text))) {
    budget.skip(`this ${(source.text.length / 1048576).toFixed(1)} MB script (it was not parsed)`);
    const association: Association = { schema: schemaById('pedelec-args')!, reason: 'content', detail: 'imports Pedelec' };
    return { ...nothing(), association, problems: [budget.truncation()!] };
  }
  const ast = parseScript(source.text, source.uri, source.languageId);
  if (!ast) return nothing();
  const comments = commentsOf(ast);
  const parse: SourceParse = { problems: [], comments };
  const doc = new SchemaDocument(source, scriptAdapter, { parse });
  const isPedelecModule = (specifier: string) => modules.includes(specifier);
  const markers = pedelecMarkers(ast.program, isPedelecModule);
  if (!markers) return { doc, problems: [] };
  const program = new Program({ uri: source.uri, text: source.text, ast, markers }, host, maxSize, budget);
  const { single, double } = program.main.scope.quotes;
  rememberFacts(source.text, { comments: comments.map((c) => c.span), quote: double > single ? '"' : "'" });
  const evaluator = new Evaluator(program, isPedelecModule, budget);
  const found = guarded(() => findUnits(program.main, evaluator, isPedelecModule), `evaluating ${source.uri}`, log) ?? [];
  const units: ScriptUnit[] = [];
  const checked: Problem[] = [];
  let truncated = false;
  for (const unit of found) {
    const schema = schemaById(SCHEMA_OF[unit.kind])!;
    const association: Association = { schema, reason: 'content', detail: DETAIL_OF[unit.kind] };
    const unitDoc = new SchemaDocument(source, scriptAdapter, {
      parse: { root: unit.root, problems: [] },
      rootIsNode: unit.kind === 'schemaNode',
      textOf: (span) => program.textOf(span),
    });
    units.push({ doc: unitDoc, association });
    const result = checkTree(unitDoc, association, settings, log, rules, budget, unit.kind !== 'schemaNode');
    truncated ||= result.truncated;
    checked.push(...result.problems);
  }
  const truncation = budget.truncation();
  const { here, elsewhere } = placed(truncation ? [...checked, truncation] : checked, program);
  const problems = suppressed(doc, here, rules, truncated);
  problems.sort((a, b) => a.span.offset - b.span.offset);
  const association: Association = { schema: schemaById('pedelec-args')!, reason: 'content', detail: 'imports Pedelec' };
  return { doc, association, problems, elsewhere, units, dependencies: program.reads() };
}

/**
 * Each problem once, in the file it is written in: spans of other files are made relative to that file, and
 * their problems carry no fixes (an edit to another file is that file's own analysis's business). A fix of this
 * file that would edit another file is refused when it is resolved (core/fixes.ts).
 */
function placed(problems: Problem[], program: Program) {
  const seen = new Set<string>();
  const here: Problem[] = [];
  const elsewhere = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = problemKey(p);
    if (seen.has(key)) continue;
    seen.add(key);
    const module = program.moduleAt(p.span.offset);
    if (module === program.main) {
      here.push(p);
      continue;
    }
    const { fixes: _dropped, ...rest } = p;
    void _dropped;
    let list = elsewhere.get(module.uri);
    if (!list) elsewhere.set(module.uri, (list = []));
    list.push({ ...rest, span: { offset: p.span.offset - module.base, length: p.span.length } });
  }
  for (const list of elsewhere.values()) list.sort((a, b) => a.span.offset - b.span.offset);
  return { here, elsewhere };
}

function commentsOf(ast: t.File): SourceComment[] {
  return (ast.comments ?? []).map((c) => {
    const start = c.start ?? 0;
    const end = c.end ?? start;
    return { span: { offset: start, length: end - start }, text: c.type === 'CommentLine' ? `//${c.value}` : `/*${c.value}*/` };
  });
}
