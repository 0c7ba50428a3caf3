/**
 * The `arcade-python/…` rules share one shape: the Python reading records each fault of a tool while it builds
 * the tool's definition (model/faults.ts); the rule of that fault reports them, where the author
 * fixes them, with arcade-core's own wording. A JSON definition has no such faults, so these rules say nothing there.
 */
import { faultsOf } from '../../model/faults';
import { cleanOnEveryPlainValue, type Rule, type RuleMeta } from '../../model/rule';

export function pythonFaultRule(fault: string, meta: Omit<RuleMeta, 'id' | 'families'>): Rule {
  return {
    meta: { id: `arcade-python/${fault}`, families: ['arcade'], ...meta },
    check({ doc, report }) {
      for (const f of faultsOf(doc.root, fault))
        report({
          span: f.span,
          message: f.message,
          ...(f.fixes ? { fixes: f.fixes } : {}),
          ...(f.severity ? { severity: f.severity } : {}),
        });
    },
    // Faults are recorded only on the tree the Python reading builds; a plain value (a JSON file's) has none.
    clean: cleanOnEveryPlainValue,
  };
}
