/**
 * A model host's own tool file, told by its content: what an app sends OpenAI, Anthropic or Gemini, or what an MCP
 * server lists. Only the first tool's keys are read, so a large file costs no more than a small one.
 */
import { getString, getValue, isArray, isObject, type ObjectNode, type ValueNode } from '../model/tree';
import type { HostToolsId } from '../model/catalog';

/** Which host a tool object is written for, by the keys only that host's format has. */
function toolKind(tool: ValueNode | undefined): HostToolsId | undefined {
  if (!isObject(tool)) return undefined;
  if (
    getString(tool, 'type') === 'function' &&
    (isObject(getValue(tool, 'function')) || getValue(tool, 'parameters') || getValue(tool, 'name'))
  )
    return 'openai-tools';
  if (getValue(tool, 'name') && getValue(tool, 'input_schema')) return 'anthropic-tools';
  if (getValue(tool, 'name') && getValue(tool, 'inputSchema')) return 'mcp-tools';
  if (getValue(tool, 'name') && (getValue(tool, 'parametersJsonSchema') || isArray(getValue(tool, 'functionDeclarations'))))
    return 'gemini-tools';
  return undefined;
}

/** The file's kind and a few words on why, or undefined when it is not one of the hosts' tool files. */
export function hostToolsByContent(root: ValueNode | undefined): { id: HostToolsId; detail: string } | undefined {
  if (isArray(root)) {
    const id = toolKind(root.items[0]);
    return id && { id, detail: `a list of ${id.replace('-tools', '')} tools` };
  }
  if (!isObject(root)) return undefined;
  if (isArray(getValue(root, 'functionDeclarations'))) return { id: 'gemini-tools', detail: 'root has functionDeclarations' };
  const tools = getValue(root, 'tools');
  if (isArray(tools)) {
    const first = tools.items[0];
    if (isObject(first) && isArray(getValue(first, 'functionDeclarations')))
      return { id: 'gemini-tools', detail: 'tools hold functionDeclarations' };
    const id = toolKind(first);
    return id && { id, detail: `tools hold ${id.replace('-tools', '')} tools` };
  }
  const id = toolKind(root as ObjectNode);
  // A lone Gemini declaration is too like other things (`name` + `parametersJsonSchema` only): not guessed.
  return id && id !== 'gemini-tools' ? { id, detail: `one ${id.replace('-tools', '')} tool` } : undefined;
}
