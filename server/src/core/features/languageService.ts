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
import { isObject, type PropertyNode, type Span, type ValueNode } from '../model/tree';

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

/** What the language service reads of a document: a BOM as a space, nothing of one nested too deep. */
const serviceContent = (doc: SchemaDocument) =>
  doc.tooDeepAt !== undefined ? '' : doc.hasByteOrderMark ? ` ${doc.text.slice(1)}` : doc.text;

/** The language service's own parse, made only when hover or completion asks (never during an analysis). */
export function serviceJson(doc: SchemaDocument): JSONDocument {
  let json = jsonDocuments.get(doc);
  if (json) return json;
  const content = serviceContent(doc);
  json = jsonLanguageService().parseJSONDocument(
    content === doc.text ? serviceText(doc) : TextDocument.create(doc.uri, doc.languageId, 0, content),
  );
  jsonDocuments.set(doc, json);
  return json;
}

/**
 * The most values the language service is shown around a cursor. Its schema matching is quadratic in a list's
 * length (`mergePropertyMatch`: 16,000 elements took a second, `tools: [null × 100,000]` never ended); what decides
 * a hover or a completion is the path to the cursor and its near neighbours, which a person's file never exceeds.
 */
export const SERVICE_VALUES = 2_000;

/**
 * The values kept beside the path to the cursor however many were shown before: an object's keys decide what
 * completion offers and which `oneOf` branch a hover describes.
 */
const PATH_NEIGHBOURS = 200;

/** The document and its parse as the language service is to see them for a request at `offset`. */
export interface ServiceView {
  text: TextDocument;
  json: JSONDocument;
}

/**
 * The document for a request at `offset`: whole when it holds at most SERVICE_VALUES values; otherwise with the
 * values past that many blanked out (spaces, line breaks kept: every position stays where it is), except those on
 * the path to the cursor and the first PATH_NEIGHBOURS beside it. Its answers' positions are the document's.
 */
export function serviceViewAt(doc: SchemaDocument, offset: number): ServiceView {
  const content = serviceContent(doc);
  const blanks = content ? blanked(doc.root, offset) : [];
  if (!blanks.length) return { text: serviceText(doc), json: serviceJson(doc) };
  const chars = content.split('');
  for (const [start, end, comma] of blanks) {
    for (let i = start; i < end; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
    if (comma) chars[start] = ',';
  }
  const text = TextDocument.create(doc.uri, doc.languageId, 0, chars.join(''));
  return { text, json: jsonLanguageService().parseJSONDocument(text) };
}

/**
 * The ranges to blank so that at most SERVICE_VALUES values (in document order) are left, and every value that holds
 * `offset`: [start, end, whether a comma stays at start to separate the kept neighbours].
 */
function blanked(root: ValueNode | undefined, offset: number): [number, number, boolean][] {
  const out: [number, number, boolean][] = [];
  let left = SERVICE_VALUES;
  const holds = (n: Span) => n.offset <= offset && offset <= n.offset + n.length;
  const visit = (node: ValueNode | undefined): void => {
    if (!node) return;
    left--;
    const children: (PropertyNode | ValueNode)[] = node.type === 'object' ? node.properties : node.type === 'array' ? node.items : [];
    const onPath = holds(node);
    const kept = children.map((child, i) => {
      const keep = left > 0 || holds(child) || (onPath && i < PATH_NEIGHBOURS);
      if (keep) visit(child.type === 'property' ? child.valueNode : child);
      return keep;
    });
    for (let i = 0; i < children.length;) {
      if (kept[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < children.length && !kept[j + 1]) j++;
      const before = i > 0 ? children[i - 1].offset + children[i - 1].length : undefined;
      const after = j + 1 < children.length ? children[j + 1].offset : undefined;
      const last = children[j].offset + children[j].length;
      out.push(before === undefined ? [children[i].offset, after ?? last, false] : [before, after ?? last, after !== undefined]);
      i = j + 1;
    }
  };
  visit(root);
  return out;
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
export function schemaTarget(doc: SchemaDocument, schema: SchemaEntry, text = serviceText(doc)): SchemaTarget {
  const declared = declaredSchema(doc);
  if (declared === undefined || declared === schema.uri || declared === schema.id || schema.aliases.includes(declared)) {
    return { text: underSchemaUri(text, schema.id) };
  }
  return { text, schema: pinned(schema) };
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
