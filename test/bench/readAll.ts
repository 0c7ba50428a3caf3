/**
 * A reference for the Python CLI bench, run as its own process like the CLI: walks a folder (skipping
 * node_modules and .git) and reads every `.py` file, nothing else. Prints the number of files read.
 * Usage: node readAll.js <dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

function readAll(root: string): number {
  let read = 0;
  const pending = [root];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') pending.push(full);
      } else if (entry.isFile() && entry.name.endsWith('.py')) {
        readFileSync(full, 'utf8');
        read++;
      }
    }
  }
  return read;
}

process.stdout.write(`${readAll(process.argv[2])} files read\n`);
