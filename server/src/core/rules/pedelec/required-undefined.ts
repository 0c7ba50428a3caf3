import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { addProperty, removeElement, setProperty } from '../../model/operations';
import { getValue, isArray, isObject } from '../../model/tree';
import { declaredType, schemaNodes } from './helpers/nodes';

export const requiredUndefined: Rule = {
  meta: {
    id: 'pedelec/required-undefined',
    defaultSeverity: 'error',
    description: 'Disallow `required` names that have no matching entry in `properties`.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const required = getValue(node, 'required');
      const type = declaredType(node);
      if (!isArray(required) || (type && type !== 'object')) continue;
      const properties = getValue(node, 'properties');
      const defined = new Set(isObject(properties) ? properties.properties.map((p) => p.keyNode.value) : []);
      for (const item of required.items) {
        if (item.type !== 'string' || defined.has(item.value)) continue;
        const name = item.value;
        report({
          node: item,
          message: `"${name}" is required but not defined in "properties", so the agent has no schema for it. Define the property, or remove the name from "required".`,
          fixes: () => {
            const stub = { type: 'string' } as const;
            return [
              { title: `Remove "${name}" from "required"`, operations: removeElement(item), isPreferred: true },
              {
                title: `Add a property "${name}" to "properties"`,
                operations: isObject(properties) ? addProperty(properties, name, stub) : setProperty(node, 'properties', { [name]: stub }),
              },
            ];
          },
        });
      }
    }
  },
};
