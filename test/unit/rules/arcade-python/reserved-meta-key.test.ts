import { reservedMetaKey } from '../../../../server/src/core/rules/arcade-python/reserved-meta-key';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(reservedMetaKey, {
  valid: [
    {
      name: 'another key',
      code: 'app = MCPApp(name="s")\ndef echo() -> str:\n    """Echo."""\n    return ""\napp.add_tool(echo, meta={"ui": 1})\n',
    },
  ],
  invalid: [
    {
      name: 'the arcade key: on the key',
      code: 'app = MCPApp(name="s")\ndef echo() -> str:\n    """Echo."""\n    return ""\napp.add_tool(echo, meta={«"arcade"»: 1})\n',
      errors: ["The 'arcade' key in meta is reserved. Use the 'metadata' parameter (ToolMetadata) instead."],
    },
  ],
});
