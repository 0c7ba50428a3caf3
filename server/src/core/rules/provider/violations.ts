/**
 * Every provider violation of a document, worked out once per document and selection and shared by the rules: on the
 * plain value first (subjects.ts, the check and the verdict alike), the source nodes looked up only for what is found.
 */
import type { SchemaDocument } from '../../model/document';
import type { Association } from '../../model/association';
import { arcadeVersion } from '../arcade/helpers/version';
import type { PlainContext, RuleSettings } from '../../model/rule';
import type { JsonValue, Span, TreeNode } from '../../model/tree';
import type { Family, HostToolsId } from '../../model/catalog';
import { checkName, checkSchema, type Violation } from './checkSchema';
import { selectedProfiles, subjectsOf, type Subject } from './subjects';
import { hostSubjects, listFaults } from './hostSubjects';
import { sourceNode, sourceSpan } from './sources';
import type { ConstraintKind, Profile } from './profiles/types';

/** A violation of what a host is shown, found on the plain value: where in the schema, not yet where in the source. */
export interface PlainViolation extends Violation {
  subject: Subject;
}

export interface LocatedViolation extends PlainViolation {
  /** The source node the fault came from. */
  node?: TreeNode;
  /** Or, for a document with a parsed value, that node's span, found without building the tree (sources.ts). */
  span?: Span;
}

interface Checked {
  key: string;
  /** What the key was worked out from: the same objects again (every rule on one analysis) need no key. */
  association?: Association;
  settings?: RuleSettings;
  providers?: readonly string[];
  profiles: readonly Profile[];
  violations: LocatedViolation[];
  /** The reports of each kind, grouped once for the twelve rules that each report one kind (`providerReports`). */
  reports?: Map<ConstraintKind, GroupedReport[]>;
}

/** This module's note on each document it checked (SchemaDocument.noted). */
const NOTE = {};
const cache = {
  get: (doc: SchemaDocument) => doc.noted<Checked>(NOTE),
  set: (doc: SchemaDocument, checked: Checked) => doc.note(NOTE, checked),
};

/** What the rules last found on this document, for the hover: the profiles checked and their violations. */
export const checkedProviders = (doc: SchemaDocument): Readonly<Checked> | undefined => cache.get(doc);

/** What an Arcade or Pedelec document is checked against: the profiles, and whether an Arcade schema is. */
interface Selection {
  family: Family;
  profiles: Profile[];
  arcadeSchemas: boolean;
  key: string;
}

/** The selection last made: the documents of a run share their schema's entry and the providers setting. */
let lastSelection: { schema: Association['schema']; providers?: readonly string[]; selection: Selection } | undefined;

function selectionOf(association: Association, settings: RuleSettings | undefined): Selection {
  const { schema } = association;
  const providers = settings?.providers;
  if (lastSelection && lastSelection.schema === schema && lastSelection.providers === providers) return lastSelection.selection;
  const family = schema.family;
  const profiles = selectedProfiles(settings, family);
  const arcadeSchemas = family !== 'arcade' || arcadeVersion(association) === 'current';
  const selection = { family, profiles, arcadeSchemas, key: `${family}\u0000${arcadeSchemas}\u0000${profiles.map((p) => p.id).join()}` };
  lastSelection = { schema, providers, selection };
  return selection;
}

/**
 * The violations of one plain value, per selection, each worked out once. One per document: its fields are its own,
 * not objects of their own.
 */
class PlainFindings {
  /** The first selection's (almost always the only one); others by key. */
  private firstKey?: string;
  private firstFound?: readonly PlainViolation[];
  private others?: Map<string, readonly PlainViolation[]>;
  /** The last ones asked for, by what they were selected from: every provider rule's verdict on a document asks alike. */
  private asked?: readonly PlainViolation[];
  private askedAssociation?: Association;
  private askedSettings?: RuleSettings;
  private askedProviders?: readonly string[];
  constructor(readonly value: JsonValue | undefined) {}

  of(selection: Selection): readonly PlainViolation[] {
    if (this.firstFound === undefined) {
      this.firstKey = selection.key;
      return (this.firstFound = plainViolations(this.value, selection));
    }
    if (this.firstKey === selection.key) return this.firstFound;
    const others = (this.others ??= new Map());
    let found = others.get(selection.key);
    if (!found) others.set(selection.key, (found = plainViolations(this.value, selection)));
    return found;
  }

  /** `of` the selection these make, without working the selection out again for the same objects. */
  selectedBy(association: Association, settings: RuleSettings | undefined): readonly PlainViolation[] {
    if (
      this.asked !== undefined &&
      this.askedAssociation === association &&
      this.askedSettings === settings &&
      this.askedProviders === settings?.providers
    )
      return this.asked;
    const found = this.of(selectionOf(association, settings));
    this.askedAssociation = association;
    this.askedSettings = settings;
    this.askedProviders = settings?.providers;
    return (this.asked = found);
  }
}

