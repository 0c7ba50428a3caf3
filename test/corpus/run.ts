/**
 * `npm run corpus`: measures toolschema on the real Arcade tool definitions in ../shared/corpus (never copied into
 * the project). Every file must lint with zero errors; the same files with one injected fault each must yield the
 * expected diagnostic at the fault's place. Prints the figures; exits 1 on any miss.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDoc } from '../helpers/core';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';

const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../../shared/corpus/arcade-wrapper-tools'));

interface Fault {
  name: string;
  /** Rewrites the parsed document; returns false when the fault does not apply to this file. */
  inject: (doc: any) => boolean;
  code: string;
  /** An error where Arcade rejects the file, a warning where it accepts it (an unknown key is dropped). */
  severity: 'error' | 'warning';
  /** The text the diagnostic must cover. */
  covers: string;
}

const FAULTS: Fault[] = [
  {
    name: 'unknown top-level key',
    inject: (d) => ((d.colour = 'blue'), true),
    code: 'arcade/unknown-key',
    severity: 'warning',
    covers: '"colour"',
  },
  {
    name: 'array without inner_val_type',
    inject: (d) => {
      const p = d.input.parameters[0];
      if (!p) return false;
      p.value_schema.val_type = 'array';
      delete p.value_schema.inner_val_type;
      return true;
    },
    code: 'arcade/array-missing-inner-type',
    severity: 'error',
    covers: '"array"',
  },
  {
    name: 'available_modes ["values"]',
    inject: (d) => ((d.output.available_modes = ['values']), true),
    code: 'arcade/available-modes',
    severity: 'warning',
    covers: '"values"',
  },
];

async function lint(file: string, text: string) {
  const doc = TextDocument.create(`file://${path.join('/corpus/wrapper_tools', path.basename(file))}`, 'json', 1, text);
  return analyzeDoc(doc, DEFAULT_SETTINGS, (m) => console.error(m));
}

async function main(): Promise<number> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (e) {
    console.error(`corpus: cannot read ${dir} (${(e as Error).message}). Pass the corpus folder as an argument.`);
    return 2;
  }
  if (files.length === 0) {
    console.error(`corpus: no .json files in ${dir}`);
    return 1;
  }
  let failures = 0;
  const counts = { files: 0, errors: 0, warnings: 0, other: 0 };
  const byCode = new Map<string, number>();
  const started = performance.now();
  for (const f of files) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    const { diagnostics } = await lint(f, text);
    counts.files++;
    for (const d of diagnostics) {
      const key = `${d.severity === 1 ? 'error' : d.severity === 2 ? 'warning' : 'info'} ${d.code}`;
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
      if (d.severity === 1) {
        counts.errors++;
        console.log(`  ${f}:${d.range.start.line + 1}:${d.range.start.character + 1} error ${d.message} (${d.code})`);
      } else if (d.severity === 2) counts.warnings++;
      else counts.other++;
    }
  }
  const cleanMs = performance.now() - started;
  if (counts.errors) failures++;
  console.log(
    `corpus: ${counts.files} files, ${counts.errors} errors, ${counts.warnings} warnings, ${counts.other} info/hints in ${cleanMs.toFixed(0)} ms`,
  );
  for (const [k, n] of [...byCode].sort()) console.log(`  ${n} × ${k}`);

  for (const fault of FAULTS) {
    let hit = 0;
    let tried = 0;
    for (const f of files) {
      const parsed = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
      if (!fault.inject(parsed)) continue;
      tried++;
      const text = JSON.stringify(parsed, null, 2);
      const analysis = await lint(f, text);
      const match = analysis.problems.filter(
        (p) => p.code === fault.code && text.slice(p.span.offset, p.span.offset + p.span.length) === fault.covers,
      );
      // The fault is found once, with its severity, and is the only error (none at all for a warning).
      const otherErrors = analysis.problems.filter((p) => p.severity === 'error' && !match.includes(p));
      if (match.length === 1 && match[0].severity === fault.severity && otherErrors.length === 0) hit++;
      else if (tried - hit <= 3)
        console.log(`  ${fault.name}: ${f}: ${JSON.stringify(analysis.problems.map((p) => `${p.severity} ${p.code} ${p.message}`))}`);
    }
    console.log(`fault "${fault.name}": ${hit}/${tried} files report exactly one ${fault.code} (${fault.severity}) on ${fault.covers}`);
    if (hit !== tried) failures++;
  }
  return failures ? 1 : 0;
}

main().then((code) => (process.exitCode = code));
