/** Warn that a top-level `Optional[T]` parameter gets no `nullable` in its definition (facts sheet §2: arcade-core unwraps it, only nested fields get `nullable: true`). */
import { pythonFaultRule } from './pythonFaultRule';

export const optionalNotNullable = pythonFaultRule('optional-not-nullable', {
  defaultSeverity: 'warning',
  description: "Disallow `Optional[T]` or `T | None` as a tool parameter's type: the model is shown it without `nullable`",
});
