/**
 * A model host's own tool file (openai-tools, anthropic-tools, mcp-tools, gemini-tools): each tool as written is
 * what the host is shown, so each is checked against its own host's profile (the strict one where the tool asks for
 * `strict`), against what its JSON Schema keywords mean, and the list as a whole (how many, names unique).
 */
import type { SchemaDocument } from '../../model/document';
import type { HostToolsId } from '../../model/catalog';
import type { RuleSettings } from '../../model/rule';
import { getProperty, getValue, isArray, isObject, nodeAtPath, toValue, type TreeNode, type ValueNode } from '../../model/tree';
import { profileById } from './profiles';
import { jsonSchemaMeaning } from './profiles/json-schema';
import type { Constraint, Profile } from './profiles/types';
import type { SchemaPath } from './checkSchema';
import type { Subject } from './subjects';

/** A tool of a host's own file, shown to the host as written: its source nodes are the tree's, found with it. */
export interface HostSubject extends Subject {
  nameNode?: TreeNode;
  /** The source node of a part of `schema` (`key`: the keyword at fault, when one is). */
  locate(path: SchemaPath, key?: string): TreeNode | undefined;
}

interface HostTool {
  node: ValueNode;
  nameNode?: TreeNode;
  name?: string;
  /** The parameters schema and, for MCP, the output schema. */
  input?: ValueNode;
  output?: ValueNode;
  strict: boolean;
  /** Gemini's `parametersJsonSchema`: JSON Schema, not the OpenAPI subset. */
  jsonSchema?: boolean;
}

/** The tools of a host file, in document order: a list, `{tools: [...]}`, Gemini's declarations, or one tool. */
function toolNodes(root: ValueNode | undefined, kind: HostToolsId): { list?: ValueNode; tools: ValueNode[] } {
  if (isArray(root)) return { list: root, tools: root.items };
  if (!isObject(root)) return { tools: [] };
  const declarations = getValue(root, 'functionDeclarations');
  if (kind === 'gemini-tools' && isArray(declarations)) return { list: declarations, tools: declarations.items };
  const tools = getValue(root, 'tools');
  if (isArray(tools)) {
    if (kind !== 'gemini-tools') return { list: tools, tools: tools.items };
    return { tools: tools.items.flatMap((t) => getValue(t, 'functionDeclarations')).flatMap((d) => (isArray(d) ? d.items : [])) };
  }
  return { tools: [root] };
}

function readTool(node: ValueNode, kind: HostToolsId): HostTool {
  const fn = kind === 'openai-tools' && isObject(getValue(node, 'function')) ? getValue(node, 'function')! : node;
  const nameNode = getValue(fn, 'name');
  const name = nameNode?.type === 'string' ? nameNode.value : undefined;
  const strict = getValue(fn, 'strict')?.type === 'boolean' && (getValue(fn, 'strict') as { value: boolean }).value;
  const input =
    kind === 'openai-tools' || kind === 'gemini-tools'
      ? (getValue(fn, 'parameters') ?? (kind === 'gemini-tools' ? getValue(fn, 'parametersJsonSchema') : undefined))
      : getValue(fn, kind === 'anthropic-tools' ? 'input_schema' : 'inputSchema');
  const jsonSchema = kind === 'gemini-tools' && !getValue(fn, 'parameters') && getValue(fn, 'parametersJsonSchema') !== undefined;
  const output = kind === 'mcp-tools' ? getValue(fn, 'outputSchema') : undefined;
  return { node, nameNode, name, input, output, strict, jsonSchema };
}

