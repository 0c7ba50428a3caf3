import { ruleTester } from '../../../helpers/ruleTester';
import { tooManyTools } from '../../../../server/src/core/rules/provider/too-many-tools';
import { tooManyToolsCases } from './cases/too-many-tools';

ruleTester(tooManyTools, tooManyToolsCases);
