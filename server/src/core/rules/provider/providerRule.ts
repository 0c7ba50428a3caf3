/** The one shape every `provider/…` rule has: the violations of its constraint kind, reported on their source nodes. */
import type { Rule } from '../../model/rule';
import type { Family } from '../../model/catalog';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import type { ConstraintKind } from './profiles/types';
import { providerClean, providerReports } from './violations';
import { fixesFor } from './fixes';

export const PROVIDER_FAMILIES: readonly Family[] = ['arcade', ...PEDELEC_FAMILIES, 'host-tools'];

export function providerRule(kind: ConstraintKind, description: string): Rule {
  return {
    meta: { id: `provider/${kind}`, defaultSeverity: 'warning', description, families: PROVIDER_FAMILIES },
    check({ doc, association, settings, report }) {
      const own = providerReports(doc, association, settings, kind);
      if (own) for (const { on, message, first } of own) report({ ...on, message, fixes: fixesFor(first) });
    },
    // No violation of any kind: one verdict for every provider rule, worked out once per document.
    clean: providerClean,
  };
}
