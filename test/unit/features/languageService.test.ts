import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { diagnose } from '../../helpers/diagnose';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SCHEMAS } from '../../../server/src/core/model/catalog';
import { ASSOCIATION_SCHEME, jsonLanguageService, SERVICE_VALUES } from '../../../server/src/core/features/languageService';
import type { ASTNode, Hover } from 'vscode-json-languageservice';
import { analyzeDoc, completeAt, hoverAt } from '../../helpers/core';

// Validation goes through the language service's cached schema association unless the document's own `$schema`
// would make the service pick another schema: these pin that the chosen schema is the one that validates.
const withAssociation = (glob: string, id: string) => ({ ...DEFAULT_SETTINGS, associations: { [glob]: id } });

test('validation: a setting wins over a $schema naming another bundled schema', async () => {
  const text = '{ "$schema": "toolschema:pedelec-skills", "type": "object", "properties": {} }';
  assert.deepEqual(await diagnose(text, 'x.json', withAssociation('x.json', 'pedelec-args')), []);
});

test('validation: a setting wins over an unknown $schema (nothing fetched, still validated)', async () => {
  const text =
    '{ "$schema": "https://example.com/other.json", "type": "object", "properties": { "q": { "type": "string", "minLength": "x" } } }';
  // pedelec/invalid-keyword-value would report (and supersede) the schema problem: off, to see the validator's.
  const settings = { ...withAssociation('x.json', 'pedelec-args'), rules: { 'pedelec/invalid-keyword-value': 'off' as const } };
  const found = await diagnose(text, 'x.json', settings);
  assert.ok(
    found.some((d) => d.startsWith('schema/')),
    found.join('\n'),
  );
});

test('validation: a $schema naming the schema itself is validated the same as without it', async () => {
  const body = '"type": "object", "properties": { "q": { "type": 3 } }';
  const plain = await diagnose(`{ ${body} }`, 'q.args.json');
  const declared = await diagnose(`{ "$schema": "toolschema:pedelec-args", ${body} }`, 'q.args.json');
  assert.ok(plain.length > 0);
  assert.deepEqual(declared, plain);
});

test('validation: repeated validation gives the same answer (the cached schema is not altered)', async () => {
  const text =
    '{ "guidance": "g", "tools": [{ "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "a": { "type": 1 } } } }] }';
  const first = await diagnose(text, 'm.skills.json');
  for (let i = 0; i < 5; i++) assert.deepEqual(await diagnose(text, 'm.skills.json'), first);
  assert.ok(first.length > 0);
});

test("hover and completion leave the catalog's schemas as written (the language service resolves $refs in its own copies)", async () => {
  const written = SCHEMAS.map((s) => JSON.stringify(s.schema));
  const service = jsonLanguageService();
  for (const s of SCHEMAS) {
    const doc = TextDocument.create(`${ASSOCIATION_SCHEME}${s.id}/x.json`, 'json', 0, '{ "name": "n", "type": "object" }');
    const json = service.parseJSONDocument(doc);
    assert.ok(await service.doHover(doc, { line: 0, character: 4 }, json), `${s.id}: the service read the schema`);
    await service.doComplete(doc, { line: 0, character: 1 }, json);
  }
  // A catalog schema resolved in place is circular: JSON.stringify throws, and ajv's compile overflows its stack.
  assert.deepEqual(
    SCHEMAS.map((s) => JSON.stringify(s.schema)),
    written,
  );
});

// Issue 25: the service's schema matching is quadratic in a list's length (`tools: [null × 100,000]`: a hover never
// ended). It is shown the path to the cursor and at most SERVICE_VALUES values; the answers are those of a short list.
const LAST_TOOL = '{ "name": "last", "description": "d", "argsSchema": { "type": "object", "properties": {} }, "" }';
const skills = (nulls: number) => `{\n  "guidance": "g",\n  "tools": [\n${'    null,\n'.repeat(nulls)}    ${LAST_TOOL}\n  ]\n}\n`;

/** What the language service is given: the largest list in each document it reads. */
function widestListsSeen(): { widest: number[]; restore(): void } {
  const service = jsonLanguageService();
  const widest: number[] = [];
  const width = (node: ASTNode | undefined): number =>
    !node ? 0 : Math.max(node.children?.length ?? 0, ...(node.children ?? []).map(width));
  const { getMatchingSchemas, doComplete } = service;
  service.getMatchingSchemas = (doc, json, schema) => (widest.push(width(json.root)), getMatchingSchemas.call(service, doc, json, schema));
  service.doComplete = (doc, position, json) => (widest.push(width(json.root)), doComplete.call(service, doc, position, json));
  return { widest, restore: () => Object.assign(service, { getMatchingSchemas, doComplete }) };
}

test('hover and completion in a list of 100,000 values answer as in a short one, the service shown at most SERVICE_VALUES values', async () => {
  const answers = async (text: string) => {
    const analysis = analyzeDoc(TextDocument.create('file:///m.skills.json', 'json', 1, text));
    const key = text.indexOf('"name": "last"') + 2;
    const inside = text.indexOf('}, "" }') + '}, "'.length;
    const hover = await hoverAt(analysis, key);
    const completion = await completeAt(analysis, analysis.doc.lineIndex.positionAt(inside));
    const guidance = await hoverAt(analysis, text.indexOf('"guidance"') + 2);
    return { hover, completion: completion?.items.map((i) => i.label), guidance };
  };
  const short = await answers(skills(3));
  const seen = widestListsSeen();
  try {
    const long = await answers(skills(100_000));
    assert.ok(short.hover && short.guidance && short.completion?.length);
    const moved = (hover: Hover | null, lines: number) =>
      hover && {
        ...hover,
        range: {
          start: { ...hover.range!.start, line: hover.range!.start.line - lines },
          end: { ...hover.range!.end, line: hover.range!.end.line - lines },
        },
      };
    assert.deepEqual(moved(long.hover, 100_000 - 3), short.hover, "the last tool's key: the same words, at its own place");
    assert.deepEqual(long.guidance, short.guidance);
    assert.deepEqual(long.completion, short.completion);
    assert.ok(seen.widest.length >= 3);
    assert.ok(Math.max(...seen.widest) <= SERVICE_VALUES, `the service was shown lists of ${seen.widest.join(', ')} values`);
  } finally {
    seen.restore();
  }
});
