/**
 * Fixes on Python tools: what each writes, and fix safety extended to Python — on every fixture module and rule
 * table source, every offered fix leaves the file parseable as before and adds no problem.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { resolveFixes } from '../../../server/src/core/features/fixes';
import { applyEdits } from '../../../server/src/core/model/edits';
import { errorNodes, parsePython } from '../../../server/src/core/languages/python/syntax';
import { analyzePython, HEADER } from './pythonRuleTester';

const APP = path.resolve(__dirname, '../../../../test/fixtures/python-app/src/trail_server');

const fixed = (text: string, code: string) => {
  const analysis = analyzePython(text);
  return analysis.problems.filter((p) => p.code === code).map((p) => resolveFixes(analysis.doc, p).map((f) => applyEdits(text, f.edits)));
};

test('python fix: a bare annotation is wrapped in Annotated[T, "…"], and Annotated imported when the module lacks it', () => {
  const text = 'from arcade_tdk import tool\n\n@tool\ndef echo(m: str, n: int = 3) -> str:\n    """Echo."""\n    return m\n';
  assert.deepEqual(fixed(text, 'arcade-python/missing-parameter-description'), [
    [
      'from typing import Annotated\nfrom arcade_tdk import tool\n\n@tool\ndef echo(m: Annotated[str, "TODO: describe m"], n: int = 3) -> str:\n    """Echo."""\n    return m\n',
    ],
    [
      'from typing import Annotated\nfrom arcade_tdk import tool\n\n@tool\ndef echo(m: str, n: Annotated[int, "TODO: describe n"] = 3) -> str:\n    """Echo."""\n    return m\n',
    ],
  ]);
});

test('python fix: Annotated without a string gets one after the type; an aliased Annotated import is used as written', () => {
  const inAnnotated =
    'from typing import Annotated as A\nfrom arcade_tdk import tool, Inferrable\n@tool\ndef echo(m: A[list[str], Inferrable(False)], k: bool) -> str:\n    """Echo."""\n    return ""\n';
  assert.deepEqual(fixed(inAnnotated, 'arcade-python/missing-parameter-description'), [
    [inAnnotated.replace('A[list[str], Inferrable', 'A[list[str], "TODO: describe m", Inferrable')],
    [inAnnotated.replace('k: bool', 'k: A[bool, "TODO: describe k"]')],
  ]);
});

test('python fix: a metadata contradiction is fixed by writing the Python literal', () => {
  const text = `${HEADER}from arcade_mcp_server.metadata import Behavior, Operation, ToolMetadata\n@tool(metadata=ToolMetadata(behavior=Behavior(operations=[Operation.UPDATE], read_only=True)))\ndef f() -> str:\n    """F."""\n    return ""\n`;
  const [fixes] = fixed(text, 'arcade/metadata-contradiction');
  assert.ok(fixes.includes(text.replace('read_only=True', 'read_only=False')), fixes.join('\n---\n'));
});

const codes = (text: string) => analyzePython(text).problems.map((p) => p.code);
const count = (list: string[]) => list.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());

test('python fix safety: no fix adds a syntax error or a problem, and each removes the problem it fixes', () => {
  const sources = readdirSync(APP)
    .filter((f) => f.endsWith('.py'))
    .map((f) => readFileSync(path.join(APP, f), 'utf8'));
  sources.push(
    'from arcade_mcp_server import tool\n\n@tool\ndef a(x: int, y: list[str] = [], *args, z: dict = {}, **kw) -> str:\n    """A."""\n    return ""\n',
    'from __future__ import annotations\nimport typing\nfrom arcade_tdk import tool\n@tool\ndef a(x: "int") -> str:\n    """A."""\n    return ""\n',
    'from typing import Annotated, Optional\nfrom arcade_tdk import tool\n@tool\ndef a(x: Annotated[Optional[int], "X"], y: Optional[str] = None) -> str:\n    """A."""\n    return ""\n',
    'from __future__ import annotations, division\nfrom typing import Annotated\nfrom arcade_tdk import tool\nclass S:\n    n: int\n@tool\ndef a(s: Annotated[S, "S"]) -> int:\n    """A."""\n    return 1\n',
    'from __future__ import annotations\n\nfrom typing import Annotated\nfrom arcade_tdk import tool\n@tool\ndef a(s: Annotated[str, "S"]) -> int:\n    """A."""\n    return 1\n',
    'from typing import Annotated\nfrom pydantic import Field\nfrom arcade_tdk import tool\n@tool\ndef a(s: Annotated[str, Field(description="S")], t: Annotated[list[int], Field(max_length=3, description="T")]) -> int:\n    return 1\n\n@tool\ndef b() -> int:\n    """"""\n    return 1\n',
  );
  let checked = 0;
  for (const text of sources) {
    const analysis = analyzePython(text);
    const before = count(analysis.problems.map((p) => p.code));
    const errorsBefore = errorNodes(parsePython(text)).length;
    for (const problem of analysis.problems)
      for (const fix of resolveFixes(analysis.doc, problem)) {
        const after = applyEdits(text, fix.edits);
        checked++;
        assert.ok(errorNodes(parsePython(after)).length <= errorsBefore, `${fix.title} made a syntax error:\n${after}`);
        const now = count(codes(after));
        for (const [code, n] of now) assert.ok(n <= (before.get(code) ?? 0), `${fix.title} added ${code}:\n${after}`);
        assert.ok((now.get(problem.code) ?? 0) < before.get(problem.code)!, `${fix.title} left ${problem.code}:\n${after}`);
      }
  }
  assert.ok(checked >= 6, `fixes checked: ${checked}`);
});

test('python fix: from __future__ import annotations is removed, with its line, when nothing needs postponed annotations', () => {
  const text =
    '"""Tools."""\nfrom __future__ import annotations\nfrom typing import Annotated\nfrom arcade_tdk import tool\n\nclass Shape:\n    side: int\n\n@tool\ndef area(s: Annotated[int, "Side"]) -> int:\n    """Area."""\n    return s * s\n';
  assert.deepEqual(fixed(text, 'arcade-python/unsupported-type'), [[text.replace('from __future__ import annotations\n', '')]]);
  const two = text.replace('import annotations', 'import division, annotations');
  assert.deepEqual(fixed(two, 'arcade-python/unsupported-type'), [[text.replace('import annotations', 'import division')]]);
});

test('python fix: no removal of the __future__ import when an annotation names a class defined later, only under TYPE_CHECKING, or nowhere; the message says why', () => {
  const tool = '\n@tool\ndef area(s: Annotated[int, "Side"]) -> int:\n    """Area."""\n    return 1\n';
  const later =
    'from __future__ import annotations\nfrom typing import Annotated\nfrom arcade_tdk import tool\n\n@tool\ndef area(s: Annotated[Shape, "The shape"]) -> int:\n    """Area."""\n    return 1\n\nclass Shape:\n    side: int\n';
  const checking =
    'from __future__ import annotations\nfrom typing import TYPE_CHECKING, Annotated\nfrom arcade_tdk import tool\nif TYPE_CHECKING:\n    from .shapes import Shape\n\nclass Box:\n    inner: Shape\n' +
    tool;
  const selfRef =
    'from __future__ import annotations\nfrom typing import Annotated\nfrom arcade_tdk import tool\nclass Node:\n    def copy(self) -> Node:\n        return self\n' +
    tool;
  for (const [text, why] of [
    [later, /first make Shape \(used in an annotation on line 6\) defined before that use: without the import/],
    [checking, /first make Shape \(used in an annotation on line 8\) defined before that use, outside `if TYPE_CHECKING:`/],
    [selfRef, /first make Node \(used in an annotation on line 5\)/],
    // The one judgement of undefined-annotation-name: bound only in the other branch, or deleted above the use.
    [
      later
        .replace(
          '\n@tool\ndef area',
          '\nimport os\nif os.environ.get("X"):\n    class Shape:\n        side: int\nelse:\n  @tool\n  def area',
        )
        .replace(/\n\nclass Shape:\n {4}side: int\n$/, '\n'),
      /first make Shape \(used in an annotation on line 11\) defined before that use: without the import/,
    ],
    [
      later
        .replace('\n@tool\ndef area', '\nclass Shape:\n    side: int\ndel Shape\n@tool\ndef area')
        .replace(/\n\nclass Shape:\n {4}side: int\n$/, '\n'),
      /first make Shape \(used in an annotation on line 9\) defined before that use: without the import/,
    ],
    // Found by the fix-safety fuzz: removing the import made `Shape`, bound nowhere, a NameError (a new problem).
    [
      later.replace(/\n\nclass Shape:\n {4}side: int\n$/, '\n'),
      /first import or define Shape \(used in an annotation on line 6\): without the import/,
    ],
  ] as const) {
    const problems = analyzePython(text).problems.filter((p) => p.code === 'arcade-python/unsupported-type' && p.span.offset === 0);
    assert.equal(problems.length, 1, text);
    assert.match(problems[0].message, why);
    assert.deepEqual(fixed(text, 'arcade-python/unsupported-type')[0], []);
  }
});

test('python fix: the __future__ removal reads the one list of module bindings: `import a.b as c` binds only c, and a name read as a value is not bound by the assignment', () => {
  const head = 'from __future__ import annotations\nfrom typing import Annotated\nfrom arcade_tdk import tool\n';
  const tool = '@tool\ndef area(s: Annotated[int, "Side"]) -> int:\n    """Area."""\n    return 1\n';
  for (const [text, why] of [
    [
      `${head}import os.path as p\ndef helper(x: os) -> None:\n    pass\n${tool}`,
      /first import or define os \(used in an annotation on line 5\)/,
    ],
    [
      `${head}x = Shape\ndef helper(x: Shape) -> None:\n    pass\n${tool}`,
      /first import or define Shape \(used in an annotation on line 5\)/,
    ],
  ] as const) {
    const problems = analyzePython(text).problems.filter((p) => p.code === 'arcade-python/unsupported-type' && p.span.offset === 0);
    assert.equal(problems.length, 1, text);
    assert.match(problems[0].message, why);
    assert.deepEqual(fixed(text, 'arcade-python/unsupported-type')[0], []);
  }
});

test('python fix: Field(description=…) inside Annotated becomes the description string; the Field keeps its other arguments', () => {
  const text =
    'from typing import Annotated\nfrom pydantic import Field\nfrom arcade_tdk import tool\n@tool\ndef echo(m: Annotated[str, Field(description="The message")], n: Annotated[int, Field(ge=1, description=\'Count\', le=9)]) -> str:\n    """Echo."""\n    return m\n';
  assert.deepEqual(fixed(text, 'arcade-python/field-description-ignored'), [
    [text.replace('Field(description="The message")', '"The message"')],
    [text.replace("Field(ge=1, description='Count', le=9)", "'Count', Field(ge=1, le=9)")],
  ]);
  const computed = text.replace('Field(description="The message")', 'Field(description=DESCRIPTION)');
  assert.deepEqual(fixed(computed, 'arcade-python/field-description-ignored')[0], []);
});

test('python fix: a tool without a description gets a placeholder docstring as its first statement (after comments), or in place of a blank one', () => {
  const text = 'from arcade_tdk import tool\n@tool\ndef get_user() -> str:\n  # who\n  return ""\n';
  assert.deepEqual(fixed(text, 'arcade-python/missing-tool-description'), [
    [text.replace('  return', '  """TODO: describe what GetUser does."""\n  return')],
  ]);
  const blank = 'from arcade_tdk import tool\n@tool(desc="")\ndef ping() -> str:\n    """  """\n    return ""\n';
  assert.deepEqual(fixed(blank, 'arcade-python/missing-tool-description'), [
    [blank.replace('"""  """', '"""TODO: describe what Ping does."""')],
  ]);
  assert.deepEqual(fixed('from arcade_tdk import tool\n@tool\ndef ping() -> str: return ""\n', 'arcade-python/missing-tool-description'), [
    [],
  ]);
});

/** Every fix of `code` on `text`, applied, with the problems of any code the fixed module has. */
const fixedWithProblems = (text: string, code: string) =>
  fixed(text, code)
    .flat()
    .map((after) => ({ after, problems: analyzePython(after).problems.map(problemLine) }));
