import type { Rule } from '../../model/rule';
import { renameKey } from '../../model/operations';
import type { PropertyNode } from '../../model/tree';
import { charge } from '../../model/work';
import { arcadeVersion } from './helpers/version';
import { isUnknownKey, MODEL_FIELDS, modelObjects, plainModelFindings } from './arcadeModel';
import { nearest } from '../../model/nearest';

export const unknownKey: Rule = {
  meta: {
    id: 'arcade/unknown-key',
    defaultSeverity: 'warning',
    description: 'Disallow keys that Arcade does not know and silently drops (current format, outside `metadata`).',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    // pydantic ignores extra keys on every ToolDefinition model (arcade_core/schema.py sets no `extra`); the
    // published preview and 1.0 schemas close their objects, and there the schema's error stands.
    if (arcadeVersion(association) !== 'current') return;
    for (const { model, node } of modelObjects(doc)) {
      const known = MODEL_FIELDS[model];
      // The fields absent from the object are what an unknown key may have meant. They were found by looking each
      // field up; that is still charged, so the work budget stops where it did, but done only when a key is unknown.
      charge(known.length);
      let strangers: PropertyNode[] | undefined;
      for (const property of node.properties) if (isUnknownKey(model, property.keyNode.value)) (strangers ??= []).push(property);
      if (!strangers) continue;
      const present = new Set(node.properties.map((p) => p.keyNode.value));
      const missing = known.filter((k) => !present.has(k));
      const unknown = strangers.map((property) => ({ property, meant: nearest(property.keyNode.value, missing) }));
      // Two unknown keys near the same missing field: renaming both would write that key twice, so neither is renamed.
      const claims = new Map<string, number>();
      for (const { meant } of unknown) if (meant) claims.set(meant, (claims.get(meant) ?? 0) + 1);
      for (const { property, meant } of unknown) {
        const key = property.keyNode.value;
        const renamable = meant !== undefined && claims.get(meant) === 1;
        report({
          node: property.keyNode,
          message: `Arcade ignores unknown keys: \`${key}\` is silently dropped${meant ? ` — did you mean \`${meant}\`?` : ` (${model} has no such field). Remove it, or correct the key.`}`,
          supersedes: [{ code: 'schema/unknown-property', node, property: key }],
          ...(renamable
            ? { fixes: () => [{ title: `Rename to "${meant}"`, operations: renameKey(property, meant), isPreferred: true }] }
            : {}),
        });
      }
    }
  },
  clean(context) {
    return arcadeVersion(context.association) !== 'current' || !plainModelFindings(context).unknownKey;
  },
};
