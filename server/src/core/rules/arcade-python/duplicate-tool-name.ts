/** Disallow two tools whose names collide once PascalCased (arcade-core raises it when the server starts: facts sheet §4, C2). */
import { pythonFaultRule } from './pythonFaultRule';

export const pythonDuplicateToolName = pythonFaultRule('duplicate-tool-name', {
  defaultSeverity: 'error',
  description: 'Disallow two tools whose names collide once PascalCased',
});