const problemLine = (p: { code: string; message: string }) => `${p.code}: ${p.message.replace(/line \d+/g, 'line N')}`;

test('python fix: an added import goes where the name is bound, unconditionally, before its first use (after the docstring and __future__ imports)', () => {
  const body = '(m: str) -> str:\n    """Echo."""\n    return m\n';
  // Imports below the tool: the import goes above the tool, after the module docstring.
  const below = `"""Tools."""\n@tool\ndef echo${body}from arcade_tdk import tool\n`;
  assert.deepEqual(fixed(below, 'arcade-python/missing-parameter-description'), [
    [below.replace('@tool', 'from typing import Annotated\n@tool').replace('m: str', 'm: Annotated[str, "TODO: describe m"]')],
  ]);
  // The first imports are under `try:` / `if TYPE_CHECKING:`: at the first import outside any block, not inside one.
  for (const block of [
    'try:\n    from arcade_tdk import tool\nexcept ImportError:\n    raise\n',
    'if TYPE_CHECKING:\n    from x import Y\n',
  ]) {
    const text = `from __future__ import division\n${block}from arcade_tdk import tool\n@tool\ndef echo${body}`;
    const [[after]] = fixed(text, 'arcade-python/missing-parameter-description');
    assert.equal(
      after,
      text.replace(`${block}from`, `${block}from typing import Annotated\nfrom`).replace('m: str', 'm: Annotated[str, "TODO: describe m"]'),
    );
  }
  // After the docstring and every __future__ import (also when `;` joins them on one line), never above them.
  for (const prologue of [
    '"""Tools."""\nfrom __future__ import division\n\n# tools\n',
    '"""Tools."""; from __future__ import annotations\n',
  ]) {
    const text = `${prologue}@tool\ndef echo${body}from arcade_tdk import tool\n`;
    assert.deepEqual(fixed(text, 'arcade-python/missing-parameter-description'), [
      [text.replace('@tool', 'from typing import Annotated\n@tool').replace('m: str', 'm: Annotated[str, "TODO: describe m"]')],
    ]);
  }
  // A tool above every import, with an import an annotation needs from typing: the same place.
  const unbound = `"""Tools."""\n@tool\ndef echo(m: Annotated[Any, "M"]) -> str:\n    """Echo."""\n    return ""\nfrom typing import Annotated\nfrom arcade_tdk import tool\n`;
  const [[added]] = fixed(unbound, 'arcade-python/undefined-annotation-name').slice(-1);
  assert.equal(added, unbound.replace('@tool', 'from typing import Any\n@tool'));
  // No problem the module did not have before: no name is used before the import binds it.
  for (const [text, code] of [
    [below, 'arcade-python/missing-parameter-description'],
    [unbound, 'arcade-python/undefined-annotation-name'],
  ]) {
    const before = analyzePython(text).problems.map(problemLine);
    for (const { after, problems } of fixedWithProblems(text, code))
      assert.deepEqual(
        problems.filter((p) => !before.includes(p)),
        [],
        after,
      );
  }
});

