import { READ, type Profile } from './types';

const DECLARATION = 'https://ai.google.dev/api/caching#FunctionDeclaration';
const SCHEMA = 'https://ai.google.dev/api/caching#Schema';

/**
 * Gemini `functionDeclarations[].parameters`: a subset of the OpenAPI 3.0 schema object. The separate
 * `parametersJsonSchema` field takes JSON Schema instead and is not this profile. Vertex AI's newer Schema also lists
 * `additionalProperties`, `ref` and `defs`; the Gemini API's does not and rejects them ("Unknown name … Cannot find
 * field"), so the stricter list is encoded.
 */
export const gemini: Profile = {
  id: 'gemini',
  title: 'Gemini',
  shape: 'gemini',
  arcade: false,
  constraints: [
    {
      kind: 'tool-name',
      pattern: '^[a-zA-Z_][a-zA-Z0-9_.-]{0,63}$',
      maxLength: 64,
      text: 'a letter or "_" first, then letters, digits, "_", "." and "-", at most 64 characters',
      source: {
        url: DECLARATION,
        read: READ,
        note: 'Vertex AI\'s reference also allows ":"; the Gemini API\'s does not, the stricter, encoded here. The retired google.generativeai reference said at most 63 characters; the current references say 64.',
      },
    },
    { kind: 'root-not-object', source: { url: DECLARATION, read: READ } },
    {
      kind: 'unsupported-keyword',
      allowed: [
        'type',
        'format',
        'title',
        'description',
        'nullable',
        'enum',
        'maxItems',
        'minItems',
        'properties',
        'required',
        'minProperties',
        'maxProperties',
        'minLength',
        'maxLength',
        'pattern',
        'example',
        'anyOf',
        'propertyOrdering',
        'default',
        'items',
        'minimum',
        'maximum',
      ],
      source: { url: SCHEMA, read: READ },
    },
    { kind: 'type-list', source: { url: SCHEMA, read: READ } },
  ],
};
