/**
 * What the core says about a document: a Problem, whatever found it (the syntax, the bundled schema, a rule, a
 * notice about the document as a whole). Converted to an LSP diagnostic only in server/src/handlers/, to CLI
 * output only in server/src/cli/.
 */
import type { Span } from './tree';
import type { FixOperation } from './operations';

export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface Fix {
  title: string;
  /** What the fix does, as operations on the tree; the document's source adapter turns them into text edits. */
  operations: FixOperation[];
  /** The one clearly right fix: shown first, applied by a single keystroke. */
  isPreferred?: boolean;
  /** Safe to apply without looking: `source.fixAll.toolschema` and `--fix` apply these. */
  safe?: boolean;
}

export interface Problem {
  /** `syntax/…`, `schema/…`, `toolschema/…` or a rule id: stable, from structure, never from message text. */
  code: string;
  severity: Severity;
  /** The key or value at fault, in the analysed document's text. */
  span: Span;
  /** What is wrong and what to do instead. */
  message: string;
  /** `unnecessary` (faded) or `deprecated` (struck through) in editors that show such tags. */
  tags?: ('unnecessary' | 'deprecated')[];
  /** Computed only when asked (a code action, fix-all, `--fix`); never during a plain analysis. */
  fixes?: () => Fix[];
}

/** The same problem, however many analyses found it (a constant two scripts import): code, place and message. */
export const problemKey = (p: Problem) => `${p.code}\0${p.span.offset}\0${p.span.length}\0${p.message}`;

/** The page in docs/rules/ of a code's family and the section of the code: `pedelec/empty-enum` → `pedelec.md`, `pedelec-empty-enum`. */
export const docsPage = (code: string) => ({
  file: `${code.split('/')[0]}.md`,
  anchor: code.replace(/[^a-z0-9]+/gi, '-').toLowerCase(),
});