test('python fix: no import is added where the text above its place does not parse (a statement the parser skipped, an indented first line)', () => {
  const body = '@tool\ndef echo(m: str) -> str:\n    """Echo."""\n    return m\n';
  for (const text of [
    `"""Tools."""\n?\nfrom arcade_tdk import tool\n${body}`,
    `"""Tools."""\n  x = 1\n${body}from arcade_tdk import tool\n`,
  ]) {
    const problems = analyzePython(text).problems.filter((p) => p.code === 'arcade-python/missing-parameter-description');
    assert.equal(problems.length, 1, text);
    assert.deepEqual(fixed(text, 'arcade-python/missing-parameter-description'), [[]]);
  }
});

test('python fix: no wrap in Annotated when the module imports Annotated only below the tool, or deletes it above (it would be used unbound)', () => {
  const text =
    'from arcade_tdk import tool\n@tool\ndef echo(m: str) -> str:\n    """Echo."""\n    return m\nfrom typing import Annotated\n';
  assert.deepEqual(fixed(text, 'arcade-python/missing-parameter-description'), [[]]);
  const deleted =
    'from typing import Annotated\ndel Annotated\nfrom arcade_tdk import tool\n@tool\ndef echo(m: str) -> str:\n    """Echo."""\n    return m\n';
  assert.deepEqual(fixed(deleted, 'arcade-python/missing-parameter-description'), [[]]);
});

test("python fix: an added import and a docstring end with the file's own line break (CRLF stays CRLF)", () => {
  const text = 'from arcade_tdk import tool\r\n\r\n@tool\r\ndef echo(m: str) -> str:\r\n    return m\r\n';
  const [[wrapped]] = fixed(text, 'arcade-python/missing-parameter-description');
  assert.ok(wrapped.startsWith('from typing import Annotated\r\nfrom arcade_tdk import tool\r\n'), JSON.stringify(wrapped));
  const [[documented]] = fixed(text, 'arcade-python/missing-tool-description');
  assert.ok(documented.includes(':\r\n    """TODO: describe what Echo does."""\r\n    return m'), JSON.stringify(documented));
  assert.ok(!/[^\r]\n/.test(wrapped + documented));
});
