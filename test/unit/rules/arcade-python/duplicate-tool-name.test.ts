import { pythonDuplicateToolName } from '../../../../server/src/core/rules/arcade-python/duplicate-tool-name';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(pythonDuplicateToolName, {
  valid: [
    {
      name: 'two names',
      code: 'app = MCPApp(name="s")\n@app.tool\ndef get_user() -> str:\n    """A."""\n    return ""\n@app.tool\ndef get_users() -> str:\n    """B."""\n    return ""\n',
    },
  ],
  invalid: [
    {
      name: 'get_user and GetUser collide: on the second',
      code: 'app = MCPApp(name="s")\n@app.tool\ndef get_user() -> str:\n    """A."""\n    return ""\n@app.tool\ndef «GetUser»() -> str:\n    """B."""\n    return ""\n',
      errors: ["Tool 'GetUser' already exists"],
    },
    {
      name: 'name= collides case-insensitively',
      code: 'app = MCPApp(name="s")\n@app.tool\ndef get_user() -> str:\n    """A."""\n    return ""\n@app.tool(name=«"getuser"»)\ndef other() -> str:\n    """B."""\n    return ""\n',
      errors: ["Tool 'Getuser' already exists"],
    },
  ],
});
