/**
 * Where Pedelec rejects a mistake before any call, and with which error code, by the kind of file (v0.1.23): the
 * SDK's `createSession` checks the skills input (`INVALID_INPUT`), then Core meta-validates each argsSchema
 * (`TOOLS_MANIFEST_INVALID`); Core's legacy loader of a skills directory's `tools.json` fails with `TOOLS_JSON_INVALID`.
 * Nothing reads a tool file Core wrote back, and a mistake a loader does not check gets no claim.
 */
import type { Family } from '../../../model/catalog';
import type { SchemaDocument } from '../../../model/document';

export type Mistake =
  /** `argsSchema` not an object, or its `type` not `"object"`. */
  | 'args-not-object'
  /** A JSON Schema meta-schema violation (`"minimum": "3"`, `"required": "a"`). */
  | 'invalid-json-schema'
  | 'invalid-tool-name'
  | 'duplicate-tool-name'
  | 'blank-description'
  /** `timeoutMs` that is a number, but not a positive integer. */
  | 'invalid-timeout'
  | 'legacy-input'
  /** `guidance` not a string, `tools` not an array of objects. */
  | 'invalid-manifest'
  /** A tool without `argsSchema` (nor the legacy `input`). */
  | 'missing-args-schema';

const SDK = 'the SDK rejects it when the session is created (INVALID_INPUT)';
const MANIFEST = 'Core rejects it as not a valid JSON Schema when the session is created (TOOLS_MANIFEST_INVALID)';
// pedelec-core lib.rs ToolRegistry::load_from_skills_dir: the loader's checks. At v0.1.23 only tests called it, and
// no caller was found at c2b3874 either: the claim is about the loader, not that Core reads every such file.
const REGISTRY = "Core's legacy tools.json loader rejects it (TOOLS_JSON_INVALID)";

const BY_FAMILY: Partial<Record<Family, Partial<Record<Mistake, string>>>> = {
  'pedelec-args': { 'args-not-object': SDK, 'invalid-json-schema': MANIFEST },
  'pedelec-skills': {
    'args-not-object': SDK,
    'invalid-json-schema': MANIFEST,
    'invalid-tool-name': SDK,
    'duplicate-tool-name': SDK,
    'blank-description': SDK,
    'invalid-timeout': SDK,
    'legacy-input': SDK,
    'invalid-manifest': SDK,
    // sdk/src/index.ts normalizeToolArgsSchema: `undefined` is not an object → "tool argsSchema must be an object".
    'missing-args-schema': `${SDK}: "tool argsSchema must be an object"`,
  },
  // The loader parses into typed fields (a wrong type, a negative or fractional timeout fail the parse), then
  // checks names and meta-validates each argsSchema. It checks neither blank descriptions nor a zero timeout.
  'pedelec-tools': {
    'invalid-json-schema': REGISTRY,
    'invalid-tool-name': REGISTRY,
    'duplicate-tool-name': REGISTRY,
    'invalid-manifest': REGISTRY,
  },
};

/**
 * Which file kind's reader a document's claims follow. A script's tools, skills and schemas all reach Pedelec
 * through `createSession`, as a skills manifest does: the SDK, then Core.
 */
export const readerOf = (doc: SchemaDocument, family: Family): Family => (doc.isScript ? 'pedelec-skills' : family);

/** `: the SDK rejects it … (INVALID_INPUT)`, to end a message's first sentence; empty when Pedelec does not say. */
export function rejectedBy(family: Family, mistake: Mistake): string {
  const how = BY_FAMILY[family]?.[mistake];
  return how ? `; ${how}` : '';
}
