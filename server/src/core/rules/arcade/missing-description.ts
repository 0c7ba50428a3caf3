import type { Rule, RuleContext } from '../../model/rule';
import { getProperty, getValue, type ObjectNode } from '../../model/tree';
import { parameters } from './helpers/valueSchemas';

/** Reports `owner` when its description is absent, null or blank; the range is the description, else the name. */
function checkDescription(context: RuleContext, owner: ObjectNode, what: string, advice: string): void {
  const description = getProperty(owner, 'description')?.valueNode;
  if (description && description.type !== 'null' && description.type !== 'string') return; // the schema reports it
  if (description?.type === 'string' && description.value.trim() !== '') return;
  const state = !description ? 'has no description' : description.type === 'null' ? 'has a null description' : 'has an empty description';
  const node = description ?? getValue(owner, 'name');
  context.report({
    ...(node ? { node } : { span: { offset: owner.offset, length: 1 } }),
    message: `${what} ${state}; Arcade's tooling rejects it, and the model relies on it. ${advice}`,
  });
}

export const missingDescription: Rule = {
  meta: {
    id: 'arcade/missing-description',
    defaultSeverity: 'warning',
    description: 'Require a non-empty description on the tool and on every parameter.',
    families: ['arcade'],
  },
  check(context) {
    const root = context.doc.root;
    if (root?.type !== 'object') return;
    checkDescription(context, root, 'The tool', 'Add "description": what the tool does and when to use it.');
    for (const param of parameters(context.doc)) {
      const name = getValue(param, 'name');
      const label = name?.type === 'string' ? `Parameter "${name.value}"` : 'This parameter';
      checkDescription(context, param, label, 'Add "description": what the value means and its format.');
    }
  },
};
