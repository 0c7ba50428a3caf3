import type { Rule } from '../../model/rule';
import type { Fix } from '../../model/problem';
import { removeProperty, replaceValue } from '../../model/operations';
import { getProperty, getValue } from '../../model/tree';
import { plainValueSchemasHave, valType, valueSchemas } from './helpers/valueSchemas';
import { INNER_PROPERTIES_OFF_ARRAY, INNER_TYPE_OFF_ARRAY, NULL_INNER_TYPE_OFF_ARRAY } from './helpers/valueSchemaFacts';
import { arcadeVersion } from './helpers/version';

/** Only the current format has inner_properties (the others reject the key themselves). */
const CURRENT_KEYS = ['inner_val_type', 'inner_properties'];
const OTHER_KEYS = ['inner_val_type'];

export const innerTypeWithoutArray: Rule = {
  meta: {
    id: 'arcade/inner-type-without-array',
    defaultSeverity: 'warning',
    description: 'Disallow `inner_val_type` and `inner_properties` on a value schema whose `val_type` is not "array".',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    const version = arcadeVersion(association);
    if (!version) return;
    // Only preview rejects a null inner_val_type.
    const keys = version === 'current' ? CURRENT_KEYS : OTHER_KEYS;
    for (const vs of valueSchemas(doc)) {
      const type = valType(vs);
      if (type === undefined || type === 'array') continue;
      for (const key of keys) {
        const property = getProperty(vs, key);
        const value = property?.valueNode;
        if (!property || !value) continue;
        // Made when a fix is asked for: most value schemas write "inner_val_type": null, and nothing is reported.
        const remove = (): Fix => ({ title: `Remove "${key}"`, operations: removeProperty(property) });
        if (value.type === 'null') {
          if (version !== 'preview') continue;
          report({
            node: property.keyNode,
            message: `The preview format does not accept "${key}": null. Remove it (val_type is "${type}", not "array").`,
            fixes: () => [{ ...remove(), isPreferred: true, safe: true }],
            supersedes: [
              { code: 'schema/wrong-type', node: value },
              { code: 'schema/invalid-value', node: value },
            ],
          });
          continue;
        }
        const fixes = (): Fix[] => {
          const out: Fix[] =
            version === 'preview'
              ? [{ ...remove(), isPreferred: true }]
              : [{ title: `Set "${key}" to null`, operations: replaceValue(value, null), isPreferred: true }, remove()];
          const valTypeNode = getValue(vs, 'val_type');
          if (key === 'inner_val_type' && valTypeNode) {
            out.push({ title: 'Change "val_type" to "array"', operations: replaceValue(valTypeNode, 'array') });
          }
          return out;
        };
        report({
          node: property.keyNode,
          message: `"${key}" describes array elements, but "val_type" is "${type}", so Arcade ignores it. Remove it, or make "val_type" "array" if the value is a list.`,
          fixes,
        });
      }
    }
  },
  clean(context) {
    const version = arcadeVersion(context.association);
    if (!version) return true;
    // Reported: written and not null; a null only in preview (CURRENT_KEYS / OTHER_KEYS: inner_properties only in
    // the current format, which is not preview, so its null is never reported).
    let reported = INNER_TYPE_OFF_ARRAY;
    if (version === 'preview') reported |= NULL_INNER_TYPE_OFF_ARRAY;
    if (version === 'current') reported |= INNER_PROPERTIES_OFF_ARRAY;
    return !plainValueSchemasHave(context, reported);
  },
};
