/** The command-line handling both bins share: parseArgs plus `--help` and `--version`, with exit 2 on bad usage. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { escapeText } from './escape';
import { VERSION } from '../version';

type Options = NonNullable<ParseArgsConfig['options']>;
const COMMON = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** A bin's name, its `--help` text and its options (besides `--help` and `--version`). */
export interface Command<O extends Options> {
  name: string;
  usage: string;
  options: O;
}

/** Where a bin writes: standard output and standard error. */
export interface Output {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** The parsed arguments, or the exit status when the run ends here (help, version, a usage error). */
export function parseCommandLine<O extends Options>({ name, usage, options }: Command<O>, argv: string[], { out, err }: Output) {
  let args;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: { ...options, ...COMMON } });
  } catch (e) {
    err(`${name}: ${usageProblem(e as NodeJS.ErrnoException, argv)} Run ${name} --help for the options.\n`);
    return 2;
  }
  const common = args.values as { help?: boolean; version?: boolean };
  if (common.help) {
    out(usage);
    return 0;
  }
  if (common.version) {
    out(`${name} ${VERSION}\n`);
    return 0;
  }
  return args;
}

/**
 * parseArgs's error in one sentence of our own: its text for an unknown option has an unbalanced quote and advice
 * about `--` that does not apply here.
 */
function usageProblem(e: NodeJS.ErrnoException, argv: string[]): string {
  const names = /'(-[^']*)'/.exec(e.message)?.[1].match(/--?[^\s,<]+/g) ?? [];
  const written = argv.find((a) => names.some((n) => a === n || a.startsWith(`${n}=`))) ?? names[names.length - 1] ?? '';
  const shown = escapeText(JSON.stringify(written.length > 60 ? `${written.slice(0, 59)}…` : written));
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${shown}.`;
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /argument missing/.test(e.message) ? `option ${shown} needs a value.` : `option ${shown} takes no value.`;
  return `${escapeText(e.message)}.`;
}
