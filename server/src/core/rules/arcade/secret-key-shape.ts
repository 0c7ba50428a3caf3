import type { Rule } from '../../model/rule';
import { removeProperty, renameKey } from '../../model/operations';
import { getProperty, getValue, isArray, isObject } from '../../model/tree';
import { arcadeVersion, SECRET_KEY } from './helpers/version';
import { isPlainObject } from './helpers/reader';

export const secretKeyShape: Rule = {
  meta: {
    id: 'arcade/secret-key-shape',
    defaultSeverity: 'error',
    description: "Enforce the secret key of the document's version: `secrets[].key_id` in 1.0, `secrets[].key` in current.",
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    const version = arcadeVersion(association);
    const expected = version && SECRET_KEY[version];
    if (!expected) return; // preview has no secrets: the schema reports the key itself
    const wrong = expected === 'key' ? 'key_id' : 'key';
    const secrets = getValue(getValue(doc.root, 'requirements'), 'secrets');
    if (!isArray(secrets)) return;
    for (const secret of secrets.items) {
      if (!isObject(secret)) continue;
      const property = getProperty(secret, wrong);
      if (!property) continue;
      const unknown = { code: 'schema/unknown-property', node: property.parent, property: wrong };
      const shape = `The Arcade ${version} format names a secret with "${expected}" ("${wrong}" is the ${wrong === 'key' ? 'current' : '1.0'} format's key)`;
      if (getProperty(secret, expected)) {
        report({
          node: property.keyNode,
          message: `${shape}, and "${expected}" is already here. Remove "${wrong}".`,
          fixes: () => [{ title: `Remove "${wrong}"`, operations: removeProperty(property) }],
          supersedes: [unknown],
        });
        continue;
      }
      report({
        node: property.keyNode,
        message: `${shape}. Rename it to "${expected}".`,
        fixes: () => [
          { title: `Rename "${wrong}" to "${expected}"`, operations: renameKey(property, expected), isPreferred: true, safe: true },
        ],
        supersedes: [unknown, { code: 'schema/missing-property', node: secret, property: expected }],
      });
    }
  },
  clean({ association, value }) {
    const version = arcadeVersion(association);
    const expected = version && SECRET_KEY[version];
    if (!expected) return true;
    // A loop of named reads, not `?? []` and every's callback: most definitions list secrets, and every clean file
    // is asked (neither key is a member objects inherit).
    const requirements = isPlainObject(value) ? value.requirements : undefined;
    const secrets = isPlainObject(requirements) ? requirements.secrets : undefined;
    if (Array.isArray(secrets))
      for (const secret of secrets)
        if (isPlainObject(secret) && (expected === 'key' ? secret.key_id : secret.key) !== undefined) return false;
    return true;
  },
};
