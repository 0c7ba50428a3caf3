/**
 * One file as ESLint lints it: every toolschema rule ESLint runs on the file registers when ESLint creates it, and
 * the first of them to be visited makes the file's one analysis, for the set ESLint enabled (so a problem a rule
 * replaces shows when ESLint turns that rule off, as it does in toolschema). Each rule then reports its own code's
 * problems. ESLint creates every rule of a file before it visits any node, so the set is complete by then.
 */
import { pathToFileURL } from 'node:url';
import { analyze, type Analysis } from '../core/pipeline/analyze';
import { Budget } from '../core/model/budget';
import { languageIdOfFile } from '../core/languages/registry';
import { problemKey, type Problem } from '../core/model/problem';
import type { Settings } from '../core/settings/settings';
import type { Engine } from '../core/pipeline/engine';
import { lintRun, type LintRun } from './run';
import { fileSystemHost, projectRoots } from '../cli/moduleHost';

/** What the plugin reads of ESLint's rule context: the same in ESLint 9 and 10, for JavaScript and JSON. */
export interface SourceCodeLike {
  text: string;
  /** In the language's own line and column bases (JSON's columns start at 1, JavaScript's at 0). */
  getLocFromIndex?(index: number): { line: number; column: number };
}

export interface FileLintContext {
  filename: string;
  cwd: string;
  sourceCode: SourceCodeLike;
}

export class FileLint {
  private readonly enabled = new Set<string>();
  private byCode?: Map<string, Problem[]>;
  /** The analysis of this text whose fixes the problems carry (undefined for problems from other files). */
  analysis?: Analysis;

  constructor(
    private readonly context: FileLintContext,
    private readonly engine: Engine,
  ) {}

  enable(code: string): void {
    this.enabled.add(code);
  }

  problemsOf(code: string): Problem[] {
    this.byCode ??= this.group();
    return this.byCode.get(code) ?? [];
  }

  private group(): Map<string, Problem[]> {
    const { filename, cwd, sourceCode } = this.context;
    const run = lintRun(cwd, this.engine);
    const text = sourceCode.text;
    const languageId = languageIdOfFile(filename);
    const language = this.engine.languageFor(languageId);
    let own: Problem[];
    if (language.readsImports) {
      // A script: cached for the run, every rule on (ESLint, which runs only the enabled rules, filters).
      this.analysis = run.script(filename, text);
      own = this.analysis.problems;
    } else {
      // The rules ESLint runs keep their default severity (and each report its own, which picks its ESLint rule).
      const rules: Record<string, 'off'> = Object.create(null);
      for (const rule of this.engine.rules) if (!this.enabled.has(rule.meta.id)) rules[rule.meta.id] = 'off';
      const settings = { ...run.config.settings, rules };
      const source = { uri: pathToFileURL(filename).toString(), languageId, text };
      if (language.readsOtherFiles) {
        // The files it reads (a Python tool's imported types, within the folders the CLI reads) may have changed
        // since: not cached.
        const host = fileSystemHost(undefined, projectRoots(cwd, run.config.file, [], run.config.settings.moduleRoots ?? []));
        this.analysis = analyze(source, settings, { engine: this.engine, budget: new Budget(), host });
      } else {
        this.analysis = cachedByText(run, source, settings);
      }
      own = this.analysis.problems;
    }
    const byCode = new Map<string, Problem[]>();
    // A problem another script finds here that this file's own analysis found too is reported once (with its fixes).
    const seen = new Set(own.map(problemKey));
    // A file no script imports has problems of its own only (and no walk of the project is needed for it).
    const found = language.importedByScripts ? run.elsewhereIn(filename, text) : [];
    const elsewhere = found.filter((p) => !seen.has(problemKey(p)));
    for (const p of [...own, ...elsewhere]) {
      let list = byCode.get(p.code);
      if (!list) byCode.set(p.code, (list = []));
      list.push(p);
    }
    return byCode;
  }
}

/**
 * Per run, the last few analyses of files that read no other file (JSON), by text and enabled rules: ESLint's --fix
 * passes and an editor's re-lints reuse them.
 */
const textCaches = new WeakMap<LintRun, Map<string, Analysis>>();
const TEXT_CACHE_SIZE = 32;

function cachedByText(run: LintRun, source: { uri: string; languageId: string; text: string }, settings: Settings): Analysis {
  let cache = textCaches.get(run);
  if (!cache) textCaches.set(run, (cache = new Map()));
  // The rules turned off (rules.ts: the rest run), the file and its text.
  const key = `${Object.keys(settings.rules).join()}\0${source.uri}\0${source.languageId}\0${source.text}`;
  let analysis = cache.get(key);
  if (analysis) {
    cache.delete(key); // most recent last
  } else {
    analysis = analyze(source, settings, { engine: run.engine, budget: new Budget() });
    if (cache.size >= TEXT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, analysis);
  return analysis;
}

const lints = new WeakMap<object, FileLint>();

/** The lint of the file behind this rule context: one per ESLint SourceCode object (one per file, per fix pass). */
export function fileLintOf(context: FileLintContext, engine: Engine): FileLint {
  let lint = lints.get(context.sourceCode);
  if (!lint) lints.set(context.sourceCode, (lint = new FileLint(context, engine)));
  return lint;
}
