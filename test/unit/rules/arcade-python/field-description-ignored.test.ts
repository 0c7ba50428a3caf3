import { fieldDescriptionIgnored } from '../../../../server/src/core/rules/arcade-python/field-description-ignored';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(fieldDescriptionIgnored, {
  valid: [
    { name: 'a Field default is read', code: '@tool\ndef echo(m: str = Field(description="M")) -> str:\n    """Echo."""\n    return m\n' },
    {
      name: 'a string beside the Field',
      code: '@tool\ndef echo(m: Annotated[str, "M", Field(max_length=3)]) -> str:\n    """Echo."""\n    return m\n',
    },
  ],
  invalid: [
    {
      name: 'Field(description=…) inside Annotated: on the Field',
      code: '@tool\ndef echo(m: Annotated[str, «Field(description="M")»]) -> str:\n    """Echo."""\n    return m\n',
      errors: ["Parameter 'm' is missing a description: arcade-core does not read Field(description=…) inside Annotated."],
    },
  ],
});
