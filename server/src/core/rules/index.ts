/**
 * The rule registry: adding a rule is adding its file and one line here (and its test and docs). Only the mains
 * import it, to build the engine they hand down (pipeline/engine.ts).
 */
import type { Rule } from '../model/rule';
import { unsupportedKeyword } from './pedelec/unsupported-keyword';
import { keywordTypeMismatch } from './pedelec/keyword-type-mismatch';
import { rootNotObject } from './pedelec/root-not-object';
import { missingType } from './pedelec/missing-type';
import { arrayMissingItems } from './pedelec/array-missing-items';
import { unboundedArray } from './pedelec/unbounded-array';
import { requiredUndefined } from './pedelec/required-undefined';
import { duplicateRequired } from './pedelec/duplicate-required';
import { invalidRange } from './pedelec/invalid-range';
import { invalidPattern } from './pedelec/invalid-pattern';
import { nonPortablePattern } from './pedelec/non-portable-pattern';
import { enumTypeMismatch } from './pedelec/enum-type-mismatch';
import { emptyEnum } from './pedelec/empty-enum';
import { defaultMismatch } from './pedelec/default-mismatch';
import { exampleMismatch } from './pedelec/example-mismatch';
import { ambiguousOneOf } from './pedelec/ambiguous-oneof';
import { invalidToolName } from './pedelec/invalid-tool-name';
import { duplicateToolName } from './pedelec/duplicate-tool-name';
import { emptyDescription } from './pedelec/empty-description';
import { invalidTimeout } from './pedelec/invalid-timeout';
import { legacyInput } from './pedelec/legacy-input';
import { reservedArgument } from './pedelec/reserved-argument';
import { invalidKeywordValue } from './pedelec/invalid-keyword-value';
import { invalidManifest } from './pedelec/invalid-manifest';
import { notSerializable } from './pedelec/not-serializable';
import { unresolvedSchema } from './pedelec/unresolved-schema';
import { missingArgsSchema } from './pedelec/missing-args-schema';
import { invalidDenoModuleName } from './pedelec/invalid-deno-module-name';
import { duplicateDenoModuleName } from './pedelec/duplicate-deno-module-name';
import { blankDenoModuleField } from './pedelec/blank-deno-module-field';
import { invalidPreferStdinExecution } from './pedelec/invalid-prefer-stdin-execution';
import { denoModuleNotPrepared } from './pedelec/deno-module-not-prepared';
import { denoModuleUnseenImport } from './pedelec/deno-module-unseen-import';
import { denoModuleNotBuildable } from './pedelec/deno-module-not-buildable';
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
import { metadataContradiction } from './arcade/metadata-contradiction';
import { missingToolDescription } from './arcade-python/missing-tool-description';
import { missingReturnType } from './arcade-python/missing-return-type';
import { missingAnnotation } from './arcade-python/missing-annotation';
import { missingParameterDescription } from './arcade-python/missing-parameter-description';
import { tooManyStrings } from './arcade-python/too-many-strings';
import { unionType } from './arcade-python/union-type';
import { unsupportedType } from './arcade-python/unsupported-type';
import { multipleContexts } from './arcade-python/multiple-contexts';
import { invalidApp } from './arcade-python/invalid-app';
import { reservedMetaKey } from './arcade-python/reserved-meta-key';
import { pythonDuplicateToolName } from './arcade-python/duplicate-tool-name';
import { mcpNameCollision } from './arcade-python/mcp-name-collision';
import { fieldDescriptionIgnored } from './arcade-python/field-description-ignored';
import { defaultFactoryNotCallable } from './arcade-python/default-factory-not-callable';
import { optionalNotNullable } from './arcade-python/optional-not-nullable';
import { modelFieldDescriptionDropped } from './arcade-python/model-field-description-dropped';
import { extrasKeyNotString } from './arcade-python/extras-key-not-string';
import { extrasNotJsonSafe } from './arcade-python/extras-not-json-safe';
import { undefinedAnnotationName } from './arcade-python/undefined-annotation-name';
import { requiredKeysUndefined } from './arcade/required-keys-undefined';
import { requirementKey } from './arcade/requirement-key';
import { unknownKey } from './arcade/unknown-key';
import { laxBooleanRule } from './arcade/lax-boolean';
import { missingRequirements } from './arcade/missing-requirements';
import { availableModes } from './arcade/available-modes';
import { ruleFailed } from './toolschema/rule-failed';
import { toolName } from './provider/tool-name';
import { rootNotObject as providerRootNotObject } from './provider/root-not-object';
import { unsupportedKeyword as providerUnsupportedKeyword } from './provider/unsupported-keyword';
import { optionalProperty } from './provider/optional-property';
import { openObject } from './provider/open-object';
import { arrayWithoutItems } from './provider/array-without-items';
import { typeList } from './provider/type-list';
import { typeCase } from './provider/type-case';
import { schemaTooLarge } from './provider/schema-too-large';
import { headerAnnotation } from './provider/header-annotation';
import { tooManyTools } from './provider/too-many-tools';
import { duplicateToolName as providerDuplicateToolName } from './provider/duplicate-tool-name';
import { undefinedProperty } from './provider/undefined-property';