/**
 * The findings of the value last asked about: a document's verdict (asked first, through `context.derived`) and its
 * check (which runs when the verdict is not clean) read the same JSON.parse value, so the check finds them made.
 */
let lastFindings: PlainFindings | undefined;
const findingsOf = (value: JsonValue | undefined): PlainFindings =>
  lastFindings && lastFindings.value === value ? lastFindings : (lastFindings = new PlainFindings(value));

/** What a value without a violation has: nothing (read only, one for every clean document). */
const NONE: readonly PlainViolation[] = [];

function plainViolations(value: JsonValue | undefined, { family, profiles, arcadeSchemas }: Selection): readonly PlainViolation[] {
  let violations: PlainViolation[] | undefined;
  for (const subject of subjectsOf(value, family, profiles, arcadeSchemas)) {
    const named = checkName(subject.name, subject.profile);
    for (let i = 0; i < named.length; i++) (violations ??= []).push({ ...named[i], subject });
    const faults = subject.faults ?? (subject.schema === undefined ? undefined : checkSchema(subject.schema, subject.profile));
    if (!faults) continue; // a clean one's schema was never built
    for (const v of faults) {
      // Pedelec's subset already refuses a type name not in lower case (pedelec/missing-type): one fault, one report.
      if (v.kind === 'type-case' && subject.origin === 'pedelec') continue;
      (violations ??= []).push({ ...v, subject });
    }
  }
  return violations ?? NONE;
}

/**
 * The provider rules' verdict (Rule.clean): no selected profile finds anything in the plain value, decided once per
 * document for all of them. A host's own tool file is read from the tree (hostSubjects.ts): not known here.
 */
export function providerClean(context: PlainContext): boolean {
  if (context.association.schema.family === 'host-tools') return false;
  return context.derived(findingsOf).selectedBy(context.association, context.settings).length === 0;
}

/**
 * What the rule of `kind` reports on the document: every violation located and every kind's reports grouped at the
 * first provider rule's ask, once for the twelve of them.
 */
export function providerReports(
  doc: SchemaDocument,
  association: Association,
  settings: RuleSettings | undefined,
  kind: ConstraintKind,
): readonly GroupedReport[] | undefined {
  const found = checked(doc, association, settings);
  if (!found.violations.length) return undefined; // most definitions: nothing to group
  return (found.reports ??= reportsByKind(found.violations)).get(kind);
}

function reportsByKind(violations: readonly LocatedViolation[]): Map<ConstraintKind, GroupedReport[]> {
  const byKind = new Map<ConstraintKind, LocatedViolation[]>();
  for (const v of violations) {
    const own = byKind.get(v.kind);
    if (own) own.push(v);
    else byKind.set(v.kind, [v]);
  }
  const reports = new Map<ConstraintKind, GroupedReport[]>();
  for (const [kind, own] of byKind) reports.set(kind, groupedReports(own));
  return reports;
}

function checked(doc: SchemaDocument, association: Association, settings: RuleSettings | undefined): Checked {
  const last = cache.get(doc);
  if (last && settings && last.association === association && last.settings === settings && last.providers === settings.providers)
    return last;
  const family = association.schema.family;
  if (family === 'host-tools') return hostViolations(doc, association.schema.id as HostToolsId, settings);
  const selection = selectionOf(association, settings);
  if (last?.key === selection.key) return last;
  const found = !selection.profiles.length || doc.rootIsNode ? [] : findingsOf(doc.rootValue()).of(selection);
  const parsed = found.length ? doc.parsedValue() : undefined;
  const violations = parsed
    ? found.map((v) => ({ ...v, span: sourceSpan(doc, parsed.value, family, v.subject, v) }))
    : found.map((v) => ({ ...v, node: sourceNode(doc, family, v.subject, v) }));
  const made = { key: selection.key, profiles: selection.profiles, violations, association, settings, providers: settings?.providers };
  cache.set(doc, made);
  return made;
}

