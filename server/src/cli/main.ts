/**
 * `toolschema-lint [files | dirs | globs …]`: the editor's checks, in CI. Exit 0 when clean, 1 when errors were
 * found, 2 on a usage or I/O error (a message, never a stack trace) or when a file was not fully checked.
 */
import { languageIdOfFile, notClaimed } from '../core/languages/registry';
import { PROFILE_IDS } from '../core/settings/providers';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectFiles, UsageError } from './files';
import { CONFIG_FILE_NAMES, ConfigError, isIgnored, loadConfig, settingsFor, type CliSettings } from '../node/config';
import { dryRunFile, fixFiles, lintFile, resultOf } from './lintFile';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { parseCommandLine } from './commandLine';
import { formatJson, formatSarif, formatText, type FileResult, type LocatedProblem } from './format';
import { formatGithub, formatJunit } from './formatCi';
import { FileError, MAX_FILE_BYTES, ReadError, reasonOf } from '../node/read';
import { fileUri } from '../node/fileUri';
import { fixedText, WriteError, type FixMode } from './fix';
import { FORMATS, maxWarningsOf, OPTIONS, USAGE, useColor, type Format, type Terminal } from './options';
import { initConfig, printConfig } from './configCommands';
import { plural } from '../core/model/wording';
import { escapePath, escapeText } from './escape';
import { relativeTo } from './shownPath';
import { lintFiles, serveWorker } from './parallel';
import { withUnusedDirectives } from './directives';
import { mergeElsewhere } from './elsewhere';
import { NOT_CHECKED } from '../core/pipeline/notices';
import { fileSystemHost, projectRoots } from './moduleHost';
import { createEngine } from '../core/pipeline/engine';
import { RULES } from '../core/rules';
import { LANGUAGES } from '../core/languages/registry';
import type { LintOne } from './parallel';

/** The rules and languages the CLI and its worker threads run: chosen here, handed down (core/pipeline/engine.ts). */
const ENGINE = createEngine({ rules: RULES, languages: LANGUAGES });
const lintOne: LintOne = (file, settings, log, walked) => lintFile(file, settings, log, ENGINE, { walked });

export interface RunContext {
  terminal?: Terminal;
  /** Standard input, read only for `--stdin`. */
  readStdin?: () => Promise<string>;
  /** false: every file is analysed in full, never settled by the fast path (the tests compare the two). */
  fastPath?: boolean;
}

