/** The `require("./lib/….js")`s of a bundle: the parsers it loads on first use, each a bundle of its own (esbuild.mjs). */
export const lazyRequires = (bundle: string): string[] => [...bundle.matchAll(/require\("\.\/(lib\/[\w.-]+\.js)"\)/g)].map((m) => m[1]);
