/**
 * Hover in a Python tool: on a parameter (its name, annotation or description), the definition field it becomes —
 * name, `val_type`, required, description — and elsewhere in the function, the tool's name as the catalog and the
 * model see it. Values a static reading cannot know are said to be unknown, never guessed.
 */
import type { HoverContributor } from '../hover';
import { getValue, toValue, type ObjectNode, type TreeNode } from '../../model/tree';
import { languageFor } from '../../languages/registry';

const shown = (v: unknown) => (v === undefined ? '*not known statically*' : `\`${JSON.stringify(v)}\``);

/** The parameter object a node is part of, if any. */
function parameterOf(node: TreeNode): ObjectNode | undefined {
  for (let n: TreeNode | undefined = node; n; n = n.parent) {
    const holder = n.parent?.type === 'array' ? n.parent.parent : undefined;
    if (n.type === 'object' && holder?.type === 'property' && holder.keyNode.value === 'parameters') return n;
  }
  return undefined;
}

export const pythonHover: HoverContributor = ({ analysis, node }) => {
  if (languageFor(analysis.doc.languageId).name !== 'python') return undefined;
  const parameter = parameterOf(node);
  if (parameter) {
    const schema = toValue(getValue(parameter, 'value_schema')) as Record<string, unknown> | undefined;
    return [
      `**Parameter ${shown(toValue(getValue(parameter, 'name')))}** in the tool's \`input.parameters\``,
      '',
      `- \`val_type\`: ${shown(schema?.val_type)}${schema?.inner_val_type ? ` of ${shown(schema.inner_val_type)}` : ''}${schema?.enum ? `, one of ${shown(schema.enum)}` : ''}`,
      `- \`required\`: ${shown(toValue(getValue(parameter, 'required')))}`,
      `- \`description\`: ${shown(toValue(getValue(parameter, 'description')))}`,
    ].join('\n');
  }
  const root = analysis.doc.root;
  const name = toValue(getValue(root, 'name'));
  const fqn = toValue(getValue(root, 'fully_qualified_name'));
  if (name === undefined) return undefined;
  return [
    `**Arcade tool ${shown(name)}**`,
    '',
    `- fully qualified name: ${shown(fqn)}; the model calls it ${typeof fqn === 'string' ? shown(fqn.replace(/\./g, '_')) : '*not known statically*'}`,
    `- \`description\`: ${shown(toValue(getValue(root, 'description')))}`,
    '',
    'Run `toolschema-convert --to arcade` on the file for the whole definition.',
  ].join('\n');
};
