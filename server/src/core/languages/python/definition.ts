/**
 * One decorated function → an Arcade ToolDefinition tree, as arcade-core's decorator and catalog build it (facts
 * sheet §1–§3): name, description, toolkit, input parameters, output, requirements, deprecation and metadata.
 * Faults the catalog raises are recorded with its wording; what a static reading cannot know is opaque.
 */
import { isStatic, type Span, type ValueNode } from '../../model/tree';
import type { Fix } from '../../model/problem';
import type { FixOperation } from '../../model/operations';
import { lineBreakOf } from '../../model/edits';
import { arr, bool, nul, obj, opaque, str, type Entry } from './build';
import type { PythonFault } from './faults';
import { cleandoc, isStringNode, snakeToPascal, stringOf } from './literals';
import { baseName, qualified, type ModuleInfo } from './module';
import { argumentsOf, child, givesDefault, itemsOf, literalFactory, span, visit, type Argument, type PyNode } from './syntax';
import { unwrapUnion, valueSchema, type TypeContext } from './types';
import { callObject, valueOf, type Constants } from './values';
import { extrasFaults } from './extras';
import { importOperation } from './importPlace';
import { bindingsOf, constantValue, standing } from './bindings';
import type { ModuleReader } from './imports';

/** The app or package a tool belongs to: its normalised name and version (as tree values). */
export interface Toolkit {
  name: ValueNode;
  version: ValueNode;
  description: ValueNode;
}

export interface ToolSite {
  func: PyNode;
  /** The decorator or `add_tool` call that makes it a tool, and its keyword arguments. */
  site: PyNode;
  args: Argument[];
  deprecation?: PyNode;
  toolkit: Toolkit;
  /**
   * Where the module's import reaches the catalog reading the tool's signature: an `@app.tool` decorator's
   * statement end, an `app.add_tool(f)` call; undefined when the catalog reads it after the import (a package's `@tool`).
   */
  readAt?: number;
}

const CONTEXTS = new Set(['ToolContext', 'Context']);
const NO_DESCRIPTION = 'No description provided.';

