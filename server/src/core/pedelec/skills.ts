/** The tools of a Pedelec skills manifest. */
import { getValue, isArray, isObject, type ObjectASTNode } from '../ast';
import type { ParsedDocument } from '../document';

export const TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]*$/;

export function skillTools(doc: ParsedDocument): ObjectASTNode[] {
  const tools = getValue(doc.root, 'tools');
  return isArray(tools) ? tools.items.filter(isObject) : [];
}