export async function main(
  argv: string[],
  cwd: string,
  out: (s: string) => void,
  err: (s: string) => void,
  context: RunContext = {},
): Promise<number> {
  const args = parseCommandLine({ name: 'toolschema-lint', usage: USAGE, options: OPTIONS }, argv, { out, err });
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  const usage = (message: string) => {
    err(`toolschema-lint: ${message}\n`);
    return 2;
  };
  const format = values.format as Format;
  if (!FORMATS.includes(format)) return usage(`unknown format "${escapeText(values.format)}"; use one of ${FORMATS.join(', ')}.`);
  const maxWarnings = maxWarningsOf(values['max-warnings']);
  if (typeof maxWarnings === 'string') return usage(maxWarnings);
  if (values.fix && values['fix-dry-run']) return usage('use --fix or --fix-dry-run, not both.');
  const unknownProvider = values.provider?.find((p) => !(PROFILE_IDS as readonly string[]).includes(p));
  if (unknownProvider !== undefined)
    return usage(`unknown provider profile "${escapeText(unknownProvider)}"; use one of ${PROFILE_IDS.join(', ')}.`);
  if (values.stdin && positionals.length) return usage('--stdin lints standard input; give no files with it.');
  if (values['stdin-filename'] !== undefined && !values.stdin) return usage('--stdin-filename names the text of --stdin; add --stdin.');
  if (values.init) return initConfig(cwd, out, err);
  if (positionals.length === 0 && !values.stdin && values['print-config'] === undefined) {
    err(`toolschema-lint: no files given.\n\n${USAGE}`);
    return 2;
  }
  const relativeToCwd = relativeTo(cwd);
  const relative = (p: string) => (p === STDIN_NAME ? p : relativeToCwd(p));
  const say = (p: string, why: string) => err(`toolschema-lint: ${escapePath(relative(p))}: ${escapeText(why)}\n`);
  const fixMode: FixMode | undefined = values.fix ? 'fix' : values['fix-dry-run'] ? 'dry-run' : undefined;
  try {
    const config = loadConfig(cwd, ENGINE.ruleIds, values.config);
    for (const p of config.problems)
      err(`toolschema-lint: ${escapeText(config.file ?? 'config')}: ${escapeText(p)} Using the default for it.\n`);
    // --provider replaces the config file's `providers`.
    if (values.provider) config.settings.providers = [...new Set(values.provider)];
    if (values['print-config'] !== undefined) return printConfig(path.resolve(cwd, values['print-config']), config.settings, out, ENGINE);
    config.settings.projectRoots = projectRoots(cwd, config.file, namedFolders(positionals, cwd), config.settings.moduleRoots ?? []);
    const results: FileResult[] = [];
    // The problems found in other files moved to those files (none for an ignored one), unused directives as asked.
    const reported = (own: FileResult[]) =>
      mergeElsewhere(own, (file) => isIgnored(config, file)).map((r) =>
        withUnusedDirectives(r, values['report-unused-disable-directives'] === true),
      );
    let unreadable = 0;
    if (values.stdin) {
      const stdin = await lintStdin(
        { name: values['stdin-filename'], cwd, fixMode },
        config.settings,
        context,
        logger(values.debug === true, err),
      );
      if (values.fix) {
        // A filter, like a formatter: the text (fixed or not) on stdout, the report on stderr.
        out(stdin.text);
        out = err;
      }
      if (stdin.result.schemaId) results.push(...reported([stdin.result]));
      else if (!values['no-warn-ignored']) {
        // Nothing was checked: that is not a pass (exit 2, and no "✔ 0 files checked, no problems").
        say(
          stdin.result.path,
          values['stdin-filename'] === undefined
            ? 'no toolschema schema applies to this text by its content; give --stdin-filename a name toolschema recognises (e.g. --stdin-filename tool.args.json or tools.ts).'
            : 'no toolschema schema applies to this text; give --stdin-filename a name toolschema recognises.',
        );
        unreadable++;
      }
    } else {
      const collected = await collectFiles(positionals, cwd);
      const { explicit, problems, notes, unmatched } = collected;
      const files = collected.files.filter((file) => {
        // A config file found in a walk was checked when it was loaded (and --fix must not rewrite it); named, it
        // is linted against its schema.
        if (!explicit.has(file) && isConfigFile(file)) return false;
        if (!isIgnored(config, file)) return true;
        if (explicit.has(file) && !values['no-warn-ignored']) say(file, 'ignored by ignorePatterns in the config; skipped.');
        return false;
      });
      notes.forEach((n) => say(n.path, n.why));
      problems.forEach((p) => say(p.path, p.why));
      unreadable = problems.length;
      if (!values['no-error-on-unmatched-pattern'])
        for (const target of unmatched) {
          err(
            `toolschema-lint: no files matched ${escapeText(JSON.stringify(target))} (add --no-error-on-unmatched-pattern to allow it).\n`,
          );
          unreadable++;
        }
      const log = logger(values.debug === true, err);
      const failed = new Set<string>();
      /** Files --fix read but did not write: linted as they are, with the reason as a problem in every format. */
      const unwritten = new Map<string, string>();
      const fixed = fixMode
        ? fixFiles(
            files,
            config.settings,
            fixMode,
            (file, e) => {
              unreadable++;
              if (e instanceof WriteError) unwritten.set(file, e.message);
              else {
                say(file, e.message);
                failed.add(file);
              }
            },
            ENGINE,
          )
        : new Map<string, string>();
      const lint =
        fixMode === 'dry-run'
          ? (file: string) => dryRunFile(file, config.settings, fixed, log, ENGINE)
          : await lintFiles(
              files.filter((f) => !failed.has(f)),
              config.settings,
              context.fastPath === false
                ? (file, settings, log, walked) => lintFile(file, settings, log, ENGINE, { fastPath: false, walked })
                : lintOne,
              { log, script: __filename, named: explicit },
            );
      const own: FileResult[] = [];
      for (const file of files) {
        if (failed.has(file)) continue;
        let result: FileResult;
        try {
          result = await lint(file);
        } catch (e) {
          if (!(e instanceof ReadError)) throw e;
          say(file, e.message);
          unreadable++;
          continue;
        }
        const notWritten = unwritten.get(file);
        if (notWritten !== undefined) result = { ...result, problems: [fixNotWritten(notWritten), ...result.problems] };
        if (result.schemaId) own.push(result);
        else if (explicit.has(file) && !values['no-warn-ignored'])
          say(file, result.skipped ? `${result.skipped}; skipped.` : 'no toolschema schema applies to this file; skipped.');
      }
      results.push(...reported(own));
    }
    const warnings = results.reduce((n, r) => n + r.problems.filter((p) => p.severity === 'warning').length, 0);
    // --quiet keeps what says a file was not fully checked: that is never a detail.
    const shown = values.quiet
      ? results.map((r) => ({ ...r, problems: r.problems.filter((p) => p.severity === 'error' || NOT_CHECKED.has(p.code)) }))
      : results;
    const outputFile = values['output-file'];
    const report = formatReport(format, shown, relative, useColor(values, context.terminal ?? NO_TERMINAL, outputFile !== undefined));
    if (outputFile !== undefined) writeReport(path.resolve(cwd, outputFile), report);
    else out(report);
    if (unreadable) return 2;
    const unchecked = results.filter((r) => r.problems.some((p) => NOT_CHECKED.has(p.code))).length;
    if (unchecked && !values['allow-unchecked']) {
      err(
        `toolschema-lint: ${plural(unchecked, 'file')} not fully checked (see the toolschema/… problems); add --allow-unchecked to accept that.\n`,
      );
      return 2;
    }
    if (results.some((r) => r.problems.some((p) => p.severity === 'error'))) return 1;
    if (maxWarnings !== undefined && warnings > maxWarnings) {
      err(`toolschema-lint: ${plural(warnings, 'warning')}, more than --max-warnings ${maxWarnings}.\n`);
      return 1;
    }
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof FileError) {
      err(`toolschema-lint: ${escapeText(e.message)}\n`);
      return 2;
    }
    err(`toolschema-lint: internal error: ${escapeText((e as Error).message)}\n`);
    return 2;
  }
}

