/**
 * Hover on a keyword inside an args-schema node: what it means in Pedelec, with an example (and a warning when
 * the node's type does not take it), or, outside the documented subset, what today's Core does with it and what to write instead.
 */
import type { HoverContributor } from '../hover';
import type { Analysis } from '../../pipeline/analyze';
import { isSupported, keywordDoc, SUPPORTED } from '../../rules/pedelec/helpers/keywords';
import { unsupportedHover } from '../../rules/pedelec/helpers/unsupported';
import { declaredType, isPedelecFamily, schemaNodeOf } from '../../rules/pedelec/helpers/nodes';

export const pedelecKeywordHover: HoverContributor = ({ analysis, property }) => {
  const family = analysis.association?.schema.family;
  if (!property || !isPedelecFamily(family)) return undefined;
  const owner = schemaNodeOf(analysis.doc, family, property.parent);
  if (!owner) return undefined;
  const keyword = property.keyNode.value;
  if (keyword === '$schema' && owner.isDocumentRoot) return undefined; // the schema's own description answers
  if (isSupported(keyword)) {
    const k = SUPPORTED[keyword];
    const type = declaredType(owner.node);
    const misplaced =
      type && k.types && !k.types.includes(type) ? `⚠ Not valid on this \`${type}\` node: it constrains nothing here.\n\n` : '';
    return `${misplaced}${keywordDoc(keyword)}`;
  }
  // The problem's own text shows above the hover: then the hover adds what it does not say instead of saying it again.
  if (!reportedAt(analysis, property.keyNode.offset)) return unsupportedHover(property);
  const type = declaredType(owner.node);
  const valid = Object.keys(SUPPORTED).filter((k) => !SUPPORTED[k].types || (type && SUPPORTED[k].types!.includes(type)));
  const where = type ? `on this \`${type}\` node` : 'on every node';
  return `${unsupportedHover(property, { besideProblem: true })}\n\nPedelec keywords ${where}: ${valid.map((k) => `\`${k}\``).join(', ')}.`;
};

/** A pedelec/unsupported-keyword problem is shown for the key at `offset` (the rule is not off). */
const reportedAt = (analysis: Analysis, offset: number) =>
  analysis.problems.some(
    (p) => p.code === 'pedelec/unsupported-keyword' && p.span.offset <= offset && offset < p.span.offset + p.span.length,
  );
