/**
 * The Python source language: a file whose text names `arcade_tdk` or `arcade_mcp_server` is parsed (lezer), its
 * tools are found as arcade-core's discovery finds them (§1 of the facts sheet), and each becomes one unit: a
 * ToolDefinition tree with spans in the Python text, checked against `arcade-tool-current` like a JSON definition.
 */
import type { Span, ValueNode } from '../../model/tree';
import type { Problem } from '../../model/problem';
import type { SourceComment } from '../../model/edits';
import { opaque } from './build';
import { futureFaults } from './future';
import { readWholeTree } from './notParsed';
import { appToolkit } from './app';
import { buildDefinition, type Toolkit, type ToolSite } from './definition';
import { recordFaults } from '../../model/faults';
import type { PythonFault } from './faults';
import type { ModuleReader } from './imports';
import { baseName, namesArcade, qualified, readModule, ARCADE_MODULES, type ModuleInfo } from './module';
import { argumentsOf, child, parsePython, span, type PyNode } from './syntax';
import { unboundAnnotationFaults } from './unbound';

export { namesArcade } from './module';

export interface PythonUnit {
  root: ValueNode;
  /** `Echo` (the tool's name), for hover and the CLI. */
  label: string;
  faults: PythonFault[];
}

export interface ParsedPython {
  units: PythonUnit[];
  /**
   * A module with no tool whose own faults the catalog raises on (an `MCPApp(name="My Server")`, as the `arcade new`
   * full template writes): an opaque tree holding those faults, for the rules to report; no tool, no definition.
   */
  moduleFaults?: ValueNode;
  problems: Problem[];
  comments: SourceComment[];
}

const isArcade = (origin: string) => ARCADE_MODULES.some((m) => origin === m || origin.startsWith(`${m}.`));

/** `imported`: how another module of the project is read (none: types imported from elsewhere stay unknown). */
export function parsePythonFile(text: string, imported?: ModuleReader): ParsedPython {
  if (!namesArcade(text)) return { units: [], problems: [], comments: [] };
  const root = parsePython(text);
  const module = readModule(text, root);
  // Python's syntax errors are the Python extension's to show; one problem says the file was not wholly read.
  const { problems, comments } = readWholeTree(text, root);
  const appFaults: PythonFault[] = [];
  const toolkits = new Map<string, Toolkit>();
  for (const [name, call] of module.apps) toolkits.set(name, appToolkit(text, call, appFaults));
  const packageToolkit: Toolkit = {
    name: opaque({ offset: 0, length: 0 }, 'the package name, known when the toolkit is loaded'),
    version: opaque({ offset: 0, length: 0 }, 'the package version'),
    description: opaque({ offset: 0, length: 0 }, 'the package description'),
  };
  const sites = toolSites(text, module, toolkits, packageToolkit, appFaults);
  const units: PythonUnit[] = [];
  const byName = new Map<string, { toolkit: Toolkit; nameAt: Span; raw: string }[]>();
  const byMcpName = new Map<string, McpNamed>();
  // Faults of the module itself (its __future__ import, an app's arguments) belong to its first tool's unit.
  const moduleFaults: PythonFault[] = [...futureFaults(text, module), ...appFaults];
  const unboundReported = new Set<string>();
  for (const site of sites) {
    const faults: PythonFault[] = [];
    unboundAnnotationFaults(text, module, site, unboundReported, faults);
    const { root: tree, rawName, nameAt } = buildDefinition(text, module, site, faults, imported);
    const pascal = tree.type === 'object' ? tree.properties[0]?.valueNode : undefined;
    if (pascal?.type === 'string') {
      const key = `${site.toolkit === packageToolkit ? '' : (site.toolkit.name as { value?: string }).value}\0${pascal.value.toLowerCase()}`;
      const seen = byName.get(key) ?? [];
      if (seen.length)
        faults.push({
          id: 'duplicate-tool-name',
          span: nameAt,
          message: `Tool '${pascal.value}' already exists: '${seen[0].raw}' in this file has the same name once arcade-core PascalCases it (names compare case-insensitively). Rename one of them: the catalog raises ToolkitLoadError.`,
        });
      byName.set(key, [...seen, { toolkit: site.toolkit, nameAt, raw: rawName }]);
      const toolkit = site.toolkit === packageToolkit ? undefined : (site.toolkit.name as { value?: string }).value;
      const functionName = child(site.func, 'VariableName');
      const func = functionName ? text.slice(functionName.from, functionName.to) : rawName;
      const named: McpNamed = { name: pascal.value, func, toolkit };
      const mcpKey = `${toolkit ?? ''}\0${pascal.value.replace(/\./g, '_')}`;
      const earlier = byMcpName.get(mcpKey);
      if (earlier && !seen.length) faults.push(mcpNameCollision(earlier, named, nameAt));
      byMcpName.set(mcpKey, named); // the later registration is the one a call reaches
    }
    units.push({ root: tree, label: pascal?.type === 'string' ? pascal.value : rawName, faults });
  }
  // A unit is what the rules see: the module's faults go with its first tool. With none, an app's faults go on a
  // tree of their own (MCPApp raises when it is made); the __future__ import harms only tools, so it is left alone.
  if (units.length) units[0].faults.push(...moduleFaults);
  else if (appFaults.length) {
    const holder = opaque({ offset: 0, length: 0 }, 'a module without tools');
    recordFaults(holder, appFaults);
    return { units, problems, comments, moduleFaults: holder };
  }
  // A fault in a class several tools use (a TypedDict's field) is found once per tool, and reported once.
  const reported = new Set<string>();
  for (const unit of units) {
    unit.faults = unit.faults.filter((f) => {
      const key = `${f.id}\0${f.span.offset}\0${f.span.length}\0${f.message}`;
      return !reported.has(key) && !!reported.add(key);
    });
    recordFaults(unit.root, unit.faults);
  }
  return { units, problems, comments };
}