const PEDELEC_RULES: readonly Rule[] = [
  unsupportedKeyword,
  keywordTypeMismatch,
  rootNotObject,
  missingType,
  arrayMissingItems,
  unboundedArray,
  requiredUndefined,
  duplicateRequired,
  invalidRange,
  invalidPattern,
  nonPortablePattern,
  enumTypeMismatch,
  emptyEnum,
  defaultMismatch,
  exampleMismatch,
  ambiguousOneOf,
  invalidToolName,
  duplicateToolName,
  emptyDescription,
  invalidTimeout,
  legacyInput,
  reservedArgument,
  invalidKeywordValue,
  invalidManifest,
  notSerializable,
  unresolvedSchema,
  missingArgsSchema,
  invalidDenoModuleName,
  duplicateDenoModuleName,
  blankDenoModuleField,
  invalidPreferStdinExecution,
  denoModuleNotPrepared,
  denoModuleUnseenImport,
  denoModuleNotBuildable,
];

const ARCADE_RULES: readonly Rule[] = [
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
  metadataContradiction,
  requiredKeysUndefined,
  requirementKey,
  unknownKey,
  laxBooleanRule,
  missingRequirements,
  availableModes,
];

/** What each selected host accepts of the tool it is shown (rules/provider/profiles). */
const PROVIDER_RULES: readonly Rule[] = [
  toolName,
  providerRootNotObject,
  providerUnsupportedKeyword,
  optionalProperty,
  arrayWithoutItems,
  openObject,
  typeList,
  typeCase,
  schemaTooLarge,
  headerAnnotation,
  undefinedProperty,
  tooManyTools,
  providerDuplicateToolName,
];

/** Faults only a tool written in Python shows (core/languages/python/). */
const ARCADE_PYTHON_RULES: readonly Rule[] = [
  missingToolDescription,
  missingReturnType,
  missingAnnotation,
  missingParameterDescription,
  tooManyStrings,
  unionType,
  unsupportedType,
  multipleContexts,
  invalidApp,
  reservedMetaKey,
  pythonDuplicateToolName,
  mcpNameCollision,
  fieldDescriptionIgnored,
  defaultFactoryNotCallable,
  optionalNotNullable,
  modelFieldDescriptionDropped,
  extrasKeyNotString,
  extrasNotJsonSafe,
  undefinedAnnotationName,
];

/** About toolschema's own checks on a file, reported by the runner (check.ts). */
const TOOLSCHEMA_RULES: readonly Rule[] = [ruleFailed];

export const RULES: readonly Rule[] = [...PEDELEC_RULES, ...ARCADE_RULES, ...ARCADE_PYTHON_RULES, ...PROVIDER_RULES, ...TOOLSCHEMA_RULES];
