import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { addProperty } from '../../model/operations';
import { getProperty, getValue, isObject } from '../../model/tree';
import { anchorOf, argsSchemaRoots } from './helpers/nodes';
import { PEDELEC_TYPES } from './helpers/keywords';

export const rootNotObject: Rule = {
  meta: {
    id: 'pedelec/root-not-object',
    defaultSeverity: 'error',
    description: 'Require the root of every args schema to be `"type": "object"`.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'args-not-object');
    for (const root of argsSchemaRoots(doc, association.schema.family)) {
      if (!isObject(root)) {
        report({
          node: root,
          message: `An args schema must be an object schema${rejected}. Write { "type": "object", "properties": { … }, "required": [ … ] }.`,
          supersedes: [{ code: 'schema/wrong-type', node: root }],
        });
        continue;
      }
      const type = getProperty(root, 'type');
      const value = type?.valueNode;
      if (value?.type === 'string') {
        // An unknown type name is pedelec/missing-type's to report.
        if (value.value === 'object' || !(PEDELEC_TYPES as readonly string[]).includes(value.value)) continue;
        report({
          node: value,
          message: `The root of an args schema must be "type": "object", not "${value.value}": the agent always sends an object of named arguments${rejected}. Wrap the value in a property.`,
        });
        continue;
      }
      if (type) continue;
      const hasOneOf = !!getValue(root, 'oneOf');
      report({
        span: anchorOf(root),
        message: hasOneOf
          ? `The root of an args schema must be "type": "object", not a oneOf${rejected}. Put the alternatives in a property of an object root.`
          : `The root of an args schema must declare "type": "object"${rejected}. Add it.`,
        fixes: hasOneOf
          ? undefined
          : () => [{ title: 'Add "type": "object"', operations: addProperty(root, 'type', 'object'), isPreferred: true, safe: true }],
      });
    }
  },
};
