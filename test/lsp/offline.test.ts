/**
 * No network, no execution. The server is started inside a network namespace with no interfaces (in every mode,
 * where root and unshare allow; `npm run test:offline` runs the whole protocol suite that way), and a `$schema`
 * that points at the network or at files is answered from the bundled schemas, with a note that it was not fetched.
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync, readlinkSync } from 'node:fs';
import { canUnshare, LspClient, OFFLINE, offline, SERVER } from '../helpers/lspClient';

const clients: LspClient[] = [];
after(() => Promise.all(clients.map((c) => c.stop())));

const isolated = OFFLINE || canUnshare();

test(`offline: the server answers with ${isolated ? 'no network interface at all' : 'its schemas bundled'}, and fetches no $schema`, async () => {
  const command = [process.execPath, SERVER, '--stdio'];
  const c = await LspClient.start({ command: isolated && !OFFLINE ? offline(command) : command });
  clients.push(c);
  if (isolated) {
    const pid = c.process.pid!;
    assert.notEqual(readlinkSync(`/proc/${pid}/ns/net`), readlinkSync('/proc/self/ns/net'), 'the server runs in its own network namespace');
    const interfaces = readFileSync(`/proc/${pid}/net/dev`, 'utf8')
      .split('\n')
      .slice(2)
      .map((l) => l.split(':')[0].trim())
      .filter(Boolean);
    assert.deepEqual(interfaces, ['lo'], 'only the (down) loopback interface exists there');
  }
  const cases = {
    'file:///w/remote.tool.json':
      '{ "$schema": "https://example.com/tool.schema.json", "name": "T", "fully_qualified_name": "K.T@1.0.0", "toolkit": { "name": "K" } }',
    'file:///w/local.args.json':
      '{ "$schema": "file:///etc/passwd", "type": "object", "properties": { "a": { "$ref": "../../etc/shadow" } } }',
    'file:///w/relative.args.json': '{ "$schema": "../outside/schema.json", "type": "object" }',
  };
  for (const [uri, text] of Object.entries(cases)) c.open(uri, text);
  for (const uri of Object.keys(cases)) {
    const diagnostics = await c.diagnosticsFor(uri, (d) => d.some((x) => x.code === 'toolschema/schema-not-fetched'));
    const note = diagnostics.find((x) => x.code === 'toolschema/schema-not-fetched')!;
    assert.equal(note.severity, 3, 'information');
    assert.match(note.message, /never (downloads|reads)/);
    assert.ok(
      diagnostics.every((d) => !/unable to load schema|problems loading reference|can not be resolved/i.test(d.message)),
      'no fetch error from the language service',
    );
    const completion = await c.request<{ items: unknown[] } | null>('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 1 },
    });
    assert.ok(completion, 'completion still answers');
  }
  assert.deepEqual(
    c.logs.filter((l) => /unexpected|failed/i.test(l)),
    [],
  );
});

test('lsp: bad settings (a schema id typo, an object for a severity, an unknown key) are named in one message, once; checks go on', async () => {
  const c = await LspClient.start({
    settings: {
      associations: { 'defs/*.json': 'pedelec-arg' },
      rules: { 'pedelec/unsupported-keyword': { severity: 'off' } },
      maxFileSize: 1,
    },
  });
  clients.push(c);
  const uri = 'file:///w/q.args.json';
  c.open(uri, '{ "type": "object", "format": "x" }');
  const [d] = await c.diagnosticsFor(uri, (x) => x.length === 1);
  assert.equal(d.severity, 1, 'the rule keeps its default severity');
  await c.waitFor(() => c.messages.length >= 1, 'the message');
  c.settings = { ...(c.settings as object) };
  c.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  await c.diagnosticsFor(uri, (x) => x.length === 1);
  const texts = c.messages.map((m) => m.message);
  for (const m of [
    /unknown schema id "pedelec-arg" \(did you mean "pedelec-args"\?\)/,
    /toolschema\.rules\["pedelec\/unsupported-keyword"\]: severity must be one of/,
    /toolschema\.maxFileSize is not a toolschema setting/,
  ]) {
    assert.equal(texts.filter((t) => m.test(t)).length, 1, `${m} once in ${JSON.stringify(texts)}`);
  }
  assert.equal(texts.length, 1, 'one message for all three, and nothing again after the change');
});