const STDIN_NAME = '<stdin>';

/** A walked file (an absolute path) named as a config file: its name compared without path.basename, asked for every file. */
const isConfigFile = (file: string) => CONFIG_FILE_NAMES.some((name) => file.endsWith(name) && file.endsWith(path.sep + name));

/** The problem a file gets when --fix did not write it: at its start, an error, so the run fails and every format says why. */
const fixNotWritten = (why: string): LocatedProblem => ({
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
  severity: 'error',
  message: why,
  code: 'toolschema/fix-not-written',
});

/** The folders named on the command line (not files, not globs): each is a project root for the imports in it. */
const namedFolders = (targets: string[], cwd: string) =>
  targets
    .map((t) => path.resolve(cwd, t))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    });

/**
 * `--stdin`: the text's result (`--fix-dry-run`: with `output` when a fix applies) and the text after the fixes.
 * `name`: --stdin-filename. The fixes read the text's imports as the lint does (from beside that name), so a problem
 * through an imported constant is fixed as in a file.
 */
async function lintStdin(
  { name, cwd, fixMode }: { name: string | undefined; cwd: string; fixMode: FixMode | undefined },
  config: CliSettings,
  context: RunContext,
  log: (m: string) => void,
): Promise<{ result: FileResult; text: string }> {
  const file = name === undefined ? STDIN_NAME : path.resolve(cwd, name);
  const uri = name === undefined ? 'untitled:stdin' : pathToFileURL(file).toString();
  const text = await (context.readStdin ?? readStandardInput)();
  const settings = settingsFor(config, file);
  const host = uri.startsWith('file:') ? fileSystemHost(undefined, (settings as CliSettings).projectRoots) : undefined;
  const fixed =
    fixMode && !notClaimed(file, text, settings)
      ? fixedText({ uri, languageId: languageIdOfFile(file), text }, settings, ENGINE, host)
      : undefined;
  const result = resultOf({ file, uri, text: fixed ?? text }, settings, { engine: ENGINE, log });
  return { result: fixed !== undefined && fixMode === 'dry-run' ? { ...result, output: fixed } : result, text: fixed ?? text };
}
const NO_TERMINAL: Terminal = { isTTY: false, env: {} };

/** The core's log on stderr, escaped: one line per message (an error's first line, no stack) unless --debug. */
const logger =
  (debug: boolean, err: (s: string) => void) =>
  (m: string): void =>
    err(`${escapeText(debug ? m : m.split('\n')[0])}\n`);

function formatReport(format: Format, results: FileResult[], relative: (p: string) => string, color: boolean): string {
  const toUri = (p: string) => (p === STDIN_NAME ? 'stdin' : fileUri(p));
  if (format === 'json') return formatJson(results);
  if (format === 'sarif') return formatSarif(results, toUri, ENGINE.rules);
  if (format === 'github') return formatGithub(results, (p) => toPosixPath(relative(p)));
  if (format === 'junit') return formatJunit(results, relative);
  return formatText(results, relative, color);
}

const toPosixPath = (p: string) => p.split(path.sep).join('/');

function writeReport(file: string, report: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, report);
  } catch (e) {
    throw new ReadError(`cannot write the report to ${file}: ${reasonOf(e)}`);
  }
}

/** Standard input as text, refused past the file size limit (a pipe can be endless). */
async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of process.stdin) {
    length += (chunk as Buffer).length;
    if (length > MAX_FILE_BYTES) throw new ReadError(`standard input is over the limit of ${MAX_FILE_BYTES / 1024 / 1024} MiB; not read`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `toolschema-lint … | head -1`: the reader went away; stop quietly (no "write EPIPE" stack trace). */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

if (require.main === module && !serveWorker(lintOne)) {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  main(
    process.argv.slice(2),
    process.cwd(),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
    { terminal: { isTTY: process.stdout.isTTY === true, env: process.env } },
  ).then((code) => (process.exitCode = code));
}
