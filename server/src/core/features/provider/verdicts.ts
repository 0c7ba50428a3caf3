/**
 * Per selected profile, "accepted" or the first violation, as the provider rules found them: the hover on a tool and
 * the model view ("Show what the model sees") both show this.
 */
import { shownTools, type Analysis } from '../../pipeline/analysis';
import { getString, isObject, type TreeNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import { checkedProviders, wording } from '../../rules/provider/violations';
import { arcadeToolName } from '../../rules/provider/subjects';

export interface ProfileVerdict {
  profile: string;
  title: string;
  /** The first violation's message (the profile's own wording), absent when the profile accepts the tool. */
  rejected?: string;
  /** The tool the verdict is about, when a file of several tools is shown whole (the name its host sees). */
  tool?: string;
}

/** `scope`: only violations on nodes inside it count (one tool of a file of several); absent: the whole document. */
export function profileVerdicts(analysis: Pick<Analysis, 'doc'>, scope?: TreeNode): ProfileVerdict[] {
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

/**
 * The verdicts the model view shows: the document's when it is one value; in a file of several (each tool of a
 * Python file or a script), the tool at `offset`, else every tool's, each named.
 */
export function viewVerdicts(analysis: Analysis, offset: number | undefined): ProfileVerdict[] {
  if (analysis.doc.root || !analysis.doc.isScript) return profileVerdicts(analysis);
  const units = shownTools(analysis, offset);
  if (units.length === 1) return profileVerdicts(units[0]);
  return units.flatMap((u) => {
    const tool = toolName(u.doc);
    return profileVerdicts(u).map((v) => (tool === undefined ? v : { ...v, tool }));
  });
}

/** The name a host sees: Arcade's converted name, or a Pedelec tool's own. */
function toolName(doc: SchemaDocument): string | undefined {
  const root = doc.root;
  return isObject(root) ? (arcadeToolName(doc.rootValue()) ?? getString(root, 'name')) : undefined;
}
