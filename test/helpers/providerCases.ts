/** Small sources for the provider rules' tables: an Arcade definition, a Pedelec skills manifest, an args schema. */
import type { Settings } from '../../server/src/core/settings/settings';
import type { InvalidCase, ValidCase } from './ruleTester';

/** An Arcade definition (current format) with one required parameter `item` of the given value schema. */
export const arcadeTool = (valueSchema: string, fqn = '"Store.Put@1.0.0"') =>
  `{ "name": "Put", "fully_qualified_name": ${fqn}, "description": "Puts.", "toolkit": { "name": "Store", "version": "1.0.0" },\n  "input": { "parameters": [ { "name": "item", "required": true, "description": "The item.", "value_schema": ${valueSchema} } ] },\n  "output": { "available_modes": ["value"], "value_schema": { "val_type": "json" } },\n  "requirements": {} }`;

/** A Pedelec skills manifest with one tool of this name and args schema. */
export const skills = (name: string, argsSchema = '{ "type": "object", "properties": {} }') =>
  `{ "guidance": "g", "tools": [ { "name": ${name}, "description": "d", "argsSchema": ${argsSchema} } ] }`;

export const SKILLS = 'x.skills.json';
export const ARGS = 'x.args.json';

export const using = (...providers: string[]): Partial<Settings> => ({ providers });

/** A provider rule's table (cases/): its rule's test runs it, and the verdict test (verdicts.test.ts) reads every row. */
export interface RuleCases {
  valid: ValidCase[];
  invalid: InvalidCase[];
}
