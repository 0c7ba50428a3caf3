import { ruleTester } from '../../../helpers/ruleTester';
import { typeList } from '../../../../server/src/core/rules/provider/type-list';
import { typeListCases } from './cases/type-list';

ruleTester(typeList, typeListCases);
