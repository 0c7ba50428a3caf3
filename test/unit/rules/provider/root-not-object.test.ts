import { ruleTester } from '../../../helpers/ruleTester';
import { rootNotObject } from '../../../../server/src/core/rules/provider/root-not-object';
import { rootNotObjectCases } from './cases/root-not-object';

ruleTester(rootNotObject, rootNotObjectCases);
