// The hosts' own tool files, one table per kind: recognised by content (or association), each tool checked against
// its own host's profile and its keywords' meaning, every problem on the exact node («…»), no other problem shown.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeDoc } from '../../../helpers/core';
import { docFor } from '../../../helpers/ruleTester';
import { parseMarkers } from '../../../helpers/markers';
import { DEFAULT_SETTINGS, type Settings } from '../../../../server/src/core/settings/settings';

interface Case {
  name: string;
  /** The file; `«…»` marks each expected problem's range, in document order. */
  code: string;
  /** Schema id the file gets. */
  schema: string;
  /** Per marked range: rule id and a part of the message. */
  expect?: [string, string][];
  filename?: string;
  settings?: Partial<Settings>;
}

function table(kind: string, cases: Case[]) {
  for (const c of cases) {
    test(`host files, ${kind}: ${c.name}`, () => {
      const { text, ranges } = parseMarkers(c.code);
      const doc = docFor(text, c.filename ?? 'tools.json');
      const analysis = analyzeDoc(doc, { ...DEFAULT_SETTINGS, ...c.settings });
      assert.equal(analysis.association?.schema.id, c.schema);
      const found = analysis.diagnostics.map((d) => ({
        code: String(d.code),
        message: d.message,
        text: text.slice(doc.offsetAt(d.range.start), doc.offsetAt(d.range.end)),
      }));
      const expect = c.expect ?? [];
      assert.equal(found.length, expect.length, JSON.stringify(found, null, 1));
      expect.forEach(([code, part], k) => {
        assert.equal(found[k].code, code, found[k].message);
        assert.ok(found[k].message.includes(part), `"${found[k].message}" should include "${part}"`);
        assert.equal(found[k].text, text.slice(ranges[k].offset, ranges[k].offset + ranges[k].length), `range of ${code}`);
      });
    });
  }
}

const params = '{ "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] }';
const strictParams =
  '{ "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"], "additionalProperties": false }';

table('OpenAI', [
  {
    name: 'Chat Completions tools array, valid',
    code: `[ { "type": "function", "function": { "name": "get_weather", "description": "Weather.", "parameters": ${params} } } ]`,
    schema: 'openai-tools',
  },
  {
    name: 'Responses API tool with strict, valid under openai-strict',
    code: `{ "type": "function", "name": "get_weather", "strict": true, "parameters": ${strictParams} }`,
    schema: 'openai-tools',
  },
  {
    name: 'a request body with tools: name, array without items, required naming nothing',
    code: '{ "model": "m", "tools": [ { "type": "function", "function": { "name": «"get weather"», "parameters": { "type": "object", "properties": { "tags": «{ "type": "array" }» }, "required": [«"city"»] } } } ] }',
    schema: 'openai-tools',
    expect: [
      ['provider/tool-name', 'OpenAI ("openai") rejects this tool: the tool name "get weather" contains " "'],
      ['provider/array-without-items', 'OpenAI ("openai") rejects this tool: an array schema without "items"'],
      ['provider/undefined-property', 'JSON Schema: "required" names "city"'],
    ],
  },
  {
    name: 'strict: true on the function brings openai-strict (closed objects, every property required)',
    code: '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": «{ "type": "object", "properties": { "q": «{ "type": "string" }» } }» } } ]',
    schema: 'openai-tools',
    expect: [
      [
        'provider/open-object',
        'OpenAI strict mode ("openai-strict") rejects this tool: every object must set "additionalProperties": false',
      ],
      ['provider/optional-property', '"q" is not'],
    ],
  },
  {
    name: 'a root that is not an object',
    code: '[ { "type": "function", "name": "f", "parameters": «{ "type": "string" }» } ]',
    schema: 'openai-tools',
    expect: [
      ['provider/root-not-object', 'OpenAI ("openai") rejects this tool: the root of the parameters schema must be "type": "object"'],
    ],
  },
]);

table('Anthropic', [
  {
    name: 'a tool list, valid',
    code: `[ { "name": "get_weather", "description": "Weather.", "input_schema": ${params} } ]`,
    schema: 'anthropic-tools',
  },
  {
    name: 'strict tool: bounds unsupported, objects closed; a "." in the name',
    code: '{ "tools": [ { "name": «"weather.get"», "strict": true, "input_schema": «{ "type": "object", "properties": { "n": { "type": "integer", «"minimum"»: 1 } }, "required": ["n"] }» } ] }',
    schema: 'anthropic-tools',
    expect: [
      ['provider/tool-name', 'Anthropic strict tool use ("anthropic-strict") rejects this tool: the tool name "weather.get" contains "."'],
      ['provider/open-object', 'every object must set "additionalProperties": false'],
      ['provider/unsupported-keyword', 'the keyword "minimum" is not supported'],
    ],
  },
]);

