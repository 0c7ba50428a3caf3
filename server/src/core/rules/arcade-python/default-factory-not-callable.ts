/** Disallow a literal as a parameter's `Field(default_factory=…)` (arcade-core raises it when it builds the tool: facts sheet §4, I8). */
import { pythonFaultRule } from './pythonFaultRule';

export const defaultFactoryNotCallable = pythonFaultRule('default-factory-not-callable', {
  defaultSeverity: 'error',
  description: "Disallow a literal as a parameter's `Field(default_factory=…)`",
});
