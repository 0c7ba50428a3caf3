import type { Rule } from '../../rule';
import { setProperty } from '../../edits';
import { getProperty, getString } from '../../ast';
import { valueSchemas } from '../../arcade/valueSchemas';

export const arrayMissingInnerType: Rule = {
  meta: {
    id: 'arcade/array-missing-inner-type',
    defaultSeverity: 'error',
    description: 'Require `inner_val_type` on every `val_type: "array"` value schema.',
    families: ['arcade'],
  },
  check({ doc, report }) {
    for (const vs of valueSchemas(doc)) {
      const valType = getProperty(vs, 'val_type');
      if (getString(vs, 'val_type') !== 'array') continue;
      const inner = getProperty(vs, 'inner_val_type');
      if (inner?.valueNode && inner.valueNode.type !== 'null') continue;
      report({
        node: valType!.valueNode,
        message: 'An array value schema needs "inner_val_type": the type of its elements (string, integer, number, boolean or json). Add it.',
        fixes: () => [
          {
            title: 'Add "inner_val_type": "string"',
            edits: setProperty(doc.text.getText(), vs, 'inner_val_type', 'string'),
            isPreferred: true,
          },
        ],
      });
    }
  },
};
