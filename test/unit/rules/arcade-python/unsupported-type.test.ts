import { unsupportedType } from '../../../../server/src/core/rules/arcade-python/unsupported-type';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(unsupportedType, {
  valid: [
    {
      name: 'from __future__ import annotations in a module with an MCPApp but no tool of its own harms no tool',
      code: 'from __future__ import annotations\napp = MCPApp(name="My Server")\n',
    },
    {
      name: 'the supported table',
      code: '@tool\ndef echo(a: Annotated[list[str], "A"], b: Annotated[dict, "B"], c: Annotated[Literal["x", "y"], "C"]) -> dict[str, int]:\n    """Echo."""\n    return {}\n',
    },
    {
      name: 'a type imported from elsewhere is not judged',
      code: 'from .shapes import Segment\n@tool\ndef echo(a: Annotated[Segment, "A"]) -> str:\n    """Echo."""\n    return ""\n',
    },
  ],
  invalid: [
    {
      name: 'bytes, bare list, Literal of numbers',
      code: '@tool\ndef echo(a: Annotated[«bytes», "A"], b: Annotated[«list», "B"], c: Annotated[«Literal[1, 2]», "C"]) -> str:\n    """Echo."""\n    return ""\n',
      errors: ['Unsupported parameter type: bytes.', 'Unsupported parameter type: list.', 'Unsupported parameter type: Literal[1, 2].'],
    },
    {
      name: 'list[list[str]] and an Enum with int values',
      code: 'from enum import Enum\nclass Level(Enum):\n    LOW = 1\n@tool\ndef echo(a: Annotated[«list[list[str]]», "A"], b: Annotated[«Level», "B"]) -> str:\n    """Echo."""\n    return ""\n',
      errors: [/^A list of lists/, /^The Enum Level has a value that is not a string \(1\)/],
    },
    {
      name: 'from __future__ import annotations: on the import',
      code: '«from __future__ import annotations»\n@tool\ndef echo(a: Annotated[str, "A"]) -> str:\n    """Echo."""\n    return ""\n',
      errors: [/^from __future__ import annotations makes every annotation a string/],
    },
  ],
});
