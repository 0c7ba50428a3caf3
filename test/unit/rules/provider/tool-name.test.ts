import { ruleTester } from '../../../helpers/ruleTester';
import { toolName } from '../../../../server/src/core/rules/provider/tool-name';
import { toolNameCases } from './cases/tool-name';

ruleTester(toolName, toolNameCases);
