/**
 * The documents the extension hands to the server: JSON in any scheme (a `git:` view of a tool definition is
 * checked too), script files only on disk and unsaved. A script's args schemas may come from the modules it
 * imports, which the server reads from the file system; a virtual copy (a diff, a pull-request view) of a
 * TypeScript file would only repeat its problems next to the file's own. Python files (Arcade tools) the same way.
 */
import type { DocumentSelector } from 'vscode-languageserver-protocol';
import { EDITOR_LANGUAGES } from '../../server/src/core/languages/ids';

/** Languages whose tools are written in code (scripts, Python), served on disk and unsaved only. */
const CODE_LANGUAGES: readonly string[] = EDITOR_LANGUAGES.filter((l) => l.inCode).map((l) => l.id);
/** Data files (JSON): served in any scheme. */
const DATA_LANGUAGES: readonly string[] = EDITOR_LANGUAGES.filter((l) => !l.inCode).map((l) => l.id);
const CODE_SCHEMES = ['file', 'untitled'];

export const DOCUMENT_SELECTOR: DocumentSelector = [
  ...DATA_LANGUAGES.map((language) => ({ language })),
  ...CODE_LANGUAGES.flatMap((language) => CODE_SCHEMES.map((scheme) => ({ language, scheme }))),
];

/** True for a document the server is given (the status bar asks the server about no other). */
export const isServed = (languageId: string, scheme: string): boolean =>
  DATA_LANGUAGES.includes(languageId) || (CODE_LANGUAGES.includes(languageId) && CODE_SCHEMES.includes(scheme));

/** `activationEvents` of package.json: one `onLanguage:` per language in the selector. */
export const ACTIVATION_EVENTS = EDITOR_LANGUAGES.map((l) => `onLanguage:${l.id}`);
