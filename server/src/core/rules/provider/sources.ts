/**
 * Where in the author's source a provider fault comes from: looked up only for a fault to report, so a clean
 * document's subjects (subjects.ts) never need its tree. A document with a parsed value (the CLI's fast path) needs
 * none either: the fault's place is found in its plain value, then that path's span in the text (model/document.ts
 * `parsedSpan`), by the same lookups, charged the same.
 */
import type { SchemaDocument } from '../../model/document';
import type { Family } from '../../model/catalog';
import { getProperty, getValue, isArray, isObject, type JsonValue, type Span, type TreeNode } from '../../model/tree';
import { charge } from '../../model/work';
import type { SchemaPath, Violation } from './checkSchema';
import type { Subject } from './subjects';

/** The source node of a violation of an Arcade or Pedelec subject: the name's, or the place in the schema's. */
export const sourceNode = (doc: SchemaDocument, family: Family, subject: Subject, v: Violation): TreeNode | undefined =>
  locate(treeReader, doc.root, family, subject, v);

/** The span of that node, for a document with a parsed value, found without building the tree. */
export function sourceSpan(doc: SchemaDocument, value: JsonValue, family: Family, subject: Subject, v: Violation): Span | undefined {
  const place = locate(plainReader, { value, parent: undefined, step: undefined, key: false }, family, subject, v);
  return place && doc.parsedSpan(pathOf(place), place.key);
}

/** What finding a source reads of a place: a node of the tree, or a place in the plain value. */
interface Reader<P> {
  /** The value of the member `key` of an object (getValue). */
  member(at: P | undefined, key: string): P | undefined;
  /** The key of that member, as written. */
  memberKey(at: P | undefined, key: string): P | undefined;
  /** An array's item (undefined for anything but an array). */
  item(at: P | undefined, index: number): P | undefined;
  /** An array's length; -1 for anything but an array. */
  length(at: P | undefined): number;
  isObject(at: P | undefined): boolean;
  /** The string there, if it is one. */
  string(at: P | undefined): string | undefined;
}

const treeReader: Reader<TreeNode> = {
  member: getValue,
  memberKey: (at, key) => getProperty(at, key)?.keyNode,
  item: (at, index) => (isArray(at) ? at.items[index] : undefined),
  length: (at) => (isArray(at) ? at.items.length : -1),
  isObject,
  string: (at) => (at?.type === 'string' ? at.value : undefined),
};

/**
 * A place in a plain value: the value there, and the step to it from its parent's (a member's key, when `key`). The
 * path is put together only for the place found: a lookup passes many places (every parameter's name) on its way.
 */
interface PlainPlace {
  value: JsonValue;
  parent?: PlainPlace;
  step?: string | number;
  key: boolean;
}

function pathOf(place: PlainPlace): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: PlainPlace | undefined = place; at?.parent; at = at.parent) path.push(at.step!);
  return path.reverse();
}

const hasOwn = Object.prototype.hasOwnProperty;
const isRecord = (at: PlainPlace | undefined): at is PlainPlace & { value: Record<string, JsonValue> } =>
  !!at && !at.key && at.value !== null && typeof at.value === 'object' && !Array.isArray(at.value);

/** The tree's lookups on the plain value: an object's member charged as getProperty charges it. */
const plainReader: Reader<PlainPlace> = {
  member(at, key) {
    if (!isRecord(at)) return undefined;
    charge();
    return hasOwn.call(at.value, key) ? { value: at.value[key], parent: at, step: key, key: false } : undefined;
  },
  memberKey(at, key) {
    if (!isRecord(at)) return undefined;
    charge();
    return hasOwn.call(at.value, key) ? { value: key, parent: at, step: key, key: true } : undefined;
  },
  item: (at, index) =>
    at && !at.key && Array.isArray(at.value) && index < at.value.length
      ? { value: at.value[index], parent: at, step: index, key: false }
      : undefined,
  length: (at) => (at && !at.key && Array.isArray(at.value) ? at.value.length : -1),
  isObject: isRecord,
  string: (at) => (typeof at?.value === 'string' ? at.value : undefined),
};

function locate<P>(read: Reader<P>, root: P | undefined, family: Family, subject: Subject, v: Violation): P | undefined {
  if (family === 'arcade') {
    if (!read.isObject(root)) return undefined;
    return v.where === 'name'
      ? (read.member(root, 'fully_qualified_name') ?? read.member(root, 'name'))
      : arcadeSource(read, root, v.path, v.key);
  }
  if (family === 'pedelec-args') return v.where === 'name' ? undefined : schemaSource(read, root, v.path, v.key);
  const tool = family === 'pedelec-tool' ? root : toolAt(read, root, subject.tool);
  if (v.where === 'name') return read.member(tool, 'name');
  return schemaSource(read, read.member(tool, 'argsSchema') ?? read.member(tool, 'input'), v.path, v.key);
}

function toolAt<P>(read: Reader<P>, root: P | undefined, index: number | undefined): P | undefined {
  const tools = read.member(root, 'tools');
  return index === undefined ? undefined : read.item(tools, index);
}

/** A place in a schema shown as written: the keyword at fault where there is one, else the schema node there. */
function schemaSource<P>(read: Reader<P>, schema: P | undefined, path: SchemaPath, key: string | undefined): P | undefined {
  const node = atPath(read, schema, path);
  return (key !== undefined ? read.memberKey(node, key) : undefined) ?? node ?? schema;
}

/** model/tree.ts `nodeAtPath`, through a reader. */
function atPath<P>(read: Reader<P>, root: P | undefined, path: SchemaPath): P | undefined {
  let at = root;
  for (const segment of path) {
    if (typeof segment === 'number' && read.length(at) >= 0) at = read.item(at, segment);
    else if (read.isObject(at)) at = read.member(at, String(segment));
    else return undefined;
  }
  return at;
}

/**
 * The source of a place in the converted parameters schema: `properties/<parameter>` is the parameter's
 * `value_schema`, then `properties/<field>` a field of `properties`, `items` the element (`inner_val_type`,
 * `inner_properties`). A fault of a value schema as a whole is reported on its `val_type`.
 */
function arcadeSource<P>(read: Reader<P>, root: P, path: SchemaPath, key: string | undefined): P | undefined {
  const input = read.member(root, 'input');
  const params = read.member(input, 'parameters');
  if (path[0] !== 'properties' || typeof path[1] !== 'string') return params ?? input ?? root;
  let param: P | undefined;
  for (let i = 0, n = read.length(params); i < n && !param; i++) {
    const item = read.item(params, i);
    if (read.string(read.member(item, 'name')) === path[1]) param = item;
  }
  let vs = read.member(param, 'value_schema');
  if (!vs) return param ?? params;
  let inner = false;
  for (let i = 2; i < path.length; i++) {
    if (path[i] === 'items') inner = true;
    else if (path[i] === 'properties' && typeof path[i + 1] === 'string') {
      const field = read.member(read.member(vs, inner ? 'inner_properties' : 'properties'), String(path[i + 1]));
      if (!field) break;
      vs = field;
      inner = false;
      i++;
    } else break;
  }
  if (key === 'enum') return read.member(vs, 'enum') ?? read.member(vs, 'val_type');
  return (inner ? read.member(vs, 'inner_val_type') : undefined) ?? read.member(vs, 'val_type') ?? vs;
}
