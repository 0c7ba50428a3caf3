import { missingAnnotation } from '../../../../server/src/core/rules/arcade-python/missing-annotation';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(missingAnnotation, {
  valid: [{ name: 'annotated', code: '@tool\ndef echo(m: Annotated[str, "M"]) -> str:\n    """Echo."""\n    return m\n' }],
  invalid: [
    {
      name: 'a bare parameter: on its name',
      code: '@tool\ndef echo(«m») -> str:\n    """Echo."""\n    return m\n',
      errors: ['Parameter m has no type annotation.'],
    },
  ],
});
