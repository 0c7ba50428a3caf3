/** The converter fixtures (test/fixtures/convert/, written for these tests) as plain JSON values. */
import { fixture } from '../../helpers/diagnose';
import type { JsonValue } from '../../../server/src/core/model/tree';

export const load = (name: string) => JSON.parse(fixture(`convert/${name}`)) as JsonValue & Record<string, any>;

/** A copy of a fixture with `edit` applied (fixtures stay untouched between tests). */
export function edited(name: string, edit: (d: any) => void): JsonValue {
  const d = load(name);
  edit(d);
  return d;
}
