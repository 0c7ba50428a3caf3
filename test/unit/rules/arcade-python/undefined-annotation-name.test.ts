import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { undefinedAnnotationName } from '../../../../server/src/core/rules/arcade-python/undefined-annotation-name';
import { resolveFixes } from '../../../../server/src/core/features/fixes';
import { applyEdits } from '../../../../server/src/core/model/edits';
import { analyzePython, HEADER, pythonRuleTable } from '../../python/pythonRuleTester';

const ID = 'arcade-python/undefined-annotation-name';
const tool = (params: string, returns = 'str') => `@tool\ndef echo(${params}) -> ${returns}:\n    """Echo."""\n    return ""\n`;
/** `code` indented by `by` spaces, as a block's body. */
const indented = (code: string, by = 4) =>
  code
    .split('\n')
    .map((l) => (l ? ' '.repeat(by) + l : l))
    .join('\n');
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
    {
      name: 'bound on some path only (an if block, a try/except): not judged',
      code:
        'import os\nif os.environ.get("X"):\n    Maybe = int\ntry:\n    Other = int\nexcept Exception:\n    pass\n' +
        tool('m: Annotated[Maybe, "M"], n: Annotated[Other, "O"]'),
    },
    {
      name: 'imported under if TYPE_CHECKING:, bound by its else: block when the module runs',
      code:
        'from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from decimal import Decimal\nelse:\n    Decimal = float\n' +
        tool('m: Annotated[Decimal, "D"]'),
    },
    {
      name: 'a later binding at a place not known (a for header) is not judged',
      code: tool('m: Annotated[Kind, "K"]') + 'for Kind in [int]:\n    pass\n',
    },
    {
      name: 'a tool defined in a loop is defined again after a later binding ran',
      code: 'for _ in range(2):\n    @tool\n    def echo(m: Annotated[Late, "L"]) -> str:\n        """Echo."""\n        return ""\n    Late = int\n',
    },
    {
      name: 'an import above the tool, after other statements',
      code: 'X = 1\nfrom decimal import Decimal\n' + tool('m: Annotated[Decimal, "D"]'),
    },
    {
      name: 'bound in an if branch and used by a tool in the same branch, below it',
      code: 'import os\nif os.environ.get("X"):\n    Item = int\n' + indented(tool('m: Annotated[Item, "I"]')) + 'else:\n    pass\n',
    },
    {
      name: 'bound in a try body and used by a tool in its except handler (the body may have run that far)',
      code: 'try:\n    Item = int\n    import missing_module\nexcept ImportError:\n' + indented(tool('m: Annotated[Item, "I"]')),
    },
    {
      name: 'bound in a loop body and used in its else: block (both run)',
      code: 'for _ in range(1):\n    Item = int\nelse:\n' + indented(tool('m: Annotated[Item, "I"]')),
    },
    {
      name: 'used inside the except handler that binds the name',
      code: 'try:\n    pass\nexcept Exception as Item:\n' + indented(tool('m: Annotated[Item, "I"]')),
    },
    {
      name: 'a with statement binds its as-name before its body',
      code: 'import contextlib\nwith contextlib.nullcontext(int) as Item:\n' + indented(tool('m: Annotated[Item, "I"]')),
    },
    {
      name: 'an annotated assignment binds; a bare annotation being typed (`Item: ` with no type yet) counts as bound',
      code: 'Item: type = int\nOther: \n' + tool('m: Annotated[Item, "I"], n: Annotated[Other, "O"]'),
    },
    {
      name: 'deleted, then bound again above the tool',
      code: 'Item = int\ndel Item\nItem = str\n' + tool('m: Annotated[Item, "I"]'),
    },
    {
      name: 'deleted only inside a block (may not run): not judged',
      code: 'import os\nItem = int\nif os.environ.get("X"):\n    del Item\n' + tool('m: Annotated[Item, "I"]'),
    },
  ],
  invalid: [
    {
      name: 'a tool in an if branch naming a class bound only in its else: branch (NameError whenever the tool is defined)',
      code:
        'import os\nif os.environ.get("X"):\n' +
        indented(tool('m: Annotated[«Item», "I"]')) +
        'else:\n    class Item(TypedDict):\n        a: str\n',
      errors: [
        /^Name 'Item' is bound only in another branch \(line 10\) than the one that defines this tool: .*Python raises NameError when it defines the function/,
      ],
    },
    {
      name: 'the other way round: bound in the if branch above, the tool in the elif branch',
      code: 'import os\nif os.environ.get("X"):\n    Item = int\nelif os.environ.get("Y"):\n' + indented(tool('m: Annotated[«Item», "I"]')),
      errors: [/^Name 'Item' is bound only in another branch \(line 5\)/],
    },
    {
      name: 'match cases and except handlers exclude each other, and an except handler the try: else: block',
      code:
        'import sys\nmatch len(sys.argv):\n    case 1:\n        Item = int\n    case _:\n' +
        indented(tool('m: Annotated[«Item», "I"]'), 8) +
        'try:\n    import json\nexcept ImportError:\n    Other = int\nelse:\n' +
        indented(tool('m: Annotated[«Other», "O"]').replace('echo', 'other')),
      errors: [/^Name 'Item' is bound only in another branch/, /^Name 'Other' is bound only in another branch/],
    },
    {
      name: "an except clause's as-name, which Python deletes when the handler ends",
      code: 'try:\n    pass\nexcept Exception as Item:\n    pass\n' + tool('m: Annotated[«Item», "I"]'),
      errors: [/^Name 'Item' is bound only as an `except … as Item` name, which Python deletes when the handler ends/],
    },
    {
      name: 'a with statement below the tool binds its as-name further down',
      code: tool('m: Annotated[«Item», "I"]') + 'import contextlib\nwith contextlib.nullcontext(int) as Item:\n    pass\n',
      errors: [/^Name 'Item' is not defined yet: the module binds it only further down \(line 8\)/],
    },
    {
      name: 'a bare annotation `Item: type` at the top level binds nothing',
      code: 'Item: type\n' + tool('m: Annotated[«Item», "I"]'),
      errors: [/^Name 'Item' is not defined: nothing in this module imports, defines or assigns it/],
    },
    {
      name: 'deleted by del at the top level before the tool (an import too), and not bound again',
      code: 'Item = int\ndel Item\ndel Optional\n' + tool('m: Annotated[«Item», "I"], n: «Optional»[int] = None'),
      errors: [
        /^Name 'Item' is deleted \(`del Item`, line 4\) before this tool and not bound again above it: Python raises NameError/,
        /^Name 'Optional' is deleted \(`del Optional`, line 5\)/,
      ],
    },
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
    {
      name: 'bound only under if TYPE_CHECKING: (typing.TYPE_CHECKING too), False when the module runs',
      code:
        'import typing\nif typing.TYPE_CHECKING:\n    from decimal import Decimal\n    class Item(TypedDict):\n        a: str\n' +
        tool('m: Annotated[«Decimal», "D"], n: Annotated[«Item», "I"]'),
      errors: [
        "Name 'Decimal' is bound only under `if TYPE_CHECKING:`, which is False when the module runs. Import or define it outside that block: Python raises NameError",
        "Name 'Item' is bound only under `if TYPE_CHECKING:`",
      ],
    },
    {
      name: 'a package @tool naming a class defined further down (NameError on 3.10–3.13; a warning: 3.14 loads it)',
      code: tool('m: Annotated[«Item», "An item"]') + 'class Item(TypedDict):\n    a: str\n',
      errors: [
        /^Name 'Item' is not defined yet: the module binds it only further down \(line 7\)\. Python 3\.10–3\.13 .* only Python 3\.14, which defers annotations, loads it/,
      ],
    },
    {
      name: 'an import at the bottom of the module is further down too',
      code: tool('m: Annotated[«Decimal», "D"]') + 'from decimal import Decimal\n',
      errors: [/^Name 'Decimal' is not defined yet: the module binds it only further down \(line 7\)/],
    },
    {
      name: 'an @app.tool naming a class defined further down: MCPApp.add_tool reads the signature first (an error on 3.14 too)',
      code:
        'app = MCPApp(name="demo")\n' +
        tool('m: Annotated[«Item», "An item"]').replace('@tool', '@app.tool') +
        'class Item(TypedDict):\n    a: str\n',
      errors: [/^Name 'Item' is not defined yet: .*after this tool is added to the app\. .*NameError either way/],
    },
    {
      name: 'app.add_tool(f) before the class is defined is an error; after it, a warning',
      code:
        'app = MCPApp(name="demo")\n' +
        tool('m: Annotated[«Item», "An item"]') +
        'app.add_tool(echo)\nclass Item(TypedDict):\n    a: str\n' +
        tool('m: Annotated[«Other», "Other"]').replace('echo', 'later') +
        'class Other(TypedDict):\n    a: str\napp.add_tool(later)\n',
      errors: [/after this tool is added to the app/, /only Python 3\.14, which defers annotations, loads it/],
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

test(`${ID}: a name bound further down is an error where the catalog reads the signature during the import, a warning where only Python 3.14 loads the module`, () => {
  const later = 'class Item(TypedDict):\n    a: str\n';
  const severities = (code: string) =>
    analyzePython(HEADER + code)
      .problems.filter((p) => p.code === ID)
      .map((p) => p.severity);
  assert.deepEqual(severities(tool('m: Annotated[Item, "I"]') + later), ['warning']);
  assert.deepEqual(severities('app = MCPApp(name="d")\n' + tool('m: Annotated[Item, "I"]').replace('@tool', '@app.tool') + later), [
    'error',
  ]);
  assert.deepEqual(
    severities('from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from x import Item\n' + tool('m: Annotated[Item, "I"]')),
    ['error'],
  );
});
