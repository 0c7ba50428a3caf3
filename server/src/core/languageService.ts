/** The one vscode-json-languageservice instance, configured with the bundled schemas and unable to fetch. */
import { getLanguageService, type LanguageService } from 'vscode-json-languageservice';
import { SCHEMAS } from './catalog';

/** Prefix of the synthetic document URIs used to tell the language service which bundled schema applies. */
export const ASSOCIATION_SCHEME = 'toolschema-doc:/';

let service: LanguageService | undefined;

export function jsonLanguageService(): LanguageService {
  if (service) return service;
  service = getLanguageService({
    // Nothing is ever fetched: every schema we use is registered inline below.
    schemaRequestService: (uri) => Promise.reject(new Error(`toolschema does not fetch schemas (${uri})`)),
  });
  service.configure({
    validate: true,
    allowComments: true,
    schemas: SCHEMAS.flatMap((s) => [
      { uri: s.uri, schema: s.schema, fileMatch: [`${ASSOCIATION_SCHEME}${s.id}/*`] },
      ...s.aliases.map((alias) => ({ uri: alias, schema: s.schema })),
    ]),
  });
  return service;
}
