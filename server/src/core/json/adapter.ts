/** The JSON/JSONC source adapter: `.json`, `.jsonc` and the JSON language ids. */
import type { SourceAdapter } from '../source';
import { parseJson } from './parse';
import { jsonEdits } from './edits';

export const jsonAdapter: SourceAdapter = { parse: parseJson, edits: jsonEdits };
