/** Which bundled schema a document (or a value of a script) is checked against, and why (pipeline/associate.ts). */
import type { SchemaEntry } from './catalog';

export type AssociationReason = 'override' | 'setting' | '$schema' | 'fileName' | 'content';

export interface Association {
  schema: SchemaEntry;
  reason: AssociationReason;
  /** Human-readable detail: the glob, the `$schema` value, the file pattern or the shape that matched. */
  detail: string;
}
