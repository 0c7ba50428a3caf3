/**
 * The bench's one folder walk, as the CLI walks a project: every regular file under `root` whose name `accept`s,
 * node_modules and .git left out. The reference processes (readAll.ts, parseAll.ts) read or parse what it yields.
 */
import { readdirSync } from 'node:fs';
import * as path from 'node:path';

export function* filesUnder(root: string, accept: (name: string) => boolean): Generator<string> {
  const pending = [root];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') pending.push(full);
      } else if (entry.isFile() && accept(entry.name)) yield full;
    }
  }
}
