import type { Rule } from '../../model/rule';
import { getString, getValue, isArray, isObject, pathOf, type ObjectNode } from '../../model/tree';
import { inputValueSchemas, valType } from './helpers/valueSchemas';
import { arcadeVersion } from './helpers/version';

/** OpenAI's rule for function names. */
const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** The name Arcade's converters give the provider: the fully-qualified name without `@version`, `.` → `_`. */
export function providerToolName(root: ObjectNode): string | undefined {
  const fqn = getString(root, 'fully_qualified_name');
  const toolkit = getString(getValue(root, 'toolkit'), 'name');
  const name = getString(root, 'name');
  const base = fqn !== undefined ? fqn.split('@')[0] : toolkit !== undefined && name !== undefined ? `${toolkit}.${name}` : undefined;
  return base?.replace(/\./g, '_');
}

/** `parameter "customer"`, or `field "address.street" of parameter "customer"` for a nested value schema. */
function label(root: ObjectNode, vs: ObjectNode): string {
  const path = pathOf(vs); // input, parameters, i, value_schema, then (properties | inner_properties, <field>)*
  const fields = path.filter((_, i) => path[i - 1] === 'properties' || path[i - 1] === 'inner_properties');
  const params = getValue(getValue(root, 'input'), 'parameters');
  const index = path[2];
  const owner = isArray(params) && typeof index === 'number' ? getString(params.items[index], 'name') : undefined;
  const parameter = owner !== undefined ? `parameter "${owner}"` : 'this parameter';
  return fields.length ? `field "${fields.join('.')}" of ${parameter}` : parameter;
}

export const providerIncompatible: Rule = {
  meta: {
    id: 'arcade/provider-incompatible',
    defaultSeverity: 'warning',
    description: "Disallow a definition that Arcade converts to a tool OpenAI rejects or that falls outside OpenAI's strict mode.",
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    const root = doc.root;
    if (!isObject(root)) return;
    const name = providerToolName(root);
    if (name !== undefined && !OPENAI_NAME.test(name)) {
      const node = getValue(root, 'fully_qualified_name') ?? getValue(root, 'name');
      const bad = [...new Set(name.replace(/[a-zA-Z0-9_-]/g, ''))].map((c) => JSON.stringify(c)).join(' ');
      const why = name.length === 0 ? 'is empty' : name.length > 64 ? `is ${name.length} characters long` : `contains ${bad}`;
      report({
        node,
        message: `OpenAI rejects the tool name Arcade sends it: "${name}" (the fully-qualified name without "@version", "." replaced by "_") ${why}, and OpenAI allows 1 to 64 letters, digits, "_" and "-". Shorten or rename the toolkit or the tool.`,
      });
    }
    // The strict-mode checks read value-schema fields only the current format has.
    if (arcadeVersion(association) !== 'current') return;
    for (const vs of inputValueSchemas(doc)) {
      const type = valType(vs);
      const typeNode = getValue(vs, 'val_type');
      const inner = getString(vs, 'inner_val_type');
      let problem: string | undefined;
      let advice = '';
      if (type === 'json' && !isObject(getValue(vs, 'properties'))) {
        problem = 'is a free-form "json" value (no "properties"), so the model is shown a bare {"type": "object"}';
        advice = 'Describe its fields in "properties".';
      } else if (type === 'array' && !inner) {
        problem = 'is an array without "inner_val_type", so the model is shown an array without "items"';
        advice = 'Set "inner_val_type".';
      } else if (type === 'array' && inner === 'json' && !isObject(getValue(vs, 'inner_properties'))) {
        problem = 'is an array of free-form "json" values (no "inner_properties"), so its items are a bare {"type": "object"}';
        advice = 'Describe the fields of an element in "inner_properties".';
      }
      if (!problem || !typeNode) continue;
      report({
        node: typeNode,
        message: `OpenAI: the ${label(root, vs)} ${problem}, which falls outside the strict mode Arcade's OpenAI converter always asks for (there every object lists its properties and sets "additionalProperties": false). ${advice}`,
      });
    }
  },
};
