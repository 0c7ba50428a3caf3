/**
 * A reference for the CLI bench, run as its own process like the CLI: walks a folder (skipping node_modules), reads
 * every TypeScript file and parses it with @babel/parser as the core does. Prints the number of files parsed.
 * Usage: node parseAll.js <dir>
 */
import { parse } from '@babel/parser';
import { readFileSync } from 'node:fs';
import { filesUnder } from './walk';

const SCRIPT = /\.(?:[cm]?ts|tsx)$/;

function parseAll(root: string): number {
  let parsed = 0;
  for (const file of filesUnder(root, (name) => SCRIPT.test(name))) {
    const plugins: ('typescript' | 'jsx')[] = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
    parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins, errorRecovery: true });
    parsed++;
  }
  return parsed;
}

process.stdout.write(`${parseAll(process.argv[2])} files parsed\n`);
