/**
 * Reading the modules a Python tool's types are imported from: a relative import (`from .shapes import Segment`)
 * or the package's own absolute name (`from trail_server.shapes import Segment`, found above the file as the
 * `src/` layout has it). Read through the analysis's ModuleHost, only inside its roots; never executed.
 */
import type { ModuleHost } from '../language';
import { readModule, type ModuleInfo } from './module';
import { parsePython } from './syntax';

/** A module larger than this is not read for its classes (a type from it stays unknown). */
const MAX_MODULE_CHARS = 1_000_000;

export type ModuleReader = (from: string) => { text: string; module: ModuleInfo } | undefined;

type ReadModule = { text: string; module: ModuleInfo };

/** How many modules' readings are kept between analyses (each holds its syntax tree). */
const KEPT_MODULES = 32;

/**
 * The modules last read, by URI, with the text they were read from: the tool modules of a project import the same
 * few modules of types (the CLI analyses each of them; the editor, each edit), and one spelled two ways (`.shapes`,
 * `my_server.shapes`) is one file. A reading is reused only for the same text, and never changed by its readers.
 */
const kept = new Map<string, ReadModule>();

function parsedModule(uri: string, text: string): ReadModule {
  const known = kept.get(uri);
  kept.delete(uri); // (re)inserted last: the least recently read goes first
  const read = known?.text === text ? known : { text, module: readModule(text, parsePython(text)) };
  kept.set(uri, read);
  if (kept.size > KEPT_MODULES) kept.delete(kept.keys().next().value!);
  return read;
}

export function moduleReader(uri: string, host: ModuleHost, read: string[]): ModuleReader {
  const cache = new Map<string, ReadModule | undefined>();
  const folder = new URL('.', uri);
  const allowed = (candidate: string) =>
    host.roots === undefined
      ? true
      : host.roots.length
        ? host.roots.some((r) => candidate.startsWith(r))
        : candidate.startsWith(folder.href);
  const load = (candidates: string[]) => {
    for (const candidate of candidates) {
      if (!allowed(candidate)) continue;
      read.push(candidate);
      const text = host.readFile(candidate);
      if (text === undefined || text.length > MAX_MODULE_CHARS) continue;
      return parsedModule(candidate, text);
    }
    return undefined;
  };
  const candidatesOf = (from: string): string[] => {
    const dots = /^\.*/.exec(from)![0].length;
    const parts = from.slice(dots).split('.').filter(Boolean);
    if (dots) {
      const base = new URL('../'.repeat(dots - 1) || '.', folder);
      if (!parts.length) return [new URL('__init__.py', base).href];
      return [new URL(`${parts.join('/')}.py`, base).href, new URL(`${parts.join('/')}/__init__.py`, base).href];
    }
    // The package's own name: a folder above the file with the import's first name.
    const folders = folder.pathname.split('/').filter(Boolean);
    const at = folders.lastIndexOf(parts[0]);
    if (at < 0 || parts.length < 2) return [];
    const above = new URL(
      `/${folders
        .slice(0, at)
        .map((f) => `${f}/`)
        .join('')}`,
      folder,
    );
    return [new URL(`${parts.join('/')}.py`, above).href, new URL(`${parts.join('/')}/__init__.py`, above).href];
  };
  return (from) => {
    if (!cache.has(from)) cache.set(from, load(candidatesOf(from)));
    return cache.get(from);
  };
}
