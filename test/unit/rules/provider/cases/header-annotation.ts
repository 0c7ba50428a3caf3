import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const headerAnnotationCases: RuleCases = {
  valid: [
    {
      name: 'token names, distinct, on a string, an integer and a nullable boolean',
      code: '{ "type": "object", "properties": { "r": { "type": "string", "x-mcp-header": "Region" }, "n": { "type": "integer", "x-mcp-header": "Tenant-Id" }, "b": { "type": ["boolean", "null"], "x-mcp-header": "Dry_Run" } } }',
      filename: ARGS,
      settings: using('mcp-2026-07-28'),
    },
    {
      name: 'before 2026-07-28 the annotation means nothing',
      code: '{ "type": "object", "properties": { "r": { "type": "object", "x-mcp-header": "a b" } } }',
      filename: ARGS,
      settings: using('mcp-2025-11-25'),
    },
  ],
  invalid: [
    {
      name: 'not a token; a repeat ignoring case; on an object and on a number',
      code: '{ "type": "object", "properties": { "a": { "type": "string", «"x-mcp-header"»: "a b" }, "r": { "type": "string", "x-mcp-header": "Region" }, "s": { "type": "string", «"x-mcp-header"»: "region" }, "o": { "type": "object", «"x-mcp-header"»: "Obj" }, "f": { "type": "number", «"x-mcp-header"»: "Ratio" } } }',
      filename: ARGS,
      settings: using('mcp-2026-07-28'),
      errors: [
        'MCP 2026-07-28 ("mcp-2026-07-28") rejects a tool with this args schema as its parameters: "x-mcp-header" must be a header field name',
        '"x-mcp-header" "region" repeats "Region"',
        'may annotate only a string, integer or boolean property, and this one is "object"',
        'and this one is "number"',
      ],
    },
  ],
};
