import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { renameKey, replaceValue } from '../../model/operations';
import { getValue, isArray, isObject, type ObjectNode } from '../../model/tree';
import { argsSchemaRoots } from './helpers/nodes';

/** Core reads a top-level argument of this name as the call's timeout override (pedelec-core, v0.1.23). */
export const RESERVED_ARGUMENT = 'timeoutMs';

/** `operationTimeoutMs`, or with a number when the schema has that name already. */
function freeName(properties: ObjectNode): string {
  const taken = new Set(properties.properties.map((p) => p.keyNode.value));
  for (let i = 1; ; i++) {
    const name = `operationTimeoutMs${i === 1 ? '' : i}`;
    if (!taken.has(name)) return name;
  }
}

export const reservedArgument: Rule = {
  meta: {
    id: 'pedelec/reserved-argument',
    defaultSeverity: 'warning',
    description: "Disallow a top-level `timeoutMs` argument: Pedelec reads it as the call's timeout.",
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const root of argsSchemaRoots(doc, association.schema.family)) {
      const properties = getValue(root, 'properties');
      if (!isObject(properties)) continue;
      for (const property of properties.properties) {
        if (property.keyNode.value !== RESERVED_ARGUMENT) continue;
        const name = freeName(properties);
        report({
          node: property.keyNode,
          message: `Argument "${RESERVED_ARGUMENT}" is reserved: Pedelec's Core also takes the value the agent sends as this call's timeout, and fails the call (TOOL_ARGS_INVALID) unless it is a positive integer. Rename it, e.g. to "${name}".`,
          fixes: () => {
            const required = getValue(root, 'required');
            const inRequired = isArray(required) ? required.items.filter((i) => i.type === 'string' && i.value === RESERVED_ARGUMENT) : [];
            // Written in a constant other tools use too: their `required` is out of this fix's reach, and would name
            // a property that is gone. The rename is left to the user, who sees every use.
            if ([property.keyNode, ...inRequired].some((n) => doc.sharedAt?.(n))) return [];
            return [
              {
                title: `Rename the argument to "${name}" (in "properties" and "required")`,
                operations: [...renameKey(property, name), ...inRequired.flatMap((item) => replaceValue(item, name))],
                isPreferred: true,
              },
            ];
          },
        });
      }
    }
  },
};
