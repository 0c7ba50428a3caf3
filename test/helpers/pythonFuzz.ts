/**
 * A generator of Python tool modules for the Python fix-safety property: `@tool` from `arcade_tdk` or
 * `arcade_mcp_server`, or `@app.tool` on an `MCPApp`; parameters bare, described by `Annotated[T, "…"]`, by
 * `Field(description=…)` inside `Annotated`, optional, quoted, context-typed; tools with and without docstrings;
 * `from __future__ import annotations` with and without annotations that need it; metadata that contradicts itself;
 * imports above the tools, below them (all, or typing's), typing's under `if TYPE_CHECKING:` or under `try:`, so a
 * fix that adds an import must find a place where the name is bound before its use; and comments, blank lines and
 * odd spacing around all of it. Every module is valid Python as generated.
 */
import fc from 'fast-check';
import type { Seed } from './fuzz';

interface Layout {
  indent: string;
  /** Spaces around `:` and `=` and after commas, as some authors write them. */
  loose: boolean;
  comments: boolean;
}

type ParamShape = 'bare' | 'described' | 'field' | 'fieldMore' | 'noDescription' | 'optional' | 'quoted' | 'shape' | 'context';

interface ToolPlan {
  decorator: 'tool' | 'toolCall' | 'appTool' | 'metadata';
  name: string;
  params: ParamShape[];
  docstring: 'none' | 'text' | 'blank' | 'oneLiner';
  returns: boolean;
  /** Operation and read_only for `metadata=`: READ beside read_only=False, or DELETE beside read_only=True, contradict. */
  operation: 'READ' | 'DELETE' | 'UPDATE';
  readOnly: boolean;
}

interface ModulePlan {
  origin: 'arcade_tdk' | 'arcade_mcp_server';
  /** `joined`: on the docstring's line, after a `;` (a fix must not put an import above it). */
  future: 'none' | 'alone' | 'withDivision' | 'joined';
  /** `Annotated` imported as itself, as `A`, or not at all (written `typing.Annotated`: a fix must import the name it writes). */
  annotatedImport: 'plain' | 'aliased' | 'missing';
  /** Where the class `Shape` a parameter may name is defined: before the tools, after them (postponed annotation), or nowhere. */
  shape: 'before' | 'after' | 'none';
  moduleDocstring: boolean;
  /** Where `from typing import …` goes: with the other imports, below the tools (with them: `allBelow`), or in a block. */
  typingAt: 'top' | 'bottom' | 'allBelow' | 'typeChecking' | 'try';
  tools: ToolPlan[];
  layout: Layout;
}

const NAMES = ['echo', 'get_user', 'getUser', 'ping', 'delete_item', 'list_items'];
const PARAM_NAMES = ['message', 'count', 'tags', 'user_id', 'limit', 'shape'];

const toolPlan: fc.Arbitrary<ToolPlan> = fc.record({
  decorator: fc.constantFrom('tool' as const, 'toolCall' as const, 'appTool' as const, 'metadata' as const),
  name: fc.constantFrom(...NAMES),
  params: fc.array(
    fc.constantFrom<ParamShape>('bare', 'described', 'field', 'fieldMore', 'noDescription', 'optional', 'quoted', 'shape', 'context'),
    { maxLength: 4 },
  ),
  docstring: fc.constantFrom('none' as const, 'text' as const, 'blank' as const, 'oneLiner' as const),
  returns: fc.boolean(),
  operation: fc.constantFrom('READ' as const, 'DELETE' as const, 'UPDATE' as const),
  readOnly: fc.boolean(),
});

const modulePlan: fc.Arbitrary<ModulePlan> = fc.record({
  origin: fc.constantFrom('arcade_tdk' as const, 'arcade_mcp_server' as const),
  future: fc.constantFrom('none' as const, 'alone' as const, 'withDivision' as const, 'joined' as const),
  shape: fc.constantFrom('before' as const, 'after' as const, 'none' as const),
  annotatedImport: fc.constantFrom('plain' as const, 'aliased' as const, 'missing' as const),
  moduleDocstring: fc.boolean(),
  typingAt: fc.constantFrom('top' as const, 'bottom' as const, 'allBelow' as const, 'typeChecking' as const, 'try' as const),
  tools: fc.array(toolPlan, { minLength: 1, maxLength: 3 }),
  layout: fc.record({ indent: fc.constantFrom('    ', '  ', '\t'), loose: fc.boolean(), comments: fc.boolean() }),
});

