import { ruleTester } from '../../../helpers/ruleTester';
import { openObject } from '../../../../server/src/core/rules/provider/open-object';
import { openObjectCases } from './cases/open-object';

ruleTester(openObject, openObjectCases);
