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
      formats: { number: ['float', 'double'], integer: ['int32', 'int64'], string: ['enum', 'date-time'] },
      source: {
        url: SCHEMA,
        read: READ,
        note: "Formats: the Gemini API's Schema lists float and double for NUMBER, int32 and int64 for INTEGER, enum and date-time for STRING, and refuses others (\"only 'enum' and 'date-time' are supported for STRING type\"); Vertex AI's Schema also names email, byte, date and password. The Gemini API's list, the stricter, is encoded.",
      },
    },
    {
      kind: 'undefined-property',
      keywords: ['required'],
      source: {
        url: SCHEMA,
        read: READ,
        note: 'The Schema reference defines `required` as names of the object\'s `properties`; the API refuses a `required` name it lacks ("parameters.required[0]: property is not defined", reported in iBUHub/AIStudioToAPI#154 and maximhq/bifrost#1623). `propertyOrdering` is not checked: Google\'s references say only that it orders the properties (google-genai\'s `Schema.propertyOrdering`, https://googleapis.github.io/java-genai/javadoc/google-genai/com.google.genai.types/-schema/property-ordering.html: "Order of properties displayed or used where order matters", not a standard OpenAPI field) and document no refusal of a name outside `properties` or of a name listed twice.',
      },
    },
    { kind: 'type-list', source: { url: SCHEMA, read: READ } },
    {
      kind: 'type-case',
      names: 'any',
      source: {
        url: 'https://ai.google.dev/api/caching#Type',
        read: READ,
        note: '`Schema.type` is the `Type` enum (`STRING`, `NUMBER`, `INTEGER`, `BOOLEAN`, `ARRAY`, `OBJECT`), the OpenAPI data types in upper case; the function-calling guide\'s REST examples (https://ai.google.dev/gemini-api/docs/function-calling) write them in lower case (`"type": "object"`) and the API takes both.',
      },
    },
  ],
};
