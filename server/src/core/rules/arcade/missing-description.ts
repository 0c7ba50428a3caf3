import type { Rule, RuleContext } from '../../model/rule';
import { getProperty, getValue, type ObjectNode } from '../../model/tree';
import { parameters, plainParameters } from './helpers/valueSchemas';
import { arcadeVersion } from './helpers/version';
import { isPlainObject, type PlainObject } from './helpers/reader';

type State = 'missing' | 'null' | 'empty' | 'blank';

const STATE_TEXT: Record<State, string> = {
  missing: 'has no description',
  null: 'has a null description',
  empty: 'has an empty description',
  blank: 'has a blank description',
};

/**
 * What arcade-core does with a tool or parameter description in this state (current format), or undefined when it
 * accepts it. Tool: `ToolDefinition.description: str` (pydantic load), and `ToolCatalog.create_tool_definition`
 * refuses a falsy one (`if not tool_description`), so "" too, but not "  ". Parameter: `InputParameter.description`
 * is `str | None` (pydantic accepts anything), and `catalog.extract_field_info` refuses only `is None`.
 */
function rejection(owner: 'tool' | 'parameter', state: State): string | undefined {
  if (owner === 'tool') {
    if (state === 'missing') return 'Arcade rejects it when it loads the definition (pydantic: `description` is a required field)';
    if (state === 'null') return 'Arcade rejects it when it loads the definition (pydantic: `description` must be a string)';
    if (state === 'empty') return 'Arcade\'s catalog rejects it when it builds the tool (the tool "is missing a description")';
    return undefined;
  }
  if (state === 'missing' || state === 'null')
    return 'Arcade\'s catalog rejects it when it builds the tool (the parameter "is missing a description")';
  return undefined;
}

/** Reports `owner` when its description is absent, null or blank; the range is the description, else the name. */
function checkDescription(context: RuleContext, owner: ObjectNode, kind: 'tool' | 'parameter', what: string, advice: string): void {
  const property = getProperty(owner, 'description');
  const description = property?.valueNode;
  if (description && description.type !== 'null' && description.type !== 'string') return; // the schema reports it
  if (description?.type === 'string' && description.value.trim() !== '') return;
  const state: State = !description ? 'missing' : description.type === 'null' ? 'null' : description.value === '' ? 'empty' : 'blank';
  const current = arcadeVersion(context.association) === 'current';
  const rejected = current ? rejection(kind, state) : undefined;
  const node = description ?? getValue(owner, 'name');
  const why = rejected ? `${rejected}, and the model relies on it` : 'the model relies on it';
  context.report({
    ...(node ? { node } : { span: { offset: owner.offset, length: 1 } }),
    message: `${what} ${STATE_TEXT[state]}: ${why}. ${advice}`,
    ...(rejected ? { severity: 'error' as const } : {}),
    // Under the current format the schema requires the tool's description and types it as a string.
    supersedes:
      kind === 'tool'
        ? [
            { code: 'schema/missing-property', node: owner, property: 'description' },
            ...(description ? [{ code: 'schema/wrong-type', node: description }] : []),
          ]
        : [],
  });
}

/** What checkDescription lets pass: a description that is not blank, or not a string nor null (the schema's). */
function described(owner: PlainObject): boolean {
  const description = owner.description; // not a member objects inherit: an own field or absent
  return description !== undefined && description !== null && (typeof description !== 'string' || description.trim() !== '');
}

export const missingDescription: Rule = {
  meta: {
    id: 'arcade/missing-description',
    defaultSeverity: 'warning',
    reportSeverities: ['error'],
    description: 'Require a non-empty description on the tool and on every parameter.',
    families: ['arcade'],
  },
  check(context) {
    const root = context.doc.root;
    if (root?.type !== 'object') return;
    checkDescription(context, root, 'tool', 'The tool', 'Add "description": what the tool does and when to use it.');
    for (const param of parameters(context.doc)) {
      const name = getValue(param, 'name');
      const label = name?.type === 'string' ? `Parameter "${name.value}"` : 'This parameter';
      checkDescription(context, param, 'parameter', label, 'Add "description": what the value means and its format.');
    }
  },
  clean(context) {
    const { value } = context;
    if (!isPlainObject(value)) return true;
    if (!described(value)) return false;
    for (const param of plainParameters(context)) if (!described(param)) return false;
    return true;
  },
};
