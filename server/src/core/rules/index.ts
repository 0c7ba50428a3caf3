/** The rule registry: adding a rule is adding its file and one line here (and its test and docs). */
import type { Rule } from '../rule';
import { unsupportedKeyword } from './pedelec/unsupported-keyword';
import { arrayMissingInnerType } from './arcade/array-missing-inner-type';
import { innerTypeWithoutArray } from './arcade/inner-type-without-array';
import { enumNotString } from './arcade/enum-not-string';
import { duplicateParameter } from './arcade/duplicate-parameter';
import { invalidParameterName } from './arcade/invalid-parameter-name';
import { missingDescription } from './arcade/missing-description';
import { fqnMismatch } from './arcade/fqn-mismatch';
import { versionKey } from './arcade/version-key';
import { secretKeyShape } from './arcade/secret-key-shape';
import { authorizationMode } from './arcade/authorization-mode';
import { invalidToolkitVersion } from './arcade/invalid-toolkit-version';

export const RULES: readonly Rule[] = [
  unsupportedKeyword,
  arrayMissingInnerType,
  innerTypeWithoutArray,
  enumNotString,
  duplicateParameter,
  invalidParameterName,
  missingDescription,
  fqnMismatch,
  versionKey,
  secretKeyShape,
  authorizationMode,
  invalidToolkitVersion,
];

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.meta.id));
