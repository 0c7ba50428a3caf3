/** Disallow `Field(description=…)` inside `Annotated` as a parameter's only description (arcade-core raises it when the server starts: facts sheet §4, I5). */
import { pythonFaultRule } from './pythonFaultRule';

export const fieldDescriptionIgnored = pythonFaultRule('field-description-ignored', {
  defaultSeverity: 'error',
  description: "Disallow `Field(description=\u2026)` inside `Annotated` as a parameter's only description",
});
