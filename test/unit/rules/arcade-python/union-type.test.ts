import { unionType } from '../../../../server/src/core/rules/arcade-python/union-type';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(unionType, {
  valid: [
    { name: 'Optional[T]', code: '@tool\ndef echo(m: Annotated[Optional[str], "M"] = None) -> str:\n    """Echo."""\n    return "x"\n' },
    { name: 'T | None', code: '@tool\ndef echo(m: Annotated[str | None, "M"] = None) -> str:\n    """Echo."""\n    return "x"\n' },
  ],
  invalid: [
    {
      name: 'Union[int, str]: on the type',
      code: '@tool\ndef echo(m: Annotated[«Union[int, str]», "M"]) -> str:\n    """Echo."""\n    return "x"\n',
      errors: ['Parameter m is a union type. Only optional types are supported.'],
    },
    {
      name: 'int | str | None',
      code: '@tool\ndef echo(m: Annotated[«int | str | None», "M"] = None) -> str:\n    """Echo."""\n    return "x"\n',
      errors: ['Parameter m is a union type.'],
    },
  ],
});
