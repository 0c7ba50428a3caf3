/** The JSON/JSONC source adapter: `.json`, `.jsonc` and the JSON language ids. */
import type { SourceAdapter } from '../../model/edits';
import { isJsoncFile } from '../ids';
import { parseJson } from './parse';
import { jsonEdits } from './edits';
import { tooDeepAt } from './depth';

export const jsonAdapter: SourceAdapter = {
  format: ({ uri, languageId }) => (languageId === 'jsonc' || isJsoncFile(uri) ? 'jsonc' : 'json'),
  tooDeepAt,
  parse: parseJson,
  edits: jsonEdits,
};
