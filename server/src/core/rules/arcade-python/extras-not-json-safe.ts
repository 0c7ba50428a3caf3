/** Disallow values JSON cannot carry in `ToolMetadata(extras=…)` (arcade-core raises it when it builds the tool: facts sheet §4, D10). */
import { pythonFaultRule } from './pythonFaultRule';

export const extrasNotJsonSafe = pythonFaultRule('extras-not-json-safe', {
  defaultSeverity: 'error',
  description: 'Disallow values JSON cannot carry in `ToolMetadata(extras=…)`',
});
