/**
 * The least the Python CLI can do, run as its own process like the CLI: walks a folder, reads every `.py` file (as
 * readAll.ts does) and parses with @lezer/python the ones whose text names an Arcade module (the CLI's own test,
 * languages/python/module.ts), building nothing from the trees. What the CLI spends past this is its own work; what
 * this spends past readAll.ts is the parser's. Prints the number of files read and parsed.
 * Usage: node parseTools.js <dir>
 */
import { parser } from '@lezer/python';
import { readFileSync } from 'node:fs';
import { namesArcade } from '../../server/src/core/languages/python/module';
import { filesUnder } from './walk';

function parseTools(root: string): { read: number; parsed: number } {
  let read = 0;
  let parsed = 0;
  for (const file of filesUnder(root, (name) => name.endsWith('.py'))) {
    const text = readFileSync(file, 'utf8');
    read++;
    if (!namesArcade(text)) continue;
    parser.parse(text);
    parsed++;
  }
  return { read, parsed };
}

const { read, parsed } = parseTools(process.argv[2]);
process.stdout.write(`${read} files read, ${parsed} parsed\n`);
