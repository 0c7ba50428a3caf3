import { READ, type Profile } from './types';

/**
 * Not a host: what the JSON Schema keywords of a host's own tool file mean, checked on every such file whatever the
 * host. Not selectable in `toolschema.providers` (it is no host); host files get it beside their host's profile.
 */
export const jsonSchemaMeaning: Profile = {
  id: 'json-schema',
  title: 'JSON Schema',
  shape: 'json-schema',
  arcade: false,
  constraints: [
    {
      kind: 'array-without-items',
      source: {
        url: 'https://github.com/microsoft/vscode/issues/246119',
        read: READ,
        note: 'VS Code\'s chat refuses a tool whose parameters have an array without items ("tool parameters array type must have items"); OpenAI\'s API refuses it too ("array schema missing items").',
      },
    },
    {
      kind: 'undefined-property',
      keywords: ['required'],
      source: {
        url: 'https://json-schema.org/draft/2020-12/json-schema-validation#name-required',
        read: READ,
        note: 'A `required` name the object does not define is valid JSON Schema but tells the model nothing of the value it must send; Gemini refuses it outright.',
      },
    },
  ],
};
