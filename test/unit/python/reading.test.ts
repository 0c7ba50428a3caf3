/** What the Python reading finds in a whole file: which functions are tools, each fault once, and a syntax error that may hide a tool. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzePython } from './pythonRuleTester';
import { parsePythonFile } from '../../../server/src/core/languages/python/index';
import { NOT_CHECKED } from '../../../server/src/core/pipeline/notices';

const seen = (text: string) =>
  analyzePython(text).problems.map((p) => `${p.code} ${text.slice(p.span.offset, p.span.offset + p.span.length)}`);

test('python: an @tool nested in a function or a class is not a tool of the module (arcade-core cannot import it)', () => {
  const text =
    'from typing import Annotated\nfrom arcade_tdk import tool\n\ndef outer():\n    @tool\n    def inner(x: Annotated[str, "X"]) -> str:\n        """Inner."""\n        return x\n    return inner\n\nclass Kit:\n    @tool\n    def method(self, x: Annotated[str, "X"]) -> str:\n        """Method."""\n        return x\n\nif True:\n    @tool\n    def top(x: Annotated[str, "X"]) -> str:\n        """Top."""\n        return x\n';
  assert.deepEqual(
    parsePythonFile(text).units.map((u) => u.label),
    ['Top'],
  );
});

test('python: a fault in a TypedDict two tools use is reported once, at the TypedDict; the __future__ import once', () => {
  const text =
    'from __future__ import annotations\nfrom typing import Annotated, TypedDict\nfrom arcade_tdk import tool\n\nclass P(TypedDict):\n    a: set[str]\n\n@tool\ndef one(p: Annotated[P, "P"]) -> str:\n    """One."""\n    return ""\n\n@tool\ndef two(p: Annotated[P, "P"]) -> str:\n    """Two."""\n    return ""\n';
  assert.deepEqual(seen(text), [
    'arcade-python/unsupported-type from __future__ import annotations',
    'arcade-python/unsupported-type set[str]',
  ]);
});

test('python: a syntax error where a tool is declared is one toolschema/python-not-parsed warning, a file not fully checked', () => {
  const text =
    'from typing import Annotated\nfrom arcade_tdk import tool\n\n@tool\ndef one(x: Annotated[str, "X"] -> str:\n    """One."""\n    return x\n\n@tool\ndef two(y: int int) -> str:\n    """Two."""\n    return ""\n';
  const problems = analyzePython(text).problems.filter((p) => p.code === 'toolschema/python-not-parsed');
  assert.equal(problems.length, 1);
  assert.equal(problems[0].severity, 'warning');
  assert.equal(text.slice(problems[0].span.offset, problems[0].span.offset + problems[0].span.length), '>');
  assert.match(problems[0].message, /not fully checked/);
  assert.ok(NOT_CHECKED.has('toolschema/python-not-parsed'));
});

test('python: a syntax error inside a function body, or syntax lezer stops at there, is left to the Python extension', () => {
  const text =
    'from typing import Annotated\nfrom arcade_tdk import tool\n\ndef fixture():\n    with (\n        open("a") as a,\n        open("b") as b,\n    ):\n        yield\n\n@tool\ndef one(x: Annotated[str, "X"]) -> str:\n    """One."""\n    return x +\n';
  assert.deepEqual(
    seen(text).filter((s) => s.startsWith('toolschema/')),
    [],
  );
});

test('python: a comment above the docstring leaves it the docstring (Python skips comments), so it is the description', () => {
  const text = 'from arcade_tdk import tool\n\n@tool\ndef ping() -> str:\n    # keep it short\n    """Ping the server."""\n    return ""\n';
  assert.deepEqual(seen(text), []);
});

test('python: every comment of the file is read, in file order, also those in bodies no reader visits', () => {
  const text =
    '# top\nfrom arcade_tdk import tool\n\nclass Kit:  # class\n    def method(self):\n        if True:\n            return [x for x in y]  # deep\n\n@tool\ndef echo(x: str) -> str:  # tool\n    """Echo."""\n    # body\n    return x\n';
  assert.deepEqual(
    parsePythonFile(text).comments.map((c) => c.text),
    ['# top', '# class', '# deep', '# tool', '# body'],
  );
});

test('python: a function body without "#" is skipped for comments, and those of later bodies and a "#" in a string change nothing', () => {
  const text =
    'from arcade_tdk import tool\n\ndef plain():\n    return 1\n\ndef hashed():\n    return "#not a comment"\n\n@tool\ndef echo(x: str) -> str:\n    """Echo."""\n    return x  # after\n\n# end\n';
  assert.deepEqual(
    parsePythonFile(text).comments.map((c) => c.text),
    ['# after', '# end'],
  );
});
