/**
 * The TypeScript/JavaScript path of the core as a user meets it: a small project held in memory (file URI → text),
 * one file of it analysed, each problem described by code and the exact text it covers in the file it is written in,
 * and fixes applied to the text.
 */
import * as assert from 'node:assert/strict';
import { parse } from '@babel/parser';
import { analyze, type Analysis, type ModuleHost } from '../../server/src/core/pipeline/analyze';
import { Budget, DOCUMENT_WORK } from '../../server/src/core/model/budget';
import { languageIdOfFile } from '../../server/src/core/languages/ids';
import { fixOnce, resolveFixes, safeFixes } from '../../server/src/core/features/fixes';
import type { Problem } from '../../server/src/core/model/problem';
import { DEFAULT_SETTINGS, type Settings } from '../../server/src/core/settings/settings';
import { applyEdits } from '../../server/src/core/model/edits';
import { ENGINE } from './engine';

export type Files = Record<string, string>;

/** `app/main.ts` → `file:///app/main.ts`. */
export const uriOf = (path: string) => `file:///${path}`;

/** A ModuleHost over files in memory, keyed by path (`app/shared.ts`); it records every URI it is asked for. */
export function memoryHost(files: Files): ModuleHost & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    readFile(uri: string) {
      asked.push(uri);
      const path = uri.replace(/^file:\/\/\//, '');
      return Object.prototype.hasOwnProperty.call(files, path) ? files[path] : undefined;
    },
  };
}

/**
 * Analyses `main` among `files` with a work budget of its own and no clock (the work alone decides where it is cut),
 * for tests that read the work spent: the analysis, the budget, what it logged and the module host it asked.
 */
export function analyzeWithBudget(files: Files, main: string, units = DOCUMENT_WORK, settings: Settings = DEFAULT_SETTINGS) {
  const budget = new Budget(units, Infinity);
  const host = memoryHost(files);
  const logged: string[] = [];
  const analysis = analyze({ uri: uriOf(main), languageId: languageIdOfFile(main), text: files[main] }, settings, {
    engine: ENGINE,
    log: (m) => logged.push(m),
    budget,
    host,
  });
  return { analysis, budget, logged, host };
}

export interface ScriptRun {
  analysis: Analysis;
  text: string;
  /** `code «covered text»` per problem of the analysed file, in order. */
  here: string[];
  /** Path of each other file → `code «covered text»` of its problems (text taken from that file). */
  elsewhere: Record<string, string[]>;
  /** What the analysis logged (a stage that threw). */
  logged: string[];
}

const covered = (text: string, p: Problem) => `${p.code} «${text.slice(p.span.offset, p.span.offset + p.span.length)}»`;

/** Analyses `main` (a path of `files`), with the others readable through the host. */
export function analyzeProject(files: Files, main: string, settings: Settings = DEFAULT_SETTINGS, host = memoryHost(files)): ScriptRun {
  const text = files[main];
  const logged: string[] = [];
  const analysis = analyze({ uri: uriOf(main), languageId: languageIdOfFile(main), text }, settings, {
    engine: ENGINE,
    log: (m) => logged.push(m),
    host,
  });
  const elsewhere: Record<string, string[]> = {};
  for (const [uri, problems] of analysis.elsewhere ?? []) {
    const path = uri.replace(/^file:\/\/\//, '');
    const other = files[path];
    assert.ok(other !== undefined, `a problem in ${uri}, which is no file of the project`);
    elsewhere[path] = problems.map((p) => covered(other, p));
  }
  return { analysis, text, here: analysis.problems.map((p) => covered(text, p)), elsewhere, logged };
}

/** One file on its own (nothing else readable). */
export const analyzeFile = (text: string, name = 'app/tools.ts', settings?: Settings) => analyzeProject({ [name]: text }, name, settings);

/** The codes of the analysed file's problems, in order. */
export const codes = (run: ScriptRun) => run.analysis.problems.map((p) => p.code);

/** The problems of the analysed file with `code`, as `code «text»`. */
export const only = (run: ScriptRun, code: string) => run.here.filter((d) => d.startsWith(`${code} «`));

/** Every fix offered for the problems of `code`, each applied alone to the text: `title → text`. */
export function fixesFor(run: ScriptRun, code: string): { title: string; output: string }[] {
  return run.analysis.problems
    .filter((p) => p.code === code)
    .flatMap((p) => resolveFixes(run.analysis.doc, p).map((f) => ({ title: f.title, output: applyEdits(run.text, f.edits) })));
}

/** The single fix offered for the single problem of `code`, applied. */
export function onlyFix(run: ScriptRun, code: string, title?: RegExp): string {
  const fixes = fixesFor(run, code).filter((f) => !title || title.test(f.title));
  assert.equal(fixes.length, 1, `one fix for ${code}, got: ${fixes.map((f) => f.title).join(' | ') || 'none'}`);
  return fixes[0].output;
}

/** `source.fixAll` with the project readable: safe fixes, pass after pass on fresh analyses, until none is left. */
export function fixAllInProject(files: Files, main: string, settings: Settings = DEFAULT_SETTINGS): string {
  let current = files;
  for (let pass = 0; pass < 10; pass++) {
    const next = fixOnce(analyzeProject(current, main, settings).analysis, safeFixes);
    if (next === current[main]) break;
    current = { ...current, [main]: next };
  }
  return current[main];
}

/** The text parses as TypeScript (or JavaScript) without a single recovered error. */
export function assertParses(text: string, name = 'app/tools.ts'): void {
  const typescript = /\.[cm]?tsx?$/.test(name);
  const ast = parse(text, { sourceType: 'module', errorRecovery: true, plugins: typescript ? ['typescript'] : ['jsx'] });
  assert.deepEqual(ast.errors?.map((e) => e.reasonCode) ?? [], [], `fixed text must parse:\n${text}`);
}

/**
 * A fixed text is as good as the user would want: it parses, and analysed again it has no problem the original did
 * not have (each code at most as often as before).
 */
export function assertNoNewProblems(before: ScriptRun, files: Files, main: string, settings: Settings = DEFAULT_SETTINGS): ScriptRun {
  assertParses(files[main], main);
  const after = analyzeProject(files, main, settings);
  const count = (list: string[]) => list.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
  const was = count(codes(before));
  for (const [code, n] of count(codes(after)))
    assert.ok(n <= (was.get(code) ?? 0), `the fix added ${code}:\n${files[main]}\n${after.here.join('\n')}`);
  return after;
}

/**
 * A project whose one problem exists only through an import: `minLength` on a property whose `type` is `NUMBER`
 * from `src/shared.ts` (a fix that does not read the import sees nothing to fix). `fixed`: the tool after the fix.
 */
export const THROUGH_IMPORT = {
  shared: "export const NUMBER = 'number';\n",
  tools: `import { defineTool } from '@kaoruisaac/pedelec';
import { NUMBER } from './shared';

export const search = defineTool({
  name: 'search',
  description: 'Search the catalogue.',
  argsSchema: { type: 'object', properties: { limit: { type: NUMBER, description: 'How many.', minLength: 1 } } },
  handler: async () => 'ok',
});
`,
  get fixed(): string {
    return this.tools.replace(', minLength: 1', '');
  },
};
