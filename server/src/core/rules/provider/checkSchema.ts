/**
 * Checks what a host is shown (a tool name and its parameters' JSON Schema) against a provider profile. One pass
 * over the schema, each node once, with an explicit stack: near-linear in the schema's size, and deep schemas are
 * fine. The result points into the schema (`path`), so the caller can find the source node it came from.
 */
import type { JsonValue } from '../../model/tree';
import { JSON_SCHEMA_TYPES, type Constraint, type ConstraintKind, type Profile } from './profiles/types';

export type SchemaPath = readonly (string | number)[];

export interface Violation {
  kind: ConstraintKind;
  profile: Profile;
  constraint: Constraint;
  /** `name`: the tool name is at fault; `schema`: the schema node at `path` (its keyword `key`, when one is). */
  where: 'name' | 'schema';
  path: SchemaPath;
  key?: string;
  /** What the host does, what is wrong, and what to do instead (the profile is named by the caller). */
  message: string;
  /** For `optional-property`: the property's name (a fix can make it required-and-nullable). */
  property?: string;
}

type JsonObject = { [key: string]: JsonValue };
const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const q = (s: string) => JSON.stringify(s);

/** `header-annotation`: an HTTP field-name token (RFC 9110), on a property of one of these types. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];

/** The messages of an array without items and an open object (convertedFaults.ts says them too). */
export const WITHOUT_ITEMS =
  'an array schema without "items" is refused ("array schema missing items"). Say what its elements are in "items".';
export const OPEN_OBJECT =
  'every object must set "additionalProperties": false, and this one does not, so the host refuses the schema. Describe its fields in "properties" and close it with "additionalProperties": false.';

/** Child schemas by keyword: a single schema, a list of schemas, or a map of names to schemas. */
const SINGLE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items']);
const MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);

const typesOf = (schema: JsonObject): string[] =>
  typeof schema.type === 'string'
    ? [schema.type.toLowerCase()]
    : Array.isArray(schema.type)
      ? schema.type.filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase())
      : [];

/** Each profile's name constraints with their patterns, compiled once (a name is checked per tool, profile and document). */
const nameConstraints = new WeakMap<Profile, NameConstraint[]>();

type NameConstraint = { c: Extract<Constraint, { kind: 'tool-name' }>; pattern: RegExp };

function nameConstraintsOf(profile: Profile): NameConstraint[] {
  let found = nameConstraints.get(profile);
  if (!found) {
    found = profile.constraints.flatMap((c) => (c.kind === 'tool-name' ? [{ c, pattern: new RegExp(c.pattern) }] : []));
    nameConstraints.set(profile, found);
  }
  return found;
}

/** What a name without a fault gets: nothing (read only). */
const NO_VIOLATIONS: readonly Violation[] = [];

export function checkName(name: string | undefined, profile: Profile): readonly Violation[] {
  if (name === undefined) return NO_VIOLATIONS;
  let out: Violation[] | undefined;
  const constraints = nameConstraintsOf(profile);
  for (let i = 0; i < constraints.length; i++) {
    const { c, pattern } = constraints[i];
    if (pattern.test(name)) continue;
    // The pattern's last character class is what a name is made of.
    const chars = [...c.pattern.matchAll(/\[([^\]]+)\]/g)].pop()?.[1];
    const bad = chars ? [...new Set(name.replace(new RegExp(`[${chars}]`, 'g'), ''))].map(q).join(' ') : '';
    const why =
      name.length === 0
        ? 'is empty'
        : bad
          ? `contains ${bad}`
          : name.length > c.maxLength
            ? `is ${name.length} characters long`
            : `starts with ${q(name[0])}`;
    (out ??= []).push({
      kind: c.kind,
      profile,
      constraint: c,
      where: 'name',
      path: [],
      message: `the tool name ${q(name)} ${why}, and tool names ${c.should ? 'should be' : 'must be'} ${c.text}. Rename the tool.`,
    });
  }
  return out ?? NO_VIOLATIONS;
}

