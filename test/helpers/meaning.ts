/**
 * What a fix changes in the evaluated schemas, for the fix-safety properties: each Pedelec value of a document
 * (the JSON root, or each tool / schema of a script) as plain data with its local `$ref`s resolved the way Core
 * resolves them (written out here independently of the fix code), compared before and after a fix outside the
 * nodes the fix edits. An inline fix edits nothing, by this measure: written out, the schema is the same.
 */
import * as assert from 'node:assert/strict';
import type { Analysis } from '../../server/src/core/pipeline/analyze';
import type { Edit } from '../../server/src/core/model/edits';
import { descendants, type JsonValue, type PropertyNode, type TreeNode, type ValueNode } from '../../server/src/core/model/tree';
import { argsSchemaRoots } from '../../server/src/core/rules/pedelec/helpers/nodes';
import type { Family } from '../../server/src/core/model/catalog';

type Path = (string | number)[];

interface Unit {
  root: ValueNode;
  argsRoots: Set<TreeNode>;
}

function unitsOf(analysis: Analysis): Unit[] {
  const trees = analysis.units ?? (analysis.association ? [{ doc: analysis.doc, association: analysis.association }] : []);
  return trees.flatMap(({ doc, association }) => {
    const root = doc.root;
    if (!root) return [];
    const family = association.schema.family as Family;
    return [{ root, argsRoots: new Set<TreeNode>(family === 'arcade' ? [] : argsSchemaRoots(doc, family)) }];
  });
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The node `#/a/b` names below `root`, by RFC 6901 (a fresh reading, not the fix code's). */
function pointAt(root: TreeNode, ref: string): TreeNode | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment !== '' && !fragment.startsWith('/')) return undefined;
  let node: TreeNode | undefined = root;
  for (const raw of fragment === '' ? [] : fragment.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node?.type === 'object') node = [...node.properties].reverse().find((p) => p.keyNode.value === key)?.valueNode;
    else if (node?.type === 'array' && /^\d+$/.test(key)) node = node.items[Number(key)];
    else return undefined;
  }
  return node;
}

/** A unit's value with local references written out (a recursive one is kept as written) and definitions left out. */
function writtenOut(unit: Unit, node: TreeNode, scope: TreeNode | undefined, expanding: Set<TreeNode>): JsonValue {
  if (node.type === 'property') return writtenOut(unit, node.valueNode!, scope, expanding);
  if (unit.argsRoots.has(node)) scope = node;
  if (node.type === 'array') return node.items.map((i) => writtenOut(unit, i, scope, expanding));
  if (node.type !== 'object') return node.type === 'opaque' ? `<opaque ${node.reason}>` : node.value;
  const out: Record<string, JsonValue> = {};
  const set = (k: string, v: JsonValue) =>
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  const ref = [...node.properties].reverse().find((p) => p.keyNode.value === '$ref')?.valueNode;
  const target = scope && ref?.type === 'string' ? pointAt(scope, ref.value) : undefined;
  if (target && !expanding.has(target)) {
    expanding.add(target);
    const expanded = writtenOut(unit, target, scope, expanding);
    expanding.delete(target);
    if (expanded && typeof expanded === 'object' && !Array.isArray(expanded)) for (const [k, v] of Object.entries(expanded)) set(k, v);
  }
  for (const p of node.properties) {
    const k = p.keyNode.value;
    if ((k === '$ref' && target && !expanding.has(target)) || (node === scope && (k === '$defs' || k === 'definitions'))) continue;
    if (p.valueNode) set(k, writtenOut(unit, p.valueNode, scope, expanding));
  }
  return out;
}

/** The local references of a unit that point at something: a fix must not leave one of them pointing at nothing. */
function resolvingRefs(unit: Unit): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const walk = (node: TreeNode, scope: TreeNode | undefined, path: Path) => {
    if (unit.argsRoots.has(node)) scope = node;
    if (node.type === 'array') node.items.forEach((i, n) => walk(i, scope, [...path, n]));
    if (node.type !== 'object') return;
    for (const p of node.properties) {
      const v = p.valueNode;
      if (!v) continue;
      if (p.keyNode.value === '$ref' && v.type === 'string' && scope && v.value.startsWith('#'))
        out.set(`${JSON.stringify(path)} ${v.value}`, pointAt(scope, v.value) !== undefined);
      walk(v, scope, [...path, p.keyNode.value]);
    }
  };
  walk(unit.root, undefined, []);
  return out;
}

