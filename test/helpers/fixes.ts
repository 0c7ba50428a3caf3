/** Every fix a rule offers on a document, applied one at a time: what the quick-fix menu would do. */
import { analyzeText } from './diagnose';
import { resolveFixes } from '../../server/src/core/features/fixes';
import { applyEdits } from '../../server/src/core/model/edits';

export interface OfferedFix {
  title: string;
  preferred: boolean;
  /** The document after applying only this fix. */
  output: string;
}

/** Per problem of `code` (in document order), its fixes. */
export async function offeredFixes(text: string, filename: string, code: string): Promise<OfferedFix[][]> {
  const analysis = await analyzeText(text, filename);
  return analysis.problems
    .filter((p) => p.code === code)
    .map((p) =>
      resolveFixes(analysis.doc, p).map((f) => ({ title: f.title, preferred: !!f.isPreferred, output: applyEdits(text, f.edits) })),
    );
}
