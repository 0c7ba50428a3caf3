/**
 * Hover in a Python tool: on a parameter (its name, annotation or description), the definition field it becomes —
 * name, `val_type`, required, description — and elsewhere in the function, the tool's name as the catalog and the
 * model see it. Values a static reading cannot know are said to be unknown, never guessed.
 */
import type { HoverContributor } from '../hover';
import { getValue, toValue, type ObjectNode, type TreeNode } from '../../model/tree';
import { convertDocument } from '../../convert/document';
import { ConvertError, TARGET_LABELS, type Target } from '../../convert';
import type { SchemaDocument } from '../../model/document';
import { profileVerdicts } from '../provider/verdicts';
import { verdictsMarkdown } from '../provider/hover';

/** The hosts a Python tool's hover shows it as (the model view shows each in full). */
const HOSTS: readonly Target[] = ['openai', 'anthropic', 'mcp'];
/** Characters of a host's JSON a hover shows before it is cut (a hover is read at a glance). */
const HOVER_JSON_LIMIT = 1_200;

/** What one host is shown, as the converter gives it (JSON, cut past the limit), or why it cannot be converted. */
function hostView(doc: SchemaDocument, target: Target): string {
  try {
    const json = JSON.stringify(convertDocument(doc, target).output, null, 1).replace(/\n\s*/g, ' ');
    const cut = json.length > HOVER_JSON_LIMIT ? `${json.slice(0, HOVER_JSON_LIMIT)} …` : json;
    return `*${TARGET_LABELS[target]}*\n\n\`\`\`json\n${cut}\n\`\`\``;
  } catch (e) {
    if (!(e instanceof ConvertError)) throw e;
    return `*${TARGET_LABELS[target]}*: not converted (${e.message})`;
  }
}

const shown = (v: unknown) => (v === undefined ? '*not known statically*' : `\`${JSON.stringify(v)}\``);

/** The parameter object a node is part of, if any. */
function parameterOf(node: TreeNode): ObjectNode | undefined {
  for (let n: TreeNode | undefined = node; n; n = n.parent) {
    const holder = n.parent?.type === 'array' ? n.parent.parent : undefined;
    if (n.type === 'object' && holder?.type === 'property' && holder.keyNode.value === 'parameters') return n;
  }
  return undefined;
}

/** `arcade-tool-function`: asked in the files of a language that declares it (features/contributions.ts). */
export const pythonHover: HoverContributor = ({ analysis, node }) => {
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
    '**What the model is shown**',
    '',
    // This tool's own verdicts (the hover's analysis is the tool's unit), as the provider rules found them.
    ...[verdictsMarkdown(profileVerdicts(analysis))].flatMap((v) => (v ? [v, ''] : [])),
    ...HOSTS.flatMap((target) => [hostView(analysis.doc, target), '']),
    'The whole of each: *toolschema: Show what the model sees*; the definition: `toolschema-convert --to arcade` on the file.',
  ].join('\n');
};
