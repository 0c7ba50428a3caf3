/**
 * What toolschema says about a keyword outside Pedelec's documented args-schema subset: the diagnostic (what, then
 * what to do) and the hover (documented contract, what today's Core does at call time, the risk, what instead).
 * Facts: Core validates each call's arguments against the full JSON Schema; nothing here claims more than that.
 */
import { getProperty, type PropertyNode } from '../../../model/tree';
import { unsupportedKeyword } from './keywords';

/** What today's Core does with this occurrence when it validates a call's arguments; undefined when unknown. */
type Effect = 'enforced' | 'rejects-extra' | 'resolved' | 'unresolvable';

function effectOf(property: PropertyNode): Effect | undefined {
  const keyword = property.keyNode.value;
  const value = property.valueNode;
  const { core } = unsupportedKeyword(keyword);
  if (keyword === '$ref') return value?.type !== 'string' ? undefined : value.value.startsWith('#') ? 'resolved' : 'unresolvable';
  // The draft-04 boolean form is not a number bound in the drafts Core applies.
  if ((keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') && value?.type !== 'number') return undefined;
  if ((keyword === 'then' || keyword === 'else') && !getProperty(property.parent, 'if')) return undefined;
  if (keyword === 'additionalProperties' && value?.type === 'boolean' && !value.value) return 'rejects-extra';
  return core;
}

const SUBSET = "outside Pedelec's documented args-schema subset";

const MESSAGE_EFFECT: Record<Effect, string> = {
  enforced: ": today's Core enforces it on each call, but the agent may not be guided by it",
  'rejects-extra': ": today's Core fails a call with an extra argument (TOOL_ARGS_INVALID), but the agent may not be told",
  resolved: ": today's Core resolves it, but the agent may never see the referenced schema",
  unresolvable: ', and Core cannot resolve a remote reference',
};

const DEFINITIONS_RESOLVED = ': today\'s Core resolves local "$ref"s into it, but the agent may never see these definitions';

/**
 * The diagnostic: one sentence of what, one of what to do. `notInlinable`: why a local `$ref` cannot be inlined
 * by a fix (refs.ts), which then replaces the general advice.
 */
export function unsupportedMessage(property: PropertyNode, notInlinable?: string): string {
  const keyword = property.keyNode.value;
  const effect = effectOf(property);
  const said = effect === 'resolved' && keyword !== '$ref' ? DEFINITIONS_RESOLVED : effect && MESSAGE_EFFECT[effect];
  const what = said ? `"${keyword}" is ${SUBSET}${said}.` : `"${keyword}" is ${SUBSET}, so the agent may not be guided by it.`;
  if (notInlinable) return `${what} It cannot be inlined as it is: ${notInlinable}.`;
  return `${what} ${plain(unsupportedKeyword(keyword).instead)}`;
}

const CORE_TODAY: Record<Effect, (keyword: string) => string> = {
  enforced: (k) =>
    `validates every call's arguments against the full JSON Schema, so it enforces \`${k}\`: a call that breaks it fails with \`TOOL_ARGS_INVALID\`.`,
  'rejects-extra': () =>
    "validates every call's arguments against the full JSON Schema: with `additionalProperties: false`, a call with an argument not in `properties` fails with `TOOL_ARGS_INVALID`.",
  resolved: () => "resolves a local `$ref` (into `$defs` or `definitions`) when it validates a call's arguments.",
  unresolvable: () => 'cannot resolve a remote `$ref`: it resolves local references only.',
};

const RISK: Record<Effect | 'unknown', string> = {
  enforced:
    "the provider's model may never be shown it as intended, so the agent is not guided by it and its calls can fail; a later Core may drop it.",
  'rejects-extra': 'the agent is not told that extra arguments fail, so its calls can fail; a later Core may drop it.',
  resolved: "the provider's model may never be shown the referenced schema as intended; a later Core may stop resolving it.",
  unresolvable: 'the arguments are not described by the referenced schema anywhere Pedelec can see.',
  unknown:
    "the provider's model may never be shown it as intended, so the agent is not guided by it; a later Core may treat it differently.",
};

/**
 * The hover on the keyword: the details behind the diagnostic. `besideProblem`: the diagnostic's own text shows in
 * the same hover, so its "what" and "instead" are not said again.
 */
export function unsupportedHover(property: PropertyNode, { besideProblem = false } = {}): string {
  const keyword = property.keyNode.value;
  const effect = effectOf(property);
  return [
    besideProblem
      ? `**\`${keyword}\`**: Pedelec's guide makes no promise about it.`
      : `**\`${keyword}\` is ${SUBSET}**: Pedelec's guide makes no promise about it.`,
    ...(effect ? [`**Today's Core** ${CORE_TODAY[effect](keyword)}`] : []),
    `**Risk:** ${RISK[effect ?? 'unknown']}`,
    ...(besideProblem ? [] : [`**Instead:** ${unsupportedKeyword(keyword).instead}`]),
  ].join('\n\n');
}

/** Diagnostics are plain text: `code` spans become quoted names. */
const plain = (markdown: string) => markdown.replace(/`([^`]*)`/g, (_, name: string) => (/^[\w$-]+$/.test(name) ? `"${name}"` : name));
