import { missingParameterDescription } from '../../../../server/src/core/rules/arcade-python/missing-parameter-description';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(missingParameterDescription, {
  valid: [
    {
      name: 'a description split over lines in parentheses, as arcade-mcp examples write it',
      code: '@tool\ndef echo(\n    m: Annotated[\n        str,\n        (\n            "The message. "\n            "Any text."\n        ),\n    ] = "",\n) -> str:\n    """Echo."""\n    return m\n',
    },
    {
      name: 'an f-string (known only at run time, still a string)',
      code: 'X = 1\n@tool\ndef echo(m: Annotated[str, f"Up to {X}"]) -> str:\n    """Echo."""\n    return m\n',
    },
    { name: 'a string in Annotated', code: '@tool\ndef echo(m: Annotated[str, "M"]) -> str:\n    """Echo."""\n    return m\n' },
    {
      name: 'a Field default with a description',
      code: '@tool\ndef echo(m: str = Field(default="x", description="M")) -> str:\n    """Echo."""\n    return m\n',
    },
    {
      name: 'a ToolContext parameter needs none',
      code: '@tool\ndef echo(ctx: Context, m: Annotated[str, "M"]) -> str:\n    """Echo."""\n    return m\n',
    },
  ],
  invalid: [
    {
      name: 'a bare type: on the parameter name',
      code: '@tool\ndef echo(«m»: str) -> str:\n    """Echo."""\n    return m\n',
      errors: [
        "Parameter 'm' is missing a description. Parameter descriptions are specified as string annotations using the typing.Annotated class.",
      ],
    },
    {
      name: 'Annotated without a string (Inferrable does not count): on the annotation',
      code: '@tool\ndef echo(m: «Annotated[str, Inferrable(False)]») -> str:\n    """Echo."""\n    return m\n',
      errors: ["Parameter 'm' is missing a description."],
    },
  ],
});
