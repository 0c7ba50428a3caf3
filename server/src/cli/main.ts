/**
 * `toolschema-lint [files | dirs | globs …]`: the editor's checks, in CI. Exit 0 when clean, 1 when errors were
 * found, 2 on a usage or I/O error (a message, never a stack trace).
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze } from '../core/analyze';
import type { Settings } from '../core/settings';
import { collectFiles, UsageError } from './files';
import { loadConfig } from './config';
import { parseCommandLine } from './commandLine';
import { formatJson, formatSarif, formatText, type FileResult } from './format';
import { ReadError, readRegularFile } from './read';
import { escapePath, escapeText } from './escape';
import { lintFiles, serveWorker } from './parallel';
import { withUnusedDirectives } from './directives';

const USAGE = `Usage: toolschema-lint [options] <file | directory | glob> …

Lints Arcade tool definitions and Pedelec args schemas / skills manifests.
Directories are searched for the files toolschema recognises (node_modules and .git are skipped).

Options:
  -f, --format <text|json|sarif>  output format (default: text)
  -c, --config <file>             settings file (default: ./toolschema.config.json or ./.toolschemarc.json)
  --report-unused-disable-directives  report toolschema-disable comments that disable nothing, as errors
  -h, --help                      show this help
  -v, --version                   show the version

Exit status: 0 no errors, 1 errors found, 2 usage or I/O error.
`;

const FORMATS = ['text', 'json', 'sarif'] as const;

export async function lintFile(file: string, settings: Settings, log: (m: string) => void): Promise<FileResult> {
  const text = readRegularFile(file);
  const uri = pathToFileURL(file).toString();
  const analysis = analyze({ uri, languageId: /\.jsonc$/i.test(file) ? 'jsonc' : 'json', text }, settings, log);
  return {
    path: file,
    schemaId: analysis.association?.schema.id,
    problems: analysis.problems.map((p) => {
      const lines = analysis.doc.lineIndex; // built once, and only for a file with problems
      const start = lines.positionAt(p.span.offset);
      const end = lines.positionAt(p.span.offset + p.span.length);
      return {
        line: start.line + 1,
        column: start.character + 1,
        endLine: end.line + 1,
        endColumn: end.character + 1,
        severity: p.severity,
        message: p.message,
        code: p.code,
      };
    }),
  };
}

export async function main(argv: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const args = parseCommandLine(
    'toolschema-lint',
    USAGE,
    {
      format: { type: 'string', short: 'f', default: 'text' },
      config: { type: 'string', short: 'c' },
      'report-unused-disable-directives': { type: 'boolean' },
    } as const,
    argv,
    out,
    err,
  );
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) {
    err(`toolschema-lint: unknown format "${values.format}"; use one of ${FORMATS.join(', ')}.\n`);
    return 2;
  }
  if (positionals.length === 0) {
    err(`toolschema-lint: no files given.\n\n${USAGE}`);
    return 2;
  }
  const relative = (p: string) => path.relative(cwd, p) || p;
  const say = (p: string, why: string) => err(`toolschema-lint: ${escapePath(relative(p))}: ${escapeText(why)}\n`);
  try {
    const config = loadConfig(cwd, values.config);
    for (const p of config.problems)
      err(`toolschema-lint: ${escapeText(config.file ?? 'config')}: ${escapeText(p)} Using the default for it.\n`);
    const { files, explicit, problems, notes } = await collectFiles(positionals, cwd);
    notes.forEach((n) => say(n.path, n.why));
    problems.forEach((p) => say(p.path, p.why));
    let unreadable = problems.length;
    const results: FileResult[] = [];
    const lint = await lintFiles(files, config.settings, lintFile, (m) => err(`${escapeText(m)}\n`), __filename);
    for (const file of files) {
      let result: FileResult;
      try {
        result = withUnusedDirectives(await lint(file), values['report-unused-disable-directives'] === true);
      } catch (e) {
        if (!(e instanceof ReadError)) throw e;
        say(file, e.message);
        unreadable++;
        continue;
      }
      if (result.schemaId) results.push(result);
      else if (explicit.has(file)) say(file, 'no toolschema schema applies to this file; skipped.');
    }
    out(
      format === 'json'
        ? formatJson(results)
        : format === 'sarif'
          ? formatSarif(results, (p) => pathToFileURL(p).toString())
          : formatText(results, relative),
    );
    if (unreadable) return 2;
    return results.some((r) => r.problems.some((p) => p.severity === 'error')) ? 1 : 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof ReadError) {
      err(`toolschema-lint: ${escapeText(e.message)}\n`);
      return 2;
    }
    err(`toolschema-lint: internal error: ${escapeText((e as Error).message)}\n`);
    return 2;
  }
}

/** `toolschema-lint … | head -1`: the reader went away; stop quietly (no "write EPIPE" stack trace). */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

if (require.main === module && !serveWorker(lintFile)) {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  main(
    process.argv.slice(2),
    process.cwd(),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
  ).then((code) => (process.exitCode = code));
}
