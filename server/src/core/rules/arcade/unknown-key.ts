import type { Rule } from '../../model/rule';
import { renameKey } from '../../model/operations';
import type { PropertyNode } from '../../model/tree';
import { charge } from '../../model/work';
import { arcadeVersion } from './helpers/version';
import { MODEL_FIELDS, modelObjects, plainModelObjects, type ModelName } from './arcadeModel';
import { nearest } from '../../model/nearest';

/** Keys other rules report as what they are (a 1.0/preview key in the current format). */
const OWNED_ELSEWHERE: Partial<Record<string, string>> = { ToolDefinition: 'inputs', ToolSecretRequirement: 'key_id' };

/**
 * Each model's fields, with the keys other rules report and `$schema` at the root: every key of every object is
 * looked up in it. A prototype-less record (a key is in it when it maps to true): looked up faster than a Set, and
 * the verdict does it for every key of every clean file.
 */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, true>>>> = Object.fromEntries(
  Object.entries(MODEL_FIELDS).map(([model, fields]) => {
    const allowed: Record<string, true> = Object.create(null);
    for (const field of fields) allowed[field] = true;
    const elsewhere = OWNED_ELSEWHERE[model];
    if (elsewhere) allowed[elsewhere] = true;
    if (model === 'ToolDefinition') allowed['$schema'] = true;
    return [model, allowed];
  }),
);

const isUnknown = (model: ModelName, key: string) => ALLOWED[model]![key] !== true;

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
      for (const property of node.properties) if (isUnknown(model, property.keyNode.value)) (strangers ??= []).push(property);
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
    if (arcadeVersion(context.association) !== 'current') return true;
    for (const { model, node } of plainModelObjects(context)) {
      const allowed = ALLOWED[model]!;
      for (const key in node) if (allowed[key] !== true) return false;
    }
    return true;
  },
};
