/**
 * How many keys repeat an earlier key of the same object. A fix computed from the AST of a broken document can add
 * a key that is already there (`"inner_val_type": ,` parses as a property without a value, so the rule thinks it
 * is missing): the fix-safety check counts these alongside syntax errors. One visitor pass, no recursion.
 */
import { visit } from 'jsonc-parser';

export function duplicateKeyCount(text: string): number {
  let count = 0;
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key) => {
      const keys = open[open.length - 1];
      if (!keys) return;
      if (keys.has(key)) count++;
      else keys.add(key);
    },
  }, { allowTrailingComma: true });
  return count;
}
