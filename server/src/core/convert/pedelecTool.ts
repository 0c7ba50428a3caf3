/**
 * A Pedelec tool `{name, description, argsSchema}` (what `defineTool(…)` is given, a tools file's entry) as each host
 * is shown it. Pedelec hands no host a native tool: the model's context lists each tool's name and description, and
 * `pedelec-cli tool-spec <name>` prints its args schema as written. So a host's view is that host's tool format with
 * the args schema, already JSON Schema, as its input schema; `pedelec` is the tool with its args schema reduced to
 * the subset, as for an args schema file.
 */
import type { JsonValue } from '../model/tree';
import { jsonSchemaToPedelec } from './jsonSchemaToPedelec';
import { ConvertError, isJsonObject, pointer, type ConversionNote, type JsonObject } from '../hosts/types';
import type { Target } from './targets';

export const looksLikePedelecTool = (v: JsonValue | undefined): v is JsonObject =>
  isJsonObject(v) && 'argsSchema' in v && !('fully_qualified_name' in v);

/** A Pedelec tool as `target` is shown it; `notes` gets what was dropped or could not be read. */
export function convertPedelecTool(tool: JsonObject, target: Target, notes: ConversionNote[]): JsonObject {
  const name = literal(tool, 'name', notes);
  const description = literal(tool, 'description', notes);
  const argsSchema = tool.argsSchema;
  if (!isJsonObject(argsSchema)) throw new ConvertError('/argsSchema', 'the argsSchema is not an object written in the file.');
  if (target === 'pedelec') {
    const own: ConversionNote[] = [];
    const reduced = jsonSchemaToPedelec(argsSchema, own);
    notes.push(...own.map((n) => ({ ...n, path: `/argsSchema${n.path}` })));
    const output: JsonObject = { name, description, argsSchema: reduced };
    if (typeof tool.timeoutMs === 'number') output.timeoutMs = tool.timeoutMs;
    return output;
  }
  notes.push({
    path: '',
    message: `not a native ${target} tool: Pedelec's host lists the name and description, and \`pedelec-cli tool-spec\` prints this argsSchema.`,
  });
  if (target === 'openai') return { type: 'function', function: { name, description, parameters: argsSchema } };
  if (target === 'anthropic') return { name, description, input_schema: argsSchema };
  return { name, description, inputSchema: argsSchema };
}

/** The tool's `key` where the file writes it as a string; else null, with a note. */
function literal(tool: JsonObject, key: string, notes: ConversionNote[]): JsonValue {
  const value = tool[key];
  if (typeof value === 'string') return value;
  notes.push({ path: pointer('', key), message: `shown as null: the ${key} is not a string toolschema can read in the file.` });
  return null;
}
