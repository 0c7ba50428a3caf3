/** Disallow more than one ToolContext parameter (arcade-core raises it when the server starts: facts sheet §4, I1). */
import { pythonFaultRule } from './pythonFaultRule';

export const multipleContexts = pythonFaultRule('multiple-contexts', {
  defaultSeverity: 'error',
  description: 'Disallow more than one ToolContext parameter',
});
