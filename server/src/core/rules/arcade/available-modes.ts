import type { Rule } from '../../model/rule';
import { addProperty } from '../../model/operations';
import { getProperty, getValue, isArray, isObject } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { isPlainObject } from './helpers/reader';

/** ToolOutput.available_modes' default (arcade_core/schema.py): what pydantic fills in when the key is absent. */
export const DEFAULT_MODES = ['value', 'error', 'null'];
/** The modes arcade-core names: the catalog writes value, error, null; a tool call's output can be the other two (schema.py). */
const KNOWN_MODES = new Set(['value', 'error', 'null', 'artifact', 'requires_authorization']);

export const availableModes: Rule = {
  meta: {
    id: 'arcade/available-modes',
    defaultSeverity: 'warning',
    description: 'Require `output.available_modes` to be written out and to hold only the modes Arcade names (current format).',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    // `available_modes: list[str]` with a default: pydantic accepts it missing, empty, or with any string in it.
    if (arcadeVersion(association) !== 'current') return;
    const output = getValue(doc.root, 'output');
    if (!isObject(output)) return;
    const property = getProperty(output, 'available_modes');
    if (!property) {
      const key = output.parent?.type === 'property' ? output.parent.keyNode : undefined;
      report({
        ...(key ? { node: key } : { span: { offset: output.offset, length: 1 } }),
        message: `"output" has no "available_modes": Arcade fills in ${JSON.stringify(DEFAULT_MODES)}. Write the modes the tool really has.`,
        supersedes: [{ code: 'schema/missing-property', node: output, property: 'available_modes' }],
        fixes: () => [
          {
            title: `Add "available_modes": ${JSON.stringify(DEFAULT_MODES)}`,
            operations: addProperty(output, 'available_modes', DEFAULT_MODES),
            isPreferred: true,
          },
        ],
      });
      return;
    }
    const modes = property.valueNode;
    if (!isArray(modes)) return; // null or another type: pydantic rejects it, and the schema says so
    if (modes.items.length === 0)
      report({
        node: modes,
        message:
          '"available_modes" is empty: Arcade accepts it, but then the tool declares no kind of result. List the modes it has, e.g. ["value", "error"].',
        supersedes: [{ code: 'schema/constraint', node: modes }],
      });
    for (const item of modes.items)
      if (item.type === 'string' && !KNOWN_MODES.has(item.value))
        report({
          node: item,
          message: `Arcade accepts any string here, but ${JSON.stringify(item.value)} is not one of Arcade's output modes (value, error, null, artifact, requires_authorization). Correct it or remove it.`,
          supersedes: [{ code: 'schema/invalid-value', node: item }],
        });
  },
  clean({ association, value }) {
    if (arcadeVersion(association) !== 'current') return true;
    // Named reads and a loop, not every's callback: every clean file is asked.
    const output = isPlainObject(value) ? value.output : undefined;
    if (!isPlainObject(output)) return true;
    const modes = output.available_modes;
    if (modes === undefined) return false;
    if (!Array.isArray(modes)) return true;
    if (modes.length === 0) return false;
    for (const mode of modes) if (typeof mode === 'string' && !KNOWN_MODES.has(mode)) return false;
    return true;
  },
};
