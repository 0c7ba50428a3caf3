/** The JSON/JSONC source adapter: `.json`, `.jsonc` and the JSON language ids. */
import type { SourceAdapter } from '../../model/edits';
import { parseJson } from './parse';
import { jsonEdits } from './edits';
import { tooDeepAt } from './depth';

export const jsonAdapter: SourceAdapter = { tooDeepAt, parse: parseJson, edits: jsonEdits };
