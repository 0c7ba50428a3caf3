import { invalidApp } from '../../../../server/src/core/rules/arcade-python/invalid-app';
import { pythonRuleTable } from '../../python/pythonRuleTester';

pythonRuleTable(invalidApp, {
  valid: [
    {
      name: 'a good name and version',
      code: 'app = MCPApp(name="my_server", version="1.2")\n@app.tool\ndef echo() -> str:\n    """Echo."""\n    return ""\n',
    },
    { name: 'the defaults', code: 'app = MCPApp()\n@app.tool\ndef echo() -> str:\n    """Echo."""\n    return ""\n' },
    {
      name: 'an app with no tool of its own, well named',
      code: 'import my_tools\napp = MCPApp(name="my_server")\napp.add_tools_from_module(my_tools)\n',
    },
  ],
  invalid: [
    {
      name: 'each name rule, with the catalog wording',
      code: 'app = MCPApp(name=«"my server"», version=«"v1.x"»)\n@app.tool\ndef echo() -> str:\n    """Echo."""\n    return ""\n',
      errors: [
        "MCPApp's name must contain only alphanumeric characters and underscores.",
        "MCPApp's version must be a valid semver string (e.g., '1.0.0', '1.2.3-beta.1'), got 'v1.x'.",
      ],
    },
    {
      name: 'underscores and a number',
      code: 'app = MCPApp(name=«"_x"», version=«1»)\n@app.tool\ndef echo() -> str:\n    """Echo."""\n    return ""\n',
      errors: ["MCPApp's name cannot start with an underscore.", "MCPApp's version must be a string."],
    },
    {
      name: 'an app with no tool of its own (the `arcade new` full template writes name="My Server"): MCPApp raises all the same',
      code: 'import my_tools\napp = MCPApp(\n    name=«"My Server"»,\n    instructions=("Use this server"),\n)\napp.add_tools_from_module(my_tools)\n',
      errors: ["MCPApp's name must contain only alphanumeric characters and underscores. Arcade's MCPApp raises ValueError"],
    },
  ],
});
