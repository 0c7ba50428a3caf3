/**
 * What a provider profile is: the host, what of a tool it is shown, and the constraints the host documents, each with
 * the page it was read on and the day. Pure data: the checker (../checkSchema.ts) gives each kind its meaning.
 */

/** Where a constraint comes from: the host's documentation page and the day it was read (YYYY-MM-DD). */
export interface Source {
  url: string;
  read: string;
  /** Where sources disagree, which one was encoded (the stricter) and why. */
  note?: string;
}

export type Constraint =
  /** The tool name must match `pattern` (`text` says it in words); `should`: a SHOULD, not a MUST. */
  | { kind: 'tool-name'; pattern: string; maxLength: number; text: string; should?: boolean; source: Source }
  /** The schema's root must be `"type": "object"`; `noAnyOf`: and not an `anyOf`. */
  | { kind: 'root-not-object'; noAnyOf?: boolean; source: Source }
  /**
   * Keywords the host rejects (`forbidden`), or the only ones it reads (`allowed`); `formats`: the only `format`
   * values it takes, by type (a type not listed takes none).
   */
  | {
      kind: 'unsupported-keyword';
      forbidden?: readonly string[];
      allowed?: readonly string[];
      formats?: Readonly<Record<string, readonly string[]>>;
      source: Source;
    }
  /** These keywords (`required`) may name only properties the object defines. */
  | { kind: 'undefined-property'; keywords: readonly string[]; source: Source }
  /** At most `max` tools in one request (checked on a file of the host's tools). */
  | { kind: 'too-many-tools'; max: number; source: Source }
  /** Tool names unique within one list (`should`: a SHOULD, not a MUST). */
  | { kind: 'duplicate-tool-name'; should?: boolean; source: Source }
  /** Every property of every object must be listed in `required` (optional ones are nullable instead). */
  | { kind: 'optional-property'; source: Source }
  /** Every array schema must say what its elements are (`items`). */
  | { kind: 'array-without-items'; source: Source }
  /** Every object must set `"additionalProperties": false`. */
  | { kind: 'open-object'; source: Source }
  /**
   * How the host reads the case of type names: `lower`, JSON Schema's seven names as written (`"string"`, never
   * `"STRING"`); `any`, either case (Gemini's OpenAPI `Type` enum, `STRING` … `OBJECT`, and the lower-case names).
   */
  | { kind: 'type-case'; names: 'lower' | 'any'; source: Source }
  /** `type` must be one type name, not a list (a nullable value says `nullable: true`). */
  | { kind: 'type-list'; source: Source }
  /** Size limits over the whole schema. */
  | {
      kind: 'schema-too-large';
      maxProperties?: number;
      maxDepth?: number;
      maxEnumValues?: number;
      maxStringLength?: number;
      largeEnum?: { over: number; maxLength: number };
      source: Source;
    }
  /** The `x-mcp-header` annotation: a token name, unique ignoring case, on a string/integer/boolean property. */
  | { kind: 'header-annotation'; source: Source };

export type ConstraintKind = Constraint['kind'];

/** Which of Arcade's converters shows the host the tool, and where the schema sits in the result. */
export type Shape = 'openai' | 'anthropic' | 'mcp' | 'gemini' | 'json-schema';

export interface Profile {
  id: string;
  /** The host as a reader names it: "OpenAI (strict mode)". */
  title: string;
  shape: Shape;
  /** False where Arcade never sends this form (no Gemini converter; the Anthropic one never asks for strict). */
  arcade?: false;
  constraints: readonly Constraint[];
}

/** JSON Schema's type names, lower case: what a host reading the parameters as JSON Schema knows. */
export const JSON_SCHEMA_TYPES: readonly string[] = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];

/** A profile's `type-case` constraint for a host that reads JSON Schema: the type names as the specification spells them. */
export const lowerCaseTypes = (read: string, host: string): Constraint => ({
  kind: 'type-case',
  names: 'lower',
  source: {
    url: 'https://json-schema.org/draft/2020-12/json-schema-validation#name-type',
    read,
    note: `${host} reads the parameters as JSON Schema, whose "type" values are the seven primitive type names, in lower case; "STRING" is none of them (Gemini's OpenAPI subset is what takes upper case).`,
  },
});

/** The day this session read every page cited. */
export const READ = '2026-12-02';
