/**
 * Faults a language finds while it reads a unit that no tree can show (a Python union annotation, a missing
 * docstring): recorded on the unit's root while the language builds it, and reported by the rule of the same
 * name, so each has its id, severity setting, docs and test table like every other rule (rules/arcade-python/).
 */
import type { Fix, Severity } from './problem';
import type { Span, ValueNode } from './tree';

export interface LanguageFault {
  /** The rule's name within its family (`union-type` for `arcade-python/union-type`). */
  id: string;
  span: Span;
  message: string;
  /** The fixes, computed only when asked (as a rule report's). */
  fixes?: () => Fix[];
  /** This fault's severity, where it differs from its rule's default (RuleReport.severity, RuleMeta.reportSeverities). */
  severity?: Severity;
}

/** Each unit's faults by id: a unit is checked by every rule of the family, each asking for its own id. */
const faultsOfUnit = new WeakMap<ValueNode, Map<string, LanguageFault[]>>();

export function recordFaults(root: ValueNode, faults: readonly LanguageFault[]): void {
  const byId = new Map<string, LanguageFault[]>();
  for (const fault of faults) {
    const same = byId.get(fault.id);
    if (same) same.push(fault);
    else byId.set(fault.id, [fault]);
  }
  faultsOfUnit.set(root, byId);
}

/** The faults of one unit's tree with this id; none for a tree no language recorded faults on (a JSON file's). */
export const faultsOf = (root: ValueNode | undefined, id: string): readonly LanguageFault[] =>
  (root && faultsOfUnit.get(root)?.get(id)) || [];
