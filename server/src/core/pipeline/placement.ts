/**
 * Each problem once, in the file it is written in: spans of other files (a script's imported constants and `.json`
 * files) are made relative to that file, and their problems carry no fixes (an edit to another file is that file's
 * own analysis's business). A fix of this file that would edit another file is refused when it is resolved
 * (features/fixes.ts).
 */
import { problemKey, type Problem } from '../model/problem';
import type { ParsedFile } from '../languages/language';

export function placed(problems: Problem[], placeOf: ParsedFile['placeOf']): { here: Problem[]; elsewhere?: Map<string, Problem[]> } {
  if (!placeOf) return { here: problems };
  const seen = new Set<string>();
  const here: Problem[] = [];
  const elsewhere = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = problemKey(p);
    if (seen.has(key)) continue;
    seen.add(key);
    const place = placeOf(p.span.offset);
    if (!place) {
      here.push(p);
      continue;
    }
    const { fixes: _dropped, ...rest } = p;
    void _dropped;
    let list = elsewhere.get(place.uri);
    if (!list) elsewhere.set(place.uri, (list = []));
    list.push({ ...rest, span: { offset: p.span.offset - place.base, length: p.span.length } });
  }
  for (const list of elsewhere.values()) list.sort((a, b) => a.span.offset - b.span.offset);
  return { here, elsewhere };
}
