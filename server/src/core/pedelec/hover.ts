/** Hover on a keyword inside an args-schema node: what it means in Pedelec, or why it isn't supported. */
import type { HoverContributor } from '../hover';
import { isSupported, SUPPORTED, unsupportedReason } from './keywords';
import { schemaNodes } from './nodes';

export const pedelecKeywordHover: HoverContributor = ({ analysis, property }) => {
  const family = analysis.association?.schema.family;
  if (!property || (family !== 'pedelec-args' && family !== 'pedelec-skills')) return undefined;
  const owner = property.parent;
  let isNode = false;
  for (const n of schemaNodes(analysis.doc, family)) if (n.node === owner) isNode = true;
  if (!isNode) return undefined;
  const keyword = property.keyNode.value;
  if (isSupported(keyword)) {
    const k = SUPPORTED[keyword];
    const types = k.types ? ` (on ${k.types.map((t) => `\`${t}\``).join(', ')} nodes)` : '';
    return `**\`${keyword}\`**${types}\n\n${k.doc}\n\n\`\`\`json\n${k.example}\n\`\`\``;
  }
  return `**\`${keyword}\` is not supported by Pedelec** and is silently ignored.\n\n${unsupportedReason(keyword)}`;
};
