/**
 * The rule-page links VS Code shows. A diagnostic's code links the page shipped in the package by its file: URL
 * (server/src/core/docs.ts); in the Problems panel and the problem hover a file: link would open the Markdown
 * source as text, so the client makes it a `command:` link to "Show rule documentation", which opens the same
 * bundled page in the Markdown preview, at the rule's section, offline. Pure (no vscode import): unit-tested.
 */
import { docsPage } from '../../server/src/core/model/problem';
import { SHOW_RULE_DOCS_COMMAND } from '../../server/src/protocol';

export const SHOW_RULE_DOCS = SHOW_RULE_DOCS_COMMAND;

/** `command:toolschema.showRuleDocs?["pedelec/empty-enum"]`, encoded as VS Code's command links expect. */
export const ruleDocsCommandUri = (code: string) => `command:${SHOW_RULE_DOCS}?${encodeURIComponent(JSON.stringify([code]))}`;

const CODE = /^[a-z]+\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FILE = /^[a-z]+\.md$/;
const PAGE = /(?:^|\/)docs\/rules\/([a-z]+\.md)(?:#([a-z0-9-]+))?$/;

/**
 * Which bundled page (file in docs/rules/, section) the command's argument names: a rule id (from a Problems
 * link), a page name (`pedelec.md`, from the settings UI), a page path (`docs/rules/arcade.md#…`, from the README
 * on the extension page), a page URL (from the quick-fix menu's "Show documentation"), or this command's own link (what VS Code
 * hands back as the diagnostic's code link). Undefined for anything else.
 */
export function ruleDocTarget(arg: unknown): { file: string; anchor: string } | undefined {
  if (typeof arg !== 'string') return undefined;
  const wrapped = arg.startsWith(`command:${SHOW_RULE_DOCS}?`) ? arg.slice(SHOW_RULE_DOCS.length + 9) : undefined;
  if (wrapped !== undefined) {
    try {
      const args: unknown = JSON.parse(decodeURIComponent(wrapped));
      return Array.isArray(args) ? ruleDocTarget(args[0]) : undefined;
    } catch {
      return undefined;
    }
  }
  if (CODE.test(arg)) return docsPage(arg);
  if (FILE.test(arg)) return { file: arg, anchor: '' }; // a whole page (the toolschema.rules setting links these)
  const page = PAGE.exec(arg.split('?')[0]);
  return page ? { file: page[1], anchor: page[2] ?? '' } : undefined;
}
