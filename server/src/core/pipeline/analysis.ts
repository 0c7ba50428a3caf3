/** What an analysis of one file is (pipeline/analyze.ts), and the unit under an offset (hover, completion, actions). */
import type { Association } from '../model/association';
import type { SchemaDocument } from '../model/document';
import type { Problem } from '../model/problem';
import { descendants, end, type TreeNode, type ValueNode } from '../model/tree';
import type { Engine } from './engine';

/** A value of the file with the schema it was checked against. */
export interface CheckedUnit {
  doc: SchemaDocument;
  association: Association;
}

export interface Analysis {
  /** The file as a whole (its text, comments and line index). */
  doc: SchemaDocument;
  /** What it ran: its rules decide which codes are rules (a disable comment), a fix-all's passes run them again. */
  engine: Engine;
  association?: Association;
  /** Set when the document was too large or too deep for the full checks: hover and completion stay out too. */
  limited?: 'too-large' | 'too-deep';
  /** In document order. */
  problems: Problem[];
  /** The problems written in other files this one reads (a constant imported from a module), by file URI. */
  elsewhere?: ReadonlyMap<string, Problem[]>;
  /** The files it read or looked for (imports, tsconfig.json); it is stale when one of them changes. */
  reads?: readonly string[];
  /** The values checked: the whole of a JSON document, or each Pedelec value of a script. */
  units: readonly CheckedUnit[];
}

export type Logger = (message: string) => void;

/**
 * The unit written around `offset`, and the outermost node of its tree there. `whole`: the unit is the file's own
 * text (a JSON document), which the JSON language service can read as it stands; otherwise the value is read from
 * its tree only (a script's value, whose literal may be written away from where it is used: a constant, a spread).
 * `among`: the units to look in (the model view looks in the tools only).
 */
export function unitAt(
  analysis: Analysis,
  offset: number,
  among: readonly CheckedUnit[] = analysis.units,
): { unit: CheckedUnit; start: ValueNode | undefined; whole: boolean } | undefined {
  if (!analysis.association || analysis.limited) return undefined;
  const whole = analysis.units.find((u) => u.doc === analysis.doc);
  if (whole) return { unit: whole, start: whole.doc.root, whole: true };
  const holds = (n: TreeNode) => !n.origin && n.offset <= offset && offset < end(n);
  let found: { unit: CheckedUnit; start: ValueNode; whole: false } | undefined;
  for (const unit of among) {
    const root = unit.doc.root;
    for (const n of descendants(root)) {
      // A unit's root may have a parent outside the unit (createSession's `skills` sits in the call's argument).
      if (n.type === 'property' || !holds(n) || (n !== root && n.parent && holds(n.parent))) continue;
      if (n.parent?.type === 'property' && n.parent.keyNode === n) continue;
      if (!found || n.length < found.start.length) found = { unit, start: n as ValueNode, whole: false };
    }
  }
  return found;
}

/** The families whose value is one tool: what the model view shows of a file of several values. */
const TOOL_FAMILIES: readonly string[] = ['arcade', 'pedelec-tool'];

/**
 * The tools of a file of several values (a Python file's Arcade tools, a script's `defineTool(…)` arguments), in
 * order; a script with none shows its other values (an args schema typed as one).
 */
export function toolUnits(analysis: Analysis): CheckedUnit[] {
  const units = analysis.units.filter((u) => u.doc !== analysis.doc && u.doc.root);
  const tools = units.filter((u) => TOOL_FAMILIES.includes(u.association.schema.family));
  return tools.length ? tools : units;
}

/**
 * The tools the model view shows of a file of several values: the one written around `offset` (in its call, or in
 * a value it reads: an args schema typed as one inside the call, a constant the call names), else every tool.
 */
export function shownTools(analysis: Analysis, offset: number | undefined): CheckedUnit[] {
  const tools = toolUnits(analysis);
  const under = offset === undefined ? undefined : unitAt(analysis, offset, tools)?.unit;
  return under ? [under] : tools;
}
