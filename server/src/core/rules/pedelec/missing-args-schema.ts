import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { addProperty } from '../../model/operations';
import { getProperty } from '../../model/tree';
import { skillTools } from './helpers/skills';

/** The args schema of a tool without arguments. */
export const EMPTY_ARGS_SCHEMA = { type: 'object', properties: {}, required: [] };

export const missingArgsSchema: Rule = {
  meta: {
    id: 'pedelec/missing-args-schema',
    defaultSeverity: 'error',
    description: 'Require an `argsSchema` on every tool.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'missing-args-schema');
    for (const tool of skillTools(doc, association.schema.family)) {
      // The SDK checks the legacy `input` first (pedelec/legacy-input, whose fix renames it).
      if (getProperty(tool, 'argsSchema') || getProperty(tool, 'input')) continue;
      const name = getProperty(tool, 'name');
      const label = name?.valueNode?.type === 'string' ? `Tool "${name.valueNode.value}"` : 'This tool';
      report({
        ...(name ? { node: name.keyNode } : { span: { offset: tool.offset, length: 1 } }),
        message: `${label} has no "argsSchema"${rejected}. For a tool without arguments, add "argsSchema": { "type": "object", "properties": {}, "required": [] }.`,
        fixes: () => [
          { title: 'Add an empty "argsSchema"', operations: addProperty(tool, 'argsSchema', EMPTY_ARGS_SCHEMA), isPreferred: true },
        ],
      });
    }
  },
};
