import { missingReturnType } from '../../../../server/src/core/rules/arcade-python/missing-return-type';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(missingReturnType, {
  valid: [
    { name: 'no return value needs no annotation', code: '@tool\ndef ping() -> None:\n    """Ping."""\n' },
    { name: 'annotated', code: '@tool\ndef ping() -> str:\n    """Ping."""\n    return "pong"\n' },
  ],
  invalid: [
    {
      name: 'returns a value without an annotation: on the function name',
      code: '@tool\ndef «ping»():\n    """Ping."""\n    return "pong"\n',
      errors: ["Tool 'Ping' must have a return type."],
    },
    {
      name: '-> None with return None: on the annotation',
      code: '@tool\ndef ping() -> «None»:\n    """Ping."""\n    return None\n',
      errors: ["Tool 'Ping' must have a return type."],
    },
  ],
});
