import type { Rule, RuleContext } from '../../model/rule';
import type { Fix } from '../../model/problem';
import { removeProperty, replaceValue } from '../../model/operations';
import { getProperty, getValue, isArray, toValue, type ArrayNode, type JsonValue, type StringNode, type ValueNode } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { laxBooleanOf } from './arcadeModel';
import { isPlainObject, PLAIN, TREE, type Reader } from './helpers/reader';

const MUTATING = new Set(['create', 'update', 'delete']);
const OPAQUE = new Set(['opaque']);
const DELETE = new Set(['delete']);

const quoted = (values: string[]) => values.map((v) => `"${v}"`).join(', ');

/** The `operations` elements that are strings in `set` (each value once). */
function operationsIn(operations: ValueNode | undefined, set: ReadonlySet<string>): StringNode[] {
  if (!isArray(operations)) return [];
  const found = new Map<string, StringNode>();
  for (const item of operations.items)
    if (item.type === 'string' && set.has(item.value) && !found.has(item.value)) found.set(item.value, item);
  return [...found.values()];
}

/**
 * The fix for the other side: remove the operations that contradict the flag. Offered only when another operation
 * stays, so the list still says what the tool does; otherwise the operations are likely right and the flag wrong.
 * The list is rewritten whole (neighbouring removals would overlap); it is a short list of words.
 */
function removeOperationsFix(operations: ArrayNode, culprits: StringNode[]): Fix[] {
  const values = new Set(culprits.map((c) => c.value));
  const kept = operations.items.filter((item) => !(item.type === 'string' && values.has(item.value))).map((item) => toValue(item) ?? null);
  if (!kept.length) return [];
  return [{ title: `Remove ${quoted([...values])} from "operations"`, operations: replaceValue(operations, kept) }];
}

function reportFlag({ report }: RuleContext, flag: ValueNode, wanted: boolean, message: string, otherSide: () => Fix[]): void {
  const key = flag.parent?.type === 'property' ? flag.parent.keyNode.value : '';
  report({
    node: flag,
    message,
    fixes: () => [{ title: `Set "${key}" to ${wanted}`, operations: replaceValue(flag, wanted), isPreferred: true }, ...otherSide()],
  });
}

/** `metadata.strict` is false (or a value pydantic reads as false): Arcade then skips the contradiction checks. */
export const isStrictOff = (metadata: ValueNode | undefined): boolean => strictOff(TREE, metadata);

function strictOff<N>(r: Reader<N>, metadata: N | undefined): boolean {
  const strict = r.scalar(r.get(metadata, 'strict'));
  return strict === false || laxBooleanOf(strict) === false;
}

/** Whether the plain `operations` is a list with a string of `set` in it. */
function hasOperation(operations: JsonValue | undefined, set: ReadonlySet<string>): boolean {
  if (Array.isArray(operations)) for (const o of operations) if (typeof o === 'string' && set.has(o)) return true;
  return false;
}

export const metadataContradiction: Rule = {
  meta: {
    id: 'arcade/metadata-contradiction',
    defaultSeverity: 'error',
    description: "Disallow the `metadata.behavior` / `classification` combinations Arcade's catalog rejects as contradictions.",
    families: ['arcade'],
  },
  check(context) {
    if (arcadeVersion(context.association) !== 'current') return; // only the current format has ToolMetadata
    const metadata = getValue(context.doc.root, 'metadata');
    // ToolMetadata.validate_for_tool checks the contradictions only when `strict` (default true; metadata.py).
    if (isStrictOff(metadata)) return;
    const behavior = getValue(metadata, 'behavior');
    const operations = getValue(behavior, 'operations');
    const flag = (key: string, value: boolean) => {
      const node = getValue(behavior, key);
      return node?.type === 'boolean' && node.value === value ? node : undefined;
    };
    const rejected = " Arcade's catalog rejects this metadata when it builds the tool (strict mode, the default).";

    const readOnly = flag('read_only', true);
    const mutating = operationsIn(operations, MUTATING);
    const opaque = operationsIn(operations, OPAQUE);
    if (readOnly && (mutating.length || opaque.length)) {
      const culprits = [...mutating, ...opaque];
      const why = [
        mutating.length ? `${quoted(mutating.map((m) => m.value))} ${mutating.length > 1 ? 'change' : 'changes'} data` : '',
        opaque.length ? '"opaque" means the effect depends on the input, so it cannot be known to be read-only' : '',
      ].filter(Boolean);
      reportFlag(
        context,
        readOnly,
        false,
        `"read_only": true contradicts the operations: ${why.join(', and ')}.${rejected} Set "read_only" to false, or remove the operations that are wrong.`,
        () => removeOperationsFix(operations as ArrayNode, culprits),
      );
    }

    const notDestructive = flag('destructive', false);
    const deletes = operationsIn(operations, DELETE);
    if (notDestructive && deletes.length) {
      reportFlag(
        context,
        notDestructive,
        true,
        `"destructive": false contradicts the "delete" operation: a delete loses data.${rejected} Set "destructive" to true (or null when unsure), or remove "delete" if the tool does not delete.`,
        () => removeOperationsFix(operations as ArrayNode, deletes),
      );
    }

    const closedWorld = flag('open_world', false);
    const domainsProperty = getProperty(getValue(metadata, 'classification'), 'service_domains');
    const domains = domainsProperty?.valueNode;
    if (closedWorld && isArray(domains) && domains.items.length > 0) {
      reportFlag(
        context,
        closedWorld,
        true,
        `"open_world": false contradicts "service_domains": a service domain means the tool reaches an outside service.${rejected} Set "open_world" to true, or remove "service_domains" if the tool reaches no outside service.`,
        () => [{ title: 'Remove "service_domains"', operations: removeProperty(domainsProperty!) }],
      );
    }
  },
  clean({ association, value }) {
    if (arcadeVersion(association) !== 'current') return true;
    // Named reads, no closures: every clean file is asked (no key read is a member objects inherit).
    const metadata = isPlainObject(value) ? value.metadata : undefined;
    if (!isPlainObject(metadata) || strictOff(PLAIN, metadata)) return true;
    const behavior = metadata.behavior;
    if (!isPlainObject(behavior)) return true; // each contradiction has a flag of it
    const operations = behavior.operations;
    if (behavior.read_only === true && (hasOperation(operations, MUTATING) || hasOperation(operations, OPAQUE))) return false;
    if (behavior.destructive === false && hasOperation(operations, DELETE)) return false;
    if (behavior.open_world !== false) return true;
    const classification = metadata.classification;
    const domains = isPlainObject(classification) ? classification.service_domains : undefined;
    return !(Array.isArray(domains) && domains.length > 0);
  },
};