export function buildDefinition(
  text: string,
  module: ModuleInfo,
  tool: ToolSite,
  faults: PythonFault[],
  imported?: ModuleReader,
): { root: ValueNode; rawName: string; nameAt: Span } {
  const ctx: TypeContext = { text, module, faults, imported };
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const fnName = child(tool.func, 'VariableName')!;
  // The decorator's keyword arguments by name, each read once (of a name given twice, the first, as `find` gave).
  const keywords = new Map<string, Argument>();
  for (const a of tool.args) if (a.keyword && !keywords.has(at(a.keyword))) keywords.set(at(a.keyword), a);
  const kw = (name: string) => keywords.get(name);
  const nameArg = kw('name');
  const explicitName = nameArg ? stringOf(text, nameArg.value) : undefined;
  const rawName = explicitName || snakeToPascal(at(fnName));
  const nameAt = span(nameArg?.value ?? fnName);
  const name = nameArg && explicitName === undefined ? opaque(nameAt, 'a computed name') : str(nameAt, snakeToPascal(rawName));

  // Description: desc= (when not empty), else the cleaned docstring.
  const descArg = kw('desc');
  const descValue = descArg ? stringOf(text, descArg.value) : undefined;
  const body = child(tool.func, 'Body');
  const first = body?.children.find((c) => c.name !== ':' && c.name !== 'Comment');
  const docNode =
    first?.name === 'ExpressionStatement' && (first.children[0]?.name === 'String' || first.children[0]?.name === 'ContinuedString')
      ? first.children[0]
      : undefined;
  const docstring = docNode ? stringOf(text, docNode) : undefined;
  const cleaned = docstring !== undefined ? cleandoc(docstring) : undefined;
  let description: ValueNode;
  if (descArg && descValue === undefined) description = opaque(span(descArg.value), 'a computed description');
  else if (descValue) description = str(span(descArg!.value), descValue);
  else if (cleaned) description = str(span(docNode!), cleaned);
  else {
    faults.push({
      id: 'missing-tool-description',
      span: span(fnName),
      message: `Tool '${rawName}' is missing a description. Tool descriptions are specified as docstrings for the tool function. Add a docstring (or desc="…" in the decorator): Arcade's catalog rejects the tool (ToolDefinitionError).`,
      fixes: () => docstringFix(text, first, docNode, rawName),
    });
    // Opaque, so that the JSON rule (arcade/missing-description) leaves it to the Python rule and its wording.
    description = opaque(span(fnName), 'no description: the catalog rejects the tool');
  }

  const returns = tool.func.children.find((c) => c.name === 'TypeDef');
  const output = outputOf(ctx, tool.func, returns, rawName, fnName);
  // `metadata=META`, `requires_auth=AUTH`, `scopes=[SCOPE]`: the one value a module-level constant holds where the
  // decorator runs (`META = ToolMetadata(…)`, bindings.ts); a name bound otherwise stays opaque.
  const constants: Constants = (n) => constantValue(text, module, at(n), n.from);
  const constant = (a: Argument | undefined): Argument | undefined => {
    const value = a?.value.name === 'VariableName' ? constants(a.value) : undefined;
    return value ? { ...a, value } : a;
  };
  const requirements = requirementsOf(text, tool, (k) => constant(kw(k)), constants);
  const metadataArg = constant(kw('metadata'));
  const metadata = metadataArg ? metadataOf(text, metadataArg.value, faults, constants) : undefined;
  const parameters = parametersOf(ctx, tool.func, at(fnName));
  const fqnAt = nameAt;
  const fqn =
    tool.toolkit.name.type === 'string' && name.type === 'string'
      ? str(fqnAt, `${tool.toolkit.name.value}.${name.value}`)
      : opaque(fqnAt, 'the toolkit name, known when the toolkit is loaded');
  const deprecation = tool.deprecation ? (valueOf(text, tool.deprecation) ?? nul(span(tool.deprecation))) : nul(span(fnName));
  const funcAt = span(tool.func);
  const root = obj(funcAt, [
    ['name', name, nameAt],
    ['fully_qualified_name', fqn, fqnAt],
    ['description', description, description],
    [
      'toolkit',
      obj(span(tool.site), [
        ['name', tool.toolkit.name],
        ['description', tool.toolkit.description],
        ['version', tool.toolkit.version],
      ]),
    ],
    ['input', obj(span(child(tool.func, 'ParamList') ?? tool.func), [['parameters', parameters]])],
    ['output', output],
    ['requirements', requirements],
    ['deprecation_message', deprecation],
    ['metadata', metadata ?? nul(span(tool.site)), metadataArg?.keyword ? span(metadataArg.keyword) : undefined],
  ]);
  return { root, rawName, nameAt };
}

function metadataOf(text: string, value: PyNode, faults: PythonFault[], constants: Constants): ValueNode {
  const callee = value.name === 'CallExpression' ? value.children[0] : undefined;
  if (callee && baseName(text.slice(callee.from, callee.to)) === 'ToolMetadata') {
    extrasFaults(text, value, faults);
    return callObject(text, value, 0, constants);
  }
  if (value.name === 'None') return nul(span(value));
  // D9: a literal that is not a ToolMetadata instance — the schema reports its type on the tree.
  return valueOf(text, value, 0, constants) ?? opaque(span(value), 'the metadata expression');
}

interface Param {
  star?: string;
  name: PyNode;
  annotation?: PyNode;
  defaultValue?: PyNode;
}

function paramsOf(list: PyNode | undefined): Param[] {
  const params: Param[] = [];
  const parts = list?.children ?? [];
  let star: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.name === '*' || p.name === '**') star = p.name;
    else if (p.name === ',') star = undefined;
    else if (p.name === 'VariableName') {
      const param: Param = { star, name: p };
      if (parts[i + 1]?.name === 'TypeDef') param.annotation = parts[++i].children.find((c) => c.name !== ':');
      if (parts[i + 1]?.name === 'AssignOp') {
        param.defaultValue = parts[i + 2];
        i += 2;
      }
      params.push(param);
    }
  }
  return params;
}

