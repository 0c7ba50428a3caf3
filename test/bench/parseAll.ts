/**
 * A reference for the CLI bench, run as its own process like the CLI: walks a folder (skipping node_modules), reads
 * every TypeScript file and parses it with @babel/parser as the core does. Prints the number of files parsed.
 * Usage: node parseAll.js <dir>
 */
import { parse } from '@babel/parser';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const SCRIPT = /\.(?:[cm]?ts|tsx)$/;

function parseAll(root: string): number {
  let parsed = 0;
  const pending = [root];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') pending.push(full);
      } else if (entry.isFile() && SCRIPT.test(entry.name)) {
        const plugins: ('typescript' | 'jsx')[] = entry.name.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
        parse(readFileSync(full, 'utf8'), { sourceType: 'module', plugins, errorRecovery: true });
        parsed++;
      }
    }
  }
  return parsed;
}

process.stdout.write(`${parseAll(process.argv[2])} files parsed\n`);
