import { multipleContexts } from '../../../../server/src/core/rules/arcade-python/multiple-contexts';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(multipleContexts, {
  valid: [{ name: 'one context', code: '@tool\ndef echo(ctx: Context, m: Annotated[str, "M"]) -> str:\n    """Echo."""\n    return m\n' }],
  invalid: [
    {
      name: 'two: on the second',
      code: '@tool\ndef echo(ctx: Context, «other»: Context) -> str:\n    """Echo."""\n    return ""\n',
      errors: ['Only one ToolContext parameter is supported, but tool echo has multiple.'],
    },
  ],
});