/** A tool's catalog name, the Python function it runs, and its app's PascalCased name (undefined: a package's). */
interface McpNamed {
  name: string;
  func: string;
  toolkit?: string;
}

/**
 * Two names the catalog tells apart (`Search.Web`, `Search_Web`) that MCP clients cannot: arcade-mcp-server names
 * a tool `<Toolkit>_<Name>` with every `.` written as `_`, lists both tools under that one name, and resolves a call
 * through a map from that name in which the tool loaded later replaces the earlier (managers/tool.py).
 */
function mcpNameCollision(earlier: McpNamed, later: McpNamed, at: Span): PythonFault {
  const wire = `${later.toolkit ?? '<toolkit>'}_${later.name.replace(/\./g, '_')}`;
  return {
    id: 'mcp-name-collision',
    span: at,
    message: `Tool '${later.name}' and tool '${earlier.name}' above reach MCP clients under one name, '${wire}': arcade-mcp-server writes each '.' of a tool name as '_'. The catalog accepts both, but clients are listed two tools of that name and every call runs ${later.func}(), registered later; ${earlier.func}() is never called. Rename one (the function, or name= in the decorator) so the names differ once '.' becomes '_'.`,
  };
}

/**
 * Decorated functions and `app.add_tool(f, …)` calls of the module's own top level (inside `if`/`try`/`with` blocks
 * too), in file order. A function nested in another function or a class is not one: arcade-core's AST walk finds
 * it, but then looks it up as an attribute of the module, which it is not (K1), and an `@app.tool` there runs only
 * when the enclosing function does.
 */
