/** Require a description string in every parameter's `Annotated[…]` (arcade-core raises it when the server starts: facts sheet §4, I5). */
import { pythonFaultRule } from './pythonFaultRule';

export const missingParameterDescription = pythonFaultRule('missing-parameter-description', {
  defaultSeverity: 'error',
  description: "Require a description string in every parameter's `Annotated[…]`",
});