/** A host's own tool file: each tool against its host's profile and the keywords' meaning, and the list as a whole. */
function hostViolations(doc: SchemaDocument, kind: HostToolsId, settings: RuleSettings | undefined): Checked {
  const key = `host-tools\u0000${kind}\u0000${(settings?.providers ?? []).join()}`;
  const cached = cache.get(doc);
  if (cached?.key === key) return cached;
  const violations: LocatedViolation[] = [];
  const subjects = hostSubjects(doc, kind, settings);
  for (const subject of subjects) {
    for (const v of checkName(subject.name, subject.profile)) violations.push({ ...v, subject, node: subject.nameNode });
    for (const v of checkSchema(subject.schema, subject.profile)) {
      const message =
        subject.role === 'output'
          ? v.message
              .replace('the parameters schema', 'the output schema ("outputSchema")')
              .replace('(the arguments are an object of named values)', '(structured content is an object)')
          : v.message;
      violations.push({ ...v, message, subject, node: subject.locate(v.path, v.key) });
    }
  }
  for (const f of listFaults(doc, kind, settings)) {
    const subject: Subject = { origin: 'host', profile: f.profile };
    violations.push({
      kind: f.constraint.kind,
      profile: f.profile,
      constraint: f.constraint,
      where: 'name',
      path: [],
      message: f.message,
      subject,
      node: f.node,
    });
  }
  const profiles = [...new Map(subjects.filter((s) => s.profile.shape !== 'json-schema').map((s) => [s.profile.id, s.profile])).values()];
  const made = { key, profiles, violations };
  cache.set(doc, made);
  return made;
}

/**
 * One message per fault and node: the profiles that see the same fault there are named together.
 * `OpenAI ("openai") and OpenAI strict mode ("openai-strict") reject this tool as Arcade converts it: …`.
 */
export interface GroupedReport {
  on: Placed;
  message: string;
  first: LocatedViolation;
}

function groupedReports(violations: readonly LocatedViolation[]): GroupedReport[] {
  // One violation (most documents with a fault): its own group, without keying it.
  const groups = violations.length === 1 ? ((violations[0].node ?? violations[0].span) ? [violations] : []) : groupsOf(violations);
  return groups.map((group) => {
    const first = group[0];
    const names = group.map((v) => `${v.profile.title} ("${v.profile.id}")`);
    const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const on = placed(first);
    if (first.profile.shape === 'json-schema') return { on, message: `JSON Schema: ${first.message}`, first };
    const should =
      (first.kind === 'tool-name' || first.kind === 'duplicate-tool-name') &&
      group.every((v) => 'should' in v.constraint && v.constraint.should);
    const verb = should ? (group.length === 1 ? 'advises against' : 'advise against') : group.length === 1 ? 'rejects' : 'reject';
    const what =
      first.subject.origin === 'pedelec'
        ? 'a tool with this args schema as its parameters'
        : first.subject.origin === 'host'
          ? first.kind === 'too-many-tools'
            ? 'this list of tools'
            : 'this tool'
          : 'this tool as Arcade converts it';
    const message = wording(first);
    return { on, message: `${who} ${verb} ${what}: ${message}`, first };
  });
}

/** The violations at one node with one message, each profile once, in the order first seen. */
function groupsOf(violations: readonly LocatedViolation[]): LocatedViolation[][] {
  const groups = new Map<string, LocatedViolation[]>();
  for (const v of violations) {
    const on = v.node ?? v.span;
    if (!on) continue;
    const key = `${on.offset}:${on.length}\u0000${v.message}`;
    const group = groups.get(key);
    if (group) {
      if (!group.some((g) => g.profile.id === v.profile.id)) group.push(v);
    } else groups.set(key, [v]);
  }
  return [...groups.values()];
}

/** Where a report goes: on the source node, or (no tree built) on that node's span, superseded as the node would be. */
export type Placed = { node: TreeNode; nodeSpan?: undefined } | { node?: undefined; nodeSpan: Span };

const placed = (v: LocatedViolation): Placed => (v.node ? { node: v.node } : { nodeSpan: v.span! });

/** A violation's message as the diagnostic says it (for an Arcade definition, in the definition's terms). */
export const wording = (v: LocatedViolation): string => (v.subject.origin === 'arcade' ? arcadeWording(v) : v.message);

/** For an Arcade definition, the fault in the author's terms: the fields of the definition, not the converted schema. */
function arcadeWording(v: LocatedViolation): string {
  const elements = v.path[v.path.length - 1] === 'items';
  if (v.kind === 'open-object' && elements)
    return 'an array of free-form "json" values (no "inner_properties") is shown with items {"type": "object"} without "additionalProperties": false. Describe the fields of an element in "inner_properties"; Arcade\'s converter then closes the object.';
  if (v.kind === 'open-object')
    return 'a free-form "json" value (no "properties") is shown as a bare {"type": "object"} without "additionalProperties": false. Describe its fields in "properties"; Arcade\'s converter then closes the object.';
  if (v.kind === 'array-without-items')
    return 'an array without "inner_val_type" is shown without "items" ("array schema missing items"). Set "inner_val_type".';
  if (v.kind === 'tool-name')
    return v.message
      .replace(
        `the tool name ${JSON.stringify(v.subject.name)}`,
        `the tool name Arcade sends, ${JSON.stringify(v.subject.name)} (the fully-qualified name without "@version", "." replaced by "_"),`,
      )
      .replace('Rename the tool.', 'Shorten or rename the toolkit or the tool.');
  return v.message;
}
