/** Disallow union types other than `Optional[T]` in tool parameters (arcade-core raises it when the server starts: facts sheet §4, I7). */
import { pythonFaultRule } from './pythonFaultRule';

export const unionType = pythonFaultRule('union-type', {
  defaultSeverity: 'error',
  description: 'Disallow union types other than `Optional[T]` in tool parameters',
});
