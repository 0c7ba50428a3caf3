/**
 * The one list of source languages: the language server analyses what they read, the CLI walks the files they name,
 * and the VS Code client's document selector is checked against their ids (test/unit/languages/registry.test.ts). Adding a
 * language is adding its folder here and one line below.
 */
import type { Settings } from '../settings/settings';
import type { Language } from './language';
import { jsonLanguage } from './json/language';
import { typescriptLanguage } from './typescript/language';
import { pythonLanguage } from './python/language';
import { extensionOf } from './ids';

export const LANGUAGES: readonly Language[] = [jsonLanguage, typescriptLanguage, pythonLanguage];

/** The language of an editor language id; any other id is read as JSON (what an editor sends for JSON files it names otherwise). */
export const languageFor = (languageId: string): Language => LANGUAGES.find((l) => l.languageIds.includes(languageId)) ?? jsonLanguage;

/** The language that reads a file, by its extension (case ignored), or undefined: not a file toolschema reads. */
export function languageOfFile(file: string): Language | undefined {
  const extension = extensionOf(file);
  return extension ? LANGUAGES.find((l) => l.extensions.includes(extension)) : undefined;
}

/** The language id the CLI gives a file, from its name: the editor's id for it (`.jsonc` files are `jsonc`). */
export { languageIdOfFile } from './ids';

/** A text its language would not parse at all (a script that names no Pedelec module): the cheap check the editor makes too. */
export function notClaimed(file: string, text: string, settings: Settings, language = languageOfFile(file)): boolean {
  return !!language?.claims && !language.claims(text, settings);
}

/** Every extension toolschema reads, for the CLI's walk and help text. */
export const EXTENSIONS: readonly string[] = LANGUAGES.flatMap((l) => l.extensions);
