/** Disallow annotations arcade-core cannot turn into a value schema (arcade-core raises it when the server starts: facts sheet §4, I9, I10). */
import { pythonFaultRule } from './pythonFaultRule';

export const unsupportedType = pythonFaultRule('unsupported-type', {
  defaultSeverity: 'error',
  description: 'Disallow annotations arcade-core cannot turn into a value schema',
});
