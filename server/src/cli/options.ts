/** toolschema-lint's options: ESLint's names and meanings where ESLint has the option. */
import { LANGUAGES } from '../core/languages/registry';

export const FORMATS = ['text', 'json', 'sarif', 'github', 'junit'] as const;
export type Format = (typeof FORMATS)[number];

export const USAGE = `Usage: toolschema-lint [options] <file | directory | glob> …
       toolschema-lint [options] --stdin [--stdin-filename <path>]

Lints Arcade tool definitions and Pedelec args schemas / skills manifests (and the tools and schemas
written in code), in these files:
${LANGUAGES.map((l) => `  ${l.summary}: ${l.extensions.join(' ')}`).join('\n')}
Directories are searched for the files toolschema recognises (node_modules and .git are skipped).

Options:
  -f, --format <name>             text (default), json, sarif, github (Actions annotations), junit
  -c, --config <file>             config file (default: ./toolschema.config.json, ./toolschema.config.jsonc
                                  or ./.toolschemarc.json)
      --fix                       apply every safe fix, write the files, report what is left
      --fix-dry-run               like --fix, but print the fixed text instead of writing it
      --max-warnings <n>          exit 1 when there are more than n warnings
      --quiet                     report errors only
      --stdin                     lint the text on standard input
      --stdin-filename <path>     the name the stdin text is associated and reported by (its
                                  extension says JSON or TypeScript); without it, only text
                                  recognised by its content is linted
  -o, --output-file <path>        write the report to a file instead of standard output
      --color, --no-color         force colour on or off (default: on a terminal, unless NO_COLOR is set)
      --no-error-on-unmatched-pattern
                                  a pattern or folder that matches no file is not an error
      --no-warn-ignored           say nothing about named files that no schema applies to
      --report-unused-disable-directives
                                  report toolschema-disable comments that disable nothing, as errors
      --allow-unchecked           a file toolschema could not fully check (too large, too deep, not
                                  parsed, a check that failed) does not make the exit status 2
      --debug                     print the full internal error of a check that failed (default: one line)
      --provider <name>           check every tool against this host profile (repeatable; replaces the
                                  config's providers): openai, openai-strict, anthropic, anthropic-strict,
                                  gemini, mcp-2025-06-18, mcp-2025-11-25, mcp-2026-07-28
      --print-config <file>       print the settings and the schema that apply to a file, and why
      --init                      write a commented toolschema.config.jsonc starter here
  -h, --help                      show this help
  -v, --version                   show the version

Exit status: 0 no errors, 1 errors found (or more warnings than --max-warnings), 2 usage or I/O error, or a
file not fully checked (unless --allow-unchecked).
`;

export const OPTIONS = {
  format: { type: 'string', short: 'f', default: 'text' },
  config: { type: 'string', short: 'c' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'max-warnings': { type: 'string' },
  quiet: { type: 'boolean' },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  'output-file': { type: 'string', short: 'o' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  'no-error-on-unmatched-pattern': { type: 'boolean' },
  'no-warn-ignored': { type: 'boolean' },
  'report-unused-disable-directives': { type: 'boolean' },
  'allow-unchecked': { type: 'boolean' },
  debug: { type: 'boolean' },
  'print-config': { type: 'string' },
  init: { type: 'boolean' },
  provider: { type: 'string', multiple: true },
} as const;

/** The environment colour depends on; `NO_COLOR` counts when set and not empty (no-color.org). */
export interface Terminal {
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

/** `--color` / `--no-color` win; by default colour only on a terminal, and never when NO_COLOR is set. */
export function useColor(values: { color?: boolean; 'no-color'?: boolean }, terminal: Terminal, toFile: boolean): boolean {
  if (values['no-color']) return false;
  if (values.color) return true;
  return !toFile && terminal.isTTY && !terminal.env.NO_COLOR;
}

/** `--max-warnings`: a count, or a usage error. */
export function maxWarningsOf(raw: string | undefined): number | string | undefined {
  if (raw === undefined) return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : `--max-warnings needs a whole number of warnings (0 or more), not ${JSON.stringify(raw)}.`;
}
