/**
 * The nodes of a tree valueTree.ts makes from JSON.parse's value. A container makes its children when they are first
 * read (most rules read the plain value, and the tree rules only the few members they look up), and every node's
 * span is computed when the first one is read, for the whole tree at once (Placement). Fields are assigned in the
 * constructors, never declared with initializers: class fields are defined one by one, which made building these
 * trees 5× slower.
 */
import type { ArrayNode, JsonValue, KeyNode, ObjectNode, PropertyNode, ValueNode } from '../../model/tree';
import { GIVE_UP, PositionWalk } from './positionWalk';

type Parent = PropertyNode | ArrayNode | ObjectNode;

/** The tree's spans, computed once, when the first is read. */
export class Placement {
  root: ValueNode | undefined;
  placed = false;

  constructor(readonly text: string) {}

  /** Positions the tree now (making every node): gives up (GIVE_UP) where the text is not written as the tree reads. */
  place(): void {
    const walk = new PositionWalk(this.text);
    walk.node(this.root!);
    walk.skipSpace();
    if (walk.pos !== this.text.length) throw GIVE_UP;
    this.placed = true; // the walk only sets spans, never reads one: nothing asks for a place before it is done
  }

  /** Positions the tree on a first read of a span. parseValueTree positioned every text this could give up on. */
  ensure(): void {
    if (this.placed) return;
    try {
      this.place();
    } catch (e) {
      throw e === GIVE_UP ? new Error('the JSON tree could not be positioned in its text') : e;
    }
  }
}

/** The node of a value JSON.parse gave; a container's children are made when first read. */
export function lazyNode(placement: Placement, value: JsonValue, parent: Parent | undefined): ValueNode {
  if (value === null) return new LazyScalar(placement, 'null', value, parent) as ValueNode;
  switch (typeof value) {
    case 'string':
      return new LazyScalar(placement, 'string', value, parent) as ValueNode;
    case 'number':
      return new LazyScalar(placement, 'number', value, parent) as ValueNode;
    case 'boolean':
      return new LazyScalar(placement, 'boolean', value, parent) as ValueNode;
  }
  return Array.isArray(value) ? new LazyArray(placement, value, parent) : new LazyObject(placement, value, parent);
}

/** A node whose span is computed (for the whole tree) when it is first read. */
abstract class LazySpan {
  declare private start: number;
  declare private size: number;
  declare parent?: Parent;
  declare protected readonly placement: Placement;

  constructor(placement: Placement, parent: Parent | undefined) {
    this.start = 0;
    this.size = 0;
    this.parent = parent;
    this.placement = placement;
  }

  get isPlaced(): boolean {
    return this.placement.placed;
  }

  get offset(): number {
    if (!this.placement.placed) this.placement.ensure();
    return this.start;
  }

  set offset(offset: number) {
    this.start = offset;
  }

  get length(): number {
    if (!this.placement.placed) this.placement.ensure();
    return this.size;
  }

  set length(length: number) {
    this.size = length;
  }
}

/** Whether a tree parseValueTree built has had its spans computed (a test counts what a clean file costs). */
export const isPositioned = (node: ValueNode): boolean => !(node instanceof LazySpan) || node.isPlaced;

/** Whether a container's children have been made (a node of another tree has them from the start): a test counts. */
export const childrenMade = (node: ValueNode): boolean => !(node instanceof LazyArray || node instanceof LazyObject) || node.childrenMade;

class LazyScalar extends LazySpan {
  declare readonly type: 'null' | 'boolean' | 'string' | 'number';
  declare readonly value: null | boolean | string | number;

  constructor(placement: Placement, type: LazyScalar['type'], value: LazyScalar['value'], parent: Parent | undefined) {
    super(placement, parent);
    this.type = type;
    this.value = value;
  }
}

class LazyArray extends LazySpan implements ArrayNode {
  declare readonly type: 'array';
  declare private readonly source: JsonValue[];
  declare private made: ValueNode[] | undefined;

  constructor(placement: Placement, source: JsonValue[], parent: Parent | undefined) {
    super(placement, parent);
    this.type = 'array';
    this.source = source;
    this.made = undefined;
  }

  get childrenMade(): boolean {
    return this.made !== undefined;
  }

  get items(): ValueNode[] {
    if (this.made) return this.made;
    const { source, placement } = this;
    const items: ValueNode[] = new Array(source.length);
    for (let i = 0; i < source.length; i++) items[i] = lazyNode(placement, source[i], this);
    return (this.made = items);
  }
}

class LazyObject extends LazySpan implements ObjectNode {
  declare readonly type: 'object';
  declare private readonly source: { [key: string]: JsonValue };
  declare private made: PropertyNode[] | undefined;

  constructor(placement: Placement, source: { [key: string]: JsonValue }, parent: Parent | undefined) {
    super(placement, parent);
    this.type = 'object';
    this.source = source;
    this.made = undefined;
  }

  get childrenMade(): boolean {
    return this.made !== undefined;
  }

  get properties(): PropertyNode[] {
    if (this.made) return this.made;
    const { source, placement } = this;
    // JSON.parse makes every key an own property (`__proto__` included), in the engine's order.
    const keys = Object.keys(source);
    const properties: PropertyNode[] = new Array(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const property = new LazyProperty(placement, this, keys[i]);
      property.valueNode = lazyNode(placement, source[keys[i]], property);
      properties[i] = property;
    }
    return (this.made = properties);
  }
}

class LazyProperty extends LazySpan implements PropertyNode {
  declare readonly type: 'property';
  declare parent: ObjectNode;
  declare keyNode: KeyNode;
  declare valueNode?: ValueNode;

  constructor(placement: Placement, parent: ObjectNode, key: string) {
    super(placement, parent);
    this.type = 'property';
    this.keyNode = new LazyKey(placement, key, this);
    this.valueNode = undefined;
  }
}

class LazyKey extends LazySpan implements KeyNode {
  declare readonly type: 'string';
  declare readonly value: string;
  declare parent: PropertyNode;

  constructor(placement: Placement, value: string, parent: PropertyNode) {
    super(placement, parent);
    this.type = 'string';
    this.value = value;
  }
}
