/**
 * Completion in a Python file that names an Arcade module, read from the text before the cursor (the file is
 * often not parseable while typing): the members after `Operation.` and `ServiceDomain.`, and the keyword arguments
 * of `ToolMetadata(`, `Classification(` and `Behavior(` not yet written. The members are the bundled schema's
 * values: arcade-core's enums name each member as its value upper-cased (`Operation.READ = "read"`).
 */
import { CompletionItemKind, type CompletionItem, type CompletionList } from 'vscode-json-languageservice';
import type { Analysis } from '../../pipeline/analyze';
import { schemaById } from '../../model/catalog';
import { METADATA_FIELDS } from '../../model/arcadeFields';

const ENUMS: Record<string, string> = { Operation: 'operation', ServiceDomain: 'service_domain' };

function enumValues(definition: string): string[] {
  const schema = schemaById('arcade-tool-current')?.schema as { definitions?: Record<string, { enum?: unknown[] }> } | undefined;
  return (schema?.definitions?.[definition]?.enum ?? []).filter((v): v is string => typeof v === 'string');
}

/**
 * `arcade-metadata-calls`: asked in the files of a language that declares it (features/contributions.ts), once the
 * language found the file names an Arcade module (it gave the file its schema).
 */
export function pythonCompletion(analysis: Analysis, offset: number): CompletionList | undefined {
  const { text } = analysis.doc;
  if (!analysis.association) return undefined;
  const before = text.slice(Math.max(0, offset - 2000), offset);
  const word = /\w*$/.exec(before)![0];
  const range = { start: analysis.doc.lineIndex.positionAt(offset - word.length), end: analysis.doc.lineIndex.positionAt(offset) };
  const member = /(?:^|[^\w.]|\.)(Operation|ServiceDomain)\.\w*$/.exec(before);
  if (member) {
    const items: CompletionItem[] = enumValues(ENUMS[member[1]]).map((value) => ({
      label: value.toUpperCase(),
      kind: CompletionItemKind.EnumMember,
      detail: `${member[1]}.${value.toUpperCase()} = "${value}"`,
      textEdit: { range, newText: value.toUpperCase() },
    }));
    return { isIncomplete: false, items };
  }
  const call = openCall(before.slice(0, before.length - word.length));
  const fields = call && METADATA_FIELDS[call.callee as keyof typeof METADATA_FIELDS];
  if (!fields) return undefined;
  const written = new Set([...call.args.matchAll(/(?:^|,)\s*(\w+)\s*=/g)].map((m) => m[1]));
  const items: CompletionItem[] = fields
    .filter((f) => !written.has(f))
    .map((f) => ({
      label: `${f}=`,
      kind: CompletionItemKind.Property,
      detail: `${call.callee}(${f}=…)`,
      textEdit: { range, newText: `${f}=` },
    }));
  return { isIncomplete: false, items };
}

/**
 * The call whose argument list the cursor is in, at an argument's start (after `(` or `,`): its callee's last name
 * and the arguments written before the cursor (nested brackets and strings collapsed), or undefined.
 */
function openCall(before: string): { callee: string; args: string } | undefined {
  if (!/[(,]\s*$/.test(before)) return undefined;
  let depth = 0;
  let args = '';
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i];
    if (c === '"' || c === "'") {
      const open = before.lastIndexOf(c, i - 1);
      if (open < 0) return undefined;
      i = open;
      if (!depth) args = '""' + args;
      continue;
    }
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) {
        if (c !== '(') return undefined;
        const callee = /(\w+)\s*$/.exec(before.slice(0, i));
        return callee ? { callee: callee[1], args } : undefined;
      }
      depth--;
    } else if (!depth) args = c + args;
  }
  return undefined;
}