function parametersOf(ctx: TypeContext, func: PyNode, funcName: string): ValueNode {
  const { text, module, faults } = ctx;
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const list = child(func, 'ParamList');
  const items: ValueNode[] = [];
  let contexts = 0;
  for (const param of paramsOf(list)) {
    const pname = at(param.name);
    if (!param.annotation) {
      faults.push({
        id: 'missing-annotation',
        span: span(param.name),
        message: `Parameter ${pname} has no type annotation. Annotate it (Annotated[str, "what it is"]): Arcade's catalog rejects the tool (ToolInputSchemaError).`,
      });
      continue;
    }
    const annotation = param.annotation;
    if (
      (annotation.name === 'VariableName' || annotation.name === 'MemberExpression') &&
      CONTEXTS.has(baseName(qualified(module, at(annotation)))) &&
      !annotation.children.some((c) => c.name === '[')
    ) {
      if (++contexts === 2)
        faults.push({
          id: 'multiple-contexts',
          span: span(param.name),
          message: `Only one ToolContext parameter is supported, but tool ${funcName} has multiple. Remove this one: Arcade's catalog rejects the tool (ToolInputSchemaError).`,
        });
      continue;
    }
    let typeNode = annotation;
    const strings: PyNode[] = [];
    let inferrable: ValueNode | undefined;
    let fieldInAnnotated: PyNode | undefined;
    const isAnnotated =
      annotation.name === 'MemberExpression' &&
      baseName(qualified(module, at(annotation.children[0]))) === 'Annotated' &&
      annotation.children.some((c) => c.name === '[');
    if (isAnnotated) {
      const [t, ...meta] = itemsOf(annotation);
      typeNode = t ?? annotation;
      for (const m of meta) {
        if (isStringNode(m)) strings.push(m);
        else if (m.name === 'CallExpression') {
          const callee = baseName(at(m.children[0]));
          if (callee === 'Inferrable') {
            const [arg] = argumentsOf(child(m, 'ArgList'));
            inferrable = arg ? valueOf(text, arg.value) : bool(span(m), true);
          } else if (callee === 'Field') fieldInAnnotated = m;
        }
      }
    }
    const fieldDefault =
      param.defaultValue?.name === 'CallExpression' && baseName(at(param.defaultValue.children[0])) === 'Field'
        ? param.defaultValue
        : undefined;
    const fieldDescription =
      fieldDefault && argumentsOf(child(fieldDefault, 'ArgList')).find((a) => a.keyword && at(a.keyword) === 'description');
    const { inner, optional, union } = unwrapUnion(ctx, typeNode);
    let schema: Entry[] | undefined;
    if (union)
      faults.push({
        id: 'union-type',
        span: span(typeNode),
        message: `Parameter ${pname} is a union type. Only optional types are supported. Use one type (or Optional[T]): Arcade's catalog rejects the tool (ToolInputSchemaError).`,
      });
    else schema = valueSchema(ctx, inner);
    if (optional && !union)
      faults.push({
        id: 'optional-not-nullable',
        span: span(typeNode),
        message: `Parameter '${pname}' is ${text.slice(typeNode.from, typeNode.to)}: arcade-core makes it not required but writes no nullable in its value schema, so the model is shown a plain value and never told it may send null. Say in the description what leaving it out means; or drop None from the type and give a default.`,
      });
    if (strings.length > 2)
      faults.push({
        id: 'too-many-strings',
        span: span(strings[2]),
        message: `Parameter ${pname} has too many string annotations. Expected 0, 1, or 2, got ${strings.length}. Keep a name and a description at most: Arcade's catalog rejects the tool (ToolInputSchemaError).`,
      });
    const nameNode = strings.length === 2 ? strings[0] : undefined;
    const descNode = strings.length === 1 ? strings[0] : strings.length === 2 ? strings[1] : undefined;
    let description: ValueNode | undefined = descNode ? (valueOf(text, descNode) ?? opaque(span(descNode), 'a description')) : undefined;
    if (!description && fieldDescription) description = valueOf(text, fieldDescription.value);
    if (!description && strings.length <= 2) {
      if (fieldInAnnotated)
        faults.push({
          id: 'field-description-ignored',
          span: span(fieldInAnnotated),
          message: `Parameter '${pname}' is missing a description: arcade-core does not read Field(description=…) inside Annotated. Write the description as a string, Annotated[T, "…"].`,
          fixes: () => fieldDescriptionFix(text, fieldInAnnotated!),
        });
      else
        faults.push({
          id: 'missing-parameter-description',
          span: span(isAnnotated ? annotation : param.name),
          message: `Parameter '${pname}' is missing a description. Parameter descriptions are specified as string annotations using the typing.Annotated class. Write Annotated[T, "what it is"]: Arcade's catalog rejects the tool (ToolInputSchemaError).`,
          fixes: () => describeFix(text, module, pname, annotation, isAnnotated ? typeNode : undefined),
        });
    }
    const factory = param.defaultValue && literalFactory(text, param.defaultValue);
    if (factory)
      faults.push({
        id: 'default-factory-not-callable',
        span: span(factory),
        message: `Default factory for parameter '${pname}' is not callable: Arcade's catalog rejects the tool (ToolInputSchemaError). Write default=… for a fixed value, or a function (default_factory=list, or a lambda).`,
      });
    const finalName = nameNode ? (valueOf(text, nameNode) ?? opaque(span(nameNode), 'a name')) : str(span(param.name), pname);
    const required = !optional && !(param.defaultValue && givesDefault(text, param.defaultValue));
    const schemaNode = schemaNodeOf(schema, typeNode);
    items.push(
      obj({ offset: param.name.from, length: annotation.to - param.name.from }, [
        ['name', finalName, span(nameNode ?? param.name)],
        ['required', bool(span(param.defaultValue ?? typeNode), required)],
        ['description', description ?? opaque(span(param.name), 'no description: the catalog rejects the tool')],
        ['value_schema', schemaNode],
        ['inferrable', inferrable ?? bool(span(typeNode), true)],
      ]),
    );
  }
  return arr(span(list ?? func), items);
}

