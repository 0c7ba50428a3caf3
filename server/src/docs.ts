/**
 * Where a rule's page is. The pages (docs/rules/*.md) ship inside the npm package and the .vsix, beside dist/;
 * there is no web copy, so diagnostics link the shipped page by its file: URL, an address that exists wherever
 * the server or the CLI runs. (VS Code's client turns the link into one that opens the Markdown preview.)
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { docsPage } from './core/model/problem';

/** The nearest docs/rules at or above this code: beside dist/ when bundled, the repository's from out/ in tests. */
function docsFolder(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'docs', 'rules');
    if (existsSync(path.join(candidate, 'pedelec.md'))) return candidate;
    if (path.dirname(dir) === dir) return path.join(__dirname, '..', 'docs', 'rules');
  }
}

let base: string | undefined;
const docsBase = () => (base ??= pathToFileURL(docsFolder()).href);

/** `pedelec/empty-enum` → `file:///…/docs/rules/pedelec.md#pedelec-empty-enum`. */
export function docsUrl(code: string): string {
  const { file, anchor } = docsPage(code);
  return `${docsBase()}/${file}#${anchor}`;
}
