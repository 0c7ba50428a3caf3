import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-json-languageservice';
import { analyzeText, fixture, mutate } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';
import { hoverAt as hoverOffset } from '../../helpers/core';
import { arcadeHover } from '../../../server/src/core/features/arcade/hover';

async function hoverAt(marked: string, filename = 'weather.tool.json'): Promise<string[]> {
  const { text, carets } = parseMarkers(marked);
  const analysis = await analyzeText(text, filename);
  const out: string[] = [];
  for (const c of carets) out.push(((await hoverOffset(analysis, c))?.contents as MarkupContent | undefined)?.value ?? '');
  return out;
}

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');

test('arcade hover: each val_type value names the Python types it comes from', async () => {
  const cases: [string, RegExp][] = [
    ['string', /Python `str`, or an `Enum`/],
    ['integer', /Python `int`/],
    ['number', /Python `float`/],
    ['boolean', /Python `bool`/],
    ['json', /Python `dict`, a pydantic `BaseModel` or a `TypedDict`/],
  ];
  for (const [type, expected] of cases) {
    const [text] = await hoverAt(mutate(current, '"val_type": "string"', `"val_type": "${type.slice(0, 1)}|${type.slice(1)}"`));
    assert.match(text, expected, type);
  }
  const [array, inner] = await hoverAt(
    mutate(
      current,
      '"val_type": "array",\n          "inner_val_type": "string"',
      '"val_type": "ar|ray",\n          "inner_val_type": "str|ing"',
    ),
  );
  assert.match(array, /Python `list\[T\]`/);
  assert.match(array, /Here: `list\[str\]`/);
  assert.match(inner, /element type: Python `list\[str\]`/);
});

test('arcade hover: keys get the schema description plus our words', async () => {
  const [fqn, version, name] = await hoverAt(
    mutate(
      mutate(mutate(current, '"fully_qualified_name"', '"fully_qual|ified_name"'), '"version": "1.2.0"', '"vers|ion": "1.2.0"'),
      '"name": "city"',
      '"na|me": "city"',
    ),
  );
  assert.match(fqn, /fully-qualified name/);
  assert.match(fqn, /here: `WeatherApi\.GetForecast@1\.2\.0`/);
  assert.match(version, /semantic version/);
  assert.match(name, /name of this parameter/);
  assert.match(name, /str\.isidentifier\(\)/);
});

test('arcade hover: a key this version cannot hold says which format it belongs to', async () => {
  const [metadata] = await hoverAt(mutate(v1, '"name": "Greet",', '"name": "Greet", "meta|data": null,'), 'greet.tool.json');
  assert.match(
    metadata,
    /not part of the Arcade tool definition 1\.0 format; it belongs to the Arcade tool definition \(current tooling\) format/,
  );
  assert.match(metadata, /generator metadata/);
});

test('arcade hover: plain keys are left to the schema hover; nothing for other families', async () => {
  const [modes] = await hoverAt(mutate(v1, '"authorization"', '"author|ization"'), 'greet.tool.json');
  assert.match(modes, /authorization the tool needs/);
  const analysis = await analyzeText('{ "type": "string" }', 'x.args.json');
  assert.equal(arcadeHover({ analysis, node: analysis.doc.root! }), undefined);
});
