import { tooManyStrings } from '../../../../server/src/core/rules/arcade-python/too-many-strings';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(tooManyStrings, {
  valid: [
    {
      name: 'a name and a description',
      code: '@tool\ndef echo(m: Annotated[str, "message", "M"]) -> str:\n    """Echo."""\n    return m\n',
    },
  ],
  invalid: [
    {
      name: 'three strings: on the third',
      code: '@tool\ndef echo(m: Annotated[str, "message", "M", «"more"»]) -> str:\n    """Echo."""\n    return m\n',
      errors: ['Parameter m has too many string annotations. Expected 0, 1, or 2, got 3.'],
    },
  ],
});
