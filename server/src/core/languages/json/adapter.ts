/** The JSON/JSONC source adapter: `.json`, `.jsonc` and the JSON language ids. */
import type { SourceAdapter } from '../../model/edits';
import { JSONC_FILE } from '../ids';
import { parseJson } from './parse';
import { jsonEdits } from './edits';
import { tooDeepAt } from './depth';

export const jsonAdapter: SourceAdapter = {
  format: ({ uri, languageId }) => (languageId === 'jsonc' || JSONC_FILE.test(uri) ? 'jsonc' : 'json'),
  tooDeepAt,
  parse: parseJson,
  edits: jsonEdits,
};
