import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { undefinedAnnotationName } from '../../../../server/src/core/rules/arcade-python/undefined-annotation-name';
import { resolveFixes } from '../../../../server/src/core/features/fixes';
import { applyEdits } from '../../../../server/src/core/model/edits';
import { analyzePython, pythonRuleTable } from '../../python/pythonRuleTester';

const ID = 'arcade-python/undefined-annotation-name';
const tool = (params: string, returns = 'str') => `@tool\ndef echo(${params}) -> ${returns}:\n    """Echo."""\n    return ""\n`;
const CATALOG = (name: string) => `Name '${name}' is not defined: nothing in this module imports, defines or assigns it. `;

pythonRuleTable(undefinedAnnotationName, {
  valid: [
    { name: 'imported names and builtins', code: tool('m: Annotated[list[str], "Items"], n: Optional[int] = None') },
    {
      name: 'a class of the module, defined after the tool',
      code: tool('m: Annotated["Item", "An item"]') + 'class Item(TypedDict):\n    a: str\n',
    },
    {
      name: 'a class of the module, a module attribute',
      code: 'import typing\nclass Item(BaseModel):\n    a: str\n' + tool('m: typing.Annotated[Item, "An item"]'),
    },
    { name: 'a string is a forward reference Python does not evaluate', code: tool('m: Annotated["Missing", "An item"]') },
    {
      name: 'a keyword argument name is no lookup',
      code: 'from pydantic import Field\n' + tool('m: Annotated[str, Field(description="d")]'),
    },
    { name: 'an alias bound by assignment', code: 'Items = list[str]\n' + tool('m: Annotated[Items, "Items"]') },
    {
      name: 'bound in a try/except import block',
      code: 'try:\n    from typing import Any\nexcept ImportError:\n    Any = object\n' + tool('m: Annotated[Any, "Anything"]'),
    },
    {
      name: 'imported inside an if block (an import of a dotted module binds its first name, an alias its alias)',
      code:
        'import sys\nif sys.version_info >= (3, 11):\n    from typing import Self\n    import email.message\n    import json as j\n' +
        tool('m: Annotated[Self, "S"], n: Annotated[email.message.Message, "E"], o: Annotated[j.JSONDecoder, "J"]'),
    },
    { name: 'bound by a for header', code: 'for Kind in [int]:\n    pass\n' + tool('m: Annotated[Kind, "K"]') },
    { name: 'bound by global in a function', code: 'def setup():\n    global Late\n    Late = int\n' + tool('m: Annotated[Late, "L"]') },
    { name: 'a star import may bind anything', code: 'from somewhere import *\n' + tool('m: Annotated[Unknown, "U"]') },
    {
      name: 'from __future__ import annotations: annotations stay strings',
      code: tool('m: Annotated[Unknown, "U"]').replace('@tool', 'from __future__ import annotations\n@tool'),
    },
    { name: 'a name in a default value is not an annotation', code: tool('m: Annotated[int, "M"] = DEFAULT') },
    { name: 'a function that is not a tool', code: 'def helper(m: Unknown) -> Other:\n    pass\n' },
  ],
  invalid: [
    {
      name: 'a typing name without its import, with the line to add',
      code: tool('m: Annotated[«List»[str], "Items"]'),
      errors: [`${CATALOG('List')}Add \`from typing import List\``],
    },
    {
      name: 'the return annotation too, and each name once in the file',
      code:
        tool('m: Annotated[«Any», "A"], n: Annotated[Any, "B"]', '«ToolContext»') + tool('k: Annotated[Any, "C"]').replace('echo', 'other'),
      errors: [`${CATALOG('Any')}Add \`from typing import Any\``, `${CATALOG('ToolContext')}Add \`from arcade_tdk import ToolContext\``],
    },
    {
      name: 'a name of no known module: import it or define it',
      code: tool('m: Annotated[«Profile», "The profile"]'),
      errors: [
        /^Name 'Profile' is not defined: .* Import it or define it in this module: Python raises NameError when it defines the function/,
      ],
    },
    {
      name: 'the head of a dotted name',
      code: tool('m: Annotated[«models».Profile, "The profile"]'),
      errors: [CATALOG('models')],
    },
    {
      name: 'on an @app.tool, inside the subscript of a metadata call',
      code: 'app = MCPApp(name="demo")\n@app.tool\ndef echo(m: Annotated[str, «Field»(description="d")]) -> str:\n    """Echo."""\n    return m\n',
      errors: [`${CATALOG('Field')}Add \`from pydantic import Field\``],
    },
  ],
});

test(`${ID}: Annotated without its import is reported, and the fix adds the import as the wrap fix does`, () => {
  const text = 'from arcade_tdk import tool\n\n@tool\ndef echo(m: Annotated[str, "The message"]) -> str:\n    """Echo."""\n    return m\n';
  const analysis = analyzePython(text);
  const [problem, ...rest] = analysis.problems.filter((p) => p.code === ID);
  assert.equal(rest.length, 0);
  assert.equal(text.slice(problem.span.offset, problem.span.offset + problem.span.length), 'Annotated');
  assert.equal(problem.severity, 'error');
  const fixes = resolveFixes(analysis.doc, problem);
  assert.deepEqual(
    fixes.map((f) => [f.title, applyEdits(text, f.edits)]),
    [['Add `from typing import Annotated`', `from typing import Annotated\n${text}`]],
  );
  // The fixed text has no problem of this rule left.
  assert.deepEqual(
    analyzePython(applyEdits(text, fixes[0].edits)).problems.filter((p) => p.code === ID),
    [],
  );
});
