/** Enforce the name and version rules of `MCPApp` (arcade-core raises it when the server starts: facts sheet §4, M1–M8). */
import { pythonFaultRule } from './pythonFaultRule';

export const invalidApp = pythonFaultRule('invalid-app', {
  defaultSeverity: 'error',
  description: 'Enforce the name and version rules of `MCPApp`',
});
