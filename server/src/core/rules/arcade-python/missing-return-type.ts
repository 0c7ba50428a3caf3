/** Require a return annotation on a tool that returns a value (arcade-core raises it when the server starts: facts sheet §4, D2). */
import { pythonFaultRule } from './pythonFaultRule';

export const missingReturnType = pythonFaultRule('missing-return-type', {
  defaultSeverity: 'error',
  description: 'Require a return annotation on a tool that returns a value',
});
