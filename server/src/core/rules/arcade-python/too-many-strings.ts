/** Disallow more than two strings in a parameter's `Annotated[…]` (arcade-core raises it when the server starts: facts sheet §4, I4). */
import { pythonFaultRule } from './pythonFaultRule';

export const tooManyStrings = pythonFaultRule('too-many-strings', {
  defaultSeverity: 'error',
  description: "Disallow more than two strings in a parameter's `Annotated[…]`",
});
