/**
 * Faults a Python reading finds that no JSON tree can show (a union annotation, a missing docstring): recorded
 * per unit while the definition is built, and reported by the `arcade-python/…` rules (rules/arcade-python/), one
 * rule per fault, so each has its id, severity setting, docs and test table like every other rule.
 */
import type { Span, ValueNode } from '../../tree';
import type { Fix } from '../../problem';

export type PythonFaultId =
  | 'missing-tool-description'
  | 'missing-return-type'
  | 'missing-annotation'
  | 'missing-parameter-description'
  | 'too-many-strings'
  | 'union-type'
  | 'unsupported-type'
  | 'multiple-contexts'
  | 'invalid-app'
  | 'reserved-meta-key'
  | 'duplicate-tool-name'
  | 'field-description-ignored';

export interface PythonFault {
  id: PythonFaultId;
  span: Span;
  message: string;
  /** The fixes, computed only when asked (as a rule report's). */
  fixes?: () => Fix[];
}

const faultsOfUnit = new WeakMap<ValueNode, PythonFault[]>();

export function recordFaults(root: ValueNode, faults: PythonFault[]): void {
  faultsOfUnit.set(root, faults);
}

/** The faults of one unit's tree with this id; none for a tree that is not a Python unit. */
export const faultsOf = (root: ValueNode | undefined, id: PythonFaultId): PythonFault[] =>
  (root && faultsOfUnit.get(root)?.filter((f) => f.id === id)) || [];
