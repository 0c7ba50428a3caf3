import { missingToolDescription } from '../../../../server/src/core/rules/arcade-python/missing-tool-description';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(missingToolDescription, {
  valid: [
    { name: 'a docstring', code: '@tool\ndef echo(m: Annotated[str, "M"]) -> str:\n    """Echo."""\n    return m\n' },
    { name: 'desc= in the decorator', code: '@tool(desc="Echo.")\ndef echo(m: Annotated[str, "M"]) -> str:\n    return m\n' },
  ],
  invalid: [
    {
      name: 'no docstring and no desc: on the function name, with the raw PascalCase name',
      code: '@tool\ndef «echo_it»(m: Annotated[str, "M"]) -> str:\n    return m\n',
      errors: ["Tool 'EchoIt' is missing a description. Tool descriptions are specified as docstrings for the tool function."],
    },
    {
      name: 'desc="" falls back to a blank docstring',
      code: '@tool(desc="")\ndef «echo»(m: Annotated[str, "M"]) -> str:\n    """   """\n    return m\n',
      errors: ["Tool 'Echo' is missing a description."],
    },
  ],
});
