import type { Rule } from '../../model/rule';
import { addProperty, replaceValue } from '../../model/operations';
import { getProperty, isObject } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { PLAIN } from './helpers/reader';

export const missingRequirements: Rule = {
  meta: {
    id: 'arcade/missing-requirements',
    defaultSeverity: 'error',
    description: 'Require a `requirements` object (current format): Arcade rejects a definition without one.',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    // ToolDefinition.requirements is a required ToolRequirements, not Optional (arcade_core/schema.py): pydantic
    // rejects a missing or null value when it loads the definition. Preview and 1.0 keep their schemas' verdicts.
    const root = doc.root;
    if (arcadeVersion(association) !== 'current' || !isObject(root)) return;
    const property = getProperty(root, 'requirements');
    const value = property?.valueNode;
    if (value && value.type !== 'null') return; // an object, or a wrong type the schema reports
    const name = getProperty(root, 'name');
    report({
      ...(value ? { node: value } : name ? { node: name.keyNode } : { span: { offset: root.offset, length: 1 } }),
      message: `${value ? '"requirements" is null' : 'The tool has no "requirements"'}: Arcade rejects it when it loads the definition (pydantic: \`requirements\` is a required object). Write "requirements": {} when the tool needs nothing.`,
      supersedes: value
        ? [{ code: 'schema/wrong-type', node: value }]
        : [{ code: 'schema/missing-property', node: root, property: 'requirements' }],
      fixes: () => [
        {
          title: value ? 'Replace null with {}' : 'Add "requirements": {}',
          operations: value ? replaceValue(value, {}) : addProperty(root, 'requirements', {}),
          isPreferred: true,
          safe: true,
        },
      ],
    });
  },
  clean({ association, value }) {
    if (arcadeVersion(association) !== 'current' || !PLAIN.isObject(value)) return true;
    return (PLAIN.get(value, 'requirements') ?? null) !== null;
  },
};
