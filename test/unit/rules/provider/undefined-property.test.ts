import { ruleTester } from '../../../helpers/ruleTester';
import { undefinedProperty } from '../../../../server/src/core/rules/provider/undefined-property';
import { undefinedPropertyCases } from './cases/undefined-property';

ruleTester(undefinedProperty, undefinedPropertyCases);
