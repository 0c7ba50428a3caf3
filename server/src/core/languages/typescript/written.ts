/**
 * How the evaluated tree maps back to the literals as written, for fixes. An evaluated object can merge several
 * literals (`{ ...base, description: '…' }`) and an array element can be a name (`items: [point]`), so the tree's
 * own containers and spans are not always what an edit must touch: these maps say what is.
 */
import type { KeyNode, Span, TreeNode } from '../../model/tree';

/** An object or array literal as written: its span and the span of each element (properties, spreads, methods). */
export interface WrittenLiteral extends Span {
  items: Span[];
}

export interface WrittenItem {
  /** The literal the item is an element of. */
  literal: WrittenLiteral;
  /** The element as written (`'a' as const`, `point`), which may be larger than, or elsewhere than, the node. */
  span: Span;
}

const items = new WeakMap<TreeNode, WrittenItem>();
const literals = new WeakMap<TreeNode, WrittenLiteral>();
const keys = new WeakMap<KeyNode, KeyStyle>();

export type KeyStyle = 'identifier' | "'" | '"' | 'number';

export const recordItem = (node: TreeNode, item: WrittenItem) => void items.set(node, item);
export const writtenItem = (node: TreeNode) => items.get(node);
/** The literal an evaluated object or array was written as (for a merged object, the literal holding the spreads). */
export const recordLiteral = (node: TreeNode, literal: WrittenLiteral) => void literals.set(node, literal);
export const writtenLiteral = (node: TreeNode) => literals.get(node);
export const recordKeyStyle = (key: KeyNode, style: KeyStyle) => void keys.set(key, style);
export const keyStyle = (key: KeyNode) => keys.get(key);
const overrides = new WeakMap<TreeNode, TreeNode>();

/** A property that overrides an earlier one of its key (`{ ...base, format: 'y' }`): the earlier, still written. */
export const recordOverride = (property: TreeNode, earlier: TreeNode) => void overrides.set(property, earlier);
export const overridden = (property: TreeNode) => overrides.get(property);
