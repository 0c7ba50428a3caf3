/**
 * Disallow a name in a tool's annotation that is not bound when Python evaluates it: bound nowhere, only under
 * `if TYPE_CHECKING:`, or only further down the module (Python raises NameError on import). A warning where only
 * Python 3.14, which defers annotations, loads the module.
 */
import { pythonFaultRule } from './pythonFaultRule';

export const undefinedAnnotationName = pythonFaultRule('undefined-annotation-name', {
  defaultSeverity: 'error',
  reportSeverities: ['warning'],
  description: "Disallow a name in a tool's annotation that the module does not bind before Python evaluates it",
});