/**
 * A value schema as a tree: wholly opaque when any part of it is unknown (a type imported from another package),
 * so no rule judges a schema that is only partly known (an array whose item type is unknown is not "an array
 * without inner_val_type").
 */
function schemaNodeOf(entries: Entry[] | undefined, at: PyNode): ValueNode {
  if (!entries) return opaque(span(at), 'a type the catalog rejects');
  const node = obj(span(at), entries);
  return isStatic(node) ? node : opaque(span(at), 'a type not known statically');
}

/** The text a description fix writes, for the author to type over. */
export const placeholderDescription = (name: string) => `TODO: describe ${name}`;

/**
 * Adds a description: after the type inside `Annotated[T, …]`, or by wrapping a bare annotation in
 * `Annotated[T, "…"]` (importing `Annotated` from typing when the module does not have it). A placeholder the
 * author types over; offered, never applied by --fix.
 */
function describeFix(text: string, module: ModuleInfo, name: string, annotation: PyNode, typeInAnnotated: PyNode | undefined): Fix[] {
  const description = JSON.stringify(placeholderDescription(name));
  if (typeInAnnotated)
    return [
      {
        title: 'Add a description to Annotated[…]',
        isPreferred: true,
        operations: [{ kind: 'replaceText', span: { offset: typeInAnnotated.to, length: 0 }, text: `, ${description}` }],
      },
    ];
  // typing's Annotated under a name the module binds before this annotation, unconditionally; else an import of it.
  const bindings = bindingsOf(text, module);
  const { bound } = bindings;
  const local = [...module.imports].find(
    ([name, origin]) =>
      (origin === 'typing.Annotated' || origin === 'typing_extensions.Annotated') &&
      standing(bound.get(name) ?? [], annotation.from, bindings, name) === 'bound',
  )?.[0];
  const operations: FixOperation[] = [
    {
      kind: 'replaceText',
      span: span(annotation),
      text: `${local ?? 'Annotated'}[${text.slice(annotation.from, annotation.to)}, ${description}]`,
    },
  ];
  if (!local) {
    // As arcade-python/undefined-annotation-name's fix adds it (one place: importPlace.ts). No fix where the module
    // binds `Annotated` itself when it runs (imported below this tool, in a block, assigned): which binding the author
    // meant is theirs to say, and a second import is not certain to be it.
    if (bound.get('Annotated')?.some((b) => !b.typeChecking)) return [];
    const line = importOperation(text, module, 'from typing import Annotated', 'Annotated', annotation.from);
    if (!line) return [];
    operations.unshift(line);
  }
  return [{ title: `Wrap the annotation in Annotated[…, "…"]${local ? '' : ' (and import Annotated)'}`, isPreferred: true, operations }];
}

