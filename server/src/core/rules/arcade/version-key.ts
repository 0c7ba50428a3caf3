import type { Rule } from '../../model/rule';
import { removeProperty, renameKey } from '../../model/operations';
import { getProperty, isObject } from '../../model/tree';
import { arcadeVersion, INPUT_KEY } from './helpers/version';
import { isPlainObject } from './helpers/reader';

export const versionKey: Rule = {
  meta: {
    id: 'arcade/version-key',
    defaultSeverity: 'error',
    description: "Enforce the input key of the document's version: `inputs` in preview, `input` in 1.0 and current.",
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    const version = arcadeVersion(association);
    const root = doc.root;
    if (!version || !isObject(root)) return;
    const expected = INPUT_KEY[version];
    const wrong = expected === 'input' ? 'inputs' : 'input';
    const property = getProperty(root, wrong);
    if (!property) return;
    const unknown = { code: 'schema/unknown-property', node: property.parent, property: wrong };
    const where = version === 'preview' ? 'a preview document' : `an Arcade ${version} document`;
    const elsewhere = wrong === 'inputs' ? 'the preview format' : 'the 1.0 and current formats';
    if (getProperty(root, expected)) {
      report({
        node: property.keyNode,
        message: `"${wrong}" is the key of ${elsewhere}; ${where} uses "${expected}", which is already here. Remove "${wrong}".`,
        fixes: () => [{ title: `Remove "${wrong}"`, operations: removeProperty(property) }],
        supersedes: [unknown],
      });
      return;
    }
    const migrate = version === 'preview' ? ' (or migrate the file to 1.0: "Migrate to Arcade tool definition 1.0")' : '';
    report({
      node: property.keyNode,
      message: `"${wrong}" is the key of ${elsewhere}; ${where} uses "${expected}". Rename it${migrate}.`,
      fixes: () => [
        { title: `Rename "${wrong}" to "${expected}"`, operations: renameKey(property, expected), isPreferred: true, safe: true },
      ],
      supersedes: [unknown, { code: 'schema/missing-property', node: root, property: expected }],
    });
  },
  clean({ association, value }) {
    const version = arcadeVersion(association);
    if (!version) return true;
    if (!isPlainObject(value)) return true;
    // Named reads: neither key is a member objects inherit.
    return (INPUT_KEY[version] === 'input' ? value.inputs : value.input) === undefined;
  },
};
