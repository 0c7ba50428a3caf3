import { getValue, type StringNode, type TreeNode } from '../../../model/tree';

/** The `name` string of each entry that repeats an earlier entry's name (the later ones: where a rename fixes it). */
export function* repeatedNames(entries: Iterable<TreeNode>): Generator<StringNode> {
  const seen = new Set<string>();
  for (const entry of entries) {
    const name = getValue(entry, 'name');
    if (name?.type !== 'string') continue;
    if (seen.has(name.value)) yield name;
    else seen.add(name.value);
  }
}
