import { optionalNotNullable } from '../../../../server/src/core/rules/arcade-python/optional-not-nullable';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(optionalNotNullable, {
  valid: [
    { name: 'a default without Optional', code: '@tool\ndef f(n: Annotated[int, "N"] = 3) -> str:\n    """F."""\n    return ""\n' },
    {
      name: 'Optional inside a TypedDict field gets nullable: not this rule',
      code: 'from typing import TypedDict\nclass P(TypedDict):\n    a: Optional[str]\n@tool\ndef f(p: Annotated[P, "P"]) -> str:\n    """F."""\n    return ""\n',
    },
    {
      name: 'a union is union-type, not this',
      code: '@tool\ndef f(n: Annotated[Union[int, str], "N"]) -> str:\n    """F."""\n    return ""\n',
    },
  ],
  invalid: [
    {
      name: 'Optional[T] in Annotated, and T | None: on the type',
      code: '@tool\ndef f(n: Annotated[«Optional[int]», "N"] = None, s: Annotated[«str | None», "S"] = None) -> str:\n    """F."""\n    return ""\n',
      errors: [
        "Parameter 'n' is Optional[int]: arcade-core makes it not required but writes no nullable in its value schema",
        "Parameter 's' is str | None: arcade-core",
      ],
    },
    {
      name: 'Union[T, None] as a bare annotation with a Field default',
      code: '@tool\ndef f(n: «Union[int, None]» = Field(default=None, description="N")) -> str:\n    """F."""\n    return ""\n',
      errors: [/never told it may send null/],
    },
  ],
});