/** The module a plan describes. */
function write(plan: ModulePlan): string {
  const { indent, loose, comments } = plan.layout;
  const colon = loose ? ' : ' : ': ';
  const comma = loose ? ' ,  ' : ', ';
  const eq = loose ? ' = ' : '=';
  const note = (what: string) => (comments ? `  # ${what}` : '');
  const A = plan.annotatedImport === 'aliased' ? 'A' : plan.annotatedImport === 'missing' ? 'typing.Annotated' : 'Annotated';
  const lines: string[] = [];
  if (plan.moduleDocstring && plan.future !== 'joined') lines.push('"""Tools for the fuzz."""');
  if (plan.future === 'joined') lines.push('"""Tools."""; from __future__ import division');
  if (plan.future === 'alone') lines.push(`from __future__ import annotations${note('postponed')}`);
  if (plan.future === 'withDivision') lines.push('from __future__ import division, annotations');
  const typing = [
    'Optional',
    ...(plan.annotatedImport === 'plain' ? ['Annotated'] : plan.annotatedImport === 'aliased' ? ['Annotated as A'] : []),
  ];
  const typingLine = `from typing import ${typing.join(comma)}`;
  const imports: string[] = [];
  if (plan.typingAt === 'typeChecking') imports.push('from typing import TYPE_CHECKING', 'if TYPE_CHECKING:', `${indent}${typingLine}`);
  else if (plan.typingAt === 'try')
    imports.push('try:', `${indent}${typingLine}`, 'except ImportError:', `${indent}${typingLine.replace('typing', 'typing_extensions')}`);
  else if (plan.typingAt !== 'bottom') imports.push(typingLine);
  if (plan.annotatedImport === 'missing') imports.push('import typing');
  imports.push('from pydantic import Field');
  const usesApp = plan.tools.some((t) => t.decorator === 'appTool' || t.decorator === 'metadata');
  if (plan.origin === 'arcade_mcp_server' || usesApp) {
    imports.push(`from arcade_mcp_server import Context${comma}MCPApp${comma}tool`);
    imports.push('from arcade_mcp_server.metadata import Behavior, Operation, ToolMetadata');
    imports.push('', `app = MCPApp(name${eq}"fuzz"${comma}version${eq}"1.0.0")`);
  } else imports.push('from arcade_tdk import ToolContext as Context, tool');
  if (plan.typingAt !== 'allBelow') lines.push(...imports);
  const shapeClass = ['', 'class Shape:', `${indent}side: int${note('a field')}`, ''];
  if (plan.shape === 'before') lines.push(...shapeClass);
  plan.tools.forEach((t, i) => {
    const name = `${t.name}_${i}`;
    lines.push('');
    if (comments) lines.push(`# tool ${i}`);
    if (t.decorator === 'tool') lines.push('@tool');
    else if (t.decorator === 'toolCall') lines.push(`@tool(desc${eq}"")`);
    else if (t.decorator === 'appTool') lines.push('@app.tool');
    else
      lines.push(
        `@app.tool(metadata${eq}ToolMetadata(behavior${eq}Behavior(operations${eq}[Operation.${t.operation}]${comma}read_only${eq}${t.readOnly ? 'True' : 'False'})))`,
      );
    // A parameter with a default comes after those without (anything else is not Python).
    const ordered = [...t.params.filter((s) => s !== 'optional'), ...t.params.filter((s) => s === 'optional')];
    const params = ordered.map((shape, j) => {
      const p = `${PARAM_NAMES[j % PARAM_NAMES.length]}${j}`;
      switch (shape) {
        case 'bare':
          return `${p}${colon}int`;
        case 'described':
          return `${p}${colon}${A}[str${comma}"The ${p}"]`;
        case 'field':
          return `${p}${colon}${A}[str${comma}Field(description${eq}"The ${p}")]`;
        case 'fieldMore':
          return `${p}${colon}${A}[list[int]${comma}Field(ge${eq}1${comma}description${eq}'Some ${p}'${comma}le${eq}9)]`;
        case 'noDescription':
          return `${p}${colon}${A}[list[str]${comma}Field(max_length${eq}3)]`;
        case 'optional':
          return `${p}${colon}Optional[str]${eq}None`;
        case 'quoted':
          return `${p}${colon}"int"`;
        case 'shape':
          return `${p}${colon}${A}[Shape${comma}"A shape"]`;
        case 'context':
          return `${p}${colon}Context`;
      }
    });
    const signature = `def ${name}(${params.join(comma)})${t.returns ? ' -> str' : ''}:`;
    if (t.docstring === 'oneLiner') return void lines.push(`${signature} return ""`);
    lines.push(signature + note('the tool'));
    if (t.docstring === 'text') lines.push(`${indent}"""Does ${name}."""`);
    if (t.docstring === 'blank') lines.push(`${indent}"""  """`);
    if (comments) lines.push(`${indent}# body`);
    lines.push(`${indent}return ""`);
  });
  if (plan.shape === 'after') lines.push(...shapeClass);
  if (plan.typingAt === 'bottom') lines.push('', typingLine);
  if (plan.typingAt === 'allBelow') lines.push('', ...imports);
  return lines.join('\n') + '\n';
}

/** A Python tool module, named so it is analysed as Python. */
export const pythonToolModule: fc.Arbitrary<Seed> = modulePlan.map((plan) => ({
  family: 'arcade-python',
  filename: 'tools.py',
  text: write(plan),
}));
