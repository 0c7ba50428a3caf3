/**
 * Per selected profile, "accepted" or the first violation, as the provider rules found them: the hover on a tool and
 * the model view ("Show what the model sees") both show this.
 */
import type { Analysis } from '../../pipeline/analysis';
import type { TreeNode } from '../../model/tree';
import { checkedProviders, wording } from '../../rules/provider/violations';

export interface ProfileVerdict {
  profile: string;
  title: string;
  /** The first violation's message (the profile's own wording), absent when the profile accepts the tool. */
  rejected?: string;
}

/** `scope`: only violations on nodes inside it count (one tool of a file of several); absent: the whole document. */
export function profileVerdicts(analysis: Analysis, scope?: TreeNode): ProfileVerdict[] {
  const checked = checkedProviders(analysis.doc);
  if (!checked) return [];
  const inside = (n: TreeNode | undefined) => {
    if (!scope) return true;
    for (let p = n; p; p = p.parent) if (p === scope) return true;
    return false;
  };
  return checked.profiles.map((profile) => {
    // The first in the document, so that a tool's name comes before its schema.
    const first = checked.violations
      .filter((v) => v.profile.id === profile.id && v.node && inside(v.node))
      .reduce<(typeof checked.violations)[number] | undefined>((a, v) => (a && a.node!.offset <= v.node!.offset ? a : v), undefined);
    return { profile: profile.id, title: profile.title, ...(first ? { rejected: wording(first) } : {}) };
  });
}
