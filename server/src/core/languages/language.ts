/**
 * What a source language is to the core, in the spirit of ESLint's language objects: the files and editor language
 * ids it reads, a cheap "worth parsing at all" test, and `parse`, which reads a text into units (values the core
 * checks, each a tree with spans in the source) plus its own problems. Everything after (association, validation,
 * rules, suppressions, placement) is the pipeline's, the same for every language (pipeline/analyze.ts). A language
 * imports only the model and the settings; the registry (registry.ts) lists the languages.
 */
import type { Association } from '../model/association';
import type { Budget } from '../model/budget';
import type { SchemaDocument, SourceText } from '../model/document';
import type { RootFacts } from '../model/edits';
import type { Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import type { JsonValue } from '../model/tree';

/** Files a script imports, read for its analysis (regular files inside the project only). */
export interface ModuleHost {
  readFile(uri: string): string | undefined;
  /**
   * The folders imports may be read from (directory URIs ending in `/`): the project's, and `moduleRoots`. A file
   * outside them is never read, whatever an import, `paths` alias or tsconfig lookup names. Empty: the analysed
   * file's own folder only (a file opened without a workspace). Undefined: no limit.
   */
  readonly roots?: readonly string[];
}

export interface ParseContext {
  settings: Settings;
  /** Every stage spends from it; parsing a large script too. */
  budget: Budget;
  host?: ModuleHost;
  /** The file is over toolschema.maxFileSizeKB: read only what association needs (and the syntax), build no tree. */
  syntaxOnly: boolean;
  /** Runs a stage that may throw (evaluating values): a failure is logged and becomes a `toolschema/rule-failed` problem. */
  guard<T>(stage: () => T, doc: SchemaDocument, what: string): { value?: T; failure?: Problem };
}

/** A value the core checks: the whole of a JSON document, or one recognised value of a script. */
export interface Unit {
  doc: SchemaDocument;
  /** Chosen by the language from what the value is (a tool given to defineTool); absent: the file's association. */
  association?: Association;
}

export interface ParsedFile {
  /** The file as a whole: its text, comments (inline suppressions), line index, and its reader and writer (`adapter`). */
  doc: SchemaDocument;
  units: Unit[];
  /** Syntax and language-level problems (a script not parsed, an import outside the project). */
  problems: Problem[];
  /** Over the size limit, where there are no units: the syntax scan found no value in the text (SourceParse.empty). */
  empty?: boolean;
  /** The file's schema, where the language knows it from the content (a script that imports Pedelec). */
  association?: Association;
  /** Associate by the file's path and these root facts (`$schema`, keys), as JSON documents are. */
  byPath?: { facts?: RootFacts };
  /** Some values could not be read (an evaluation failed): unused-directive reports are not trusted then. */
  truncated?: boolean;
  /** The files read or looked for (imports, tsconfig.json): the analysis is stale when one of them changes. */
  reads?: readonly string[];
  /** Where an offset of the units' spans is written, when not in this file: that file's URI and its first offset. */
  placeOf?(offset: number): { uri: string; base: number } | undefined;
  /** Problems about the file as a whole that no directive suppresses (a byte-order mark), given its association. */
  notices?(association: Association, limited: boolean): Problem[];
}

/**
 * What a language adds to hover and completion beyond the families' own (Pedelec keywords, Arcade value types), by
 * name: features/contributions.ts holds each one's code (features sit above languages), asked only in files of a
 * language that declares it.
 */
export type HoverContribution = 'arcade-tool-function';
export type CompletionContribution = 'arcade-metadata-calls';

/** A tool a file writes as code, as toolschema-convert shows it. */
export interface CodeTool {
  /** Its name as written (`Echo`). */
  label: string;
  /** Its Arcade ToolDefinition as the core reads it: what the host converters take. */
  definition: JsonValue;
  /** The definition in the shape of arcade-core's `ToolDefinition.model_dump(mode="json")` (`--to arcade`). */
  dump(): JsonValue;
  /** Where the file does not say a value statically (null in the output), as JSON paths with the reason. */
  unknown: string[];
}

export interface Language {
  /** A name for messages and tests ('json', 'typescript', …); nothing outside languages/ branches on it. */
  name: string;
  /** The files it reads, as the CLI's help names them ("JSON files"). */
  summary: string;
  /** The editor language ids it reads. */
  languageIds: readonly string[];
  /** The file extensions it reads, lower case, with the dot. */
  extensions: readonly string[];
  /**
   * Its values may be written in the files it imports, whose problems it reports too (`elsewhere`): the CLI runs
   * every rule on it and gives each problem the severity of the file it is written in.
   */
  readsImports: boolean;
  /**
   * Its analysis reads other files through the module host (a script's imports and tsconfig.json, the types a
   * Python tool imports): it depends on more than the file's text, so it is never cached by its text alone.
   */
  readsOtherFiles: boolean;
  /**
   * A script may import a file of it (a constant from a module, a JSON file used as an args schema), so another
   * file's analysis may find problems written in it: the ESLint plugin looks through the project's scripts for them.
   */
  importedByScripts: boolean;
  /** A file is one value, read whole into one unit (a JSON document): what toolschema-convert converts. */
  wholeDocument?: boolean;
  /** Cheap: is the text worth parsing at all (a script naming a Pedelec module)? Absent: always. */
  claims?(text: string, settings: Settings): boolean;
  /**
   * ASCII text every text `claims` accepts contains: a reader holding a file's bytes refuses the others without
   * decoding them (the CLI's walk). ASCII survives UTF-8 decoding unchanged, so the test agrees with `claims`.
   */
  marker?: string;
  /** Why a text `claims` refused is not parsed, as the CLI's report says it ("it names none of …"). */
  unclaimed?(settings: Settings): string;
  parse(source: SourceText, context: ParseContext): ParsedFile;
  /**
   * The same units, positions and problems as `parse` from a cheaper reader, for the CLI's fast path over thousands
   * of files (pipeline/cleanCheck.ts; JSON's: `JSON.parse` for strict JSON); undefined when the text needs the full
   * parse. Absent: the language has no fast path.
   */
  parseFast?(source: SourceText): ParsedFile | undefined;
  /** What it adds to hover and completion (HoverContribution above). */
  contributes?: { hover?: readonly HoverContribution[]; completion?: readonly CompletionContribution[] };
  /**
   * It writes Arcade tools as code (Python's decorated functions): toolschema-convert converts each tool the file
   * defines (`--to arcade`, and one host view per tool) instead of the file as one value. Types imported from the
   * project's modules are read through `host`.
   */
  arcadeTools?(text: string, uri: string, host: ModuleHost): CodeTool[];
}
