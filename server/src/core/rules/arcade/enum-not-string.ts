import type { Rule } from '../../rule';
import type { Fix } from '../../problem';
import { removeProperty, replaceValue } from '../../operations';
import { getProperty, getString, getValue } from '../../tree';
import { valType, valueSchemas } from '../../arcade/valueSchemas';

export const enumNotString: Rule = {
  meta: {
    id: 'arcade/enum-not-string',
    defaultSeverity: 'warning',
    description: 'Disallow `enum` on a value schema whose `val_type` is not "string" (or an array of strings).',
    families: ['arcade'],
  },
  check({ doc, report }) {
    const text = doc.text;
    for (const vs of valueSchemas(doc)) {
      const property = getProperty(vs, 'enum');
      if (!property?.valueNode || property.valueNode.type === 'null') continue;
      const type = valType(vs);
      // list[SomeEnum] gives val_type "array" + inner_val_type "string" with the values in enum.
      if (type === undefined || type === 'string' || (type === 'array' && getString(vs, 'inner_val_type') === 'string')) continue;
      const valTypeNode = getValue(vs, 'val_type')!;
      report({
        node: property.keyNode,
        message: `"enum" on a "${type}" value: Arcade makes enums only from Python str / Enum parameters (val_type "string"), so clients may ignore or reject these values. Make "val_type" "string", or remove "enum".`,
        fixes: (): Fix[] => [
          { title: 'Change "val_type" to "string"', operations: replaceValue(valTypeNode, 'string') },
          { title: 'Remove "enum"', operations: removeProperty(property) },
        ],
      });
    }
  },
};
