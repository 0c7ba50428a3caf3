import { ruleTester } from '../../../helpers/ruleTester';
import { unsupportedKeyword } from '../../../../server/src/core/rules/provider/unsupported-keyword';
import { unsupportedKeywordCases } from './cases/unsupported-keyword';

ruleTester(unsupportedKeyword, unsupportedKeywordCases);