/** The JSON path of a node below `root` (a script's value may hang below a call's arguments). */
function pathOf(node: TreeNode, root: TreeNode): Path {
  const path: Path = [];
  for (let n: TreeNode = node; n !== root && n.parent; n = n.parent) {
    const parent: TreeNode = n.parent;
    if (parent.type === 'property') path.unshift(parent.keyNode.value);
    else if (parent.type === 'array') path.unshift(parent.items.indexOf(n as ValueNode));
  }
  return path;
}

/**
 * Per unit, the paths of the innermost values holding an edit (an edit of a key or of a member's text is its
 * object's). In code a value can be written apart from its container (a constant) and used twice: every use counts.
 */
function touchedPaths(unit: Unit, edits: readonly Edit[]): Path[] {
  const values = [...descendants(unit.root)].filter(
    (n) => n.type !== 'property' && !(n.parent?.type === 'property' && n.parent.keyNode === n),
  );
  const properties = [...descendants(unit.root)].filter((n): n is PropertyNode => n.type === 'property');
  return edits.flatMap((e) => {
    // An insertion at a value's edge (after `true`, before `{`) is its container's edit, not the value's.
    const holds = (n: TreeNode) =>
      e.length === 0
        ? n.offset < e.offset && e.offset < n.offset + n.length
        : n.offset <= e.offset && e.offset + e.length <= n.offset + n.length;
    // A member written apart from its object (`{ ...base }`): removing or editing it is that object's edit.
    const covered = (p: TreeNode) => e.length > 0 && e.offset <= p.offset && p.offset + p.length <= e.offset + e.length;
    const coveredAbove = (p: TreeNode) => {
      for (let n = p.parent; n; n = n.parent) if (covered(n)) return true;
      return false;
    };
    const members = properties.filter((p) => holds(p) || (covered(p) && !coveredAbove(p))).map((p) => p.parent);
    // An element removed or replaced whole: its array's edit.
    const elements = values
      .filter((n) => n.parent?.type === 'array' && covered(n) && !covered(n.parent) && (e.newText === '' || !holds(n)))
      .map((n) => n.parent!);
    const holding = [...new Set([...values.filter((n) => holds(n) && !(e.newText === '' && covered(n))), ...members, ...elements])];
    // The container of what is edited answers for it (a fix may turn a value into another shape around it).
    return holding.filter((n) => !holding.some((m) => m !== n && within(m, n))).map((n) => pathOf(n, unit.root).slice(0, -1));
  });
}

function within(inner: TreeNode, outer: TreeNode): boolean {
  for (let n: TreeNode | undefined = inner; n; n = n.parent) if (n === outer) return true;
  return false;
}

const overlaps = (a: Path, b: Path) => a.slice(0, Math.min(a.length, b.length)).every((s, i) => s === b[i]);

/** An edit in a definition is an edit wherever a reference to it is written out: those places count as edited too. */
function throughReferences(unit: Unit, touched: Path[]): Path[] {
  const refs: { holder: Path; target: Path }[] = [];
  const walk = (node: TreeNode, scope: TreeNode | undefined) => {
    if (unit.argsRoots.has(node)) scope = node;
    if (node.type === 'array') node.items.forEach((i) => walk(i, scope));
    if (node.type !== 'object') return;
    for (const p of node.properties) {
      const v = p.valueNode;
      const target = v?.type === 'string' && p.keyNode.value === '$ref' && scope ? pointAt(scope, v.value) : undefined;
      if (target) refs.push({ holder: pathOf(node, unit.root), target: pathOf(target, unit.root) });
      if (v) walk(v, scope);
    }
  };
  walk(unit.root, undefined);
  const out = [...touched];
  for (let grew = true; grew;) {
    grew = false;
    for (const r of refs)
      if (out.some((t) => overlaps(t, r.target)) && !out.some((t) => t.length <= r.holder.length && overlaps(t, r.holder))) {
        out.push(r.holder);
        grew = true;
      }
  }
  return out;
}

