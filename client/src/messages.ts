/** Texts the extension shows, built without the vscode API so that unit tests read them as users will. */
import { associationSource, type DocumentInfo } from '../../server/src/protocol';
import { plural } from '../../server/src/core/wording';

export function schemaTooltip(info: NonNullable<DocumentInfo>): string {
  const why = associationSource(info.reason, info.detail);
  return `toolschema: ${info.title} (${info.schemaId}), ${why}. Click to pick another schema or show the toolschema output.`;
}

export function migrationDropsWarning(dropped: readonly string[]): string {
  const them = dropped.length === 1 ? 'it' : 'them';
  return `Arcade tool definition 1.0 cannot hold ${plural(dropped.length, 'field')} of this file; migrating removes ${them}.`;
}
