/** Warn that a pydantic model field's `Field(description=…)` never reaches the definition (facts sheet §2: not carried; TypedDict field docstrings are). */
import { pythonFaultRule } from './pythonFaultRule';

export const modelFieldDescriptionDropped = pythonFaultRule('model-field-description-dropped', {
  defaultSeverity: 'warning',
  description: 'Disallow `Field(description=…)` on a pydantic model field a tool uses: it is dropped from the definition',
});
