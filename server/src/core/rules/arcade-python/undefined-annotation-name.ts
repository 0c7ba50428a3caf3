/** Disallow a name in a tool's annotation that nothing in the module binds (Python raises NameError on import). */
import { pythonFaultRule } from './pythonFaultRule';

export const undefinedAnnotationName = pythonFaultRule('undefined-annotation-name', {
  defaultSeverity: 'error',
  description: "Disallow a name in a tool's annotation that the module never imports or defines",
});
