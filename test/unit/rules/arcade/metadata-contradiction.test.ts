import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { offeredFixes } from '../../../helpers/fixes';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { metadataContradiction } from '../../../../server/src/core/rules/arcade/metadata-contradiction';

const tool = fixture('helpdesk.current-2026.tool.json');
const BEHAVIOR = '"operations": ["update"],\n      "read_only": false,\n      "destructive": false,';
const behavior = (operations: string, readOnly: string, destructive: string) =>
  `"operations": ${operations},\n      "read_only": ${readOnly},\n      "destructive": ${destructive},`;
const withBehavior = (operations: string, readOnly: string, destructive: string) =>
  mutate(tool, BEHAVIOR, behavior(operations, readOnly, destructive));

ruleTester(metadataContradiction, {
  valid: [
    { name: 'the 2026 fixture: update, not read-only, not destructive, open world', code: tool },
    { name: 'read only and only reads', code: withBehavior('["read"]', 'true', 'false') },
    { name: 'delete with destructive null (not stated) is fine', code: withBehavior('["delete"]', 'false', 'null') },
    { name: 'read_only null with a mutating operation', code: withBehavior('["create", "opaque"]', 'null', 'null') },
    {
      name: 'no service domains and a closed world',
      code: mutate(mutate(tool, '["customer_support"]', '[]'), '"open_world": true', '"open_world": false'),
    },
    {
      name: 'service domains null and a closed world',
      code: mutate(mutate(tool, '["customer_support"]', 'null'), '"open_world": true', '"open_world": false'),
    },
    {
      name: 'a closed world without classification',
      code: mutate(
        mutate(tool, '"classification": {\n      "service_domains": ["customer_support"]\n    },\n', ''),
        '"open_world": true',
        '"open_world": false',
      ),
    },
    { name: 'the older wrapper-tool metadata', code: fixture('weather.current.tool.json') },
    {
      name: 'only the current format has ToolMetadata (1.0 reports the key itself)',
      code: mutate(
        fixture('greet.v1.tool.json'),
        '"name": "Greet",',
        '"name": "Greet", "metadata": { "behavior": { "operations": ["delete"], "read_only": true } },',
      ),
      filename: 'greet.tool.json',
    },
    { name: "wrong types are the schema's", code: withBehavior('"delete"', '"true"', '0') },
    { name: 'operations not a list, with read_only true and destructive false', code: withBehavior('"delete"', 'true', 'false') },
    {
      name: 'classification not an object, with a closed world',
      code: mutate(
        mutate(tool, '{\n      "service_domains": ["customer_support"]\n    }', '["customer_support"]'),
        '"open_world": true',
        '"open_world": false',
      ),
    },
    // metadata.py ToolMetadata.validate_for_tool: the contradiction checks run only `if self.strict`.
    {
      name: '"strict": false turns the checks off',
      code: mutate(withBehavior('["delete"]', 'true', 'false'), '"metadata": {', '"metadata": {\n    "strict": false,'),
    },
    {
      name: '"strict": "false" (pydantic reads it as false) turns them off too',
      code: mutate(withBehavior('["delete"]', 'true', 'false'), '"metadata": {', '"metadata": {\n    "strict": "false",'),
    },
  ],
  invalid: [
    {
      name: 'a mutating operation with read_only true: set it to false',
      code: withBehavior('["update"]', '«true»', 'false'),
      // catalog.py create_tool_definition → metadata.py ToolMetadata.validate_for_tool: only when building, only when strict.
      errors: [
        '"read_only": true contradicts the operations: "update" changes data. Arcade\'s catalog rejects this metadata when it builds the tool (strict mode, the default).',
      ],
      output: tool,
    },
    {
      name: 'several mutating operations and opaque, each named once',
      code: withBehavior('["create", "read", "delete", "create", "opaque"]', '«true»', 'true'),
      errors: [/"create", "delete" change data, and "opaque" means the effect depends on the input/],
      output: withBehavior('["create", "read", "delete", "create", "opaque"]', 'false', 'true'),
    },
    {
      name: 'opaque with read_only true',
      code: withBehavior('["opaque"]', '«true»', 'null'),
      errors: ['"opaque" means the effect depends on the input, so it cannot be known to be read-only'],
      output: withBehavior('["opaque"]', 'false', 'null'),
    },
    {
      name: 'delete with destructive false',
      code: withBehavior('["delete"]', 'false', '«false»'),
      errors: ['"destructive": false contradicts the "delete" operation'],
      output: withBehavior('["delete"]', 'false', 'true'),
    },
    {
      name: 'a service domain with open_world false',
      code: mutate(tool, '"open_world": true', '"open_world": «false»'),
      errors: ['"open_world": false contradicts "service_domains"'],
      output: tool,
    },
    {
      name: 'all four at once: three flags, three diagnostics',
      code: mutate(withBehavior('["delete", "opaque"]', '«true»', '«false»'), '"open_world": true', '"open_world": «false»'),
      errors: ['"read_only": true', '"destructive": false', '"open_world": false'],
      output: withBehavior('["delete", "opaque"]', 'false', 'true'),
    },
    {
      name: 'jsonc with comments, written by hand',
      code: '{\n  // a hand-written tool\n  "name": "Wipe", "fully_qualified_name": "Disk.Wipe", "description": "Wipes.",\n  "toolkit": { "name": "Disk", "version": "1.0.0" },\n  "input": { "parameters": [] }, "output": { "available_modes": ["value"] },\n  "metadata": { "behavior": { "operations": ["delete"], /* really */ "destructive": «false» } }\n}',
      filename: 'wipe.tool.jsonc',
      errors: ['"delete" operation'],
      output:
        '{\n  // a hand-written tool\n  "name": "Wipe", "fully_qualified_name": "Disk.Wipe", "description": "Wipes.",\n  "toolkit": { "name": "Disk", "version": "1.0.0" },\n  "input": { "parameters": [] }, "output": { "available_modes": ["value"] },\n  "metadata": { "behavior": { "operations": ["delete"], /* really */ "destructive": true } }\n}',
    },
  ],
});

test('metadata-contradiction: the second fix corrects the other side, when another operation stays', async () => {
  const [[flip, remove]] = await offeredFixes(
    withBehavior('["read", "update", "opaque"]', 'true', 'false'),
    'helpdesk.tool.json',
    metadataContradiction.meta.id,
  );
  assert.deepEqual(
    [flip.title, flip.preferred, remove.title, remove.preferred],
    ['Set "read_only" to false', true, 'Remove "update", "opaque" from "operations"', false],
  );
  assert.equal(remove.output, withBehavior('["read"]', 'true', 'false'));
  // The only operation is likely right: no fix empties the list.
  assert.deepEqual(
    (await offeredFixes(withBehavior('["delete"]', 'false', 'false'), 'helpdesk.tool.json', metadataContradiction.meta.id))[0].map(
      (f) => f.title,
    ),
    ['Set "destructive" to true'],
  );
  const [[, domains]] = await offeredFixes(
    mutate(tool, '"open_world": true', '"open_world": false'),
    'helpdesk.tool.json',
    metadataContradiction.meta.id,
  );
  assert.equal(domains.title, 'Remove "service_domains"');
  assert.equal(
    domains.output,
    mutate(mutate(tool, '"open_world": true', '"open_world": false'), '\n      "service_domains": ["customer_support"]\n    ', ''),
  );
});
