/** The tools of a Pedelec skills manifest. */
import { getValue, isArray, isObject, type ObjectNode } from '../tree';
import type { SchemaDocument } from '../document';

export const TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]*$/;

export function skillTools(doc: SchemaDocument): ObjectNode[] {
  const tools = getValue(doc.root, 'tools');
  return isArray(tools) ? tools.items.filter(isObject) : [];
}
