/** Which Arcade format a document is in (from its association), and the keys that differ between formats. */
import type { Association } from '../../../model/association';
import { schemaById, type SchemaId } from '../../../model/catalog';

export type ArcadeVersion = 'preview' | '1.0' | 'current';

const BY_SCHEMA: Partial<Record<SchemaId, ArcadeVersion>> = {
  'arcade-tool-preview': 'preview',
  'arcade-tool-1.0': '1.0',
  'arcade-tool-current': 'current',
};

export const arcadeVersion = (association: Association | undefined): ArcadeVersion | undefined =>
  association && BY_SCHEMA[association.schema.id];

/** The root key that holds the parameters. */
export const INPUT_KEY: Record<ArcadeVersion, 'input' | 'inputs'> = { preview: 'inputs', '1.0': 'input', current: 'input' };

/** The key of a `requirements.secrets[]` entry; preview has no secrets. */
export const SECRET_KEY: Record<ArcadeVersion, 'key_id' | 'key' | undefined> = { preview: undefined, '1.0': 'key_id', current: 'key' };

/**
 * The `$schema` value a migrated 1.0 document gets: the bundled schema's own name, not Arcade's published http
 * address, which VS Code's JSON support would try to download (the extension answers `toolschema:` offline).
 */
export const V1_SCHEMA_VALUE = schemaById('arcade-tool-1.0')!.uri;

/** The `val_type` / `inner_val_type` values, with the Python annotations Arcade derives them from. */
export const PYTHON_TYPES: Record<string, string> = {
  string: '`str`, or an `Enum` / `Literal[...]` of strings (the values go to `enum`)',
  integer: '`int`',
  number: '`float`',
  boolean: '`bool`',
  json: '`dict`, a pydantic `BaseModel` or a `TypedDict`',
  array: '`list[T]`; the element type `T` goes in `inner_val_type`',
};

export const ELEMENT_TYPES = ['string', 'integer', 'number', 'boolean', 'json'] as const;
