import { READ, type Profile } from './types';
import { anthropic } from './anthropic';

const LIMITS = 'https://platform.claude.com/docs/en/build-with-claude/structured-outputs#json-schema-limitations';

/**
 * Anthropic with `"strict": true` on the tool: the JSON Schema limitations of structured outputs. Numeric and string
 * bounds are not supported (the SDKs move them into the description); `minItems` only as 0 or 1, which this profile
 * does not check value by value: it reports `maxItems` and the other array bounds.
 */
export const anthropicStrict: Profile = {
  id: 'anthropic-strict',
  title: 'Anthropic strict tool use',
  shape: 'anthropic',
  arcade: false,
  constraints: [
    ...anthropic.constraints,
    {
      kind: 'unsupported-keyword',
      forbidden: [
        'minimum',
        'maximum',
        'exclusiveMinimum',
        'exclusiveMaximum',
        'multipleOf',
        'minLength',
        'maxLength',
        'maxItems',
        'uniqueItems',
        'contains',
      ],
      source: { url: LIMITS, read: READ },
    },
    { kind: 'open-object', source: { url: LIMITS, read: READ } },
  ],
};
