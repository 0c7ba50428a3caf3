/** Types imported from the project's own modules: relative imports and the package's absolute name, through a ModuleHost. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { Budget } from '../../../server/src/core/model/budget';
import { ENGINE } from '../../helpers/engine';
import { toValue } from '../../../server/src/core/model/tree';
import type { ModuleHost } from '../../../server/src/core/pipeline/analyze';
import { moduleReader } from '../../../server/src/core/languages/python/imports';

const SHAPES =
  'from typing import TypedDict\nfrom enum import Enum\nclass Seg(TypedDict):\n    name: str\n    """The name."""\nclass Level(str, Enum):\n    LOW = "low"\n';
const hostOf = (files: Record<string, string>, roots?: string[]): ModuleHost => ({ readFile: (uri) => files[uri], roots });
const run = (text: string, host: ModuleHost, uri = 'file:///p/src/kit/server.py') =>
  analyze({ uri, languageId: 'python', text }, DEFAULT_SETTINGS, { engine: ENGINE, budget: new Budget(), host });
const schemas = (analysis: ReturnType<typeof run>) =>
  (analysis.units ?? []).flatMap((u) =>
    (toValue(u.doc.root) as { input: { parameters: { value_schema: unknown }[] } }).input.parameters.map((p) => p.value_schema),
  );

const TOOL = (imports: string) =>
  `from typing import Annotated\nfrom arcade_tdk import tool\n${imports}\n@tool\ndef f(s: Annotated[Seg, "S"], l: Annotated[list[Level], "L"]) -> str:\n    """F."""\n    return ""\n`;
const EXPECTED = [
  { val_type: 'json', properties: { name: { val_type: 'string', description: 'The name.' } }, required_keys: ['name'] },
  { val_type: 'array', inner_val_type: 'string', enum: ['low'] },
];

test('python imports: a relative import and the package-absolute name are read (src/ layout); the analysis depends on the module', () => {
  const host = hostOf({ 'file:///p/src/kit/shapes.py': SHAPES });
  const relative = run(TOOL('from .shapes import Seg, Level'), host);
  assert.deepEqual(schemas(relative), EXPECTED);
  assert.ok(relative.reads?.includes('file:///p/src/kit/shapes.py'));
  assert.deepEqual(schemas(run(TOOL('from kit.shapes import Seg, Level'), host)), EXPECTED);
  const parent = hostOf({ 'file:///p/src/kit/__init__.py': SHAPES });
  assert.deepEqual(schemas(run(TOOL('from . import Seg, Level'), parent)), EXPECTED);
});

test('python imports: outside the roots, or another package, the type stays unknown (never guessed, never an error)', () => {
  const outside = hostOf({ 'file:///p/src/kit/shapes.py': SHAPES }, ['file:///elsewhere/']);
  const analysis = run(TOOL('from .shapes import Seg, Level'), outside);
  assert.deepEqual(schemas(analysis), [undefined, undefined], 'the value schemas are unknown, as a whole');
  assert.deepEqual(analysis.problems, []);
  assert.deepEqual(schemas(run(TOOL('from other_pkg.shapes import Seg, Level'), hostOf({ 'file:///p/src/other_pkg/shapes.py': SHAPES }))), [
    undefined,
    undefined,
  ]);
});

test('python imports: a fault in an imported TypedDict is reported on the annotation that uses it, naming the class', () => {
  const host = hostOf({
    'file:///p/src/kit/shapes.py':
      'from typing import TypedDict, NotRequired\nclass Seg(TypedDict):\n    name: NotRequired[str]\nclass Level(str):\n    pass\n',
  });
  const text = TOOL('from .shapes import Seg, Level');
  const problems = run(text, host).problems.map((p) => [
    p.code,
    text.slice(p.span.offset, p.span.offset + p.span.length),
    p.message.split('. ')[0],
  ]);
  assert.deepEqual(problems, [
    ['arcade-python/unsupported-type', 'Seg', 'In Seg (imported): Unsupported parameter type: NotRequired[str]'],
    ['arcade-python/unsupported-type', 'list[Level]', 'Unsupported parameter type: list[Level]'],
  ]);
});

test('python imports: a module is parsed once for both spellings of its import and for the next analysis, again once its text changes', () => {
  const files: Record<string, string> = { 'file:///p/src/kit/shapes.py': SHAPES };
  const host = hostOf(files);
  const reader = moduleReader('file:///p/src/kit/server.py', host, []);
  const relative = reader('.shapes');
  assert.ok(relative?.module.classes.has('Seg'));
  assert.ok(reader('kit.shapes') === relative, 'one file, one reading'); // (not equal(): its diff of two trees takes seconds)
  const next = moduleReader('file:///p/src/kit/other.py', host, [])('.shapes');
  assert.ok(next?.module === relative?.module, 'the next analysis reuses the reading of the same text');
  files['file:///p/src/kit/shapes.py'] = SHAPES.replace('class Seg', 'class Segment');
  const edited = moduleReader('file:///p/src/kit/server.py', host, [])('.shapes');
  assert.ok(edited?.module !== relative?.module, 'an edited module is read again');
  assert.deepEqual([...edited!.module.classes.keys()], ['Segment', 'Level']);
});
