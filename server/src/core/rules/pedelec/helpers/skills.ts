/** The tools of a Pedelec file of tools: a skills manifest's or registry's `tools`, or the one tool of a tool file. */
import { getValue, isArray, isObject, type ObjectNode } from '../../../model/tree';
import type { SchemaDocument } from '../../../model/document';
import type { Family } from '../../../model/catalog';

export const TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]*$/;

export function skillTools(doc: SchemaDocument, family: Family): ObjectNode[] {
  if (family === 'pedelec-tool') return isObject(doc.root) ? [doc.root] : [];
  if (family !== 'pedelec-skills' && family !== 'pedelec-tools') return [];
  const tools = getValue(doc.root, 'tools');
  return isArray(tools) ? tools.items.filter(isObject) : [];
}
