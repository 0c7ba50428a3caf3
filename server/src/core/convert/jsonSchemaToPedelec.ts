/**
 * A full JSON Schema (OpenAPI, zod-to-json-schema output) turned into Pedelec's args-schema subset: local `$ref`s
 * are inlined, keywords the subset does not have are dropped and listed, and what cannot be expressed at all
 * (a recursive reference, a tuple, a node with no type) is a ConvertError. The subset is keywords.ts's table.
 */
import type { JsonValue } from '../model/tree';
import { isSupported, PEDELEC_TYPES, SUPPORTED, unsupportedKeyword, type PedelecType } from '../rules/pedelec/helpers/keywords';
import { ANNOTATIONS, localRefPath } from '../rules/pedelec/helpers/inlining';
import { setOwn } from '../hosts/providerSchema';
import { ConvertError, isJsonObject, NO_NULL_TYPE, pointer, type ConversionNote, type JsonObject } from '../hosts/types';

/** Kept beside a `$ref` or a union: the quick fix that inlines a reference keeps the same ones (rules/pedelec/helpers/inlining.ts). */
const METADATA = ANNOTATIONS;

interface Context {
  document: JsonValue;
  notes: ConversionNote[];
  /** The references being inlined, outermost first: a reference to one of them is recursive. */
  inlining: string[];
  /** Schema nodes produced so far: references used many times over can multiply the output without end. */
  produced: { count: number };
}

/** More nodes than any hand-written args schema has; past it, inlining is taken to have run away. */
const MAX_OUTPUT_NODES = 100_000;

/** Converts the schema at `rootPointer` of `document` (its references resolve against the whole document). */
export function jsonSchemaToPedelec(document: JsonValue, notes: ConversionNote[], rootPointer = ''): JsonObject {
  const ctx: Context = { document, notes, inlining: [], produced: { count: 0 } };
  const result = convertNode(resolvePointer(document, rootPointer, rootPointer || '/'), rootPointer, ctx);
  if (result.type !== 'object') {
    throw new ConvertError(
      rootPointer,
      `the root schema is ${result.type ? `of type "${String(result.type)}"` : 'not a single type'}; a Pedelec argsSchema must be an object.`,
    );
  }
  if (!('properties' in result)) result.properties = {};
  return result;
}

const drop = (ctx: Context, path: string, why: string) => ctx.notes.push({ path, message: `dropped: ${why}` });

/** Why a keyword the subset does not have was dropped, in a converter's words where the linter's do not fit. */
function whyDropped(keyword: string): string {
  if (keyword === '$defs' || keyword === 'definitions') return 'its schemas are inlined where they are referenced.';
  if (keyword === '$schema') return 'an argsSchema carries no `$schema`.';
  if (keyword === 'nullable') return NO_NULL_TYPE;
  return unsupportedKeyword(keyword).instead;
}

function resolvePointer(document: JsonValue, ref: string, at: string): JsonValue {
  let node: JsonValue | undefined = document;
  for (const raw of ref.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node)
      ? node[Number(key)]
      : isJsonObject(node) && Object.prototype.hasOwnProperty.call(node, key)
        ? node[key]
        : undefined;
    if (node === undefined) throw new ConvertError(at, `"${ref}" points at nothing in this document.`);
  }
  return node;
}

function convertNode(raw: JsonValue, path: string, ctx: Context): JsonObject {
  if (raw === true || raw === false) throw new ConvertError(path, `the schema \`${raw}\` has no type: Pedelec needs a typed node here.`);
  if (!isJsonObject(raw)) throw new ConvertError(path, 'a schema must be an object.');
  if (++ctx.produced.count > MAX_OUTPUT_NODES)
    throw new ConvertError(path, `inlining the references would produce more than ${MAX_OUTPUT_NODES} schema nodes.`);
  if (typeof raw.$ref === 'string') return inlineRef(raw, raw.$ref, path, ctx);
  if (Array.isArray(raw.allOf)) return mergeAllOf(raw, raw.allOf, path, ctx);
  if (Array.isArray(raw.oneOf) || Array.isArray(raw.anyOf)) return union(raw, path, ctx);
  const types = typesOf(raw, path, ctx);
  if (types.length === 1) return typedNode(raw, types[0], path, ctx);
  // Several types: one branch per type, the shared metadata on the node that holds them.
  const out = metadataOf(raw);
  const shared = Object.fromEntries(Object.entries(raw).filter(([k]) => !METADATA.includes(k)));
  out.oneOf = types.map((t) => typedNode(shared, t, path, ctx));
  ctx.notes.push({ path: pointer(path, 'type'), message: `changed: the type list became a oneOf of ${types.join(', ')}.` });
  return out;
}

