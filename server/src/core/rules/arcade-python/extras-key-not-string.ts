/** Disallow a key that is not a string in `ToolMetadata(extras=…)` (arcade-core raises it when the module is imported: facts sheet §4, D15). */
import { pythonFaultRule } from './pythonFaultRule';

export const extrasKeyNotString = pythonFaultRule('extras-key-not-string', {
  defaultSeverity: 'error',
  description: 'Disallow a key that is not a string in `ToolMetadata(extras=…)`',
});
