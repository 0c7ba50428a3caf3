/**
 * What the model is shown: an Arcade tool definition as OpenAI, Anthropic or an MCP client receive it from
 * Arcade's converters, or as a Pedelec tool; a Pedelec tool as each host is shown it (pedelecTool.ts); and a full
 * JSON Schema reduced to Pedelec's args-schema subset.
 * Pure functions over plain JSON values (`toValue` of a document's tree); the CLI and the server adapt them.
 */
import type { JsonValue } from '../model/tree';
import { looksLikeArcadeDefinition, readArcadeDefinition } from '../hosts/arcadeDefinition';
import { toOpenAi } from '../hosts/openai';
import { toAnthropic } from '../hosts/anthropic';
import { toMcp } from '../hosts/mcp';
import { arcadeToPedelec } from './arcadeToPedelec';
import { jsonSchemaToPedelec } from './jsonSchemaToPedelec';
import { lintArgsSchema } from './lintOutput';
import { convertPedelecTool, looksLikePedelecTool } from './pedelecTool';
import { ConvertError, isJsonObject, type Conversion, type ConversionNote } from '../hosts/types';
import type { Target } from './targets';
import type { Engine } from '../pipeline/engine';

export { ConvertError, type Conversion, type ConversionNote } from '../hosts/types';

export { TARGETS, TARGET_LABELS, isTarget, type Target } from './targets';

export interface ConvertOptions {
  /** For a JSON Schema input to `pedelec`: the JSON pointer of the schema to convert (`/components/schemas/Pet`). */
  pointer?: string;
  /**
   * For a `pedelec` output: the engine whose rules lint it (`remaining`, what still does not lint clean). Absent:
   * not linted, `remaining` empty (a hover that shows only the output).
   */
  engine?: Engine;
}

/** Converts `input`, or throws a ConvertError saying why it cannot. */
export function convert(input: JsonValue | undefined, target: Target, options: ConvertOptions = {}): Conversion {
  const notes: ConversionNote[] = [];
  if (input === undefined) throw new ConvertError('', 'the file holds no JSON value.');
  if (options.pointer === undefined && looksLikePedelecTool(input)) {
    const output = convertPedelecTool(input, target, notes);
    const remaining = target === 'pedelec' && options.engine ? lintArgsSchema(output.argsSchema, options.engine) : [];
    return { output, notes: unique(notes), remaining };
  }
  if (target === 'pedelec' && (options.pointer !== undefined || !looksLikeArcadeDefinition(input))) {
    const output = jsonSchemaToPedelec(input, notes, schemaPointer(input, options.pointer));
    return { output, notes: unique(notes), remaining: options.engine ? lintArgsSchema(output, options.engine) : [] };
  }
  if (!looksLikeArcadeDefinition(input)) {
    throw new ConvertError(
      '',
      `this is not an Arcade tool definition (no \`fully_qualified_name\`); --to ${target} converts Arcade tool definitions.`,
    );
  }
  const definition = readArcadeDefinition(input);
  const output =
    target === 'openai'
      ? toOpenAi(definition, notes)
      : target === 'anthropic'
        ? toAnthropic(definition)
        : target === 'mcp'
          ? toMcp(definition, notes)
          : arcadeToPedelec(definition, notes);
  const remaining = target === 'pedelec' && isJsonObject(output) && options.engine ? lintArgsSchema(output.argsSchema, options.engine) : [];
  return { output, notes: unique(notes), remaining };
}

function schemaPointer(input: JsonValue, given: string | undefined): string {
  if (given !== undefined) {
    if (given !== '' && !given.startsWith('/'))
      throw new ConvertError(
        '',
        `the pointer "${given}" must be empty or start with "/" (a JSON pointer such as /components/schemas/Pet).`,
      );
    return given;
  }
  if (isJsonObject(input) && (typeof input.openapi === 'string' || typeof input.swagger === 'string')) {
    throw new ConvertError(
      '',
      'this is a whole OpenAPI document: name the schema to convert with --pointer (for example /components/schemas/Pet).',
    );
  }
  return '';
}

const unique = (notes: ConversionNote[]) => {
  const seen = new Set<string>();
  return notes.filter((n) => {
    const key = `${n.path}\u0000${n.message}`;
    return !seen.has(key) && !!seen.add(key);
  });
};
