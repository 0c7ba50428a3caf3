/**
 * A reference for the Python CLI bench, run as its own process like the CLI: walks a folder (skipping
 * node_modules and .git) and reads every `.py` file, nothing else. Prints the number of files read.
 * Usage: node readAll.js <dir>
 */
import { readFileSync } from 'node:fs';
import { filesUnder } from './walk';

function readAll(root: string): number {
  let read = 0;
  for (const file of filesUnder(root, (name) => name.endsWith('.py'))) {
    readFileSync(file, 'utf8');
    read++;
  }
  return read;
}

process.stdout.write(`${readAll(process.argv[2])} files read\n`);