function compare(before: JsonValue, after: JsonValue, path: Path, touched: Path[], what: string): void {
  if (touched.some((t) => t.length <= path.length && t.every((s, i) => s === path[i]))) return;
  const where = `${what}: the value at /${path.join('/')} changed, which the fix does not edit (it edits ${JSON.stringify(touched)})`;
  const isObj = (v: JsonValue): v is Record<string, JsonValue> => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (Array.isArray(before) && Array.isArray(after)) {
    assert.equal(after.length, before.length, where);
    before.forEach((b, i) => compare(b, after[i], [...path, i], touched, what));
  } else if (isObj(before) && isObj(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const k of keys) {
      if (!own(before, k) || !own(after, k)) {
        if (!touched.some((t) => t.length <= path.length + 1 && t.every((s, i) => s === [...path, k][i])))
          assert.fail(`${where} (key "${k}" ${own(before, k) ? 'removed' : 'added'})`);
        continue;
      }
      compare(before[k], after[k], [...path, k], touched, what);
    }
  } else assert.deepEqual(after, before, where);
}

function at(value: JsonValue, path: Path): JsonValue | undefined {
  let v: JsonValue | undefined = value;
  for (const s of path) v = v !== null && typeof v === 'object' ? (v as Record<string, JsonValue>)[s as string] : undefined;
  return v;
}

/**
 * A fix changes the evaluated schemas only inside the values it edits (an inline fix: nowhere, once references are
 * written out), and leaves no local reference that resolved pointing at nothing (a definition lost). `edits`
 * undefined: many fixes at once (fix-all), judged only on what references point at: none left dangling, and none
 * dropped with the schema it stood for (what was `"filter": { "$ref": … }` still has the referenced type).
 */
export function assertMeaningKept(before: Analysis, after: Analysis, edits: readonly Edit[] | undefined, title: string): void {
  const was = unitsOf(before);
  const now = unitsOf(after);
  if (was.length !== now.length) return; // a fix that changes which values are tools is judged by the other checks
  was.forEach((unit, i) => {
    const refsBefore = resolvingRefs(unit);
    const refsAfter = resolvingRefs(now[i]);
    for (const [ref, resolves] of refsAfter)
      if (refsBefore.get(ref) && !resolves) assert.fail(`"${title}" left ${ref} pointing at nothing: a definition still used was removed`);
    const whole = writtenOut(unit, unit.root, undefined, new Set());
    const wholeAfter = writtenOut(now[i], now[i].root, undefined, new Set());
    if (!edits) {
      for (const [ref, resolved] of refsBefore) {
        if (!resolved || refsAfter.has(ref)) continue;
        const path = JSON.parse(ref.slice(0, ref.indexOf(' '))) as Path;
        const type = (at(whole, path) as Record<string, JsonValue> | undefined)?.type;
        const now = at(wholeAfter, path);
        if (type !== undefined && now && typeof now === 'object' && !Array.isArray(now) && Object.keys(now).length)
          assert.deepEqual(now.type, type, `"${title}" removed ${ref} without writing out the schema it points at`);
        else if (type !== undefined && now !== undefined)
          assert.fail(`"${title}" removed ${ref} without writing out the schema it points at`);
      }
      return;
    }
    // A migration says it rewrites the whole document; an inline says it rewrites nothing (written out).
    if (/^Migrate /.test(title)) return;
    // One span from the first edit to the last (how an adapter splits a change into edits is not what is judged),
    // and each edit on its own: an insertion at a value's edge (a key added after `properties`) is its container's.
    const from = Math.min(...edits.map((e) => e.offset));
    const to = Math.max(...edits.map((e) => e.offset + e.length));
    const span = edits.length > 1 ? [{ offset: from, length: to - from, newText: edits.map((e) => e.newText).join('') }] : edits;
    const paths = edits.length > 1 ? [...touchedPaths(unit, span), ...touchedPaths(unit, edits)] : touchedPaths(unit, span);
    const touched = /^Inline /.test(title) ? [] : throughReferences(unit, paths);
    compare(whole, wholeAfter, [], touched, `"${title}"`);
  });
}
