import type { Rule, SupersededSchemaProblem } from '../../model/rule';
import type { Fix } from '../../model/problem';
import { setProperty } from '../../model/operations';
import { getProperty, getValue, isObject, type ObjectNode } from '../../model/tree';
import { plainValueSchemasHave, valType, valueSchemas } from './helpers/valueSchemas';
import { ARRAY_WITHOUT_ELEMENT_TYPE } from './helpers/valueSchemaFacts';
import { ELEMENT_TYPES } from './helpers/version';

/** The likeliest element type: objects when `inner_properties` describes fields, else strings (the common case). */
function guessElementType(vs: ObjectNode): string {
  const innerProperties = getValue(vs, 'inner_properties');
  return isObject(innerProperties) && innerProperties.properties.length > 0 ? 'json' : 'string';
}

export const arrayMissingInnerType: Rule = {
  meta: {
    id: 'arcade/array-missing-inner-type',
    defaultSeverity: 'error',
    description: 'Require `inner_val_type` on every `val_type: "array"` value schema.',
    families: ['arcade'],
  },
  check({ doc, report }) {
    for (const vs of valueSchemas(doc)) {
      if (valType(vs) !== 'array') continue;
      const inner = getProperty(vs, 'inner_val_type')?.valueNode;
      if (inner && inner.type !== 'null') continue;
      // An HTTP endpoint parameter's HttpValueSchema (api_wrapper/schema.py) names the element type array_inner_val_type.
      const httpInner = getValue(vs, 'array_inner_val_type');
      if (httpInner && httpInner.type !== 'null') continue;
      const guess = guessElementType(vs);
      const verb = inner ? 'Set' : 'Add';
      // A null inner_val_type is also a type error in preview (it allows no null): this report replaces those.
      const valTypeNode = getValue(vs, 'val_type')!;
      const supersedes: SupersededSchemaProblem[] = inner
        ? [
            { code: 'schema/wrong-type', node: inner },
            { code: 'schema/invalid-value', node: inner },
          ]
        : [];
      // What a host is shown for this array (no "items") is the same fault, said once here.
      supersedes.push({ code: 'provider/array-without-items', node: valTypeNode });
      report({
        node: valTypeNode,
        message: `An array needs "inner_val_type", the type of its elements (Python list[str] → "string", list[int] → "integer", list[dict] → "json"). ${verb} it.`,
        fixes: () =>
          [guess, ...ELEMENT_TYPES.filter((t) => t !== guess)].map((t): Fix => ({
            title: `${verb} "inner_val_type": "${t}"`,
            operations: setProperty(vs, 'inner_val_type', t),
            isPreferred: t === guess,
          })),
        supersedes,
      });
    }
  },
  clean(context) {
    return !plainValueSchemasHave(context, ARRAY_WITHOUT_ELEMENT_TYPE);
  },
};
