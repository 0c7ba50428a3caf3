/** SET_SCHEMA_OVERRIDE_NOTIFICATION: the editor's per-document schema choice ("Select schema for this file"). */
import { schemaById } from '../core/model/catalog';
import { SET_SCHEMA_OVERRIDE_NOTIFICATION, type SetSchemaOverrideParams } from '../protocol';
import type { HandlerContext } from './context';

/** `overrides`: document URI → schema id, kept while the server runs; `changed` re-checks the open documents. */
export function registerSchemaOverride(
  { connection, analyses }: HandlerContext,
  overrides: Map<string, string>,
  changed: () => void,
): void {
  connection.onNotification(SET_SCHEMA_OVERRIDE_NOTIFICATION, (p: SetSchemaOverrideParams) => {
    if (p.schemaId !== null && !schemaById(p.schemaId)) {
      connection.console.error(`toolschema: unknown schema id ${JSON.stringify(p.schemaId)} for ${p.uri}; keeping the automatic choice.`);
      return;
    }
    if (p.schemaId === null) overrides.delete(p.uri);
    else overrides.set(p.uri, p.schemaId);
    analyses.forget(p.uri);
    changed();
  });
}
