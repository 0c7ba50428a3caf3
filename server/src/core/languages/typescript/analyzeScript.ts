/**
 * The TypeScript/JavaScript path of an analysis: a file that imports Pedelec is parsed, its Pedelec values are
 * evaluated into trees (tools, a session's skills, schemas typed as the SDK's), and each tree is checked as the
 * matching JSON file would be. Problems land in the file each part is written in: the analysed file's own, and
 * `elsewhere` for constants and `.json` files it imports, each problem once however many tools reach it.
 */
import type * as t from '@babel/types';
import type { Association } from '../../pipeline/associate';
import { schemaById, type SchemaId } from '../../model/catalog';
import { checkTree, failedProblem, guarded, type Analysis, type Logger, type ScriptUnit } from '../../pipeline/check';
import { SchemaDocument, type SourceText } from '../../model/document';
import type { Budget } from '../../model/budget';
import { problemKey, type Problem } from '../../model/problem';
import type { Rule } from '../../model/rule';
import type { Settings } from '../../settings/settings';
import type { SourceAdapter, SourceComment, SourceParse } from '../../model/edits';
import { suppressed } from '../../pipeline/suppressions';
import { parseCost, parseOrFailure } from './parser';
import { scriptNotParsed } from './notParsed';
import { tooLarge } from '../../pipeline/notices';
import { overSizeLimit } from '../../model/text';
import { Program, NO_FILES, type Module, type ModuleHost } from './program';
import { quoteCapped } from '../../model/wording';
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
  if (!mentionsPedelec(source.text, modules)) return nothing();
  // A file that names Pedelec but is not checked says so: never taken for one without Pedelec values.
  const unchecked = (problem: Problem): Analysis => ({ ...nothing(), association: namesPedelec(), problems: [problem] });
  if (overSizeLimit(source.text, settings.maxFileSizeKB)) return unchecked(tooLarge(nothing().doc, settings));
  // Parsing is the costliest stage per character (and per byte of memory): a script too large for the budget is
  // not parsed at all, and says so, rather than parsed and then left unchecked.
  if (!budget.take(parseCost(source.text))) {
    budget.skip(`this ${(source.text.length / 1048576).toFixed(1)} MB script (it was not parsed)`);
    return unchecked(budget.truncation()!);
  }
  const parsed = parseOrFailure(source.text, source.uri, source.languageId);
  if ('failure' in parsed) return unchecked(scriptNotParsed(source.text, parsed.failure));
  const ast = parsed.ast;
  const comments = commentsOf(ast);
  const parse: SourceParse = { problems: [], comments };
  // The file's fixes are resolved on this document: it knows which constants several values share (set below).
  let sharing: Evaluator['sharing'] | undefined;
  const doc = new SchemaDocument(source, scriptAdapter, { parse, sharedAt: (span) => sharing?.sharedAt(span) ?? false });
  const isPedelecModule = (specifier: string) => modules.includes(specifier);
  const markers = pedelecMarkers(ast.program, isPedelecModule);
  if (!markers) return { doc, problems: [] };
  const program = new Program({ uri: source.uri, text: source.text, ast, markers }, host, maxSize, budget);
  const { single, double } = program.main.scope.quotes;
  rememberFacts(source.text, { comments: comments.map((c) => c.span), quote: double > single ? '"' : "'" });
  const evaluator = new Evaluator(program, isPedelecModule, budget);
  sharing = evaluator.sharing;
  const checked: Problem[] = [];
  const found =
    guarded(
      () => findUnits(program.main, evaluator, isPedelecModule),
      `evaluating ${source.uri}`,
      log,
      (e) => {
        const failed = failedProblem(doc, settings, "the evaluation of the file's Pedelec values", e);
        if (failed) checked.push(failed);
      },
    ) ?? [];
  const units: ScriptUnit[] = [];
  let truncated = checked.length > 0;
  for (const unit of found) {
    const schema = schemaById(SCHEMA_OF[unit.kind])!;
    const association: Association = { schema, reason: 'content', detail: DETAIL_OF[unit.kind] };
    const unitDoc = new SchemaDocument(source, scriptAdapter, {
      parse: { root: unit.root, problems: [] },
      rootIsNode: unit.kind === 'schemaNode',
      textOf: (span) => program.textOf(span),
      sharedAt: (span) => evaluator.sharing.sharedAt(span),
    });
    units.push({ doc: unitDoc, association });
    const result = checkTree(unitDoc, association, settings, log, rules, budget, unit.kind !== 'schemaNode');
    truncated ||= result.truncated;
    checked.push(...result.problems);
  }
  checked.push(...program.outside.map(({ module, specifier }) => importOutside(module, specifier)));
  const truncation = budget.truncation();
  const { here, elsewhere } = placed(truncation ? [...checked, truncation] : checked, program);
  const problems = suppressed(doc, here, rules, truncated);
  problems.sort((a, b) => a.span.offset - b.span.offset);
  const association: Association = { schema: schemaById('pedelec-args')!, reason: 'content', detail: 'imports Pedelec' };
  return { doc, association, problems, elsewhere, units, dependencies: program.reads() };
}

/** The association of a script that names a Pedelec module but could not be read: its problem says why. */
const namesPedelec = (): Association => ({ schema: schemaById('pedelec-args')!, reason: 'content', detail: 'names a Pedelec module' });

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

/**
 * An import toolschema refused to follow because it names a file outside the project's folders. The message names
 * the import as written and never anything from the file, which is not read: a pull request must not be able to make
 * a CI report (or a pull-request annotation) quote a credential file from elsewhere on the machine.
 */
function importOutside(module: Module, specifier: string): Problem {
  const source = module.kind === 'script' ? sourceOf(module.ast.program.body, specifier) : undefined;
  return {
    code: 'toolschema/import-outside-project',
    severity: 'warning',
    span: { offset: module.base + (source?.start ?? 0), length: source ? (source.end ?? 0) - (source.start ?? 0) : 0 },
    message: `The import ${quoteCapped(specifier)} names a file outside the project's folders, so toolschema does not read it and the values taken from it are not checked. Move the file into the project, or add its folder to toolschema.moduleRoots.`,
  };
}

/** The string literal of the import or re-export declaration that names `specifier`. */
function sourceOf(body: t.Statement[], specifier: string): t.StringLiteral | undefined {
  for (const statement of body)
    if (
      (statement.type === 'ImportDeclaration' ||
        statement.type === 'ExportNamedDeclaration' ||
        statement.type === 'ExportAllDeclaration') &&
      statement.source?.value === specifier
    )
      return statement.source;
  return undefined;
}

function commentsOf(ast: t.File): SourceComment[] {
  return (ast.comments ?? []).map((c) => {
    const start = c.start ?? 0;
    const end = c.end ?? start;
    return { span: { offset: start, length: end - start }, text: c.type === 'CommentLine' ? `//${c.value}` : `/*${c.value}*/` };
  });
}
