/**
 * The one vscode-json-languageservice instance, configured with the bundled schemas and unable to fetch. It serves
 * hover descriptions and completion of JSON documents only; validation is ours (schemaValidation.ts).
 */
import {
  ClientCapabilities,
  getLanguageService,
  type JSONDocument,
  type JSONSchema,
  type LanguageService,
} from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SCHEMAS, type SchemaEntry } from '../model/catalog';
import type { SchemaDocument } from '../model/document';
import { isObject } from '../model/tree';

/** Prefix of the synthetic document URIs used to tell the language service which bundled schema applies. */
export const ASSOCIATION_SCHEME = 'toolschema-doc:/';

let service: LanguageService | undefined;

export function jsonLanguageService(): LanguageService {
  if (service) return service;
  service = getLanguageService({
    // Nothing is ever fetched: every schema we use is registered inline below.
    schemaRequestService: (uri) => Promise.reject(new Error(`toolschema does not fetch schemas (${uri})`)),
    // Completion documentation as Markdown (the schemas' markdownDescription / markdownEnumDescriptions); the
    // server turns it into plain text for an editor that cannot render Markdown (handlers/completion.ts).
    clientCapabilities: ClientCapabilities.LATEST,
  });
  service.configure({
    validate: true,
    allowComments: true,
    // The service resolves each schema's `$ref`s in place (cycles included): it gets copies, so that the catalog's
    // objects, which hover, migration and the rules read, stay as written.
    schemas: SCHEMAS.flatMap((s) => {
      const schema = structuredClone(s.schema);
      return [
        { uri: s.uri, schema, fileMatch: [`${ASSOCIATION_SCHEME}${s.id}/*`] },
        // Every `$schema` value that selects this schema, so that completion (which follows `$schema`) finds it too.
        ...[s.id, ...s.aliases].map((alias) => ({ uri: alias, schema })),
      ];
    }),
  });
  return service;
}

const textDocuments = new WeakMap<SchemaDocument, TextDocument>();
const jsonDocuments = new WeakMap<SchemaDocument, JSONDocument>();

/** The document as the language service reads it, made on first use. */
export function serviceText(doc: SchemaDocument): TextDocument {
  let text = textDocuments.get(doc);
  if (!text) textDocuments.set(doc, (text = TextDocument.create(doc.uri, doc.languageId, 0, doc.text)));
  return text;
}

/** The language service's own parse, made only when hover or completion asks (never during an analysis). */
export function serviceJson(doc: SchemaDocument): JSONDocument {
  let json = jsonDocuments.get(doc);
  if (json) return json;
  const service = jsonLanguageService();
  const content = doc.tooDeepAt !== undefined ? '' : doc.hasByteOrderMark ? ` ${doc.text.slice(1)}` : doc.text;
  json = service.parseJSONDocument(content === doc.text ? serviceText(doc) : TextDocument.create(doc.uri, doc.languageId, 0, content));
  jsonDocuments.set(doc, json);
  return json;
}

/** The same document under a URI that the language service associates with the schema; no text is copied. */
export function underSchemaUri(doc: TextDocument, schemaId: string): TextDocument {
  // Line offsets are computed lazily and cached on the object asked first: ask the real document, so that the view
  // (which reads through its prototype) and the rules share one computation instead of scanning the text twice.
  doc.positionAt(0);
  return Object.create(doc, { uri: { value: `${ASSOCIATION_SCHEME}${schemaId}/document.json` } }) as TextDocument;
}

/** How to ask the language service for `schema` on `doc`: a document to pass, and an explicit schema if needed. */
export interface SchemaTarget {
  text: TextDocument;
  schema?: JSONSchema;
}

/**
 * Passing a schema to `doValidation`/`getMatchingSchemas` makes the language service register a new handle and
 * resolve the schema again on every call (and keep every handle: a leak per keystroke). Instead the document is
 * shown under a synthetic URI that the configured association maps to the bundled schema, whose resolution the
 * service caches. The service honours the document's own root `$schema` first, so that route is taken only when
 * `$schema` is absent or names this very schema as registered; otherwise the schema is passed explicitly, under a
 * stable id so that the service replaces its handle instead of adding one.
 */
export function schemaTarget(doc: SchemaDocument, schema: SchemaEntry): SchemaTarget {
  const declared = declaredSchema(doc);
  if (declared === undefined || declared === schema.uri || declared === schema.id || schema.aliases.includes(declared)) {
    return { text: underSchemaUri(serviceText(doc), schema.id) };
  }
  return { text: serviceText(doc), schema: pinned(schema) };
}

/** The root `$schema` the language service would use: the first one whose value is a string. */
function declaredSchema(doc: SchemaDocument): string | undefined {
  const root = doc.root;
  if (!isObject(root)) return undefined;
  const first = root.properties.find((p) => p.keyNode.value === '$schema' && p.valueNode?.type === 'string');
  return first?.valueNode?.type === 'string' ? first.valueNode.value : undefined;
}

const pinnedSchemas = new Map<string, JSONSchema>();

function pinned(schema: SchemaEntry): JSONSchema {
  let copy = pinnedSchemas.get(schema.id);
  if (!copy) {
    copy = { ...schema.schema, id: `toolschema-explicit:${schema.id}` };
    pinnedSchemas.set(schema.id, copy);
  }
  return copy;
}
