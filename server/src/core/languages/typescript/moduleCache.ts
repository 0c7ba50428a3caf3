/**
 * Imported modules parsed once: the syntax tree and scope of a module, keyed on its URI and text, shared by every
 * analysis that imports it (every open document in the server, every file of a CLI run). A thousand open tools
 * importing one `shared.ts` hold one tree of it, not a thousand. An entry is used only for the very text it was
 * parsed from, so a change (an edit, a change on disk) is a miss and replaces it. Trees and scopes are read, never
 * written, by the evaluator. Evaluated values are not shared: their spans carry each analysis's own file offsets.
 *
 * Bounded by size, least recently used first: an entry counts its text's length (a tree is a roughly constant
 * multiple of it), and the cache holds at most MAX_CACHED_CHARS of module text.
 */
import type * as t from '@babel/types';
import { parseScript } from './parser';
import { FileScope } from './scope';

export const MAX_CACHED_CHARS = 16 * 1024 * 1024;

export interface ParsedModule {
  ast: t.File;
  scope: FileScope;
}

interface Entry {
  text: string;
  /** undefined: the text does not parse (remembered too: it is not parsed again). */
  parsed: ParsedModule | undefined;
}

export class ModuleCache {
  /** In order of use, least recent first (a Map keeps insertion order). */
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxChars = MAX_CACHED_CHARS) {}

  parsed(uri: string, text: string): ParsedModule | undefined {
    const entry = this.entries.get(uri);
    if (entry && entry.text === text) {
      this.hits++;
      this.entries.delete(uri);
      this.entries.set(uri, entry);
      return entry.parsed;
    }
    this.misses++;
    if (entry) this.remove(uri, entry);
    const ast = parseScript(text, uri, '');
    const parsed = ast && { ast, scope: new FileScope(ast.program) };
    if (text.length <= this.maxChars) {
      this.entries.set(uri, { text, parsed });
      this.chars += text.length;
      for (const [oldest, e] of this.entries) {
        if (this.chars <= this.maxChars) break;
        this.remove(oldest, e);
      }
    }
    return parsed;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(uri: string, entry: Entry): void {
    this.entries.delete(uri);
    this.chars -= entry.text.length;
  }
}

/** The process's one cache: the server's documents and the CLI's files (each CLI worker has its own) share it. */
export const MODULES = new ModuleCache();
