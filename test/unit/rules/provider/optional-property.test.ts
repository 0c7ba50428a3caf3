import { ruleTester } from '../../../helpers/ruleTester';
import { optionalProperty } from '../../../../server/src/core/rules/provider/optional-property';
import { optionalPropertyCases } from './cases/optional-property';

ruleTester(optionalProperty, optionalPropertyCases);
