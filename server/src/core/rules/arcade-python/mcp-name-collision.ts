/**
 * Warn about two tools of one app or module whose names differ only where the other has `.` for `_`
 * (`name="Search.Web"` beside `name="search__web"`, PascalCased `Search_Web`). arcade-core's catalog accepts both
 * (C2 compares the names themselves); arcade-mcp-server's MCP name writes `.` as `_`, so clients see one name twice
 * and every call reaches the tool registered later (`mcp/convert.py`, `mcp/managers/tool.py`).
 */
import { pythonFaultRule } from './pythonFaultRule';

export const mcpNameCollision = pythonFaultRule('mcp-name-collision', {
  defaultSeverity: 'warning',
  description: "Disallow two tools whose MCP names are the same once '.' is written as '_'",
});
