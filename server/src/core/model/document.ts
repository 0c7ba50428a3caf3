/**
 * A document read once per version by its source adapter: the tree every stage reads (association, validation,
 * rules, hover, fixes), its syntax problems, and its line index.
 */
import type { Problem } from './problem';
import type { ParseOptions, RootFacts, SourceAdapter, SourceComment, SourceParse } from './edits';
import { toValue, type JsonValue, type Span, type ValueNode } from './tree';
import { charge, derivedOnce, type Derivation } from './work';
import { BYTE_ORDER_MARK } from './limits';
import { LineIndex } from './text';

/** The text of a document and what it is. */
export interface SourceText {
  uri: string;
  /** The editor's language id (`json`, `jsonc`, `typescript` …); the CLI derives it from the file name (languages/registry.ts). */
  languageId: string;
  text: string;
}

export class SchemaDocument {
  readonly uri: string;
  readonly languageId: string;
  readonly text: string;
  readonly adapter: SourceAdapter;
  /** Where nesting first exceeds MAX_NESTING; what lies deeper is read as opaque values (hover and completion stay out). */
  readonly tooDeepAt?: number;
  /** The text starts with U+FEFF, which the parser reads as a space but many JSON readers reject. */
  readonly hasByteOrderMark: boolean;
  private parsed?: SourceParse;
  private lines?: LineIndex;
  /**
   * What stages derive from the tree and share, by deriving function. A field, not a weak map keyed by the document:
   * 7,000 short-lived documents as keys of a weak map tripled the CLI's garbage collection.
   */
  private derivations?: Map<(doc: SchemaDocument) => unknown, Derivation<unknown>>;
  private notes?: Map<object, unknown>;

  /** The root is a lone schema node (`satisfies ToolArgsSchemaNode`), not an args schema's root. */
  readonly rootIsNode: boolean;

  /** `parsed`: the parse already made (a script file, or one value of it evaluated by the TypeScript adapter). */
  private readonly spanText?: (span: Span) => string;

  /**
   * A script: whether the text at a span is a constant's, evaluated for several uses (two tools sharing one
   * `properties`): an edit there changes every value that uses it. Undefined where each text is one value (JSON).
   */
  readonly sharedAt?: (span: Span) => boolean;
  /**
   * The root's plain value, when the parse already has it: `JSON.parse`'s (languages/json/valueTree.ts, `parsed`), or
   * converted from the tree once (a Python tool's), which leaves out what the tree could not evaluate.
   */
  private readonly value?: { value: JsonValue; units: number; parsed?: boolean };

  /** Comments and trailing commas are allowed (JSONC), so inline suppressions can be written. */
  readonly isJsonc: boolean;
  /** A value of a script (TypeScript, JavaScript): its `$schema` is no editor hint but part of the schema. */
  readonly isScript: boolean;

  /**
   * `adapter`: the language's reader and writer of this text (languages/). `parsed.textOf`: the text of a span,
   * where a tree's spans reach into other files (a script's imports).
   */
  constructor(
    source: SourceText,
    adapter: SourceAdapter,
    parsed?: {
      parse: SourceParse;
      rootIsNode?: boolean;
      textOf?: (span: Span) => string;
      sharedAt?: (span: Span) => boolean;
      /** The root's plain value, the work units toValue(root) charges, and whether JSON.parse read it from the text. */
      value?: { value: JsonValue; units: number; parsed?: boolean };
    },
  ) {
    this.isJsonc = adapter.format(source) === 'jsonc';
    this.isScript = adapter.format(source) === 'script';
    this.uri = source.uri;
    this.languageId = source.languageId;
    this.text = source.text;
    this.adapter = adapter;
    this.hasByteOrderMark = source.text.startsWith(BYTE_ORDER_MARK);
    this.tooDeepAt = parsed ? undefined : adapter.tooDeepAt(source.text);
    this.rootIsNode = parsed?.rootIsNode ?? false;
    this.parsed = parsed?.parse;
    this.spanText = parsed?.textOf;
    this.sharedAt = parsed?.sharedAt;
    this.value = parsed?.value;
  }

  /** The format has comments, so inline suppressions can be written (JSONC). */
  get commentsAllowed(): boolean {
    return this.isScript || this.options.comments;
  }

  private get options(): ParseOptions {
    return { comments: this.isJsonc, deep: this.tooDeepAt !== undefined };
  }

  /** The parse, done on first use; what lies deeper than MAX_NESTING is read as opaque values. */
  private get parse(): SourceParse {
    this.parsed ??= this.adapter.parse(this.text, this.options);
    return this.parsed;
  }

  get root(): ValueNode | undefined {
    return this.parse.root;
  }

  /** The text holds a value: `root` is defined. Answered from the parse's own value where it has one, no tree built. */
  get hasRoot(): boolean {
    return this.value?.parsed || this.root !== undefined;
  }

  get syntaxProblems(): readonly Problem[] {
    return this.parse.problems;
  }

  /** The comments the adapter saw; none where the format has none (`.json`). */
  get comments(): readonly SourceComment[] {
    return this.parse.comments ?? [];
  }

  rootFacts(): RootFacts | undefined {
    return this.parse.facts;
  }

  /** Syntax problems and root facts without building the tree (documents over the size limit). */
  syntaxOnly(): SourceParse {
    return this.adapter.parse(this.text, { ...this.options, syntaxOnly: true });
  }

  /** The text of a node or span as written (in the file it is written in). */
  textOf(span: Span): string {
    return this.spanText ? this.spanText(span) : this.text.slice(span.offset, span.offset + span.length);
  }

  /**
   * The root's plain value, as `toValue(root)` gives it: the parse's own when it has one, charged to the running
   * stage as the conversion would be, so that a budget stops at the same place either way.
   */
  rootValue(): JsonValue | undefined {
    if (!this.value) return toValue(this.root);
    charge(this.value.units);
    return this.value.value;
  }

  /**
   * The parse's own plain value (JSON.parse's, on the fast path), never converted from the tree; charged to nothing.
   * None for a script: a Python tool's value is converted from its tree, which holds what the plain value cannot (the
   * faults the Python reading recorded on it, opaque values).
   */
  parsedValue(): { value: JsonValue; units: number } | undefined {
    return this.value?.parsed ? this.value : undefined;
  }

  /**
   * Where the node at `path` of the parsed value is (its key's span when `key`), found in the text without building
   * the tree; only for a document with a parsed value (`parsedValue`) whose parse can tell, else undefined.
   */
  parsedSpan(path: readonly (string | number)[], key: boolean): Span | undefined {
    return this.value?.parsed ? this.parse.spanAt?.(path, key) : undefined;
  }

  /**
   * `derive(this)`, worked out once for this document and charged to the running stage, at every ask, what working
   * it out costs (model/work.ts `derivedOnce`): the stage that asks pays what it paid when it derived it itself.
   * The value is shared: callers never change it.
   */
  derived<T>(derive: (doc: SchemaDocument) => T): T {
    return derivedOnce((this.derivations ??= new Map()), derive, () => derive(this)) as T;
  }

  /**
   * What `owner` (a module's own key) last noted on this document: kept on the document, not in a WeakMap keyed by
   * it, since a CLI run makes thousands of short-lived documents and each WeakMap entry is work for every collection.
   */
  noted<T>(owner: object): T | undefined {
    return this.notes?.get(owner) as T | undefined;
  }

  note(owner: object, value: unknown): void {
    (this.notes ??= new Map()).set(owner, value);
  }

  get lineIndex(): LineIndex {
    this.lines ??= new LineIndex(this.text);
    return this.lines;
  }
}
