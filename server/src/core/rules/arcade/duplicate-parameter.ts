import type { Rule } from '../../model/rule';
import { removeElement } from '../../model/operations';
import { getValue, toValue, type ObjectNode } from '../../model/tree';
import { parameters, plainParameters } from './helpers/valueSchemas';

const sameJson = (a: ObjectNode, b: ObjectNode) => JSON.stringify(toValue(a)) === JSON.stringify(toValue(b));

/** Up to this many parameters the verdict compares names pairwise; beyond, a Set keeps it linear. */
const FEW = 16;

export const duplicateParameter: Rule = {
  meta: {
    id: 'arcade/duplicate-parameter',
    defaultSeverity: 'error',
    description: 'Disallow two input parameters with the same name.',
    families: ['arcade'],
  },
  check({ doc, report }) {
    const first = new Map<string, { param: ObjectNode; index: number }>();
    parameters(doc).forEach((param, index) => {
      const name = getValue(param, 'name');
      if (name?.type !== 'string') return;
      const earlier = first.get(name.value);
      if (!earlier) {
        first.set(name.value, { param, index });
        return;
      }
      // An exact copy can go; otherwise only the author knows which one is right.
      const identical = sameJson(earlier.param, param);
      report({
        node: name,
        message: `Parameter "${name.value}" is already declared (parameter ${earlier.index + 1}): Arcade passes arguments by name, so one would hide the other. Rename or remove one of them.`,
        fixes: () =>
          identical
            ? [
                {
                  title: `Remove this duplicate of parameter ${earlier.index + 1}`,
                  operations: removeElement(param),
                  isPreferred: true,
                  safe: true,
                },
              ]
            : [],
      });
    });
  },
  clean(context) {
    const params = plainParameters(context);
    if (params.length < 2) return true;
    // A tool has a few parameters: comparing each name with those before it allocates nothing.
    if (params.length <= FEW) {
      for (let i = 1; i < params.length; i++) {
        const name = params[i]!['name'];
        if (typeof name === 'string') for (let j = 0; j < i; j++) if (params[j]!['name'] === name) return false;
      }
      return true;
    }
    const seen = new Set<string>();
    for (const param of params) {
      const name = param['name'];
      if (typeof name !== 'string') continue;
      if (seen.has(name)) return false;
      seen.add(name);
    }
    return true;
  },
};
