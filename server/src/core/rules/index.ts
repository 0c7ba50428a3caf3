/** The rule registry: adding a rule is adding its file and one line here (and its test and docs). */
import type { Rule } from '../rule';
import { unsupportedKeyword } from './pedelec/unsupported-keyword';
import { arrayMissingInnerType } from './arcade/array-missing-inner-type';

export const RULES: readonly Rule[] = [unsupportedKeyword, arrayMissingInnerType];

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.meta.id));
