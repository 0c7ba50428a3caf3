import type { Rule } from '../../model/rule';
import { removeElement } from '../../model/operations';
import { getValue, isArray } from '../../model/tree';
import { isPlainObject } from './helpers/reader';

export const authorizationMode: Rule = {
  meta: {
    id: 'arcade/authorization-mode',
    defaultSeverity: 'warning',
    description: 'Disallow the `requires_authorization` output mode on a tool without `requirements.authorization`.',
    families: ['arcade'],
  },
  check({ doc, report }) {
    const root = doc.root;
    const modes = getValue(getValue(root, 'output'), 'available_modes');
    if (!isArray(modes)) return;
    const authorization = getValue(getValue(root, 'requirements'), 'authorization');
    const state = !authorization
      ? 'absent'
      : authorization.type === 'null'
        ? 'null'
        : authorization.type === 'string' && authorization.value === 'none'
          ? '"none"'
          : undefined;
    if (!state) return;
    for (const mode of modes.items) {
      if (mode.type !== 'string' || mode.value !== 'requires_authorization') continue;
      report({
        node: mode,
        message: `"requires_authorization" says the tool can ask the user to authorize, but requirements.authorization is ${state}. Declare the authorization the tool needs (e.g. { "provider_id": "github", "provider_type": "oauth2" }), or remove this mode.`,
        // Removing the only mode would leave an empty list, which no version accepts.
        fixes: () =>
          modes.items.length > 1 ? [{ title: 'Remove "requires_authorization"', operations: removeElement(mode), isPreferred: true }] : [],
      });
    }
  },
  clean({ value }) {
    // Named reads (no key read is a member objects inherit): every clean file is asked.
    if (!isPlainObject(value)) return true;
    const output = value.output;
    const modes = isPlainObject(output) ? output.available_modes : undefined;
    if (!Array.isArray(modes) || !modes.includes('requires_authorization')) return true;
    const requirements = value.requirements;
    const authorization = isPlainObject(requirements) ? requirements.authorization : undefined;
    return authorization !== undefined && authorization !== null && authorization !== 'none';
  },
};