function inlineRef(raw: JsonObject, ref: string, path: string, ctx: Context): JsonObject {
  if (!ref.startsWith('#'))
    throw new ConvertError(
      pointer(path, '$ref'),
      `"${ref}" is not a reference into this document; Pedelec cannot resolve it and neither can this converter.`,
    );
  const segments = localRefPath(ref);
  if (!segments)
    throw new ConvertError(
      pointer(path, '$ref'),
      `"${ref}" is not a path into this document (\`#/…\`): an anchor or a malformed fragment cannot be resolved here.`,
    );
  const target = segments.reduce(pointer, '');
  if (ctx.inlining.includes(target))
    throw new ConvertError(
      pointer(path, '$ref'),
      `"${ref}" refers to itself through ${ctx.inlining.join(' → ')}: a recursive schema cannot be inlined, and Pedelec has no references.`,
    );
  const resolved = resolvePointer(ctx.document, target, pointer(path, '$ref'));
  const out = convertNode(resolved, target, { ...ctx, inlining: [...ctx.inlining, target] });
  ctx.notes.push({ path: pointer(path, '$ref'), message: `inlined "${ref}".` });
  // The reference's own description/default/examples win (as a spread with overrides would).
  for (const [key, value] of Object.entries(raw)) {
    if (key === '$ref') continue;
    if (METADATA.includes(key)) setOwn(out, key, value);
    else
      drop(
        ctx,
        pointer(path, key),
        isSupported(key) ? 'next to `$ref`, only description, default and examples are kept.' : whyDropped(key),
      );
  }
  return out;
}

/** `allOf` of object schemas merges into one object (what an intersection of shapes means); anything else cannot. */
function mergeAllOf(raw: JsonObject, parts: JsonValue[], path: string, ctx: Context): JsonObject {
  const { allOf: _, ...rest } = raw;
  const branches = parts.map((p, i) => convertNode(p, pointer(pointer(path, 'allOf'), i), ctx));
  if (Object.keys(rest).length) branches.push(convertNode(rest, path, ctx));
  if (branches.length === 1) return branches[0];
  if (!branches.every((b) => b.type === 'object'))
    throw new ConvertError(
      pointer(path, 'allOf'),
      '`allOf` can be converted only when every part is an object schema (then they merge into one).',
    );
  const merged: JsonObject = { type: 'object', properties: {} };
  const required: string[] = [];
  for (const b of branches) {
    for (const [k, v] of Object.entries(b)) {
      if (k === 'properties' && isJsonObject(v)) {
        for (const [name, schema] of Object.entries(v)) {
          if (Object.prototype.hasOwnProperty.call(merged.properties, name))
            throw new ConvertError(pointer(path, 'allOf'), `two parts of \`allOf\` define the property "${name}"; merge them by hand.`);
          setOwn(merged.properties as JsonObject, name, schema);
        }
      } else if (k === 'required' && Array.isArray(v)) required.push(...(v as string[]));
      else if (k !== 'type') setOwn(merged, k, v);
    }
  }
  if (required.length) merged.required = [...new Set(required)];
  ctx.notes.push({
    path: pointer(path, 'allOf'),
    message: `changed: the ${branches.length} object schemas of \`allOf\` were merged into one.`,
  });
  return merged;
}

function union(raw: JsonObject, path: string, ctx: Context): JsonObject {
  const key = Array.isArray(raw.oneOf) ? 'oneOf' : 'anyOf';
  const branches: JsonObject[] = [];
  (raw[key] as JsonValue[]).forEach((b, i) => {
    const at = pointer(pointer(path, key), i);
    if (isJsonObject(b) && b.type === 'null') drop(ctx, at, `the null alternative: ${NO_NULL_TYPE}`);
    else branches.push(convertNode(b, at, ctx));
  });
  if (branches.length === 0) throw new ConvertError(pointer(path, key), `no alternative of \`${key}\` is left once null is dropped.`);
  for (const k of Object.keys(raw)) {
    if (k !== key && !METADATA.includes(k))
      drop(ctx, pointer(path, k), isSupported(k) ? `next to \`${key}\`, only description, default and examples are kept.` : whyDropped(k));
  }
  const meta = metadataOf(raw);
  if (key === 'anyOf' && branches.length > 1) {
    ctx.notes.push({
      path: pointer(path, 'anyOf'),
      message: 'changed: `anyOf` became `oneOf` (Pedelec has no anyOf): an argument that matches two alternatives is now rejected.',
    });
  }
  return branches.length === 1 ? { ...branches[0], ...meta } : { ...meta, oneOf: branches };
}

function typesOf(raw: JsonObject, path: string, ctx: Context): PedelecType[] {
  const declared = typeof raw.type === 'string' ? [raw.type] : Array.isArray(raw.type) ? raw.type : undefined;
  if (declared) {
    const types = declared.filter((t): t is PedelecType => (PEDELEC_TYPES as readonly JsonValue[]).includes(t));
    if (declared.includes('null')) drop(ctx, pointer(path, 'type'), `"null": ${NO_NULL_TYPE}`);
    if (types.length === 0)
      throw new ConvertError(pointer(path, 'type'), `the type ${JSON.stringify(raw.type)} has no Pedelec equivalent.`);
    return types;
  }
  if (raw.nullable !== undefined) drop(ctx, pointer(path, 'nullable'), NO_NULL_TYPE);
  if (isJsonObject(raw.properties) || Array.isArray(raw.required)) return ['object'];
  if (raw.items !== undefined) return ['array'];
  const values = Array.isArray(raw.enum) ? raw.enum : raw.const !== undefined ? [raw.const] : [];
  const kinds = [...new Set(values.filter((v) => v !== null).map(kindOf))];
  if (kinds.length === 1 && kinds[0]) return [kinds[0]];
  throw new ConvertError(
    path,
    'this schema has no `type` and none can be read from it; Pedelec needs a type on every node (a free-form value is not in its subset).',
  );
}