/**
 * A docstring for a tool without a description: a placeholder the author types over, as the first line of the
 * body at its indentation (or in place of a blank docstring); none for a body written on the `def` line.
 */
function docstringFix(text: string, first: PyNode | undefined, blank: PyNode | undefined, rawName: string): Fix[] {
  const docstring = `"""${placeholderDescription(`what ${rawName} does`)}."""`;
  const title = 'Add a docstring';
  if (blank) return [{ title, isPreferred: true, operations: [{ kind: 'replaceText', span: span(blank), text: docstring }] }];
  if (!first) return [];
  const lineStart = text.lastIndexOf('\n', first.from - 1) + 1;
  const indent = text.slice(lineStart, first.from);
  if (!/^[ \t]+$/.test(indent)) return [];
  return [
    {
      title,
      isPreferred: true,
      operations: [{ kind: 'replaceText', span: { offset: lineStart, length: 0 }, text: `${indent}${docstring}${lineBreakOf(text)}` }],
    },
  ];
}

/**
 * `Annotated[T, Field(description="…")]` → `Annotated[T, "…"]`, the form arcade-core reads; the Field's other
 * arguments stay in a Field after the string. Only for a description written as a string literal.
 */
function fieldDescriptionFix(text: string, field: PyNode): Fix[] {
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const args = argumentsOf(child(field, 'ArgList'));
  const description = args.find((a) => a.keyword && at(a.keyword) === 'description');
  if (!description || !isStringNode(description.value)) return [];
  const rest = args.filter((a) => a !== description).map((a) => text.slice((a.keyword ?? a.value).from, a.value.to));
  const written = at(description.value);
  return [
    {
      title: 'Write the description as a string in Annotated[…]',
      isPreferred: true,
      // What the author wrote, in the form the catalog reads: `--fix` and fix-all on save may apply it.
      safe: true,
      operations: [
        {
          kind: 'replaceText',
          span: span(field),
          text: rest.length ? `${written}, ${at(field.children[0])}(${rest.join(', ')})` : written,
        },
      ],
    },
  ];
}

/**
 * Whether the body (nested functions included, as arcade-core's AST walk) has `return <value>`: a return statement
 * with a child besides its keyword. On the tree's cursor: a body's nodes are never made into PyNodes for this.
 */
function returnsValue(node: PyNode): boolean {
  let found = false;
  visit(node, (name, _from, _to, parent) => {
    if (parent === 'ReturnStatement' && name !== 'return') found = true;
    return !found;
  });
  return found;
}

function outputOf(ctx: TypeContext, func: PyNode, returns: PyNode | undefined, rawName: string, fnName: PyNode): ValueNode {
  const { text } = ctx;
  const annotation = returns?.children.find((c) => c.name !== '->');
  const body = child(func, 'Body');
  const at = span(annotation ?? fnName);
  if (body && returnsValue(body) && (!annotation || annotation.name === 'None')) {
    ctx.faults.push({
      id: 'missing-return-type',
      span: span(annotation ?? fnName),
      message: `Tool '${rawName}' must have a return type. Annotate what it returns (-> str, -> dict …): Arcade's catalog rejects the tool (ToolOutputSchemaError).`,
    });
    return opaque(at, 'no return type');
  }
  if (!annotation)
    return obj(at, [
      ['description', str(at, NO_DESCRIPTION)],
      ['available_modes', arr(at, [str(at, 'null')])],
      ['value_schema', nul(at)],
    ]);
  let typeNode = annotation;
  let description: ValueNode = str(at, NO_DESCRIPTION);
  if (
    annotation.name === 'MemberExpression' &&
    baseName(qualified(ctx.module, text.slice(annotation.children[0].from, annotation.children[0].to))) === 'Annotated'
  ) {
    const [t, firstMeta] = itemsOf(annotation);
    typeNode = t ?? annotation;
    if (firstMeta) description = valueOf(text, firstMeta) ?? opaque(span(firstMeta), 'a description');
  }
  const { inner, optional, union } = unwrapUnion(ctx, typeNode);
  if (inner.name === 'None') {
    ctx.faults.push({
      id: 'unsupported-type',
      span: span(inner),
      message: `Unsupported parameter type: None. Remove the return annotation of a tool that returns nothing, or return a value: Arcade's catalog rejects the tool (ToolDefinitionError).`,
    });
    return opaque(at, 'an unsupported return type');
  }
  const schema = union ? valueSchemaUnion(ctx, typeNode) : valueSchema(ctx, inner);
  const modes = optional ? ['value', 'error', 'null'] : ['value', 'error'];
  return obj(at, [
    ['description', description],
    [
      'available_modes',
      arr(
        at,
        modes.map((m) => str(at, m)),
      ),
    ],
    ['value_schema', schemaNodeOf(schema, inner)],
  ]);
}

