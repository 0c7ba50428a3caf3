/**
 * The editor's words for a Deno module's keys (Pedelec 0.4): hover and completion read the bundled
 * pedelec-deno-module schema, in a JSON manifest's `denoModules`, in createSession's skills and in a lone
 * defineDenoModule call.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';
import { completeAt, hoverAt as hoverOffset } from '../../helpers/core';
import { schemaById } from '../../../server/src/core/model/catalog';

const words = (key: string) => {
  const s = schemaById('pedelec-deno-module')!.schema.properties![key];
  return typeof s === 'object' ? s.markdownDescription : undefined;
};

async function hoversAt(marked: string, filename: string): Promise<string[]> {
  const { text, carets } = parseMarkers(marked);
  const analysis = await analyzeText(text, filename);
  const out: string[] = [];
  for (const c of carets) out.push(((await hoverOffset(analysis, c))?.contents as MarkupContent | undefined)?.value ?? '');
  return out;
}

test('Deno modules: hover on a module key in a JSON skills manifest', async () => {
  const hovers = await hoversAt(
    '{ "guidance": "g", "tools": [], "den|oModules": [ { "na|me": "m", "description": "d", "us|age": "u", "preferStdin|Execution": true } ] }',
    'agent.skills.json',
  );
  assert.match(hovers[0], /Deno modules the agent may import/);
  assert.deepEqual(hovers.slice(1), [words('name'), words('usage'), words('preferStdinExecution')]);
});

test('Deno modules: hover on a module key in createSession and in a lone defineDenoModule call', async () => {
  const hovers = await hoversAt(
    'import { defineDenoModule } from "@kaoruisaac/pedelec";\n' +
      'export const m = defineDenoModule({ name: "m", en|try: "./m.ts" });\n' +
      'await pedelec.createSession({ skills: { guidance: "g", tools: [], denoModules: [{ name: "x", desc|ription: "d" }] } });\n',
    'session.ts',
  );
  assert.deepEqual(hovers, [words('entry'), words('description')]);
});

test('Deno modules: completion in a defineDenoModule call offers the module keys', async () => {
  const { text, carets } = parseMarkers(
    'import { defineDenoModule } from "@kaoruisaac/pedelec";\nexport const m = defineDenoModule({ name: "m", | });\n',
  );
  const analysis = await analyzeText(text, 'modules.ts');
  const doc = TextDocument.create('file:///modules.ts', 'typescript', 1, text);
  const list = await completeAt(analysis, doc.positionAt(carets[0]));
  const labels = (list?.items ?? []).map((i) => i.label);
  for (const key of ['description', 'usage', 'entry', 'preferStdinExecution'])
    assert.ok(labels.includes(key), `${key} in ${labels.join(', ')}`);
  assert.ok(!labels.includes('argsSchema'), 'no tool key');
});
