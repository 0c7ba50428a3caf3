import { mcpNameCollision } from '../../../../server/src/core/rules/arcade-python/mcp-name-collision';
import { pythonRuleTable } from '../../python/pythonRuleTester';

const tool = (decorator: string, func: string) => `${decorator}\ndef ${func}() -> str:\n    """Does it."""\n    return ""\n`;

pythonRuleTable(mcpNameCollision, {
  valid: [
    {
      name: "names that differ once '.' is '_' (Search.web against Search_Web: MCP names are case-sensitive)",
      code: `app = MCPApp(name="s")\n${tool('@app.tool(name="search.web")', 'a')}${tool('@app.tool(name="search__web")', 'b')}`,
    },
    {
      name: 'the same names in two apps (two toolkits, two MCP names)',
      code: `one = MCPApp(name="one")\ntwo = MCPApp(name="two")\n${tool('@one.tool(name="Search.Web")', 'a')}${tool('@two.tool(name="search__web")', 'b')}`,
    },
    {
      name: 'a name given twice is the catalog error duplicate-tool-name, not this warning too',
      code: `app = MCPApp(name="s")\n${tool('@app.tool(name="Search.Web")', 'a')}${tool('@app.tool(name="Search.Web")', 'b')}`,
    },
    {
      name: 'Search.Web beside a function search_web (SearchWeb: the catalog drops its underscore)',
      code: `app = MCPApp(name="s")\n${tool('@app.tool(name="Search.Web")', 'a')}${tool('@app.tool', 'search_web')}`,
    },
  ],
  invalid: [
    {
      name: 'Search.Web and search__web (PascalCased Search_Web): one MCP name, S_Search_Web; the later function runs',
      code: `app = MCPApp(name="s")\n${tool('@app.tool(name="Search.Web")', 'search_web_v1')}${tool('@app.tool(name=«"search__web"»)', 'search_web_v2')}`,
      errors: [
        "Tool 'Search_Web' and tool 'Search.Web' above reach MCP clients under one name, 'S_Search_Web': arcade-mcp-server writes each '.' of a tool name as '_'. The catalog accepts both, but clients are listed two tools of that name and every call runs search_web_v2(), registered later; search_web_v1() is never called. Rename one (the function, or name= in the decorator) so the names differ once '.' becomes '_'.",
      ],
    },
    {
      name: 'a function named web_ (Web_) and name="web." (Web.)',
      code: `app = MCPApp(name="kit")\n${tool('@app.tool', 'web_')}${tool('@app.tool(name=«"web."»)', 'other')}`,
      errors: [
        /^Tool 'Web\.' and tool 'Web_' above reach MCP clients under one name, 'Kit_Web_'.*every call runs other\(\), registered later; web_\(\) is never called/,
      ],
    },
    {
      name: "a package's @tool functions: the toolkit's name is the package's, not known here",
      code: `${tool('@tool(name="Get.User")', 'a')}${tool('@tool(name=«"get__user"»)', 'b')}`,
      errors: [/under one name, '<toolkit>_Get_User'/],
    },
  ],
});
