/**
 * `toolschema-convert --to openai|anthropic|mcp|pedelec <file>`: what the model is shown. The converted JSON goes
 * to stdout, what was dropped or changed to stderr. Exit 0 when converted, 2 for input it cannot convert or a
 * usage / I/O error (a message, never a stack trace).
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SchemaDocument } from '../core/model/document';
import { languageIdOfFile } from '../core/languages/ids';
import { languageOfFile } from '../core/languages/registry';
import type { Language } from '../core/languages/language';
import { jsonAdapter } from '../core/languages/json/adapter';
import { readRegularFile } from '../node/read';
import { ConvertError, isTarget, TARGETS, type ConversionNote } from '../core/convert';
import { convertDocument } from '../core/convert/document';
import { escapeJson, escapeText } from './escape';
import { parseCommandLine } from './commandLine';
import { fileSystemHost, projectRoots } from './moduleHost';
import { convert, type Target } from '../core/convert';
import { createEngine } from '../core/pipeline/engine';
import { RULES } from '../core/rules';
import { LANGUAGES } from '../core/languages/registry';

/** The rules a Pedelec output is linted with (what it still does not pass is said): chosen here (core/pipeline/engine.ts). */
const ENGINE = createEngine({ rules: RULES, languages: LANGUAGES });

const USAGE = `Usage: toolschema-convert --to <${TARGETS.join('|')}> [--pointer <json-pointer>] <file>

Prints what the model is shown for an Arcade tool definition, as Arcade's converters build it:
  --to openai     {type: "function", function: {name, description, parameters, strict: true}}
  --to anthropic  {name, description, input_schema}
  --to mcp        the MCP tool: inputSchema, outputSchema, annotations, _meta
  --to pedelec    a Pedelec tool {name, description, argsSchema}
  --to arcade     a Python file (.py): its tools' ToolDefinitions, as arcade-core builds them
                  (a JSON array in the shape of ToolDefinition.model_dump(mode="json"))
A Python file also takes --to openai, anthropic and mcp: one output per tool, in a JSON array.
With --to pedelec, a JSON Schema (OpenAPI, zod-to-json-schema output) becomes an args schema in Pedelec's
subset: local $refs are inlined, and what had to be dropped is listed on stderr.

Options:
  -t, --to <target>          the target (required)
  -p, --pointer <pointer>    --to pedelec: the schema inside the file to convert (e.g. /components/schemas/Pet)
  -h, --help                 show this help
  -v, --version              show the version

Output: the JSON on stdout; notes on stderr. Exit status: 0 converted, 2 cannot convert, usage or I/O error.
`;

const NAME = 'toolschema-convert';

