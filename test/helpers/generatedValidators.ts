import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const MODULES = path.resolve(__dirname, '../../../server/src/core/pipeline/generated/validators');

/** The source of each validator module scripts/compile-schemas.mjs writes, by schema id. */
export const generatedValidatorModules = (): Record<string, string> =>
  Object.fromEntries(
    readdirSync(MODULES)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => [f.slice(0, -'.ts'.length), readFileSync(path.join(MODULES, f), 'utf8')]),
  );
