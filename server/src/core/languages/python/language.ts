/**
 * Python: a file whose text names `arcade_tdk` or `arcade_mcp_server` is parsed (lezer), and each tool it defines
 * (`@tool`, `@app.tool`, `app.add_tool`) is one unit: an Arcade ToolDefinition tree with spans in the Python text,
 * checked against `arcade-tool-current` like a JSON definition, plus the `arcade-python/…` rules for the faults only
 * the Python shows (recorded on each unit's tree, model/faults.ts). Types imported from the project's own modules
 * are read through the module host; the analysis is stale when one of them changes.
 */
import type { Association } from '../../model/association';
import { schemaById } from '../../model/catalog';
import { SchemaDocument, type SourceText } from '../../model/document';
import type { SourceAdapter } from '../../model/edits';
import type { Language, ParseContext, ParsedFile } from '../language';
import { PYTHON_EXTENSIONS, PYTHON_LANGUAGES } from '../ids';
import { opensPythonLine, pythonEdits } from './edits';
import { namesArcade, parsePythonFile } from './index';
import { moduleReader } from './imports';
import { ARCADE_PREFIX } from './module';
import { modelDump, unknownPaths } from './dump';
import { toValue, type ValueNode } from '../../model/tree';
import { metered } from '../../model/work';

/** A Python document's reader and writer: parsed once by `parse` below, which hands each unit its tree. */
const pythonAdapter: SourceAdapter = {
  format: () => 'script', // a program holding values, not a data file: its comments are Python's own
  tooDeepAt: () => undefined,
  parse: () => ({ problems: [] }),
  edits: pythonEdits,
  lineComment: '#',
  opensLine: opensPythonLine,
};

const association = (): Association => ({
  schema: schemaById('arcade-tool-current')!,
  reason: 'content',
  detail: 'an Arcade tool written in Python',
});

export const pythonLanguage: Language = {
  name: 'python',
  summary: 'Python files that import arcade_tdk or arcade_mcp_server',
  unclaimed: () => 'it names neither arcade_tdk nor arcade_mcp_server',
  languageIds: PYTHON_LANGUAGES,
  extensions: PYTHON_EXTENSIONS,
  readsImports: false, // imported types are read, but a fault is reported on the annotation that uses them
  readsOtherFiles: true, // the types it imports from the project's modules
  importedByScripts: false,
  claims: (text) => namesArcade(text),
  marker: ARCADE_PREFIX,
  parse: parsePython,
  contributes: { hover: ['arcade-tool-function'], completion: ['arcade-metadata-calls'] },
  arcadeTools: (text, uri, host) =>
    parsePythonFile(text, moduleReader(uri, host, [])).units.map((unit) => {
      const definition = toValue(unit.root) ?? null;
      return { label: unit.label, definition, dump: () => modelDump(definition), unknown: unknownPaths(unit.root) };
    }),
};

/**
 * A tool's document, with the plain value of its tree made once: the validation and the provider rules both read
 * it (SchemaDocument.rootValue), and each charges the work units the conversion counted, as the JSON fast path's.
 */
function unitDoc(source: SourceText, root: ValueNode): SchemaDocument {
  const { value, left } = metered(UNCOUNTED, () => toValue(root));
  return new SchemaDocument(source, pythonAdapter, {
    parse: { problems: [], root },
    ...(value !== undefined ? { value: { value, units: UNCOUNTED - left } } : {}),
  });
}

/** A budget no conversion spends, to count what it spends (parse runs outside any metered stage). */
const UNCOUNTED = Number.MAX_SAFE_INTEGER;

function parsePython(source: SourceText, { host = { readFile: () => undefined }, syntaxOnly, guard }: ParseContext): ParsedFile {
  const doc = (parse = {}) => new SchemaDocument(source, pythonAdapter, { parse: { problems: [], ...parse } });
  if (!namesArcade(source.text)) return { doc: doc(), units: [], problems: [] };
  if (syntaxOnly) return { doc: doc(), units: [], problems: [], association: association() };
  const reads: string[] = []; // the modules read for imported types
  const file = doc();
  const { value: parsed, failure } = guard(
    () => parsePythonFile(source.text, moduleReader(source.uri, host, reads)),
    file,
    "the reading of the file's Arcade tools",
  );
  return {
    doc: doc({ comments: parsed?.comments ?? [] }),
    units: [
      ...(parsed?.units ?? []).map((unit) => ({ doc: unitDoc(source, unit.root), association: association() })),
      // No tool, but faults of the module (its MCPApp's arguments): the rules alone see them (no schema, no providers).
      ...(parsed?.moduleFaults
        ? [
            {
              doc: new SchemaDocument(source, pythonAdapter, { parse: { problems: [], root: parsed.moduleFaults }, rootIsNode: true }),
              association: association(),
            },
          ]
        : []),
    ],
    problems: [...(parsed?.problems ?? []), ...(failure ? [failure] : [])],
    association: association(),
    truncated: failure !== undefined,
    reads,
  };
}
