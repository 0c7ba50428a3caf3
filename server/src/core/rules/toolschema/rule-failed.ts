/**
 * `toolschema/rule-failed`: a check of toolschema's own (a rule, the schema validation, a script's evaluation)
 * threw on this file. The runner (check.ts) reports it: the other checks' problems stay, and the file is never
 * reported clean when part of it was not checked. The error's stack goes to the log, not into the message.
 */
import { cleanOnEveryPlainValue, type Rule } from '../../model/rule';

export const RULE_FAILED = 'toolschema/rule-failed';

export const ruleFailed: Rule = {
  meta: {
    id: RULE_FAILED,
    defaultSeverity: 'warning',
    description: 'Require every check to finish on a file, so that none is reported clean without being checked.',
    families: ['arcade', 'pedelec-args', 'pedelec-skills', 'pedelec-tools', 'pedelec-tool', 'pedelec-deno-module', 'toolschema-config'],
  },
  // Nothing to look for in the tree: the runner reports this rule when another check throws.
  check: () => undefined,
  clean: cleanOnEveryPlainValue,
};

/**
 * The message: what failed, the error's first line (its kind and message, never the stack), and what to do.
 * `rule`: the id of the rule that failed, which the user can turn off.
 */
export function ruleFailedMessage(what: string, error: unknown, rule?: string): string {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const short = reason.length > 200 ? `${reason.slice(0, 200)}…` : reason;
  const off = rule ? `, or turn ${rule} off in toolschema.rules` : '';
  return `toolschema could not finish checking this file: ${what} failed (${short}), so what it looks for is not reported and the file is not fully checked. Simplify the value it stopped at (deep nesting, a huge constant)${off}; the log has the details.`;
}
