/**
 * What the ESLint plugin keeps for one ESLint process (one `eslint .` run, or one editor's ESLint server): the
 * toolschema config file, read once; each script's analysis, kept with the text it was made of; and which scripts
 * report problems written in which other files (a constant a tool imports from shared.ts), so that ESLint, which
 * lints one file at a time, reports in shared.ts what `toolschema-lint` reports there, whatever the order it lints in.
 */
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Analysis } from '../core/pipeline/analyze';
import { Budget } from '../core/model/budget';
import { languageIdOfFile, languageOfFile, notClaimed } from '../core/languages/registry';
import { problemKey, type Problem } from '../core/model/problem';
import type { Engine } from '../core/pipeline/engine';
import type { Settings } from '../core/settings/settings';
import { analyzeForEveryFile, everyRuleOn } from '../core/pipeline/severities';
import { isIgnored, loadConfig, type Config } from '../node/config';
import { escapeText } from '../cli/escape';
import { collectFilesSync } from '../cli/files';
import { fileSystemHost } from '../cli/moduleHost';
import { readRegularFile } from '../node/read';

/** A script's analysis and, by path, the problems it found in the files it imports with the text they were found in. */
interface ScriptRecord {
  text: string;
  analysis: Analysis;
  elsewhere: Map<string, { text: string; problems: Problem[] }>;
}

const log = (message: string) => process.stderr.write(`toolschema: ${escapeText(message)}\n`);

export class LintRun {
  readonly config: Config;
  /**
   * Every rule on, also for the script's own problems: ESLint's config, not toolschema's, decides which rules report
   * (fileLint.ts). Its problems in its imports are kept for whichever rules those files' config enables.
   */
  private readonly scriptSettings: Settings;
  private readonly scripts = new Map<string, ScriptRecord>();
  /** path → the scripts whose analyses reported problems in it. */
  private importers?: Map<string, Set<string>>;

  constructor(
    readonly cwd: string,
    readonly engine: Engine,
  ) {
    this.config = loadConfig(cwd, engine.ruleIds);
    for (const problem of this.config.problems) log(`${this.config.file}: ${problem}`);
    this.scriptSettings = everyRuleOn(engine, this.config.settings);
  }

  /** The analysis of a script file's text: the one made for it this run when the text is the same. */
  script(file: string, text: string): Analysis {
    const known = this.scripts.get(file);
    if (known?.text === text) return known.analysis;
    const record = this.analyzeScript(file, text);
    this.remember(file, record);
    return record.analysis;
  }

  /** The problems other scripts of the project found written in `file`, when it holds `text`. */
  elsewhereIn(file: string, text: string): Problem[] {
    const seen = new Set<string>();
    const out: Problem[] = [];
    for (const importer of this.importerIndex().get(file) ?? []) {
      let found = this.scripts.get(importer)?.elsewhere.get(file);
      // When `file` holds another text than the importer read (ESLint's --fix passes lint the fixed text), the
      // importer is analysed again against this one, so that no problem lands at an offset of an older text.
      if (found && found.text !== text)
        found = this.analyzeScript(importer, this.scripts.get(importer)!.text, file, text).elsewhere.get(file);
      for (const p of found?.problems ?? []) if (!seen.has(problemKey(p)) && seen.add(problemKey(p))) out.push(p);
    }
    return out.sort((a, b) => a.span.offset - b.span.offset);
  }

  private analyzeScript(file: string, text: string, overlayFile?: string, overlayText?: string): ScriptRecord {
    const host = fileSystemHost(overlayFile !== undefined ? new Map([[overlayFile, overlayText!]]) : undefined);
    const uri = pathToFileURL(file).toString();
    const analysis = analyzeForEveryFile({ uri, languageId: languageIdOfFile(file), text }, this.scriptSettings, {
      engine: this.engine,
      log,
      budget: new Budget(),
      host,
    });
    const elsewhere = new Map<string, { text: string; problems: Problem[] }>();
    for (const [other, problems] of analysis.elsewhere ?? []) {
      const otherText = host.textOf(other);
      if (otherText === undefined || !problems.length) continue;
      try {
        elsewhere.set(path.normalize(fileURLToPath(other)), { text: otherText, problems });
      } catch {
        // not a file: URI; ESLint lints files only
      }
    }
    return { text, analysis, elsewhere };
  }

  private remember(file: string, record: ScriptRecord): void {
    const before = this.scripts.get(file);
    this.scripts.set(file, record);
    if (!this.importers) return; // the index reads every script when it is first built
    for (const other of before?.elsewhere.keys() ?? []) this.importers.get(other)?.delete(file);
    for (const other of record.elsewhere.keys()) this.index(other, file);
  }

  private index(file: string, importer: string): void {
    let set = this.importers!.get(file);
    if (!set) this.importers!.set(file, (set = new Set()));
    set.add(importer);
  }

  /**
   * Built on first use: the script files `toolschema-lint .` would lint from ESLint's working folder (the same walk,
   * without node_modules and the config's ignorePatterns), each that names a Pedelec module analysed once.
   */
  private importerIndex(): Map<string, Set<string>> {
    if (this.importers) return this.importers;
    this.importers = new Map();
    const { files } = collectFilesSync(['.'], this.cwd);
    for (const file of files) {
      if (!languageOfFile(file)?.readsImports || isIgnored(this.config, file)) continue;
      let text: string;
      try {
        text = readRegularFile(file);
      } catch {
        continue; // unreadable here; ESLint says so when it lints the file itself
      }
      if (notClaimed(file, text, this.config.settings)) continue;
      this.script(file, text); // indexed as it is remembered
    }
    return this.importers;
  }
}

const runs = new WeakMap<Engine, Map<string, LintRun>>();

/** One run per working folder (and engine) for the life of the process (an ESLint server may serve several folders). */
export function lintRun(cwd: string, engine: Engine): LintRun {
  let byFolder = runs.get(engine);
  if (!byFolder) runs.set(engine, (byFolder = new Map()));
  let run = byFolder.get(cwd);
  if (!run) byFolder.set(cwd, (run = new LintRun(cwd, engine)));
  return run;
}
