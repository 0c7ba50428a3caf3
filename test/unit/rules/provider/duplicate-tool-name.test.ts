import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateToolName } from '../../../../server/src/core/rules/provider/duplicate-tool-name';
import { duplicateToolNameCases } from './cases/duplicate-tool-name';

ruleTester(duplicateToolName, duplicateToolNameCases);
