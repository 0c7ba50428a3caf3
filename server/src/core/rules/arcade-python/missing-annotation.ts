/** Require a type annotation on every tool parameter (arcade-core raises it when the server starts: facts sheet §4, I2). */
import { pythonFaultRule } from './pythonFaultRule';

export const missingAnnotation = pythonFaultRule('missing-annotation', {
  defaultSeverity: 'error',
  description: 'Require a type annotation on every tool parameter',
});
