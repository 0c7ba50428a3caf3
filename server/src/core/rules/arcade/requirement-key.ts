import type { Rule } from '../../model/rule';
import { getValue, isArray, isObject, type JsonValue } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { isPlainObject } from './helpers/reader';

const KINDS = [
  { list: 'secrets', what: 'A secret requirement', meaning: 'the name the secret is stored under in Arcade' },
  { list: 'metadata', what: 'A metadata requirement', meaning: 'the name of the context value the tool needs, e.g. "client_id"' },
] as const;

/** Arcade compares metadata keys trimmed and case-insensitively. */
const needsAuthorization = (key: string) => key.trim().toLowerCase() === 'client_id';

/** Whether the check passes the keys of the plain `entries` (a list of requirements, if it is one). */
function keysPass(entries: JsonValue | undefined, authorized: boolean): boolean {
  if (Array.isArray(entries))
    for (const entry of entries) {
      const key = isPlainObject(entry) ? entry.key : undefined;
      if (typeof key === 'string' && (key.trim() === '' || (!authorized && needsAuthorization(key)))) return false;
    }
  return true;
}

export const requirementKey: Rule = {
  meta: {
    id: 'arcade/requirement-key',
    defaultSeverity: 'error',
    description: 'Require non-empty requirement keys, and an authorization requirement for a `client_id` metadata requirement.',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    if (arcadeVersion(association) !== 'current') return; // arcade-core's catalog checks; 1.0's secrets use key_id
    const requirements = getValue(doc.root, 'requirements');
    const authorization = getValue(requirements, 'authorization');
    const authorized = authorization !== undefined && authorization.type !== 'null';
    for (const { list, what, meaning } of KINDS) {
      const entries = getValue(requirements, list);
      if (!isArray(entries)) continue;
      for (const entry of entries.items) {
        const key = isObject(entry) ? getValue(entry, 'key') : undefined;
        if (key?.type !== 'string') continue; // a missing or mistyped key is the schema's
        if (key.value.trim() === '') {
          report({
            node: key,
            message: `${what} needs a non-empty "key" (${meaning}); Arcade's catalog rejects the tool otherwise. Write the key, or remove this requirement.`,
          });
        } else if (list === 'metadata' && needsAuthorization(key.value) && !authorized) {
          report({
            node: key,
            message: `The "client_id" metadata requirement needs an authorization requirement, and requirements.authorization is ${authorization ? 'null' : 'absent'}: Arcade's catalog rejects the tool. Declare the authorization (e.g. { "provider_id": "github", "provider_type": "oauth2" }), or remove this requirement.`,
          });
        }
      }
    }
  },
  clean({ association, value }) {
    if (arcadeVersion(association) !== 'current') return true;
    // Named reads (no key read is a member objects inherit): every clean file is asked.
    const requirements = isPlainObject(value) ? value.requirements : undefined;
    if (!isPlainObject(requirements)) return true;
    const authorized = (requirements.authorization ?? null) !== null;
    // Only a metadata key asks for an authorization.
    return keysPass(requirements.secrets, true) && keysPass(requirements.metadata, authorized);
  },
};
