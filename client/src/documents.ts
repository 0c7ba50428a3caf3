/**
 * The documents the extension hands to the server: JSON in any scheme (a `git:` view of a tool definition is
 * checked too), script files only on disk and unsaved. A script's args schemas may come from the modules it
 * imports, which the server reads from the file system; a virtual copy (a diff, a pull-request view) of a
 * TypeScript file would only repeat its problems next to the file's own. Python files (Arcade tools) the same way.
 */
import type { DocumentSelector } from 'vscode-languageserver-protocol';
import {
  isPythonLanguage,
  isScriptLanguage,
  JSON_LANGUAGES,
  PYTHON_LANGUAGES,
  SCRIPT_LANGUAGES,
} from '../../server/src/core/languages/ids';

const SCRIPT_SCHEMES = ['file', 'untitled'];

export const DOCUMENT_SELECTOR: DocumentSelector = [
  ...JSON_LANGUAGES.map((language) => ({ language })),
  ...SCRIPT_LANGUAGES.flatMap((language) => SCRIPT_SCHEMES.map((scheme) => ({ language, scheme }))),
  ...PYTHON_LANGUAGES.flatMap((language) => SCRIPT_SCHEMES.map((scheme) => ({ language, scheme }))),
];

/** True for a document the server is given (the status bar asks the server about no other). */
export const isServed = (languageId: string, scheme: string): boolean =>
  (JSON_LANGUAGES as readonly string[]).includes(languageId) ||
  ((isScriptLanguage(languageId) || isPythonLanguage(languageId)) && SCRIPT_SCHEMES.includes(scheme));

/** `activationEvents` of package.json: one `onLanguage:` per language in the selector. */
export const ACTIVATION_EVENTS = [...JSON_LANGUAGES, ...SCRIPT_LANGUAGES, ...PYTHON_LANGUAGES].map((language) => `onLanguage:${language}`);
