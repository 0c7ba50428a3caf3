/** Texts the extension shows, built without the vscode API so that unit tests read them as users will. */
import { associationSource, type DocumentInfo } from '../../server/src/protocol';
import { plural } from '../../server/src/core/model/wording';
import { labelOf, writesToolsInCode } from '../../server/src/core/languages/ids';

/**
 * A file holding Pedelec tools written in code (a script): what is checked is the args schemas its code defines,
 * not a schema picked for the file. (The catalog's Pedelec families all start so; the catalog itself, with the
 * schemas, stays out of the client's bundle.)
 */
export const isPedelecScript = (info: NonNullable<DocumentInfo>, languageId: string): boolean =>
  writesToolsInCode(languageId) && info.family.startsWith('pedelec-');

/** The status bar's name for what a document is: the schema's title, or for a script "Pedelec TypeScript". */
export function statusTitle(info: NonNullable<DocumentInfo>, languageId: string): string {
  return isPedelecScript(info, languageId) ? `Pedelec ${labelOf(languageId)}` : info.title;
}

/** A file whose tools are written in code carries its schema in its code: there is none to pick for it. */
export function schemaTooltip(info: NonNullable<DocumentInfo>, languageId = ''): string {
  const why = associationSource(info.reason, info.detail);
  const click = writesToolsInCode(languageId)
    ? 'Click to show the toolschema output.'
    : 'Click to pick another schema or show the toolschema output.';
  return `toolschema: ${statusTitle(info, languageId)} (${info.schemaId}), ${why}. ${click}`;
}

export function migrationDropsWarning(dropped: readonly string[]): string {
  const them = dropped.length === 1 ? 'it' : 'them';
  return `Arcade tool definition 1.0 cannot hold ${plural(dropped.length, 'field')} of this file; migrating removes ${them}.`;
}