function valueSchemaUnion(ctx: TypeContext, node: PyNode): undefined {
  ctx.faults.push({
    id: 'union-type',
    span: span(node),
    message: `The return type ${ctx.text.slice(node.from, node.to)} is a union type. Only optional types are supported. Return one type (or Optional[T]): Arcade's catalog rejects the tool.`,
  });
  return undefined;
}

/** requires_auth / requires_secrets / requires_metadata → `requirements`, at the decorator's arguments. */
function requirementsOf(text: string, tool: ToolSite, kw: (name: string) => Argument | undefined, constants: Constants): ValueNode {
  const auth = kw('requires_auth');
  const secrets = kw('requires_secrets');
  const metadata = kw('requires_metadata');
  // The catalog keeps one key per case-insensitive spelling: a secret as first written, a metadata key lower-cased.
  const keyed = (a: Argument | undefined, lower: boolean): ValueNode | undefined => {
    if (!a) return undefined;
    const value = valueOf(text, a.value, 0, constants);
    if (value?.type !== 'array') return value;
    const seen = new Set<string>();
    const items: ValueNode[] = [];
    value.items.forEach((item, i) => {
      const key = item.type === 'string' ? item.value : metadataKeyMember(text, itemsOf(a.value)[i]);
      if (key === undefined) return void items.push(obj(item, [['key', item]]));
      if (seen.has(key.toLowerCase())) return;
      seen.add(key.toLowerCase());
      items.push(obj(item, [['key', str(item, lower ? key.toLowerCase() : key)]]));
    });
    return arr(value, items);
  };
  return obj(span(tool.site), [
    ['authorization', auth ? authOf(text, auth.value, constants) : undefined, auth && span(auth.keyword!)],
    ['secrets', keyed(secrets, false), secrets && span(secrets.keyword!)],
    ['metadata', keyed(metadata, true), metadata && span(metadata.keyword!)],
  ]);
}

/** arcade-core's ToolMetadataKey members (a str Enum): `ToolMetadataKey.CLIENT_ID` is the key "client_id". */
const METADATA_KEYS: Record<string, string> = { CLIENT_ID: 'client_id', COORDINATOR_URL: 'coordinator_url' };

function metadataKeyMember(text: string, node: PyNode | undefined): string | undefined {
  const match = node && /^(?:\w+\.)*ToolMetadataKey\.(\w+)$/.exec(text.slice(node.from, node.to));
  return match ? METADATA_KEYS[match[1]] : undefined;
}

/** Arcade's provider classes whose provider_id is not their lower-cased name. */
const PROVIDER_IDS: Record<string, string> = { MicrosoftPowerBI: 'microsoft-powerbi' };

function authOf(text: string, value: PyNode, constants: Constants): ValueNode {
  const at = span(value);
  if (value.name !== 'CallExpression') return opaque(at, 'an auth requirement toolschema cannot read');
  const cls = baseName(text.slice(value.children[0].from, value.children[0].to));
  const args = argumentsOf(child(value, 'ArgList'));
  const arg = (k: string) => args.find((a) => a.keyword && text.slice(a.keyword.from, a.keyword.to) === k);
  const id = arg('id');
  const scopes = arg('scopes');
  const providerId = cls === 'OAuth2' ? nul(at) : str(at, PROVIDER_IDS[cls] ?? cls.toLowerCase());
  return obj(at, [
    ['provider_id', providerId],
    ['provider_type', str(at, 'oauth2')],
    ['id', id ? valueOf(text, id.value, 0, constants) : nul(at), id && span(id.keyword!)],
    ['oauth2', obj(at, [['scopes', scopes ? valueOf(text, scopes.value, 0, constants) : nul(at), scopes && span(scopes.keyword!)]])],
  ]);
}
