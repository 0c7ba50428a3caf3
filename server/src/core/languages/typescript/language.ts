/**
 * TypeScript and JavaScript: a file that imports Pedelec is parsed, and its Pedelec values are evaluated into trees
 * (tools, a session's skills, schemas typed as the SDK's), each a unit checked as the matching JSON file would be.
 * A unit's spans may lie in the constants and `.json` files the file imports: `placeOf` says which file an offset is
 * written in, and the pipeline places each problem there (pipeline/placement.ts).
 */
import type * as t from '@babel/types';
import type { Association } from '../../model/association';
import { schemaById, type SchemaId } from '../../model/catalog';
import { SchemaDocument, type SourceText } from '../../model/document';
import type { Problem } from '../../model/problem';
import type { SourceAdapter, SourceComment } from '../../model/edits';
import type { Language, ParseContext, ParsedFile, Unit } from '../language';
import { SCRIPT_EXTENSIONS, SCRIPT_LANGUAGES } from '../ids';
import { parseCost, parseOrFailure } from './parser';
import { scriptNotParsed } from './notParsed';
import { Program, NO_FILES, type Module } from './program';
import { quoteCapped } from '../../model/wording';
import { Evaluator } from './evaluate';
import { findUnits, mentionsPedelec, pedelecMarkers, type UnitKind } from './recognise';
import { scriptEdits, type ScriptFacts } from './edits';

/** A script document's reader and writer: its fixes are written with the facts of its own parse (quotes, comments). */
const scriptAdapter = (facts?: ScriptFacts): SourceAdapter => ({
  format: () => 'script',
  tooDeepAt: () => undefined, // nesting is bounded where values are evaluated
  parse: () => ({ problems: [] }), // a script is parsed once, by `parse` below, which hands its trees to its documents
  edits: (text, operations) => scriptEdits(text, operations, facts),
});

const SCHEMA_OF: Record<UnitKind, SchemaId> = {
  tool: 'pedelec-tool',
  skills: 'pedelec-skills',
  schema: 'pedelec-args',
  schemaNode: 'pedelec-args',
  denoModule: 'pedelec-deno-module',
};
const DETAIL_OF: Record<UnitKind, string> = {
  tool: 'a tool given to defineTool',
  skills: 'the skills of createSession',
  schema: 'typed as ToolArgsSchema',
  schemaNode: 'typed as ToolArgsSchemaNode',
  denoModule: 'a module given to defineDenoModule',
};

export const typescriptLanguage: Language = {
  name: 'typescript',
  summary: 'TypeScript or JavaScript files that import Pedelec',
  languageIds: SCRIPT_LANGUAGES,
  extensions: SCRIPT_EXTENSIONS,
  readsImports: true,
  readsOtherFiles: true,
  importedByScripts: true,
  claims: (text, settings) => mentionsPedelec(text, settings.pedelecModules),
  unclaimed: (settings) =>
    `it names none of the Pedelec modules (${settings.pedelecModules.length ? settings.pedelecModules.join(', ') : 'pedelecModules is empty'})`,
  parse: parseScript,
};

function parseScript(source: SourceText, { settings, budget, host = NO_FILES, syntaxOnly, guard }: ParseContext): ParsedFile {
  const modules = settings.pedelecModules;
  const nothing = (): ParsedFile => ({
    doc: new SchemaDocument(source, scriptAdapter(), { parse: { problems: [] } }),
    units: [],
    problems: [],
  });
  if (!mentionsPedelec(source.text, modules)) return nothing();
  // A file that names Pedelec but is not checked says so: never taken for one without Pedelec values.
  const unchecked = (problems: Problem[]): ParsedFile => ({ ...nothing(), association: namesPedelec(), problems });
  if (syntaxOnly) return unchecked([]);
  // Parsing is the costliest stage per character (and per byte of memory): a script too large for the budget is
  // not parsed at all, and says so, rather than parsed and then left unchecked.
  if (!budget.take(parseCost(source.text))) {
    budget.skip(`this ${(source.text.length / 1048576).toFixed(1)} MB script (it was not parsed)`);
    return unchecked([]);
  }
  const parsed = parseOrFailure(source.text, source.uri, source.languageId);
  if ('failure' in parsed) return unchecked([scriptNotParsed(source.text, parsed.failure)]);
  const ast = parsed.ast;
  const comments = commentsOf(ast);
  const isPedelecModule = (specifier: string) => modules.includes(specifier);
  const markers = pedelecMarkers(ast.program, isPedelecModule);
  if (!markers) return { doc: new SchemaDocument(source, scriptAdapter(), { parse: { problems: [], comments } }), units: [], problems: [] };
  const program = new Program({ uri: source.uri, text: source.text, ast, markers }, host, settings.maxFileSizeKB * 1024, budget);
  const { single, double } = program.main.scope.quotes;
  const adapter = scriptAdapter({ comments: comments.map((c) => c.span), quote: double > single ? '"' : "'" });
  const evaluator = new Evaluator(program, isPedelecModule, budget);
  // The file's fixes are resolved on this document: it knows which constants several values share.
  const sharedAt = (span: { offset: number; length: number }) => evaluator.sharing.sharedAt(span);
  const doc = new SchemaDocument(source, adapter, { parse: { problems: [], comments }, sharedAt });
  const { value: found = [], failure } = guard(
    () => findUnits(program.main, evaluator, isPedelecModule),
    doc,
    "the evaluation of the file's Pedelec values",
  );
  const units: Unit[] = found.map((unit) => ({
    doc: new SchemaDocument(source, adapter, {
      parse: { root: unit.root, problems: [] },
      rootIsNode: unit.kind === 'schemaNode',
      textOf: (span) => program.textOf(span),
      sharedAt,
    }),
    association: { schema: schemaById(SCHEMA_OF[unit.kind])!, reason: 'content', detail: DETAIL_OF[unit.kind] },
  }));
  return {
    doc,
    units,
    problems: [...(failure ? [failure] : []), ...program.outside.map(({ module, specifier }) => importOutside(module, specifier))],
    association: { schema: schemaById('pedelec-args')!, reason: 'content', detail: 'imports Pedelec' },
    truncated: failure !== undefined,
    reads: program.reads(),
    placeOf(offset) {
      const module = program.moduleAt(offset);
      return module === program.main ? undefined : { uri: module.uri, base: module.base };
    },
  };
}

/** The association of a script that names a Pedelec module but could not be read: its problem says why. */
const namesPedelec = (): Association => ({ schema: schemaById('pedelec-args')!, reason: 'content', detail: 'names a Pedelec module' });

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
