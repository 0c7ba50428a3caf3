/**
 * The documents the extension hands to the server: JSON in any scheme (a `git:` view of a tool definition is
 * checked too), script files only on disk and unsaved. A script's args schemas may come from the modules it
 * imports, which the server reads from the file system; a virtual copy (a diff, a pull-request view) of a
 * TypeScript file would only repeat its problems next to the file's own. Python files (Arcade tools) the same way.
 */
import type { DocumentSelector } from 'vscode-languageserver-protocol';
import { JSON_LANGUAGES, PYTHON_LANGUAGES, SCRIPT_LANGUAGES } from '../../server/src/core/languages/ids';

/** Languages of code (scripts, Python), served on disk and unsaved only. */
const CODE_LANGUAGES: readonly string[] = [...SCRIPT_LANGUAGES, ...PYTHON_LANGUAGES];
const CODE_SCHEMES = ['file', 'untitled'];

export const DOCUMENT_SELECTOR: DocumentSelector = [
  ...JSON_LANGUAGES.map((language) => ({ language })),
  ...CODE_LANGUAGES.flatMap((language) => CODE_SCHEMES.map((scheme) => ({ language, scheme }))),
];

/** True for a document the server is given (the status bar asks the server about no other). */
export const isServed = (languageId: string, scheme: string): boolean =>
  (JSON_LANGUAGES as readonly string[]).includes(languageId) || (CODE_LANGUAGES.includes(languageId) && CODE_SCHEMES.includes(scheme));

/** `activationEvents` of package.json: one `onLanguage:` per language in the selector. */
export const ACTIVATION_EVENTS = [...JSON_LANGUAGES, ...CODE_LANGUAGES].map((language) => `onLanguage:${language}`);