export function checkSchema(schema: JsonValue | undefined, profile: Profile): Violation[] {
  const out: Violation[] = [];
  const by = <K extends ConstraintKind>(kind: K) => profile.constraints.find((c): c is Extract<Constraint, { kind: K }> => c.kind === kind);
  const push = (c: Constraint, path: SchemaPath, message: string, extra: Partial<Violation> = {}) =>
    out.push({ kind: c.kind, profile, constraint: c, where: 'schema', path, message, ...extra });

  const root = by('root-not-object');
  if (schema === undefined) return out;
  if (root) {
    if (!isObject(schema) || typesOf(schema).join() !== 'object')
      push(
        root,
        [],
        'the root of the parameters schema must be "type": "object" (the arguments are an object of named values). Make it an object schema and put any other value in a property.',
      );
    else if (root.noAnyOf && schema.anyOf !== undefined)
      push(
        root,
        [],
        'the root of the parameters schema must not be an "anyOf". Use an object root and put the alternatives in a property.',
        { key: 'anyOf' },
      );
  }
  const keywords = by('unsupported-keyword');
  const optional = by('optional-property');
  const open = by('open-object');
  const typeList = by('type-list');
  const typeCase = by('type-case');
  const items = by('array-without-items');
  const size = by('schema-too-large');
  const header = by('header-annotation');
  const named = by('undefined-property');
  const headers = new Map<string, string>();
  let properties = 0;
  let enumValues = 0;
  let characters = 0;
  let tooDeep = false;

  // Each frame links to its parent, so a node costs the same at any depth; a path is built only for a report.
  interface Frame {
    value: JsonValue;
    parent?: Frame;
    segments: readonly (string | number)[];
    depth: number;
    /** The path here, once a report needed it. */
    path?: (string | number)[];
  }
  const pathOf = (frame: Frame): (string | number)[] => {
    let length = 0;
    for (let f: Frame | undefined = frame; f; f = f.parent) length += f.segments.length;
    const path = new Array<string | number>(length);
    for (let f: Frame | undefined = frame; f; f = f.parent) for (let i = f.segments.length - 1; i >= 0; i--) path[--length] = f.segments[i];
    return path;
  };
  const stack: Frame[] = [{ value: schema, segments: [], depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value, depth: parentDepth } = frame;
    if (!isObject(value)) continue;
    const here = () => (frame.path ??= pathOf(frame));
    const types = typesOf(value);
    const objectSchema = types.includes('object') || isObject(value.properties);
    const depth = parentDepth + (objectSchema ? 1 : 0);
    if (keywords) {
      for (const key of Object.keys(value)) {
        const unsupported = keywords.forbidden ? keywords.forbidden.includes(key) : !keywords.allowed!.includes(key);
        if (unsupported)
          push(
            keywords,
            here(),
            `the keyword ${q(key)} is not supported${keywords.allowed ? ' in this schema subset' : ''}. Remove it${keywords.forbidden ? ' or express the rule another way (a description, or the handler)' : ''}.`,
            { key },
          );
      }
    }
    if (keywords?.formats && typeof value.format === 'string') {
      const type = types[0];
      const allowed = type === undefined ? undefined : keywords.formats[type.toLowerCase()];
      if (type !== undefined && !allowed?.includes(value.format))
        push(
          keywords,
          here(),
          allowed
            ? `the "format" ${q(value.format)} is not supported for ${q(type)}; only ${allowed.map(q).join(' and ')} are. Remove it and say the format in the description.`
            : `a ${q(type)} takes no "format" here, and this one has ${q(value.format)}. Remove it and say the format in the description.`,
          { key: 'format' },
        );
    }
    if (named)
      for (const keyword of named.keywords) {
        const names = value[keyword];
        if (!Array.isArray(names)) continue;
        const defined = isObject(value.properties) ? value.properties : {};
        names.forEach((n, i) => {
          if (typeof n === 'string' && !Object.prototype.hasOwnProperty.call(defined, n))
            push(
              named,
              [...here(), keyword, i],
              `${q(keyword)} names ${q(n)}, which is not in this object's "properties". Define it in "properties" or remove the name.`,
            );
        });
      }
    if (typeCase?.names === 'lower') {
      // Only a case variant of a JSON Schema name: what else a `type` may hold is the schema's own business.
      const written = typeof value.type === 'string' ? [value.type] : Array.isArray(value.type) ? value.type : [];
      const upper = written.filter(
        (t): t is string => typeof t === 'string' && t !== t.toLowerCase() && JSON_SCHEMA_TYPES.includes(t.toLowerCase()),
      );
      if (upper.length)
        push(
          typeCase,
          here(),
          `JSON Schema type names are lower case, and ${upper.map(q).join(' and ')} is not one (Gemini's upper-case OpenAPI types are not JSON Schema). Write ${upper.map((t) => q(t.toLowerCase())).join(' and ')}.`,
          { key: 'type' },
        );
    }
    if (typeList && Array.isArray(value.type))
      push(
        typeList,
        here(),
        `"type" must be one type name, not the list ${JSON.stringify(value.type)}. Use one type, with "nullable": true for a value that may be null.`,
        { key: 'type' },
      );
    if (items && types.includes('array') && value.items === undefined && value.prefixItems === undefined)
      push(items, here(), WITHOUT_ITEMS);
    if (objectSchema && open && value.additionalProperties !== false) push(open, here(), OPEN_OBJECT);
    if (isObject(value.properties)) {
      const required = new Set(Array.isArray(value.required) ? value.required : []);
      for (const name of Object.keys(value.properties)) {
        properties++;
        characters += name.length;
        if (optional && !required.has(name))
          push(
            optional,
            [...here(), 'properties', name],
            `every property must be listed in "required"; ${q(name)} is not. List it in "required" and let it be null when it is optional (add "null" to its type).`,
            { property: name },
          );
        const field = value.properties[name];
        if (header && isObject(field) && field['x-mcp-header'] !== undefined) checkHeader(field, [...here(), 'properties', name]);
      }
    }
    if (Array.isArray(value.enum)) {
      enumValues += value.enum.length;
      let length = 0;
      for (const v of value.enum) if (typeof v === 'string') length += v.length;
      characters += length;
      const all = value.enum.every((v) => typeof v === 'string');
      if (size?.largeEnum && all && value.enum.length > size.largeEnum.over && length > size.largeEnum.maxLength)
        push(
          size,
          here(),
          `an enum of more than ${size.largeEnum.over} strings may total at most ${size.largeEnum.maxLength.toLocaleString('en-US')} characters; this one has ${value.enum.length} values totalling ${length.toLocaleString('en-US')}. Shorten the values, or accept a plain string and check it in the handler.`,
          { key: 'enum' },
        );
    }
    if (typeof value.const === 'string') characters += value.const.length;
    for (const defs of ['$defs', 'definitions'])
      if (isObject(value[defs])) for (const n of Object.keys(value[defs] as JsonObject)) characters += n.length;
    if (size?.maxDepth !== undefined && depth > size.maxDepth && !tooDeep) {
      tooDeep = true;
      push(
        size,
        here(),
        `objects may be nested at most ${size.maxDepth} levels deep; this one is at level ${depth}. Flatten the structure.`,
      );
    }
    // Children, pushed in document order and then turned around, so they come off the stack in document order.
    const first = stack.length;
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (MAPS.has(key) && isObject(child))
        for (const k of Object.keys(child)) stack.push({ value: child[k], parent: frame, segments: [key, k], depth });
      else if (LISTS.has(key) && Array.isArray(child))
        child.forEach((c, i) => stack.push({ value: c, parent: frame, segments: [key, i], depth }));
      else if (SINGLE.has(key) && isObject(child)) stack.push({ value: child, parent: frame, segments: [key], depth });
    }
    for (let i = first, j = stack.length - 1; i < j; i++, j--) {
      const swapped = stack[i];
      stack[i] = stack[j];
      stack[j] = swapped;
    }
  }
  if (size) {
    if (size.maxProperties !== undefined && properties > size.maxProperties)
      push(
        size,
        [],
        `a schema may have at most ${size.maxProperties.toLocaleString('en-US')} properties in all; this one has ${properties.toLocaleString('en-US')}. Split the tool.`,
      );
    if (size.maxEnumValues !== undefined && enumValues > size.maxEnumValues)
      push(
        size,
        [],
        `a schema may have at most ${size.maxEnumValues.toLocaleString('en-US')} enum values in all; this one has ${enumValues.toLocaleString('en-US')}. Accept plain strings for the longest lists and check them in the handler.`,
      );
    if (size.maxStringLength !== undefined && characters > size.maxStringLength)
      push(
        size,
        [],
        `property names, definition names, enum and const values may total at most ${size.maxStringLength.toLocaleString('en-US')} characters; this schema has ${characters.toLocaleString('en-US')}. Shorten them or split the tool.`,
      );
  }
  return out;

  function checkHeader(field: JsonObject, path: SchemaPath): void {
    const c = header!;
    const name = field['x-mcp-header'];
    if (typeof name !== 'string' || !TOKEN.test(name)) {
      push(
        c,
        path,
        `"x-mcp-header" must be a header field name (letters, digits and ${q("!#$%&'*+-.^_`|~")}, not empty), not ${JSON.stringify(name)}; clients reject the tool. Use a name such as "Region".`,
        { key: 'x-mcp-header' },
      );
      return;
    }
    const seen = headers.get(name.toLowerCase());
    if (seen !== undefined)
      push(
        c,
        path,
        `"x-mcp-header" ${q(name)} repeats ${q(seen)} (header names are compared ignoring case); clients reject the tool. Give each annotated property its own header name.`,
        { key: 'x-mcp-header' },
      );
    else headers.set(name.toLowerCase(), name);
    const types = typesOf(field).filter((t) => t !== 'null');
    if (types.length !== 1 || !HEADER_TYPES.includes(types[0]))
      push(
        c,
        path,
        `"x-mcp-header" may annotate only a string, integer or boolean property, and this one is ${types.length ? types.map(q).join(' or ') : 'of no single type'}; clients reject the tool. Move the annotation to a primitive property.`,
        { key: 'x-mcp-header' },
      );
  }
}
