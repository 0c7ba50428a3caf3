/**
 * Where an import specifier points, as TypeScript's bundler-style resolution finds it: relative specifiers with
 * the usual extensions and `index` files (and `./x.js` written for `./x.ts`), and `compilerOptions.paths` aliases of
 * the nearest `tsconfig.json` or `jsconfig.json`. Bare package names are not followed: schemas come from the
 * project, not from node_modules.
 */
import { parseJson } from '../json/parse';
import { toValue, type JsonValue } from '../../model/tree';
import { SCRIPT_EXTENSIONS } from '../ids';

type Read = (uri: string) => string | undefined;

interface Tsconfig {
  dir: string;
  baseUrl?: string;
  paths: [pattern: string, targets: string[]][];
}

/** tsconfig per directory URI (null: none there), for one program. */
export type Tsconfigs = Map<string, Tsconfig | null>;

/** `./x.js` in TypeScript ESM code means `./x.ts`. */
const WRITTEN_FOR = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] } as Record<string, string[]>;

/**
 * Targets tried per `paths` pattern. TypeScript tries them all, but each costs a dozen file look-ups (extensions,
 * index files): a tsconfig with 100,000 targets took over a minute per analysis. Real aliases list one to three.
 */
export const MAX_PATH_TARGETS = 32;

/** How resolveModule reads files. */
export interface Resolving {
  /** Reads the tsconfigs. */
  read: Read;
  tsconfigs: Tsconfigs;
  /** How a file the specifier may name is read (the host's limits apply); default `read`. */
  candidate?: Read;
  /** Hears of a pattern whose targets past MAX_PATH_TARGETS were not tried. */
  capped?: (what: string) => void;
}

/** The URI of the file `specifier`, imported from `from`, names; undefined when none is found. */
export function resolveModule(
  from: string,
  specifier: string,
  { read, tsconfigs, candidate = read, capped = () => undefined }: Resolving,
): string | undefined {
  if (/^\.\.?(\/|$)/.test(specifier)) return firstFile(join(from, specifier), candidate);
  if (specifier.startsWith('/')) return firstFile(join(from, specifier), candidate); // an absolute path, as TypeScript reads it
  const config = nearestTsconfig(from, read, tsconfigs);
  if (!config) return undefined;
  for (const [pattern, targets] of config.paths) {
    const star = pattern.indexOf('*');
    const prefix = star < 0 ? pattern : pattern.slice(0, star);
    const suffix = star < 0 ? '' : pattern.slice(star + 1);
    const matches =
      star < 0
        ? specifier === pattern
        : specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length;
    if (!matches) continue;
    const captured = star < 0 ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
    if (targets.length > MAX_PATH_TARGETS)
      capped(
        `the targets of the tsconfig paths alias ${JSON.stringify(pattern)} past the first ${MAX_PATH_TARGETS} (of ${targets.length})`,
      );
    for (const target of targets.slice(0, MAX_PATH_TARGETS)) {
      const found = firstFile(join(config.baseUrl ?? config.dir, target.replace('*', captured)), candidate);
      if (found) return found;
    }
  }
  return undefined;
}

function firstFile(uri: string, read: Read): string | undefined {
  const ext = /\.[a-z]+$/i.exec(uri)?.[0]?.toLowerCase() ?? '';
  const candidates = uri.endsWith('/') // a folder (`./lib/`, `..`): its index file
    ? SCRIPT_EXTENSIONS.map((e) => `${uri}index${e}`)
    : ext === '.json'
      ? [uri]
      : [
          ...(WRITTEN_FOR[ext] ?? []).map((e) => uri.slice(0, -ext.length) + e),
          ...(SCRIPT_EXTENSIONS.includes(ext) ? [uri] : []),
          ...SCRIPT_EXTENSIONS.map((e) => uri + e),
          ...SCRIPT_EXTENSIONS.map((e) => `${uri}/index${e}`),
        ];
  return candidates.find((c) => read(c) !== undefined);
}

/** A URI relative to another (a file or a directory URI ending in `/`), as `new URL` resolves it. */
function join(base: string, relative: string): string {
  try {
    return new URL(relative.replace(/\\/g, '/'), base).href;
  } catch {
    return base;
  }
}

const parentDirectory = (dir: string) => join(dir, '..');

function nearestTsconfig(from: string, read: Read, cache: Tsconfigs): Tsconfig | undefined {
  const visited: string[] = [];
  let dir = join(from, '.');
  let found: Tsconfig | null | undefined;
  for (let i = 0; i < 64; i++) {
    found = cache.get(dir);
    if (found !== undefined) break;
    visited.push(dir);
    found = readTsconfig(dir, read);
    if (found) break;
    const up = parentDirectory(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of visited) cache.set(d, found ?? null);
  return found ?? undefined;
}

const isRecord = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `paths` of a tsconfig.json (or jsconfig.json) in `dir`; comments and trailing commas are allowed there. */
function readTsconfig(dir: string, read: Read): Tsconfig | null {
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    const text = read(join(dir, name));
    if (text === undefined) continue;
    const value = toValue(parseJson(text, { comments: true }).root);
    const options = isRecord(value) ? value.compilerOptions : undefined;
    if (!isRecord(options)) return { dir, paths: [] };
    const baseUrl =
      typeof options.baseUrl === 'string' ? join(dir, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`) : undefined;
    const paths: Tsconfig['paths'] = [];
    if (isRecord(options.paths))
      for (const [pattern, targets] of Object.entries(options.paths))
        if (Array.isArray(targets)) paths.push([pattern, targets.filter((x): x is string => typeof x === 'string')]);
    return { dir, baseUrl, paths };
  }
  return null;
}
