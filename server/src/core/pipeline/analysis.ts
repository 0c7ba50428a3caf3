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
 */
export function unitAt(
  analysis: Analysis,
  offset: number,
): { unit: CheckedUnit; start: ValueNode | undefined; whole: boolean } | undefined {
  if (!analysis.association || analysis.limited) return undefined;
  const whole = analysis.units.find((u) => u.doc === analysis.doc);
  if (whole) return { unit: whole, start: whole.doc.root, whole: true };
  const holds = (n: TreeNode) => !n.origin && n.offset <= offset && offset < end(n);
  let found: { unit: CheckedUnit; start: ValueNode; whole: false } | undefined;
  for (const unit of analysis.units) {
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
