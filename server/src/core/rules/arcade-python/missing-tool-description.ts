/** Require a docstring or `desc=` on every tool function (arcade-core raises it when the server starts: facts sheet §4, D1). */
import { pythonFaultRule } from './pythonFaultRule';

export const missingToolDescription = pythonFaultRule('missing-tool-description', {
  defaultSeverity: 'error',
  description: 'Require a docstring or `desc=` on every tool function',
});
