/** Completion in a Python tool file: enum members after Operation. / ServiceDomain., keyword arguments of the metadata calls. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { complete } from '../../../server/src/core/features/completion';
import { COMPLETION_FILTERS, COMPLETION_SOURCES } from '../../../server/src/core/features/contributions';
import { analyzePython } from './pythonRuleTester';

const HEAD =
  'from arcade_mcp_server import tool\nfrom arcade_mcp_server.metadata import Behavior, Classification, Operation, ServiceDomain, ToolMetadata\n';

/** The labels offered at `|`, and the text the first item writes there. */
async function offered(marked: string) {
  const text = HEAD + marked.replace('|', '');
  const offset = HEAD.length + marked.indexOf('|');
  const analysis = analyzePython(text);
  const list = await complete(analysis, offset, COMPLETION_FILTERS, COMPLETION_SOURCES);
  const first = list?.items[0]?.textEdit;
  const written =
    first && 'range' in first
      ? text.slice(0, analysis.doc.lineIndex.offsetAt(first.range.start)) +
        first.newText +
        text.slice(analysis.doc.lineIndex.offsetAt(first.range.end))
      : undefined;
  return { labels: list?.items.map((i) => i.label) ?? [], written, text };
}

test('python completion: Operation. offers the five operations, typed over the partial member', async () => {
  const { labels, written, text } = await offered('@tool(metadata=ToolMetadata(behavior=Behavior(operations=[Operation.RE|])))\n');
  assert.deepEqual(labels, ['READ', 'CREATE', 'UPDATE', 'DELETE', 'OPAQUE']);
  assert.equal(written, text.replace('Operation.RE]', 'Operation.READ]'));
});

test("python completion: ServiceDomain. offers arcade-core's thirty service domains", async () => {
  const { labels } = await offered('x = [ServiceDomain.|\n');
  assert.equal(labels.length, 30);
  assert.ok(labels.includes('PROJECT_MANAGEMENT') && labels.includes('SALES_INTELLIGENCE') && labels.includes('EMAIL'));
});

test('python completion: ToolMetadata( / Behavior( / Classification( offer their keyword arguments not yet written', async () => {
  assert.deepEqual((await offered('@tool(metadata=ToolMetadata(|))\n')).labels, ['classification=', 'behavior=', 'extras=']);
  assert.deepEqual((await offered('m = Behavior(operations=[Operation.READ], read_only=True, |)\n')).labels, [
    'destructive=',
    'idempotent=',
    'open_world=',
  ]);
  assert.deepEqual((await offered('m = Classification(|\n')).labels, ['service_domains=']);
  const { written, text } = await offered('m = Behavior(idem|)\n');
  assert.equal(written, text.replace('Behavior(idem)', 'Behavior(operations=)'));
});

test('python completion: nothing of its own elsewhere (a value position, another call, a file naming no Arcade module)', async () => {
  assert.deepEqual((await offered('m = Behavior(read_only=|)\n')).labels, []);
  assert.deepEqual((await offered('m = print(|)\n')).labels, []);
  const analysis = analyzePython('from enum import Enum\nx = Operation.');
  assert.equal(await complete(analysis, analysis.doc.text.length, COMPLETION_FILTERS, COMPLETION_SOURCES), null);
});
