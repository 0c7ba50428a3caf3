/**
 * Schema validation of the real Arcade corpus, in process: the generated ajv validators (schemaValidation.ts)
 * beside vscode-json-languageservice's doValidation (what validate.ts ran before), interleaved, medians.
 * Usage: node <out>/test/bench/schemaValidation.js [copies=50] [rounds=7] [corpusDir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getLanguageService } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { schemaById } from '../../server/src/core/model/catalog';
import { parseJson } from '../../server/src/core/languages/json/parse';
import { validateSchema } from '../../server/src/core/pipeline/validate';

const copies = Number(process.argv[2] ?? 50);
const rounds = Number(process.argv[3] ?? 7);
const dir = process.argv[4] ?? path.resolve(__dirname, '../../../../shared/corpus/arcade-wrapper-tools');
const schema = schemaById('arcade-tool-current')!;
const texts = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readFileSync(path.join(dir, f), 'utf8'));
const files = Array.from({ length: copies }, () => texts).flat();

// As languageService.ts configures it: the schema registered inline, documents associated by URI.
const service = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(`no fetching (${uri})`)) });
service.configure({
  validate: true,
  allowComments: true,
  schemas: [{ uri: schema.uri, schema: schema.schema, fileMatch: ['toolschema-doc:/bench/*'] }],
});
const settings = { comments: 'error', trailingCommas: 'error', schemaValidation: 'error', schemaRequest: 'ignore' } as const;

const docs = files.map((text, i) => TextDocument.create(`toolschema-doc:/bench/${i}.json`, 'json', 1, text));
const lsParsed = docs.map((d) => service.parseJSONDocument(d));
const trees = files.map((text) => parseJson(text, { comments: false }).root);

type Case = { name: string; run: () => Promise<number> };
const cases: Case[] = [
  {
    name: 'language service: doValidation (parsed)',
    run: async () => count(await Promise.all(docs.map((d, i) => service.doValidation(d, lsParsed[i], settings)))),
  },
  { name: 'ajv standalone: validateSchema (parsed)', run: async () => count(trees.map((t) => validateSchema(t, schema))) },
  { name: 'language service: parseJSONDocument only', run: async () => docs.map((d) => service.parseJSONDocument(d)).length * 0 },
  { name: 'parseJson (tree) only', run: async () => files.map((text) => parseJson(text, { comments: false })).length * 0 },
  {
    name: 'language service: parse + doValidation',
    run: async () => count(await Promise.all(docs.map((d) => service.doValidation(d, service.parseJSONDocument(d), settings)))),
  },
  {
    name: 'ajv standalone: parseJson + validateSchema',
    run: async () => count(files.map((text) => validateSchema(parseJson(text, { comments: false }).root, schema))),
  },
];

const count = (lists: unknown[][]) => lists.reduce((n, l) => n + l.length, 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (const c of cases) {
    const problems = await c.run(); // warm-up; the corpus is clean under its schema (parse-only cases count none)
    if (problems) throw new Error(`${c.name}: ${problems} problems on the clean corpus`);
  }
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const start = performance.now();
      await c.run();
      times.get(c.name)!.push(performance.now() - start);
    }
  }
  const mb = (files.reduce((n, t) => n + t.length, 0) / 1e6).toFixed(1);
  console.log(`${files.length} documents (${texts.length} corpus files × ${copies}), ${mb} MB, median of ${rounds} rounds`);
  console.log('| path | total ms | ms per file |\n|---|---:|---:|');
  for (const [name, xs] of times) console.log(`| ${name} | ${median(xs).toFixed(0)} | ${(median(xs) / files.length).toFixed(3)} |`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
