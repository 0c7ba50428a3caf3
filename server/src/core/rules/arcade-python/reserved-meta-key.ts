/** Disallow the reserved `arcade` key in `meta=` (arcade-core raises it when the server starts: facts sheet §4, M9). */
import { pythonFaultRule } from './pythonFaultRule';

export const reservedMetaKey = pythonFaultRule('reserved-meta-key', {
  defaultSeverity: 'error',
  description: 'Disallow the reserved `arcade` key in `meta=`',
});
