import type { Rule } from '../../model/rule';
import { quoteCapped } from '../../model/wording';
import type { Fix } from '../../model/problem';
import { removeProperty, setProperty } from '../../model/operations';
import { getProperty, getString, getValue, isObject, toValue, type JsonValue, type ObjectNode, type PropertyNode } from '../../model/tree';
import { plainValueSchemasHave, valType, valueSchemas } from './helpers/valueSchemas';
import { ENUM_OFF_STRING } from './helpers/valueSchemaFacts';

const JSON_TYPE: Record<string, string> = { integer: 'integer', number: 'number', boolean: 'boolean', json: 'object', array: 'array' };
const SHOWN_VALUES = 3;

/** `{"type": "number", "enum": ["1"]}`: JSON with a space after each colon and comma, long enums cut short. */
function show(value: JsonValue): string {
  if (Array.isArray(value)) {
    const items = value.slice(0, SHOWN_VALUES).map(show);
    return `[${items.join(', ')}${value.length > SHOWN_VALUES ? ', …' : ''}]`;
  }
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${quoteCapped(k)}: ${show(v)}`)
      .join(', ')}}`;
  return quoteCapped(value);
}

interface Finding {
  /** What the model is shown, and why that is wrong. */
  shown: string;
  /** What to do, in words. */
  advice: string;
  /** The fix that makes the value consistent first (preferred), then the others. */
  fixes: () => Fix[];
}

/**
 * What Arcade's converters make of an enum on this value (OpenAI's and Anthropic's agree; MCP's differs only where
 * said), and the fix that makes the value say what it means.
 */
function explain(vs: ObjectNode, type: string, values: JsonValue[], enumProperty: PropertyNode): Finding {
  const removeEnum = (isPreferred: boolean): Fix => ({
    title: 'Remove "enum"',
    operations: removeProperty(enumProperty),
    ...(isPreferred ? { isPreferred } : {}),
  });
  const onlyRemove = { advice: 'Remove "enum"', fixes: () => [removeEnum(true)] };
  const makeString = (key: string) => ({
    advice: `Make "${key}" "string" to offer these values, or remove "enum"`,
    fixes: () => [{ title: `Set "${key}" to "string"`, operations: setProperty(vs, key, 'string'), isPreferred: true }, removeEnum(false)],
  });
  if (type === 'array') {
    const inner = getString(vs, 'inner_val_type');
    const onArray = show({ type: 'array', enum: values });
    if (!inner) {
      const shown = `an array without "inner_val_type": the model is shown ${onArray}, which no value satisfies`;
      return { shown, ...makeString('inner_val_type') };
    }
    if (inner === 'json' && isObject(getValue(vs, 'inner_properties'))) {
      const shown = `an array of objects: OpenAI and Anthropic are shown the items without it, MCP clients ${onArray}, which no value satisfies`;
      return { shown, ...onlyRemove };
    }
    const items = show({ type: JSON_TYPE[inner] ?? inner, enum: values });
    const shown = `an array of "${inner}": the model is shown items ${items}, which no element satisfies (only an empty list fits)`;
    return { shown, ...(inner === 'json' ? onlyRemove : makeString('inner_val_type')) };
  }
  const own = show({ type: JSON_TYPE[type] ?? type, enum: values });
  if (type === 'json') {
    const shown = isObject(getValue(vs, 'properties'))
      ? `OpenAI and Anthropic are shown the object without it, MCP clients ${own}, which no value satisfies`
      : `the model is shown ${own}, which no value satisfies`;
    return { shown: `a "json" value: ${shown}`, ...onlyRemove };
  }
  const shown = `a "${type}" value: the model is shown ${own}, which no value satisfies (the values are strings)`;
  return { shown, ...makeString('val_type') };
}

export const enumNotString: Rule = {
  meta: {
    id: 'arcade/enum-not-string',
    defaultSeverity: 'warning',
    description: 'Disallow `enum` on a value schema whose `val_type` is not "string" (or an array of strings).',
    families: ['arcade'],
  },
  check({ doc, report }) {
    for (const vs of valueSchemas(doc)) {
      const property = getProperty(vs, 'enum');
      const values = toValue(property?.valueNode);
      // Arcade's converters leave an empty enum out: the model is shown nothing wrong.
      if (!property || !Array.isArray(values) || values.length === 0) continue;
      const type = valType(vs);
      // list[Enum] gives val_type "array" + inner_val_type "string" with the values in enum.
      if (type === undefined || type === 'string' || (type === 'array' && getString(vs, 'inner_val_type') === 'string')) continue;
      const { shown, advice, fixes } = explain(vs, type, values, property);
      report({
        node: property.keyNode,
        message: `"enum" on ${shown}. Arcade makes enums only from Python str / Enum parameters. ${advice}.`,
        fixes,
      });
    }
  },
  clean(context) {
    return !plainValueSchemasHave(context, ENUM_OFF_STRING);
  },
};