const kindOf = (v: JsonValue): PedelecType | undefined =>
  typeof v === 'string'
    ? 'string'
    : typeof v === 'boolean'
      ? 'boolean'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : undefined;

function metadataOf(raw: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of METADATA) if (raw[k] !== undefined) setOwn(out, k, raw[k]);
  return out;
}

const takes = (keyword: string, type: PedelecType) => {
  const kw = Object.prototype.hasOwnProperty.call(SUPPORTED, keyword) ? SUPPORTED[keyword] : undefined;
  return !!kw && (kw.types === undefined || kw.types.includes(type));
};

/** The structural keywords whose value the conversion walks: another shape cannot be converted. */
const SHAPES: Record<string, { test: (v: JsonValue) => boolean; what: string }> = {
  properties: { test: isJsonObject, what: 'an object of property name → schema' },
  required: { test: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string'), what: 'a list of property names' },
  enum: { test: Array.isArray, what: 'a list of values' },
};

function typedNode(raw: JsonObject, type: PedelecType, path: string, ctx: Context): JsonObject {
  const out: JsonObject = { type };
  for (const [key, value] of Object.entries(raw)) {
    const at = pointer(path, key);
    if (key === 'type' || (key === 'nullable' && raw.type === undefined)) continue;
    const shape = SHAPES[key];
    if (shape && takes(key, type) && !shape.test(value)) throw new ConvertError(at, `\`${key}\` must be ${shape.what}.`);
    if (key === 'properties' && type === 'object' && isJsonObject(value)) {
      const props: JsonObject = {};
      for (const [name, schema] of Object.entries(value)) setOwn(props, name, convertNode(schema, pointer(at, name), ctx));
      out.properties = props;
    } else if (key === 'items' && type === 'array') {
      if (Array.isArray(value))
        throw new ConvertError(at, 'a tuple (`items` as a list) cannot be converted: Pedelec arrays have one `items` schema.');
      out.items = convertNode(value, at, ctx);
    } else if (key === 'enum' && Array.isArray(value)) {
      const kept = value.filter((v) => v !== null && (kindOf(v) === type || (type === 'number' && kindOf(v) === 'integer')));
      if (kept.length < value.length) drop(ctx, at, `the enum values that are not ${type}s.`);
      if (kept.length) out.enum = kept;
    } else if (key === 'const') {
      out.enum = [value];
      ctx.notes.push({ path: at, message: 'changed: `const` became a one-value `enum`.' });
    } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && type === 'integer' && typeof value === 'number') {
      exclusiveBound(out, key, value, raw);
      ctx.notes.push({
        path: at,
        message: `changed: became \`${key === 'exclusiveMinimum' ? 'minimum' : 'maximum'}\` (the same bound on integers).`,
      });
    } else if ((key === 'minimum' || key === 'maximum') && key in out) {
      continue; // already tightened by its exclusive counterpart
    } else if (takes(key, type)) {
      setOwn(out, key, value);
    } else {
      drop(ctx, at, isSupported(key) ? `\`${key}\` does not apply to ${type}.` : whyDropped(key));
    }
  }
  if (type === 'array' && out.items === undefined)
    throw new ConvertError(path, 'an array without `items` cannot be converted: Pedelec arrays need `items`.');
  if (Array.isArray(out.required) && isJsonObject(out.properties))
    out.required = requiredOf(out.required, out.properties, pointer(path, 'required'), ctx);
  else if (Array.isArray(out.required)) out.required = requiredOf(out.required, {}, pointer(path, 'required'), ctx);
  return out;
}

/** On integers an exclusive bound is the inclusive one a step inward; the tighter of it and `minimum`/`maximum` wins. */
function exclusiveBound(out: JsonObject, key: string, value: number, raw: JsonObject): void {
  if (key === 'exclusiveMinimum') {
    const inclusive = Math.floor(value) + 1;
    out.minimum = typeof raw.minimum === 'number' ? Math.max(raw.minimum, inclusive) : inclusive;
  } else {
    const inclusive = Math.ceil(value) - 1;
    out.maximum = typeof raw.maximum === 'number' ? Math.min(raw.maximum, inclusive) : inclusive;
  }
}

function requiredOf(required: JsonValue[], properties: JsonObject, at: string, ctx: Context): string[] {
  const names = [...new Set(required.filter((n): n is string => typeof n === 'string'))];
  const defined = names.filter((n) => Object.prototype.hasOwnProperty.call(properties, n));
  for (const n of names) if (!defined.includes(n)) drop(ctx, at, `"${n}" from required: it is not defined in \`properties\`.`);
  return defined;
}
