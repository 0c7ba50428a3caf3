/** The README that goes into the .vsix (scripts/vsix-readme.mjs): what VS Code's extension page can show. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const script = path.resolve(__dirname, '../../../scripts/vsix-readme.mjs');

/** The script's transformation of `markdown` (an ES module: run by node, not compiled with the tests). */
function vsixReadme(markdown: string): string {
  const code = `import(${JSON.stringify(`file://${script}`)}).then((m) => process.stdout.write(m.vsixReadme(process.argv[1])))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code, markdown], { encoding: 'utf8' });
}

test('vsix README: the picture is embedded, rule-page links open the bundled page, other relative links become text', () => {
  const out = vsixReadme(
    '![shot](docs/images/icon.png) see [the rules](docs/rules/arcade.md#migration-to-10), [e2e](test/e2e/README.md), [web](https://example.com) and [top](#install).',
  );
  assert.match(out, /^!\[shot\]\(data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+\) /);
  assert.ok(
    out.includes('[the rules](command:toolschema.showRuleDocs?%5B%22docs%2Frules%2Farcade.md%23migration-to-10%22%5D)'),
    out.slice(-300),
  );
  assert.ok(out.endsWith(', e2e, [web](https://example.com) and [top](#install).'), out.slice(-300));
});
