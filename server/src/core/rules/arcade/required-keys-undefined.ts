import type { Rule } from '../../model/rule';
import type { Fix } from '../../model/problem';
import { addProperty, removeElement, replaceValue, setProperty } from '../../model/operations';
import { getProperty, getValue, isArray, isObject, type JsonValue } from '../../model/tree';
import { plainValueSchemas, plainValueSchemasHave, valueSchemas } from './helpers/valueSchemas';
import { REQUIRED_KEYS_LISTED } from './helpers/valueSchemaFacts';
import { PLAIN, TREE, isPlainObject, type Reader } from './helpers/reader';
import { arcadeVersion } from './helpers/version';

/** A field stub: the smallest value schema; the author fills in the real type. */
const STUB: JsonValue = { val_type: 'string' };

/** Each list of required names and the map of fields it refers to; the map holds fields only on these values. */
const PAIRS = [
  { keys: 'required_keys', fields: 'properties', holdsFields: <N>(r: Reader<N>, vs: N) => r.scalar(r.get(vs, 'val_type')) === 'json' },
  {
    keys: 'inner_required_keys',
    fields: 'inner_properties',
    holdsFields: <N>(r: Reader<N>, vs: N) =>
      r.scalar(r.get(vs, 'val_type')) === 'array' && r.scalar(r.get(vs, 'inner_val_type')) === 'json',
  },
] as const;

export const requiredKeysUndefined: Rule = {
  meta: {
    id: 'arcade/required-keys-undefined',
    defaultSeverity: 'error',
    description: 'Require every `required_keys` / `inner_required_keys` name to be a field of `properties` / `inner_properties`.',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    if (arcadeVersion(association) !== 'current') return; // the other formats have neither list
    for (const vs of valueSchemas(doc)) {
      for (const { keys, fields, holdsFields } of PAIRS) {
        const keysProperty = getProperty(vs, keys);
        const names = keysProperty?.valueNode;
        if (!isArray(names)) continue;
        const map = getValue(vs, fields);
        if (!isObject(map)) {
          const listed = names.items.flatMap((n) => (n.type === 'string' ? [n.value] : []));
          if (!listed.length) continue;
          report({
            node: keysProperty!.keyNode,
            message: `"${keys}" lists required fields, but this value has no "${fields}" that define them, so the model is not shown what they are. Set "${keys}" to null, or describe the fields in "${fields}".`,
            fixes: () => {
              const out: Fix[] = [{ title: `Set "${keys}" to null`, operations: replaceValue(names, null), isPreferred: true }];
              if (holdsFields(TREE, vs)) {
                const stubs = Object.fromEntries(listed.map((name) => [name, STUB]));
                out.push({ title: `Add "${fields}" with a field for each name`, operations: setProperty(vs, fields, stubs) });
              }
              return out;
            },
          });
          continue;
        }
        // The converters read the fields only of a json value (of an array of json): elsewhere other rules apply.
        if (!holdsFields(TREE, vs)) continue;
        const defined = new Set(map.properties.map((p) => p.keyNode.value));
        for (const name of names.items) {
          if (name.type !== 'string' || defined.has(name.value)) continue;
          report({
            node: name,
            message: `"${keys}" names "${name.value}", which is not a field of "${fields}". The model is shown schemas that disagree: OpenAI's drops the name, Anthropic's requires a field it does not describe, MCP's requires a field its closed object does not allow (no value fits). Remove the name, or add the field to "${fields}".`,
            fixes: () => [
              { title: `Remove "${name.value}" from "${keys}"`, operations: removeElement(name), isPreferred: true },
              { title: `Add a field "${name.value}" to "${fields}"`, operations: addProperty(map, name.value, STUB) },
            ],
          });
        }
      }
    }
  },
  clean(context) {
    if (arcadeVersion(context.association) !== 'current') return true;
    // Most definitions list no required keys (null): the pass that found the value schemas says so.
    if (!plainValueSchemasHave(context, REQUIRED_KEYS_LISTED)) return true;
    return plainValueSchemas(context).every(
      (vs) =>
        (!Array.isArray(vs['required_keys']) && !Array.isArray(vs['inner_required_keys'])) ||
        PAIRS.every(({ keys, fields, holdsFields }) => {
          const names = PLAIN.get(vs, keys);
          if (!Array.isArray(names)) return true;
          const listed = names.filter((name): name is string => typeof name === 'string');
          const map = PLAIN.get(vs, fields);
          if (!isPlainObject(map)) return listed.length === 0;
          return !holdsFields(PLAIN, vs) || listed.every((name) => Object.hasOwn(map, name));
        }),
    );
  },
};
