import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

/** `n` string properties named p0, p1 … */
const properties = (n: number, prefix = 'p') =>
  `{ "type": "object", "properties": { ${Array.from({ length: n }, (_, i) => `"${prefix}${i}": { "type": "string" }`).join(', ')} } }`;
/** Objects nested `levels` deep (the root is level 1). */
const nested = (levels: number): string =>
  levels === 1 ? '{ "type": "object", "properties": {} }' : `{ "type": "object", "properties": { "n": ${nested(levels - 1)} } }`;
const enumOf = (values: string[]) => `{ "type": "object", "properties": { "e": { "type": "string", "enum": ${JSON.stringify(values)} } } }`;
const mark = (text: string, from: string) => text.replace(from, `«${from}»`);

export const schemaTooLargeCases: RuleCases = {
  valid: [
    { name: '5,000 properties', code: properties(5000), filename: ARGS, settings: using('openai-strict') },
    { name: '10 levels of objects', code: nested(10), filename: ARGS, settings: using('openai-strict') },
    {
      name: '1,000 enum values',
      code: enumOf(Array.from({ length: 1000 }, (_, i) => `v${i}`)),
      filename: ARGS,
      settings: using('openai-strict'),
    },
    {
      name: 'an enum of 251 strings of 59 characters (14,809)',
      code: enumOf(Array.from({ length: 251 }, (_, i) => `${i}`.padStart(59, 'x'))),
      filename: ARGS,
      settings: using('openai-strict'),
    },
    { name: 'no limits without strict mode', code: nested(12), filename: ARGS, settings: using('openai', 'anthropic-strict', 'gemini') },
  ],
  invalid: [
    {
      name: '5,001 properties, reported on the root',
      code: `«${properties(5001)}»`,
      filename: ARGS,
      settings: using('openai-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects a tool with this args schema as its parameters: a schema may have at most 5,000 properties in all; this one has 5,001',
      ],
    },
    {
      name: '11 levels: reported on the first object too deep',
      code: mark(nested(11), '{ "type": "object", "properties": {} }'),
      filename: ARGS,
      settings: using('openai-strict'),
      errors: ['objects may be nested at most 10 levels deep; this one is at level 11'],
    },
    {
      name: '1,001 enum values',
      code: `«${enumOf(Array.from({ length: 1001 }, (_, i) => `v${i}`))}»`,
      filename: ARGS,
      settings: using('openai-strict'),
      errors: ['at most 1,000 enum values in all; this one has 1,001'],
    },
    {
      name: 'an enum of 251 strings of 60 characters (15,060), on the enum',
      code: enumOf(Array.from({ length: 251 }, (_, i) => `${i}`.padStart(60, 'x'))).replace('"enum"', '«"enum"»'),
      filename: ARGS,
      settings: using('openai-strict'),
      errors: ['an enum of more than 250 strings may total at most 15,000 characters; this one has 251 values totalling 15,060'],
    },
    {
      name: 'more than 120,000 characters of property names',
      code: `«${properties(1000, 'x'.repeat(120))}»`,
      filename: ARGS,
      settings: using('openai-strict'),
      errors: [/may total at most 120,000 characters; this schema has 12[0-9],[0-9]{3}/],
    },
  ],
};