export function main(argv: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const options = { to: { type: 'string', short: 't' }, pointer: { type: 'string', short: 'p' } } as const;
  const args = parseCommandLine({ name: NAME, usage: USAGE, options }, argv, { out, err });
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  // A file whose language writes Arcade tools as code (Python) has its tools converted one by one, from its own
  // reading (`--to arcade`: as arcade-core dumps them).
  const arcadeTools = positionals.length === 1 ? languageOfFile(positionals[0])?.arcadeTools : undefined;
  if (arcadeTools && (values.to === 'arcade' || isTarget(values.to)) && values.to !== 'pedelec')
    return convertTools({ arcadeTools, file: path.resolve(cwd, positionals[0]), target: values.to, cwd }, out, err);
  if (!isTarget(values.to)) {
    const given = values.to === undefined ? 'no --to given' : `unknown target "${escapeText(values.to)}"`;
    err(`${NAME}: ${given}; use --to ${TARGETS.join(', ')}.\n`);
    return 2;
  }
  if (positionals.length !== 1) {
    err(`${NAME}: give exactly one file (got ${positionals.length}).\n\n${USAGE}`);
    return 2;
  }
  const file = path.resolve(cwd, positionals[0]);
  const shown = escapeText(path.relative(cwd, file) || file);
  // The language decides how a file is read into units: only one that reads the whole file as one value is converted.
  const language = languageOfFile(file);
  if (language && !language.wholeDocument) {
    err(
      `${NAME}: ${shown}: not a JSON file (toolschema-lint reads it as one of the ${language.summary}); toolschema-convert ` +
        'reads JSON files only (an Arcade tool definition, or for --to pedelec a JSON Schema or OpenAPI document). A tool ' +
        'written in code is checked by toolschema-lint; to convert a schema written in code, write it out as JSON first.\n',
    );
    return 2;
  }
  const text = readOrSay(file, shown, err);
  if (text === undefined) return 2;
  const doc = new SchemaDocument({ uri: pathToFileURL(file).toString(), languageId: languageIdOfFile(file), text }, jsonAdapter);
  try {
    const conversion = convertDocument(doc, values.to, { pointer: values.pointer, engine: ENGINE });
    out(`${escapeJson(JSON.stringify(conversion.output, null, 2))}\n`);
    for (const note of conversion.notes) err(`${NAME}: ${shown}: ${line(note)}\n`);
    for (const note of conversion.remaining) err(`${NAME}: ${shown}: the output's argsSchema still has, at ${line(note)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof ConvertError) {
      err(`${NAME}: ${shown}: cannot convert to ${values.to}${e.path ? ` at ${escapeText(e.path)}` : ''}: ${escapeText(e.message)}\n`);
      return 2;
    }
    err(`${NAME}: internal error: ${escapeText((e as Error).message)}\n`);
    return 2;
  }
}

/**
 * A file that writes Arcade tools as code (Python): its tools' definitions as arcade-core builds them (`--to arcade`,
 * a JSON array in the shape of `ToolDefinition.model_dump(mode="json")`), or what the model is shown of each. What
 * the file does not say statically is null, and named on stderr.
 */
function convertTools(
  { arcadeTools, file, target, cwd }: { arcadeTools: NonNullable<Language['arcadeTools']>; file: string; target: string; cwd: string },
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  const shown = escapeText(path.relative(cwd, file) || file);
  const text = readOrSay(file, shown, err);
  if (text === undefined) return 2;
  // Types imported from the project's modules are read from the current folder and the file's own, as the linter does.
  const host = fileSystemHost(undefined, projectRoots(cwd, undefined, [path.dirname(file)], []));
  const tools = arcadeTools(text, pathToFileURL(file).href, host);
  if (!tools.length) {
    err(
      `${NAME}: ${shown}: no Arcade tool found (a function decorated with @tool from arcade_tdk or arcade_mcp_server, or @app.tool on an MCPApp).\n`,
    );
    return 2;
  }
  const outputs: unknown[] = [];
  for (const tool of tools) {
    try {
      outputs.push(target === 'arcade' ? tool.dump() : convert(tool.definition, target as Target).output);
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      err(`${NAME}: ${shown}: tool ${escapeText(tool.label)}: cannot convert to ${target}: ${escapeText(e.message)}\n`);
      return 2;
    }
    for (const unknown of tool.unknown)
      err(`${NAME}: ${shown}: tool ${escapeText(tool.label)}: not known statically: ${escapeText(unknown)}\n`);
  }
  out(`${escapeJson(JSON.stringify(outputs, null, 2))}\n`);
  return 0;
}

const line = (note: ConversionNote) => `${escapeText(note.path || '/')}: ${escapeText(note.message)}`;

if (require.main === module) {
  process.exitCode = main(
    process.argv.slice(2),
    process.cwd(),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
  );
}

/** The file's text, or undefined after saying why it cannot be read (regular files only, size-capped: /dev/zero or a FIFO gets a message, not a gigabyte or a hang). */
function readOrSay(file: string, shown: string, err: (s: string) => void): string | undefined {
  try {
    return readRegularFile(file);
  } catch (e) {
    err(`${NAME}: cannot read ${shown}: ${escapeText((e as Error).message)}\n`);
    return undefined;
  }
}
