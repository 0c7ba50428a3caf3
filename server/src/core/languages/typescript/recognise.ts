/**
 * Which values of a script are Pedelec's: the tools given to `defineTool(…)`, the modules given to
 * `defineDenoModule(…)` (the call itself is evaluated: it says how the module was written), the `skills` of a
 * `createSession(…)` call, and whatever is typed as one of the SDK's schema types (`satisfies`, `as`, or a
 * variable's annotation). Only names imported from the Pedelec module count: a `defineTool` of one's own is not it.
 */
import type * as t from '@babel/types';
import { getValue, type ValueNode } from '../../model/tree';
import { DENO, type Evaluator } from './evaluate';
import type { ScriptModule } from './program';

/** A cheap test before any parse: a file whose text never names a Pedelec module is not looked at. */
export const mentionsPedelec = (text: string, modules: readonly string[]) => modules.some((m) => m.length > 0 && text.includes(m));

/** The SDK's schema types: the first two type a whole args schema, `ToolArgsSchemaNode` any node of one. */
const SCHEMA_TYPES = new Map<string, UnitKind>([
  ['ToolArgsSchema', 'schema'],
  ['ToolArgsObjectSchema', 'schema'],
  ['ToolArgsSchemaNode', 'schemaNode'],
]);

export type UnitKind = 'tool' | 'skills' | 'schema' | 'schemaNode' | 'denoModule';

/** One value the rules check, with what made it one. */
export interface Unit {
  kind: UnitKind;
  root: ValueNode;
}

/**
 * The local names a file gives what it imports from Pedelec (`import { defineTool as dt }`, `import * as p`,
 * `const { defineTool } = require('pedelec')`), and `createSession`: where its Pedelec values can be. Undefined when
 * the file does not import Pedelec at all.
 */
export function pedelecMarkers(program: t.Program, isPedelecModule: (source: string) => boolean): string[] | undefined {
  const names: string[] = [];
  let imports = false;
  for (const s of program.body) {
    if (s.type === 'ImportDeclaration' && isPedelecModule(s.source.value)) {
      imports = true;
      for (const spec of s.specifiers) names.push(spec.local.name);
    } else if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) {
        if (!isRequireOf(d.init, isPedelecModule)) continue;
        imports = true;
        if (d.id.type === 'Identifier') names.push(d.id.name);
        else if (d.id.type === 'ObjectPattern')
          for (const p of d.id.properties) if (p.type === 'ObjectProperty' && p.value.type === 'Identifier') names.push(p.value.name);
      }
    }
  }
  return imports ? [...names, 'createSession'] : undefined;
}

const isRequireOf = (init: t.Node | null | undefined, isPedelecModule: (source: string) => boolean): boolean =>
  init?.type === 'CallExpression' &&
  init.callee.type === 'Identifier' &&
  init.callee.name === 'require' &&
  init.arguments[0]?.type === 'StringLiteral' &&
  isPedelecModule(init.arguments[0].value);

/** Every unit of the analysed file, in source order (the candidates the scope walk collected). */
export function findUnits(module: ScriptModule, evaluator: Evaluator, isPedelecModule: (source: string) => boolean): Unit[] {
  const units: Unit[] = [];
  const schemaType = (type: t.Node | undefined): UnitKind | undefined => {
    if (type?.type === 'TSTypeAnnotation') type = type.typeAnnotation;
    if (type?.type !== 'TSTypeReference') return undefined;
    const imported = module.scope.importOf(type.typeName);
    return imported && isPedelecModule(imported.source) ? SCHEMA_TYPES.get(imported.name) : undefined;
  };
  const add = (kind: UnitKind, expr: t.Node) => units.push({ kind, root: evaluator.evaluate(expr, module) });

  for (const node of module.scope.candidates) {
    switch (node.type) {
      case 'CallExpression': {
        const arg = node.arguments[0];
        if (arg && arg.type !== 'SpreadElement' && arg.type !== 'ArgumentPlaceholder') {
          if (evaluator.isPedelecCall(node.callee, module, 'defineTool')) add('tool', arg);
          else if (evaluator.isPedelecCall(node.callee, module, DENO)) add('denoModule', node);
          else if (isCreateSession(node.callee, module, isPedelecModule)) {
            const skills = getValue(evaluator.evaluate(arg, module), 'skills');
            if (skills?.type === 'object') units.push({ kind: 'skills', root: skills });
          }
        }
        break;
      }
      case 'TSSatisfiesExpression':
      case 'TSAsExpression':
      case 'TSTypeAssertion': {
        const kind = schemaType(node.typeAnnotation);
        if (kind) add(kind, node.expression);
        break;
      }
      case 'VariableDeclarator': {
        const kind = node.id.type === 'Identifier' && node.init ? schemaType(node.id.typeAnnotation ?? undefined) : undefined;
        if (kind && node.init) add(kind, node.init);
        break;
      }
    }
  }
  return units;
}

/**
 * `createSession(…)` imported from Pedelec, or a `.createSession(…)` method of any object: the SDK's is called on
 * a client instance (`pedelec.createSession`), which the file may get from anywhere. Only its `skills` are read.
 */
function isCreateSession(callee: t.Node, module: ScriptModule, isPedelecModule: (source: string) => boolean): boolean {
  if (callee.type === 'Identifier') {
    const imported = module.scope.importOf(callee);
    return imported?.name === 'createSession' && isPedelecModule(imported.source);
  }
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'createSession'
  );
}
