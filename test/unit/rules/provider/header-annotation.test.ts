import { ruleTester } from '../../../helpers/ruleTester';
import { headerAnnotation } from '../../../../server/src/core/rules/provider/header-annotation';
import { headerAnnotationCases } from './cases/header-annotation';

ruleTester(headerAnnotation, headerAnnotationCases);
