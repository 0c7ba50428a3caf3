/** What the VS Code extension shows and writes, from its pure (vscode-free) modules. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { migrationDropsWarning, schemaTooltip, statusTitle } from '../../../client/src/messages';
import { LogFilter, asLogLevel } from '../../../client/src/logFilter';
import { ruleDocTarget, ruleDocsCommandUri } from '../../../client/src/ruleDocLinks';
import { docsUrl } from '../../../server/src/docs';

const info = { schemaId: 'pedelec-args', family: 'pedelec-args', title: 'Pedelec args schema', version: 'pedelec-args' } as const;

test('status bar tooltip: a schema picked for the file says so once; an automatic one says where it came from', () => {
  assert.equal(
    schemaTooltip({ ...info, reason: 'override', detail: 'chosen for this file' }),
    'toolschema: Pedelec args schema (pedelec-args), chosen for this file. Click to pick another schema or show the toolschema output.',
  );
  assert.equal(
    schemaTooltip({ ...info, reason: 'fileName', detail: '*.args.json' }),
    'toolschema: Pedelec args schema (pedelec-args), from the file name: *.args.json. Click to pick another schema or show the toolschema output.',
  );
});

test('status bar: a script file using Pedelec is named by its language, and its click shows the output (no schema to pick)', () => {
  const script = { ...info, reason: 'content', detail: 'imports Pedelec' } as const;
  assert.equal(statusTitle(script, 'typescript'), 'Pedelec TypeScript');
  assert.equal(statusTitle(script, 'typescriptreact'), 'Pedelec TypeScript');
  assert.equal(statusTitle(script, 'javascript'), 'Pedelec JavaScript');
  assert.equal(statusTitle(script, 'javascriptreact'), 'Pedelec JavaScript');
  assert.equal(statusTitle(script, 'json'), 'Pedelec args schema');
  assert.equal(
    schemaTooltip(script, 'typescript'),
    "toolschema: Pedelec TypeScript (pedelec-args), from the file's content: imports Pedelec. Click to show the toolschema output.",
  );
  // An Arcade association of a script (a user's glob) keeps the schema's own title.
  const arcade = { schemaId: 'arcade-tool-1.0', family: 'arcade', title: 'Arcade tool definition 1.0', version: '1.0' } as const;
  assert.equal(statusTitle({ ...arcade, reason: 'setting', detail: '*.ts' }, 'typescript'), 'Arcade tool definition 1.0');
});

test('status bar: a Python file of Arcade tools keeps its schema title, and its click shows the output (its schema is in its code)', () => {
  const python = { schemaId: 'arcade-tool-current', family: 'arcade', title: 'Arcade tool definition', version: 'current' } as const;
  const info = { ...python, reason: 'content', detail: 'an Arcade tool written in Python' } as const;
  assert.equal(statusTitle(info, 'python'), 'Arcade tool definition');
  assert.equal(
    schemaTooltip(info, 'python'),
    "toolschema: Arcade tool definition (arcade-tool-current), from the file's content: an Arcade tool written in Python. Click to show the toolschema output.",
  );
});

test('migration warning: real plurals', () => {
  assert.equal(migrationDropsWarning(['a']), 'Arcade tool definition 1.0 cannot hold 1 field of this file; migrating removes it.');
  assert.equal(
    migrationDropsWarning(['a', 'b', 'c', 'd']),
    'Arcade tool definition 1.0 cannot hold 4 fields of this file; migrating removes them.',
  );
});

test('log level: an entry passes at its level and above, its detail lines with it; protocol traces always pass', () => {
  const lines = [
    '[Error - 1:00:00 PM] boom',
    '  at stack',
    '[Info  - 1:00:01 PM] file.json: Pedelec args schema',
    '[Debug - 1:00:02 PM] detail',
    'more detail',
    '[Trace - 1:00:03 PM] Sending request',
  ];
  const written = (level: string) => {
    const f = new LogFilter(asLogLevel(level));
    return lines.filter((l) => f.passes(l));
  };
  assert.deepEqual(written('error'), ['[Error - 1:00:00 PM] boom', '  at stack', '[Trace - 1:00:03 PM] Sending request']);
  assert.deepEqual(
    written('info'),
    lines.filter((l) => !l.includes('Debug') && l !== 'more detail'),
  );
  assert.deepEqual(written('debug'), lines);
  assert.deepEqual(written('nonsense'), written('info'), 'an unknown value means the default, info');
});

test('rule doc links: a rule id, a page, the page URL and the command link itself all name the bundled page and section', () => {
  const expected = { file: 'pedelec.md', anchor: 'pedelec-empty-enum' };
  assert.deepEqual(ruleDocTarget('pedelec/empty-enum'), expected);
  assert.deepEqual(ruleDocTarget(docsUrl('pedelec/empty-enum')), expected);
  assert.deepEqual(ruleDocTarget(ruleDocsCommandUri('pedelec/empty-enum')), expected);
  assert.deepEqual(ruleDocTarget('arcade.md'), { file: 'arcade.md', anchor: '' });
  assert.deepEqual(ruleDocTarget('docs/rules/arcade.md#migration-to-10'), { file: 'arcade.md', anchor: 'migration-to-10' });
  assert.equal(ruleDocsCommandUri('pedelec/empty-enum'), 'command:toolschema.showRuleDocs?%5B%22pedelec%2Fempty-enum%22%5D');
  for (const other of ['https://example.com/x.md', '../../etc/passwd', 'command:toolschema.showRuleDocs?%5Bnot json', 42, undefined]) {
    assert.equal(ruleDocTarget(other), undefined, String(other));
  }
});
