/** The command-line handling both bins share: parseArgs plus `--help` and `--version`, with exit 2 on bad usage. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { escapeText } from './escape';
import { VERSION } from '../version';

type Options = NonNullable<ParseArgsConfig['options']>;
const COMMON = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** The parsed arguments, or the exit status when the run ends here (help, version, a usage error). */
export function parseCommandLine<O extends Options>(
  name: string,
  usage: string,
  options: O,
  argv: string[],
  out: (s: string) => void,
  err: (s: string) => void,
) {
  let args;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: { ...options, ...COMMON } });
  } catch (e) {
    err(`${name}: ${escapeText((e as Error).message)}\n\n${usage}`);
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
