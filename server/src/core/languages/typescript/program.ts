/**
 * The files one analysis reads: the script being analysed, and the modules and `.json` files its schemas come
 * from, each read once through the host. Every file gets its own range of offsets (`base`), so a node's span
 * says which file it is written in and rules can keep doing span arithmetic as in one document.
 */
import type * as t from '@babel/types';
import { descendants, type Span, type ValueNode } from '../../model/tree';
import { parseJson } from '../json/parse';
import { tooDeepAt } from '../json/depth';
import { MAX_NESTING } from '../../model/limits';
import { parseCost } from './parser';
import { Budget } from '../../model/budget';
import { FileScope } from './scope';
import { resolveModule, type Tsconfigs } from './resolve';
import { MODULES, type ModuleCache } from './moduleCache';

/** How the core reads other files: by `file:` URI; undefined when the file is missing or unreadable. */
import type { ModuleHost } from '../language';

export type { ModuleHost };

export const NO_FILES: ModuleHost = { readFile: () => undefined };

/** Offsets of the n-th file start at n × this: beyond any text the core accepts (texts are capped far below 4 GiB). */
export const OFFSET_STRIDE = 2 ** 32;

export interface ScriptModule {
  kind: 'script';
  uri: string;
  text: string;
  base: number;
  ast: t.File;
  scope: FileScope;
}

export interface JsonModule {
  kind: 'json';
  uri: string;
  text: string;
  base: number;
  /** Parsed on first use, once per program: its tree (spans in this program's range) and node count. */
  parsed?: ParsedJson;
}

/** An imported `.json` file's value: its tree and size, or why there is none. */
export type ParsedJson = { root: ValueNode; size: number } | { unreadable: string };

export type Module = ScriptModule | JsonModule;

export class Program {
  readonly main: ScriptModule;
  private readonly byUri = new Map<string, Module | null>();
  private readonly modules: Module[] = [];
  private readonly tsconfigs: Tsconfigs = new Map();
  private readonly texts = new Map<string, string | null>();
  /** The imports refused for pointing outside the roots, each once: the module written in and the specifier. */
  readonly outside: { module: Module; specifier: string }[] = [];
  private readonly roots: readonly string[] | undefined;

  constructor(
    main: { uri: string; text: string; ast: t.File; markers: readonly string[] },
    private readonly host: ModuleHost,
    private readonly maxFileSize: number,
    private readonly budget: Budget = new Budget(),
    /** Imported modules' trees, shared with other programs (moduleCache.ts). */
    private readonly parsedModules: ModuleCache = MODULES,
  ) {
    this.main = {
      kind: 'script',
      uri: main.uri,
      text: main.text,
      base: 0,
      ast: main.ast,
      scope: new FileScope(main.ast.program, main.text, main.markers),
    };
    this.modules.push(this.main);
    this.byUri.set(main.uri, this.main);
    const roots = host.roots;
    this.roots = roots?.length ? roots.map((r) => (r.endsWith('/') ? r : `${r}/`)) : roots && [new URL('.', main.uri).href];
  }

  /** Every file this program looked for, found or not: its analysis is stale when one of them changes or appears. */
  reads(): string[] {
    return [...new Set([...this.texts.keys(), ...this.byUri.keys()])].filter((uri) => uri !== this.main.uri);
  }

  /** The text of a span of this program's range, in the file it lies in. */
  textOf(span: Span): string {
    const module = this.moduleAt(span.offset);
    const start = span.offset - module.base;
    return module.text.slice(start, start + span.length);
  }

  /** The file an offset of this program's range lies in. */
  moduleAt(offset: number): Module {
    return this.modules[Math.floor(offset / OFFSET_STRIDE)] ?? this.main;
  }

  /** The module `specifier` names from `from`, read and parsed once; undefined when it cannot be found or read. */
  import(from: Module, specifier: string): Module | undefined {
    const tried: string[] = [];
    const read = (uri: string) => this.read(uri);
    const candidate = (uri: string) => (this.isInside(uri) ? this.read(uri) : void tried.push(uri));
    const uri = resolveModule(from.uri, specifier, {
      read,
      tsconfigs: this.tsconfigs,
      candidate,
      capped: (what) => this.budget.skip(what),
    });
    if (uri === undefined && tried.length && !this.outside.some((o) => o.module === from && o.specifier === specifier))
      this.outside.push({ module: from, specifier });
    return uri === undefined ? undefined : (this.load(uri) ?? undefined);
  }

  /** True when `specifier` from `from` was refused because it names a file outside the host's roots. */
  isOutside(from: Module, specifier: string): boolean {
    return this.outside.some((o) => o.module === from && o.specifier === specifier);
  }

  private isInside(uri: string): boolean {
    return !this.roots || this.roots.some((root) => uri.startsWith(root));
  }

  /**
   * An imported `.json` file's tree, parsed once however many values use it, under the depth guard of a JSON
   * document (MAX_NESTING), each node counted: its size is known before any use copies it.
   */
  json(module: JsonModule): ParsedJson {
    if (module.parsed) return module.parsed;
    if (tooDeepAt(module.text) !== undefined)
      return (module.parsed = { unreadable: `a JSON file nested more than ${MAX_NESTING} levels deep` });
    const root = parseJson(module.text, { comments: false }).root;
    if (!root) return (module.parsed = { unreadable: 'a JSON file that cannot be parsed' });
    let size = 0;
    for (const node of descendants(root)) {
      node.offset += module.base;
      node.origin = module.uri;
      if (node.type !== 'property' && !(node.parent?.type === 'property' && node.parent.keyNode === node)) size++; // values, as the evaluator counts
    }
    this.budget.take(size);
    return (module.parsed = { root, size });
  }

  /** Each file is read once per program, found or not (resolution tries several names). */
  private read(uri: string): string | undefined {
    const open = this.byUri.get(uri);
    if (open) return open.text;
    if (!this.isInside(uri)) return undefined; // never read, not even a tsconfig.json above the project
    let text = this.texts.get(uri);
    if (text === undefined) {
      this.budget.take(1); // a file looked for
      try {
        text = this.host.readFile(uri) ?? null;
      } catch {
        text = null;
      }
      if (text !== null && text.length > this.maxFileSize) text = null;
      this.texts.set(uri, text);
    }
    return text ?? undefined;
  }

  private load(uri: string): Module | null {
    const known = this.byUri.get(uri);
    if (known !== undefined) return known;
    const text = this.read(uri);
    let module: Module | null = null;
    if (text !== undefined) {
      const base = this.modules.length * OFFSET_STRIDE;
      if (/\.json$/i.test(uri)) module = { kind: 'json', uri, text, base };
      else if (!this.budget.take(parseCost(text)))
        this.budget.skip(`the module ${uri.slice(uri.lastIndexOf('/') + 1)} (too large to parse)`);
      else {
        const parsed = this.parsedModules.parsed(uri, text);
        if (parsed) module = { kind: 'script', uri, text, base, ast: parsed.ast, scope: parsed.scope };
      }
      if (module) this.modules.push(module);
    }
    this.byUri.set(uri, module);
    return module;
  }
}