function toolSites(
  text: string,
  module: ModuleInfo,
  apps: Map<string, Toolkit>,
  packageToolkit: Toolkit,
  faults: PythonFault[],
): ToolSite[] {
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const functions = new Map<string, PyNode>();
  const sites: ToolSite[] = [];
  const decorated = new Map<PyNode, ToolSite>();
  const stack: PyNode[] = [...module.statements].reverse();
  while (stack.length) {
    const statement = stack.pop()!;
    if (statement.name === 'FunctionDefinition' && child(statement, 'VariableName'))
      functions.set(at(child(statement, 'VariableName')!), statement);
    if (statement.name === 'DecoratedStatement') {
      const func = statement.children.find((c) => c.name === 'FunctionDefinition');
      if (func && child(func, 'VariableName')) {
        functions.set(at(child(func, 'VariableName')!), func);
        let site: ToolSite | undefined;
        let deprecation: PyNode | undefined;
        for (const decorator of statement.children.filter((c) => c.name === 'Decorator')) {
          const parts = decorator.children.filter((c) => c.name === 'VariableName' || c.name === '.');
          const path = parts.map(at).join('');
          const args = argumentsOf(child(decorator, 'ArgList'));
          const names = path.split('.');
          if (names.length === 2 && names[1] === 'deprecated' && isTool(module, names[0])) deprecation = args[0]?.value;
          else if (names.length === 1 && isTool(module, names[0])) site = { func, site: decorator, args, toolkit: packageToolkit };
          else if (names.length === 2 && names[1] === 'tool' && apps.has(names[0])) {
            // MCPApp.tool adds the tool, reading its signature, as soon as the decorated function is defined.
            site = { func, site: decorator, args, toolkit: apps.get(names[0])!, readAt: statement.to };
            const meta = args.find((a) => a.keyword && at(a.keyword) === 'meta');
            if (meta) reservedMeta(meta.value);
          } else if (names.length === 2 && names[1] === 'tool' && isArcade(qualified(module, names[0])))
            site = { func, site: decorator, args, toolkit: packageToolkit };
        }
        if (site) {
          if (deprecation) site.deprecation = deprecation;
          sites.push(site);
          decorated.set(func, site);
        }
      }
    }
    if (statement.name === 'ExpressionStatement') addToolCall(statement.children[0]);
    for (const c of [...statement.children].reverse())
      if (c.name === 'Body' && statement.name !== 'FunctionDefinition' && statement.name !== 'ClassDefinition')
        stack.push(...[...c.children].reverse());
      else if (c.name === 'MatchBody')
        // A match's cases run at import as an if's blocks do.
        for (const clause of [...c.children].reverse()) stack.push(...[...(child(clause, 'Body')?.children ?? [])].reverse());
  }
  return sites.sort((a, b) => a.func.from - b.func.from);

  function addToolCall(call: PyNode | undefined): void {
    if (call?.name !== 'CallExpression') return;
    const callee = call.children[0];
    const [owner, dot, method] = callee?.name === 'MemberExpression' ? callee.children : [];
    if (!owner || dot?.name !== '.' || !method || at(method) !== 'add_tool' || !apps.has(at(owner))) return;
    const [first, ...rest] = argumentsOf(child(call, 'ArgList'));
    const func = first && !first.keyword ? functions.get(at(first.value)) : undefined;
    const meta = rest.find((a) => a.keyword && at(a.keyword) === 'meta');
    if (meta) reservedMeta(meta.value);
    if (!func) return;
    const existing = decorated.get(func);
    // On a function already decorated with @tool, add_tool's own arguments are ignored (arcade-mcp-server).
    if (existing) {
      existing.toolkit = apps.get(at(owner))!;
      existing.readAt = Math.min(existing.readAt ?? call.from, call.from);
    } else sites.push({ func, site: call, args: rest, toolkit: apps.get(at(owner))!, readAt: call.from });
  }

  function reservedMeta(value: PyNode): void {
    if (value.name !== 'DictionaryExpression') return;
    const key = value.children.find((c) => c.name === 'String' && text.slice(c.from + 1, c.to - 1) === 'arcade');
    if (key)
      faults.push({
        id: 'reserved-meta-key',
        span: span(key),
        message: `The 'arcade' key in meta is reserved. Use the 'metadata' parameter (ToolMetadata) instead.`,
      });
  }
}

/** `tool` imported from arcade_tdk or arcade_mcp_server (as itself or under another name). */
function isTool(module: ModuleInfo, local: string): boolean {
  const origin = module.imports.get(local);
  return !!origin && isArcade(origin) && baseName(origin) === 'tool';
}
