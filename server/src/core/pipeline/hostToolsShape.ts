/**
 * A model host's own tool file, told by its content: what an app sends OpenAI, Anthropic or Gemini, or what an MCP
 * server lists. Read on the document's plain value (the fast path's JSON.parse value, so no tree is built for it), or
 * on a sketch of its tree (`contentSketch`). Only the first tool's keys are read, so a large file costs no more than a
 * small one.
 */
import type { JsonValue, ValueNode } from '../model/tree';
import type { HostToolsId } from '../model/catalog';

type PlainObject = { [key: string]: JsonValue };

const isObject = (v: JsonValue | undefined): v is PlainObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of `key` in `v` (null included), or undefined where `v` is no object or has no such key. */
const member = (v: JsonValue | undefined, key: string): JsonValue | undefined =>
  isObject(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;

const has = (v: JsonValue | undefined, key: string) => member(v, key) !== undefined;

/** Which host a tool object is written for, by the keys only that host's format has. */
function toolKind(tool: JsonValue | undefined): HostToolsId | undefined {
  if (!isObject(tool)) return undefined;
  if (member(tool, 'type') === 'function' && (isObject(member(tool, 'function')) || has(tool, 'parameters') || has(tool, 'name')))
    return 'openai-tools';
  if (has(tool, 'name') && has(tool, 'input_schema')) return 'anthropic-tools';
  if (has(tool, 'name') && has(tool, 'inputSchema')) return 'mcp-tools';
  if (has(tool, 'name') && (has(tool, 'parametersJsonSchema') || Array.isArray(member(tool, 'functionDeclarations'))))
    return 'gemini-tools';
  return undefined;
}

/** The file's kind and a few words on why, or undefined when it is not one of the hosts' tool files. */
export function hostToolsByContent(root: JsonValue | undefined): { id: HostToolsId; detail: string } | undefined {
  if (Array.isArray(root)) {
    const id = toolKind(root[0]);
    return id && { id, detail: `a list of ${id.replace('-tools', '')} tools` };
  }
  if (!isObject(root)) return undefined;
  if (Array.isArray(member(root, 'functionDeclarations'))) return { id: 'gemini-tools', detail: 'root has functionDeclarations' };
  const tools = member(root, 'tools');
  if (Array.isArray(tools)) {
    const first = tools[0];
    if (Array.isArray(member(first, 'functionDeclarations'))) return { id: 'gemini-tools', detail: 'tools hold functionDeclarations' };
    const id = toolKind(first);
    return id && { id, detail: `tools hold ${id.replace('-tools', '')} tools` };
  }
  const id = toolKind(root);
  // A lone Gemini declaration is too like other things (`name` + `parametersJsonSchema` only): not guessed.
  return id && id !== 'gemini-tools' ? { id, detail: `one ${id.replace('-tools', '')} tool` } : undefined;
}

/** How deep hostToolsByContent reads: the root, its `tools`, the first tool, and the kind of that tool's values. */
const SKETCH_DEPTH = 3;

/**
 * The plain value of a tree as far as hostToolsByContent reads it: arrays to their first item, containers past
 * SKETCH_DEPTH empty. A property's last value wins, as in JSON.parse; what the tree could not evaluate is absent.
 */
export function contentSketch(node: ValueNode | undefined, depth = 0): JsonValue | undefined {
  if (!node || node.type === 'opaque') return undefined;
  if (node.type === 'array') return depth < SKETCH_DEPTH && node.items.length ? [contentSketch(node.items[0], depth + 1) ?? null] : [];
  if (node.type !== 'object') return node.value;
  const sketch: PlainObject = {};
  if (depth >= SKETCH_DEPTH) return sketch;
  for (const { keyNode, valueNode } of node.properties) {
    const key = keyNode.value;
    if (key === '__proto__') continue; // no key the test reads; assigning it would set the prototype
    const value = contentSketch(valueNode, depth + 1);
    if (value === undefined) delete sketch[key];
    else sketch[key] = value;
  }
  return sketch;
}
