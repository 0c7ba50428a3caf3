/** Enforce the name and version rules of `MCPApp` (arcade-mcp-server raises them when the app is created, as its module is imported: facts sheet §4, M1–M8). */
import { pythonFaultRule } from './pythonFaultRule';

export const invalidApp = pythonFaultRule('invalid-app', {
  defaultSeverity: 'error',
  description: 'Enforce the name and version rules of `MCPApp`',
});
