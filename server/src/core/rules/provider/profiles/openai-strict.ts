import { READ, type Profile } from './types';
import { openai } from './openai';

const SUPPORTED = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';

/**
 * OpenAI with `"strict": true` (Structured Outputs), what arcade-core's OpenAI converter always asks for. The limits
 * are the page's current ones (5,000 properties, 10 levels); older copies of the page, still quoted by some linters,
 * said 100 and 5.
 */
export const openaiStrict: Profile = {
  id: 'openai-strict',
  title: 'OpenAI strict mode',
  shape: 'openai',
  constraints: [
    ...openai.constraints.filter((c) => c.kind !== 'root-not-object'),
    { kind: 'root-not-object', noAnyOf: true, source: { url: SUPPORTED, read: READ } },
    {
      kind: 'unsupported-keyword',
      forbidden: ['allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas'],
      source: { url: SUPPORTED, read: READ },
    },
    { kind: 'optional-property', source: { url: SUPPORTED, read: READ } },
    { kind: 'open-object', source: { url: SUPPORTED, read: READ } },
    {
      kind: 'schema-too-large',
      maxProperties: 5000,
      maxDepth: 10,
      maxEnumValues: 1000,
      maxStringLength: 120000,
      largeEnum: { over: 250, maxLength: 15000 },
      source: {
        url: SUPPORTED,
        read: READ,
        note: 'mcpconform still encodes 100 properties and 5 levels from an older version of the page; the page now says 5,000 and 10.',
      },
    },
  ],
};
