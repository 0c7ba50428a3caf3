/**
 * Does a JSON value satisfy a Pedelec schema node? Used to check `default` and `examples`. Says what is wrong in
 * one phrase, or undefined when the value fits. Patterns are matched with RE2 (never the JavaScript engine).
 */
import { getValue, isArray, isObject, type JsonValue, type ObjectNode } from '../../../model/tree';
import { declaredType } from './nodes';
import { safeMatches } from './patterns';
import { enumHas, hasDuplicates } from './valueSet';
import type { PedelecType } from './keywords';
import { plural } from '../../../model/wording';

const MAX_DEPTH = 64;

export function jsonTypeOf(v: JsonValue): PedelecType | 'null' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as 'string' | 'boolean' | 'object';
}

/** Whether a value is of a Pedelec type (an integer is also a number). */
export function hasType(v: JsonValue, type: PedelecType): boolean {
  const t = jsonTypeOf(v);
  return t === type || (type === 'number' && t === 'integer');
}

export function deepEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  const ob = b as Record<string, JsonValue>;
  return ka.length === kb.length && ka.every((k) => k in ob && deepEqual((a as Record<string, JsonValue>)[k], ob[k]));
}

const num = (node: ObjectNode, key: string) => {
  const v = getValue(node, key);
  return v?.type === 'number' ? (v.value as number) : undefined;
};

const show = (v: JsonValue) => {
  const s = JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/** Why `value` does not fit `node`, or undefined. */
export function violation(value: JsonValue, node: ObjectNode, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const oneOf = getValue(node, 'oneOf');
  if (isArray(oneOf) && oneOf.items.length) {
    const fits = oneOf.items.filter((b) => isObject(b) && violation(value, b, depth + 1) === undefined).length;
    if (fits === 0) return `${show(value)} matches none of the oneOf alternatives`;
    if (fits > 1) return `${show(value)} matches ${fits} oneOf alternatives where exactly one must match`;
  }
  const type = declaredType(node);
  if (!type) return undefined;
  if (!hasType(value, type)) return `${show(value)} is not of type ${type}`;
  const enumNode = getValue(node, 'enum');
  if (isArray(enumNode) && enumNode.items.length) {
    if (!enumHas(enumNode, value)) return `${show(value)} is not one of the enum values`;
  }
  if (typeof value === 'number') {
    const min = num(node, 'minimum');
    const max = num(node, 'maximum');
    if (min !== undefined && value < min) return `${value} is below the minimum ${min}`;
    if (max !== undefined && value > max) return `${value} is above the maximum ${max}`;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    const min = num(node, 'minLength');
    const max = num(node, 'maxLength');
    if (min !== undefined && length < min) return `${show(value)} is shorter than minLength ${min}`;
    if (max !== undefined && length > max) return `${show(value)} is longer than maxLength ${max}`;
    const pattern = getValue(node, 'pattern');
    if (pattern?.type === 'string' && safeMatches(pattern.value, value) === false) return `${show(value)} does not match the pattern`;
  }
  if (Array.isArray(value)) return arrayViolation(value, node, depth);
  if (typeof value === 'object' && value !== null) return objectViolation(value, node, depth);
  return undefined;
}

function arrayViolation(value: JsonValue[], node: ObjectNode, depth: number): string | undefined {
  const min = num(node, 'minItems');
  const max = num(node, 'maxItems');
  if (min !== undefined && value.length < min) return `the array has ${plural(value.length, 'element')}, fewer than minItems ${min}`;
  if (max !== undefined && value.length > max) return `the array has ${plural(value.length, 'element')}, more than maxItems ${max}`;
  const unique = getValue(node, 'uniqueItems');
  if (unique?.type === 'boolean' && unique.value && hasDuplicates(value)) {
    return 'the array has duplicate elements but uniqueItems is true';
  }
  const items = getValue(node, 'items');
  if (isObject(items)) {
    for (let i = 0; i < value.length; i++) {
      const why = violation(value[i], items, depth + 1);
      if (why) return `element ${i}: ${why}`;
    }
  }
  return undefined;
}

function objectViolation(value: { [key: string]: JsonValue }, node: ObjectNode, depth: number): string | undefined {
  const required = getValue(node, 'required');
  if (isArray(required)) {
    for (const r of required.items) if (r.type === 'string' && !(r.value in value)) return `required property "${r.value}" is missing`;
  }
  const properties = getValue(node, 'properties');
  if (isObject(properties)) {
    for (const p of properties.properties) {
      const key = p.keyNode.value;
      if (!(key in value) || !isObject(p.valueNode)) continue;
      const why = violation(value[key], p.valueNode, depth + 1);
      if (why) return `property "${key}": ${why}`;
    }
  }
  return undefined;
}
