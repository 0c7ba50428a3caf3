// A Pedelec tool `{name, description, argsSchema}` (a defineTool argument, a tools file's entry): each host's tool
// format with the args schema as its input schema; for Pedelec, the args schema reduced to the subset.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert, ConvertError } from '../../../server/src/core/convert';
import { ENGINE } from '../../helpers/engine';

const argsSchema = {
  type: 'object',
  properties: { id: { $ref: '#/$defs/id' } },
  required: ['id'],
  $defs: { id: { type: 'string', format: 'uuid' } },
};
const tool = { name: 'removeShape', description: 'Remove a shape.', argsSchema, timeoutMs: 5000 };

test('pedelec tool: each host is shown its own tool format with the argsSchema as written, and told Pedelec hands it no native tool', () => {
  const notes = (target: 'openai' | 'anthropic' | 'mcp') => convert(tool as never, target).notes.map((n) => n.path);
  assert.deepEqual(convert(tool as never, 'openai').output, {
    type: 'function',
    function: { name: 'removeShape', description: 'Remove a shape.', parameters: argsSchema },
  });
  assert.deepEqual(convert(tool as never, 'anthropic').output, {
    name: 'removeShape',
    description: 'Remove a shape.',
    input_schema: argsSchema,
  });
  assert.deepEqual(convert(tool as never, 'mcp').output, { name: 'removeShape', description: 'Remove a shape.', inputSchema: argsSchema });
  for (const target of ['openai', 'anthropic', 'mcp'] as const) assert.deepEqual(notes(target), [''], target);
});

test('pedelec tool: for Pedelec, the argsSchema in the subset (references inlined), notes at pointers into the tool, timeoutMs kept', () => {
  const { output, notes, remaining } = convert(tool as never, 'pedelec', { engine: ENGINE });
  assert.deepEqual(output, {
    name: 'removeShape',
    description: 'Remove a shape.',
    argsSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    timeoutMs: 5000,
  });
  assert.ok(
    notes.some((n) => n.path === '/argsSchema/$defs/id/format'),
    JSON.stringify(notes),
  );
  assert.ok(
    notes.every((n) => n.path.startsWith('/argsSchema/')),
    JSON.stringify(notes),
  );
  assert.deepEqual(remaining, []);
});

test('pedelec tool: a name or description the file does not write as a string is shown as null, with a note; an argsSchema that is no object cannot be converted', () => {
  const { output, notes } = convert({ name: null, argsSchema: { type: 'object', properties: {} } } as never, 'anthropic');
  assert.deepEqual(output, { name: null, description: null, input_schema: { type: 'object', properties: {} } });
  assert.deepEqual(
    notes.map((n) => n.path),
    ['/name', '/description', ''],
  );
  assert.throws(
    () => convert({ name: 'x', description: 'y', argsSchema: null } as never, 'openai'),
    (e: unknown) => e instanceof ConvertError && e.path === '/argsSchema',
  );
});
