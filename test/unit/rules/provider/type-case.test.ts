import { ruleTester } from '../../../helpers/ruleTester';
import { typeCase } from '../../../../server/src/core/rules/provider/type-case';
import { typeCaseCases } from './cases/type-case';

ruleTester(typeCase, typeCaseCases);
