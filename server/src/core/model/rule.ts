/** What a rule is: stable id, metadata, a check over the core's tree, and the fixes it offers. */
import type { Association } from './association';
import type { Family } from './catalog';
import type { SchemaDocument } from './document';
import type { Fix, Severity } from './problem';
import type { JsonValue, Span, TreeNode } from './tree';

export interface RuleMeta {
  /** `pedelec/…` or `arcade/…`; never renamed. Also the problem code, settings key, test file and docs anchor. */
  id: string;
  /** `off`: a rule users turn on when they want it (toolschema.rules). */
  defaultSeverity: Severity | 'off';
  /** Starts with Disallow / Require / Enforce. */
  description: string;
  /** The document families the rule runs on. */
  families: readonly Family[];
  /**
   * The rule judges values a script could not evaluate (what they are, not what they hold). Every other rule's
   * report on an opaque node is dropped: a value not known statically is never an error.
   */
  readsOpaque?: boolean;
  /**
   * The severities other than the default that a report may carry (RuleReport.severity). ESLint gives one rule one
   * severity, so the ESLint plugin shows these reports under a rule of their own, `<id>/<severity>`.
   */
  reportSeverities?: readonly Severity[];
}

/**
 * A problem a rule's report replaces (one problem, one diagnostic): the same code on the same node. Usually a
 * schema problem; it may be another rule's, when both would describe one fault.
 */
export interface SupersededSchemaProblem {
  code: string;
  /** The value the schema problem is about (for a property problem, the object that holds or lacks it). */
  node: TreeNode;
  /** For unknown- and missing-property problems, the property's name. */
  property?: string;
}

/** What a rule says about one place; the runner adds the code and severity. */
export interface RuleReport {
  /** The key or value at fault. */
  node?: TreeNode;
  /** Or an explicit span, when no single node fits. */
  span?: Span;
  /**
   * Or the span of the node at fault, found in the text without building the tree (a document with a parsed value):
   * what supersedes that node's problems supersedes this report too.
   */
  nodeSpan?: Span;
  /** What is wrong and what to do instead. */
  message: string;
  /** Computed only when asked (code actions, fix-all, `--fix`). */
  fixes?: () => Fix[];
  /** Problems this report replaces. When the rule is off, the replaced problem shows instead. */
  supersedes?: SupersededSchemaProblem[];
  /**
   * This report's own severity when the user has not set the rule's: a rule whose verdict depends on the case
   * (an error only where the upstream code rejects the value, a warning where it accepts it) says so per report.
   */
  severity?: Severity;
}

/** The part of the user's settings (settings/settings.ts) a rule may read; the model names no more of them. */
export interface RuleSettings {
  /** Profile ids (settings/providers.ts); undefined: the family's default. */
  readonly providers?: readonly string[];
}

export interface RuleContext {
  readonly doc: SchemaDocument;
  readonly association: Association;
  /** What of the document's settings rules read (the provider rules: which hosts' profiles apply). */
  readonly settings?: RuleSettings;
  report(report: RuleReport): void;
}

/**
 * What a rule's verdict reads (Rule.clean): a document's plain value as JSON.parse gave it (the CLI's fast path), never
 * its tree, which is built only when some rule or the validation has something to say.
 */
export interface PlainContext {
  readonly value: JsonValue;
  readonly association: Association;
  readonly settings?: RuleSettings;
  /** `derive(value)`, worked out once per document and shared by every verdict on it (callers never change it). */
  derived<T>(derive: (value: JsonValue) => T): T;
}

export interface Rule {
  meta: RuleMeta;
  check(context: RuleContext): void;
  /**
   * Whether `check` would report nothing on this document, decided on its plain value: true only when certain (the
   * check is then not run, and a clean file's tree is never built); false when not known, and `check` runs and says
   * what is wrong. Asked only of a document that has a plain value (strict JSON read by the fast path); a rule
   * without a verdict always runs its check. test/cli/fastPath.test.ts holds every verdict to its check.
   */
  clean?(context: PlainContext): boolean;
}

/**
 * The verdict of a rule that never reports on a plain value (its problems come only from what another reading
 * records on a tree): such a rule is not asked on a plain value at all, where thousands of files would each ask it.
 */
export const cleanOnEveryPlainValue = (): boolean => true;
