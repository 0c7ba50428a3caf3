/**
 * Which constants' text several values use. The evaluator evaluates a constant afresh at each use, so two tools
 * sharing one `properties` get two trees with the same spans; an edit of that text changes both. A constant is used
 * as many times as the places that name it are (a name inside another shared constant counts once per use of that
 * one); a value evaluated twice from one place (a tool, and its schema typed on its own) is still one use.
 */
import type { Span } from '../../model/tree';

interface Constant extends Span {
  /** Offsets of the names that use it (program offsets: a name in another file has that file's). */
  sites: Set<number>;
  uses?: number;
}

/** Past this many constants naming each other, a constant is taken as shared (the count would recurse too deep). */
const MAX_CHAIN = 500;

export class Sharing {
  private readonly constants = new Map<number, Constant>();

  /** `init` (a constant's initialiser) is evaluated for the name at `site`. */
  use(init: Span, site: number): void {
    let c = this.constants.get(init.offset);
    if (!c) this.constants.set(init.offset, (c = { offset: init.offset, length: init.length, sites: new Set() }));
    c.sites.add(site);
  }

  /** Whether the text at `span` lies in a constant that more than one value uses. */
  sharedAt(span: Span): boolean {
    for (const c of this.constants.values()) if (contains(c, span) && this.uses(c, 0) > 1) return true;
    return false;
  }

  private uses(c: Constant, depth: number): number {
    if (c.uses !== undefined) return c.uses;
    if (depth > MAX_CHAIN) return 2;
    c.uses = 2; // while counting: a cycle of names counts as shared
    let n = 0;
    for (const site of c.sites) {
      let around = 1;
      for (const outer of this.constants.values())
        if (outer !== c && contains(outer, { offset: site, length: 0 })) around = Math.max(around, this.uses(outer, depth + 1));
      n += around;
    }
    return (c.uses = n);
  }
}

const contains = (outer: Span, inner: Span) => inner.offset >= outer.offset && inner.offset + inner.length <= outer.offset + outer.length;
