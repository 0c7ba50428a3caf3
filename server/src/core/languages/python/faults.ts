/**
 * Faults a Python reading finds that no JSON tree can show (a union annotation, a missing docstring): recorded
 * per unit while the definition is built (model/faults.ts), and reported by the `arcade-python/…` rules (rules/arcade-python/), one
 * rule per fault, so each has its id, severity setting, docs and test table like every other rule.
 */
import type { LanguageFault } from '../../model/faults';

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
  | 'mcp-name-collision'
  | 'field-description-ignored'
  | 'default-factory-not-callable'
  | 'optional-not-nullable'
  | 'model-field-description-dropped'
  | 'extras-key-not-string'
  | 'extras-not-json-safe'
  | 'undefined-annotation-name';

/** A fault of a Python tool; reported by `arcade-python/<id>`. */
export interface PythonFault extends LanguageFault {
  id: PythonFaultId;
}
