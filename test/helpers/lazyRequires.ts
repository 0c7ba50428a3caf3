/**
 * What a bundle requires on first use, as paths from dist/: the bundles of its own in dist/lib/ (`lib/….js`: the
 * parsers, the pattern engines) and the bundled schemas' bodies (`../schemas/….schema.json`).
 */
export const lazyRequires = (bundle: string): string[] =>
  [...bundle.matchAll(/require\("(?:\.\/(lib\/[\w.-]+\.js)|(\.\.\/schemas\/[\w.-]+\.schema\.json))"\)/g)].map((m) => m[1] ?? m[2]);
