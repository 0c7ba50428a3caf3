/**
 * The project's own Pedelec checks run on a converted args schema: the converter's promise is an argsSchema that
 * lints clean, and what still does not (an unbounded array the input never bounded) is said, not hidden.
 */
import { analyze } from '../pipeline/analyze';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { nodeAtOffset, pathOf, type JsonValue } from '../model/tree';
import { pointer, type ConversionNote } from '../hosts/types';
import type { Engine } from '../pipeline/engine';
import { languageIdOfFile } from '../languages/ids';

const URI = 'untitled:converted.args.json';

/** The problems the engine's Pedelec rules find in `argsSchema`, at JSON pointers into it. */
export function lintArgsSchema(argsSchema: JsonValue, engine: Engine): ConversionNote[] {
  const text = JSON.stringify(argsSchema, null, 2);
  const settings = { ...DEFAULT_SETTINGS, schemaOverrides: { [URI]: 'pedelec-args' } };
  const { doc, problems } = analyze({ uri: URI, languageId: languageIdOfFile(URI), text }, settings, { engine });
  return problems.map((p) => {
    const node = nodeAtOffset(doc.root, p.span.offset);
    const path = node ? pathOf(node).reduce<string>((at, key) => pointer(at, key), '') : '';
    return { path, message: `${p.severity} ${p.code}: ${p.message}` };
  });
}
