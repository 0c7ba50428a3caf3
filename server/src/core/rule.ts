/** What a rule is: stable id, metadata, a check over the shared AST, and the fixes it offers. */
import type { ASTNode } from './ast';
import type { Association } from './associate';
import type { Family } from './catalog';
import type { ParsedDocument } from './document';
import type { SeverityName } from './settings';

export type RuleSeverity = Exclude<SeverityName, 'off'>;

export interface RuleMeta {
  /** `pedelec/…` or `arcade/…`; never renamed. Also the diagnostic code, settings key, test file and docs anchor. */
  id: string;
  defaultSeverity: RuleSeverity;
  /** Starts with Disallow / Require / Enforce. */
  description: string;
  /** The document families the rule runs on. */
  families: readonly Family[];
}

/** A change to the document, in offsets of the text the rule saw. */
export interface Edit {
  offset: number;
  length: number;
  newText: string;
}

export interface Fix {
  title: string;
  edits: Edit[];
  /** The one clearly right fix: shown first, applied by a single keystroke. */
  isPreferred?: boolean;
  /** Safe to apply without looking: `source.fixAll.toolschema` applies these. */
  safe?: boolean;
}

export interface Report {
  /** The key or value at fault: the diagnostic's range. */
  node?: ASTNode;
  /** Or an explicit offset range, when no single node fits. */
  range?: { offset: number; length: number };
  /** What is wrong and what to do instead. */
  message: string;
  /** Computed only when an editor asks for code actions. */
  fixes?: () => Fix[];
  /**
   * Schema diagnostics this report replaces (one problem, one diagnostic): matched by code, start offset and,
   * for property problems, the property name. When the rule is off, the schema diagnostic shows instead.
   */
  supersedes?: SupersededSchemaProblem[];
}

export interface SupersededSchemaProblem {
  code: string;
  offset: number;
  property?: string;
}

export interface RuleContext {
  readonly doc: ParsedDocument;
  readonly association: Association;
  report(report: Report): void;
}

export interface Rule {
  meta: RuleMeta;
  check(context: RuleContext): void;
}

/** The documentation of a rule or diagnostic code (docs.ts): `pedelec/empty-enum` → `…/docs/rules/pedelec.md#pedelec-empty-enum`. */
export { docsUrl } from './docs';
