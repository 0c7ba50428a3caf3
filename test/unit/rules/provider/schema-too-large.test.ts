import { ruleTester } from '../../../helpers/ruleTester';
import { schemaTooLarge } from '../../../../server/src/core/rules/provider/schema-too-large';
import { schemaTooLargeCases } from './cases/schema-too-large';

ruleTester(schemaTooLarge, schemaTooLargeCases);