/** The host profiles a tool is checked against. MCP: the MCP profiles `toolschema.providers` names, else the newest. */
function profilesFor(tool: HostTool, kind: HostToolsId, settings: RuleSettings | undefined): Profile[] {
  const p = (id: string) => profileById(id)!;
  if (kind === 'openai-tools') return [p(tool.strict ? 'openai-strict' : 'openai')];
  if (kind === 'anthropic-tools') return [p(tool.strict ? 'anthropic-strict' : 'anthropic')];
  if (kind === 'gemini-tools') {
    const gemini = p('gemini');
    // `parametersJsonSchema` takes JSON Schema: only the name and the object root of the Gemini profile apply.
    return [
      tool.jsonSchema
        ? { ...gemini, constraints: gemini.constraints.filter((c) => c.kind === 'tool-name' || c.kind === 'root-not-object') }
        : gemini,
    ];
  }
  const chosen = (settings?.providers ?? []).filter((id) => id.startsWith('mcp-'));
  return (chosen.length ? chosen : ['mcp-2026-07-28']).map(p);
}

/** The meaning checks a host profile does not already make (one fault, one report). */
const meaningBeside = (host: Profile): Profile => ({
  ...jsonSchemaMeaning,
  constraints: jsonSchemaMeaning.constraints.filter((c) => !host.constraints.some((h) => h.kind === c.kind)),
});

export function hostSubjects(doc: SchemaDocument, kind: HostToolsId, settings: RuleSettings | undefined): HostSubject[] {
  const out: HostSubject[] = [];
  for (const node of toolNodes(doc.root, kind).tools) {
    if (!isObject(node)) continue;
    const tool = readTool(node, kind);
    const profiles = profilesFor(tool, kind, settings);
    const subject = (profile: Profile, schema: ValueNode | undefined, role?: 'output', withName = true): HostSubject => ({
      origin: 'host',
      profile,
      ...(withName ? { name: tool.name, nameNode: tool.nameNode } : {}),
      schema: schema ? toValue(schema) : undefined,
      ...(role ? { role } : {}),
      locate: (path: SchemaPath, key?: string) => {
        const at = nodeAtPath(schema, path);
        return (key !== undefined ? getProperty(at, key)?.keyNode : undefined) ?? at ?? schema;
      },
    });
    for (const profile of profiles) {
      out.push(subject(profile, tool.input));
      // MCP's only rule for `outputSchema`: an object root.
      if (tool.output)
        out.push(
          subject(
            { ...profile, constraints: profile.constraints.filter((c) => c.kind === 'root-not-object') },
            tool.output,
            'output',
            false,
          ),
        );
    }
    const meaning = meaningBeside(profiles[0]);
    if (meaning.constraints.length) out.push(subject(meaning, tool.input, undefined, false));
  }
  return out;
}

export interface ListFault {
  profile: Profile;
  constraint: Constraint;
  node: TreeNode;
  message: string;
}

/** What the list as a whole breaks: more tools than the host takes, a name used twice. */
export function listFaults(doc: SchemaDocument, kind: HostToolsId, settings: RuleSettings | undefined): ListFault[] {
  const { tools } = toolNodes(doc.root, kind);
  const read = tools.filter(isObject).map((t) => readTool(t, kind));
  const profiles = read.length ? [...new Map(read.flatMap((t) => profilesFor(t, kind, settings)).map((p) => [p.id, p])).values()] : [];
  const out: ListFault[] = [];
  for (const profile of profiles) {
    for (const c of profile.constraints) {
      if (c.kind === 'too-many-tools' && tools.length > c.max)
        out.push({
          profile,
          constraint: c,
          node: tools[c.max],
          message: `a request may carry at most ${c.max} tools, and this list has ${tools.length}; this is tool ${c.max + 1}. Split the tools across requests or agents, or merge related tools.`,
        });
      if (c.kind === 'duplicate-tool-name') {
        const seen = new Set<string>();
        for (const t of read) {
          if (t.name === undefined || !t.nameNode) continue;
          if (seen.has(t.name))
            out.push({
              profile,
              constraint: c,
              node: t.nameNode,
              message: `the tool name ${JSON.stringify(t.name)} is already used by an earlier tool in this list, and tool names ${c.should ? 'should' : 'must'} be unique within a server (a call names the tool by it). Rename one of them.`,
            });
          seen.add(t.name);
        }
      }
    }
  }
  return out;
}
