/**
 * One file's lint, as the CLI's threads run it: the file read, its analysis (imports read through a ModuleHost),
 * its problems located in lines and columns, with those written in other files it imports; and the fix passes.
 */
import { languageFor, languageIdOfFile, languageOfFile, notClaimed } from '../core/languages/registry';
import type { Settings } from '../core/settings/settings';
import { settingsFor, type CliSettings } from '../node/config';
import type { FileResult } from './format';
import { FileError, readRegularBytes, readRegularFile } from '../node/read';
import { fileUri } from '../node/fileUri';
import { fixedText, readWithMtime, writeInPlace, type FixMode } from './fix';
import type { Engine } from '../core/pipeline/engine';
import { Budget } from '../core/model/budget';
import { fileSystemHost, NO_FILES } from './moduleHost';
import { locate, locateElsewhere } from './elsewhere';
import { analyzeForEveryFile } from '../core/pipeline/severities';
import { fastAnalysis } from '../core/pipeline/cleanCheck';

export async function lintFile(
  file: string,
  settings: Settings,
  log: (m: string) => void,
  engine: Engine,
  { fastPath = true, walked = false }: { fastPath?: boolean; walked?: boolean } = {},
): Promise<FileResult> {
  const bytes = readRegularBytes(file, { walked });
  // Most files of a walk are settled here, before their URL and their own settings are made (a config's overrides
  // change only rule severities, never what a language claims), and most without decoding them.
  const language = languageOfFile(file);
  const marker = language?.marker;
  if (marker !== undefined && !bytes.includes(marker)) return unclaimed(file, settings);
  const text = bytes.toString('utf8');
  if (notClaimed(file, text, settings, language)) return unclaimed(file, settings);
  const source = { file, uri: fileUri(file), text };
  return resultOf(source, settingsFor(settings, file), {
    engine,
    log,
    settingsOf: (f) => settingsFor(settings, f),
    fastPath,
    claimed: true,
  });
}

/** The result of a file its language does not parse at all (a script naming no module of ours), or undefined. */
const unclaimedResult = (file: string, text: string, settings: Settings): FileResult | undefined =>
  notClaimed(file, text, settings) ? unclaimed(file, settings) : undefined;

const unclaimed = (file: string, settings: Settings): FileResult => ({
  path: file,
  problems: [],
  skipped: `${languageFor(languageIdOfFile(file)).unclaimed?.(settings) ?? 'it is not ours'}; not parsed`,
});

/** A file's text after every safe fix, or undefined when none applies. */
const fixedTextOf = (file: string, text: string, settings: Settings, engine: Engine) =>
  notClaimed(file, text, settings)
    ? undefined
    : fixedText(
        { uri: fileUri(file), languageId: languageIdOfFile(file), text },
        settings,
        engine,
        fileSystemHost(undefined, (settings as CliSettings).projectRoots),
      );

/**
 * `--fix` and `--fix-dry-run`, before any file is reported: every file's safe fixes, written (`fix`) or kept
 * (`dry-run`, path → fixed text), so that what a.ts reports in the shared.ts it imports is read after shared.ts's
 * own fixes. A file that cannot be read or written goes to `failed` (a fix.ts WriteError when it was read but not written).
 */
export function fixFiles(
  files: string[],
  settings: Settings,
  mode: FixMode,
  failed: (file: string, e: FileError) => void,
  engine: Engine,
): Map<string, string> {
  const fixed = new Map<string, string>();
  for (const file of files) {
    try {
      const { text, mtimeMs } = readWithMtime(file);
      const after = fixedTextOf(file, text, settingsFor(settings, file), engine);
      if (after === undefined) continue;
      if (mode === 'fix') writeInPlace(file, after, text, mtimeMs);
      else fixed.set(file, after);
    } catch (e) {
      if (!(e instanceof FileError)) throw e;
      failed(file, e);
    }
  }
  return fixed;
}

/** `--fix-dry-run` on one file: the problems left after every safe fix (its own and its imports'), and its fixed text. */
export async function dryRunFile(
  file: string,
  settings: Settings,
  fixed: ReadonlyMap<string, string>,
  log: (m: string) => void,
  engine: Engine,
): Promise<FileResult> {
  const output = fixed.get(file);
  const source = { file, uri: fileUri(file), text: output ?? readRegularFile(file) };
  const result = resultOf(source, settingsFor(settings, file), { engine, log, fixed, settingsOf: (f) => settingsFor(settings, f) });
  return output !== undefined ? { ...result, output } : result;
}

/** How resultOf reads a file: where it logs, and what stands for the files it imports. */
export interface ResultOptions {
  /** The rules and languages the CLI runs (cli/main.ts). */
  engine: Engine;
  log: (m: string) => void;
  /** Texts that stand for files' contents (--fix-dry-run's fixed files). */
  fixed?: ReadonlyMap<string, string>;
  /** Another file's settings (the config's overrides for it), which decide the severity of the problems written there. */
  settingsOf?: (file: string) => Settings;
  /** false: always the full analysis (the tests compare the two). */
  fastPath?: boolean;
  /** The file's language already claimed this text (lintFile asked): not asked again. */
  claimed?: boolean;
}

/** One file's result: `file` its path, `uri` its URI (`untitled:` for unnamed standard input), `text` what is analysed. */
export function resultOf(
  { file, uri, text }: { file: string; uri: string; text: string },
  settings: Settings,
  { engine, log, fixed, settingsOf = () => settings, fastPath = true, claimed = false }: ResultOptions,
): FileResult {
  const skipped = claimed ? undefined : unclaimedResult(file, text, settings);
  if (skipped) return skipped;
  const languageId = languageIdOfFile(file);
  const language = engine.languageFor(languageId);
  const script = language.readsImports;
  // Imports are read only for a real file (relative to what would `<stdin>` be?), and by a language that reads them.
  const host =
    language.readsOtherFiles && uri.startsWith('file:') ? fileSystemHost(fixed, (settings as CliSettings).projectRoots) : NO_FILES;
  const options = { engine, log, budget: new Budget(), host };
  // A strict JSON file (most of them) is read by JSON.parse, not by the parser that builds the tree; any other in full.
  // Problems found in imported files take the severities of the files they are written in (pipeline/severities.ts).
  const analysis =
    (fastPath && !script ? fastAnalysis({ uri, languageId, text }, settings, options) : undefined) ??
    analyzeForEveryFile({ uri, languageId, text }, settings, options);
  const result: FileResult = {
    path: file,
    schemaId: analysis.association?.schema.id,
    problems: analysis.problems.length ? locate(analysis.problems, () => analysis.doc.lineIndex) : [], // the index is built only for a file with problems
  };
  // Set only when there is something: a clean file makes no empty object to spread.
  if (analysis.elsewhere) {
    const elsewhere = locateElsewhere(analysis.elsewhere, host.textOf, settingsOf, engine);
    if (elsewhere.length) result.elsewhere = elsewhere;
  }
  if (!analysis.association && script) result.skipped = `it imports none of ${modulesOf(settings)}`;
  return result;
}

export const modulesOf = (settings: Settings) =>
  settings.pedelecModules.length
    ? `the Pedelec modules (${settings.pedelecModules.join(', ')})`
    : 'the Pedelec modules (pedelecModules is empty)';