table('MCP', [
  {
    name: 'tools/list result with outputSchema and annotations, valid',
    code: `{ "tools": [ { "name": "weather.get", "title": "Weather", "inputSchema": ${params}, "outputSchema": { "type": "object", "properties": { "t": { "type": "number" } } }, "annotations": { "readOnlyHint": true } } ] }`,
    schema: 'mcp-tools',
  },
  {
    name: 'outputSchema root not an object; a duplicate name; a name with a space (SHOULD)',
    code: '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "outputSchema": «{ "type": "string" }» }, { "name": «"a"», "inputSchema": { "type": "object" } }, { "name": «"b c"», "inputSchema": { "type": "object" } } ] }',
    schema: 'mcp-tools',
    expect: [
      ['provider/root-not-object', 'the root of the output schema ("outputSchema") must be "type": "object"'],
      ['provider/duplicate-tool-name', 'advises against this tool: the tool name "a" is already used'],
      ['provider/tool-name', 'advises against this tool: the tool name "b c" contains " "'],
    ],
  },
  {
    name: 'the selected MCP version is used (2025-06-18 has no name format)',
    code: '[ { "name": "b c", "inputSchema": { "type": "object" } } ]',
    schema: 'mcp-tools',
    settings: { providers: ['mcp-2025-06-18'] },
  },
  {
    name: 'chosen by association, whatever the content',
    code: '{ "tools": [] }',
    schema: 'mcp-tools',
    filename: 'server/listing.json',
    settings: { associations: { 'listing.json': 'mcp-tools' } },
  },
  {
    name: 'chosen by $schema',
    code: '{ "$schema": "toolschema:mcp-tools", "tools": [ { "name": "x", "inputSchema": «{ "type": "array", "items": {} }» } ] }',
    schema: 'mcp-tools',
    filename: 'anything.json',
    expect: [['provider/root-not-object', 'MCP 2026-07-28 ("mcp-2026-07-28") rejects this tool']],
  },
]);

table('Gemini', [
  {
    name: 'functionDeclarations with OpenAPI type names and supported formats, valid',
    code: '{ "functionDeclarations": [ { "name": "get_weather", "parameters": { "type": "OBJECT", "properties": { "when": { "type": "STRING", "format": "date-time" } }, "required": ["when"], "propertyOrdering": ["when"] } } ] }',
    schema: 'gemini-tools',
  },
  {
    name: 'a request body: a format, a required name and additionalProperties Gemini refuses',
    code: '{ "tools": [ { "functionDeclarations": [ { "name": "f", "parameters": { "type": "object", "properties": { "u": { "type": "string", «"format"»: "uri" } }, "required": [«"x"»], «"additionalProperties"»: false } } ] } ] }',
    schema: 'gemini-tools',
    expect: [
      ['provider/unsupported-keyword', 'Gemini ("gemini") rejects this tool: the "format" "uri" is not supported for "string"'],
      ['provider/undefined-property', 'Gemini ("gemini") rejects this tool: "required" names "x"'],
      ['provider/unsupported-keyword', 'the keyword "additionalProperties" is not supported in this schema subset'],
    ],
  },
  {
    name: 'parametersJsonSchema takes JSON Schema: additionalProperties and type lists are fine there',
    code: '{ "functionDeclarations": [ { "name": "f", "parametersJsonSchema": { "type": "object", "properties": { "n": { "type": ["string", "null"] } }, "additionalProperties": false } } ] }',
    schema: 'gemini-tools',
  },
]);

test('host files: a JSON file of another shape gets no schema', () => {
  for (const text of ['[1, 2]', '{ "tools": ["a"] }', '{ "name": "x", "parameters": {} }', '[ { "type": "module" } ]']) {
    assert.equal(analyzeDoc(docFor(text, 'data.json')).association, undefined, text);
  }
  const off = analyzeDoc(docFor('[ { "name": "a", "inputSchema": { "type": "object" } } ]', 'data.json'), {
    ...DEFAULT_SETTINGS,
    detectByContent: false,
  });
  assert.equal(off.association, undefined, 'detectByContent: false');
});
