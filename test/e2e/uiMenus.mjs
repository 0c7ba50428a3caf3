// UI checks of what a new user meets after the first squiggle (run.mjs calls them at the end of the "ui" phase):
// the Problems panel's rule link, the status bar menu (current choice marked, tooltip after a pick, Show output),
// which toolschema commands the Command Palette lists per file, a TypeScript file's status bar item, and the suggest widget (each label once, docs
// rendered as Markdown). Screenshots 5-… to 9-… in test-results/e2e/.
import fs from 'node:fs';
import path from 'node:path';

const texts = (page, selector) => page.locator(selector).allInnerTexts();
const oneLine = (t) => t.replace(/\s+/g, ' ').trim();

/** Presses `key` until the quick input shows (a key pressed while focus moves, e.g. after closing a tab, is lost). */
async function quickInput(page, key) {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(key);
    try {
      return await page.waitForSelector('.quick-input-widget .quick-input-box input', { state: 'visible', timeout: 3000 });
    } catch (e) {
      if (attempt === 5) throw e;
    }
  }
}

/** Opens `file` (relative to the workspace) through Quick Open, as a user would. */
async function openFile(page, until, file) {
  await quickInput(page, 'Control+P');
  await page.keyboard.type(file);
  await until(`${file} first in Quick Open`, async () => (await texts(page, '.quick-input-widget .monaco-list-row'))[0]?.includes(file));
  await page.keyboard.press('Enter');
  await until(`${file} active`, async () => (await texts(page, '.tabs-container .tab.active')).some((t) => t.includes(file)));
}

/** The Command Palette's rows for `query`, then closes it. */
async function paletteRows(page, until, query) {
  await quickInput(page, 'F1');
  await page.keyboard.type(query);
  const rows = await until(`palette rows for "${query}"`, async () => {
    const t = await texts(page, '.quick-input-widget .monaco-list-row');
    const empty = await page.locator('.quick-input-widget .quick-input-message:visible').count();
    return (t.length > 0 || empty > 0) && t;
  });
  await page.keyboard.press('Escape');
  return rows.map(oneLine);
}

async function statusItem(page, until) {
  return until('the toolschema status bar item', async () => {
    const item = page.locator('.statusbar-item', { hasText: /Pedelec args schema|Pedelec skills manifest|Arcade tool definition/ }).first();
    return (await item.count()) > 0 && item;
  });
}

/** Clicks the status bar item; returns the menu's rows and which one carries the check mark. */
async function openMenu(page, until) {
  await (await statusItem(page, until)).click();
  const rows = page.locator('.quick-input-widget .monaco-list-row');
  await until('the schema menu', async () => (await rows.count()) > 2);
  const all = (await rows.allInnerTexts()).map(oneLine);
  const checked = (await page.locator('.quick-input-widget .monaco-list-row:has(.codicon-check)').allInnerTexts()).map(oneLine);
  return { all, checked };
}

export async function menuAndPaletteChecks({ page, step, shot, until, log, workspace }) {
  await step("the Problems panel's rule link opens the bundled rule page in the Markdown preview", async () => {
    const link = page.locator('.markers-panel .monaco-list-row a.monaco-link', { hasText: 'pedelec/unsupported-keyword' }).first();
    const href = await link.getAttribute('href');
    log(`  rule link: ${href}`);
    if (!href?.startsWith('command:toolschema.showRuleDocs')) throw new Error(`the link is ${href}, not the bundled page`);
    await link.click();
    await until('a "Preview pedelec.md" tab', async () =>
      (await texts(page, '.tabs-container .tab')).some((t) => t.includes('Preview pedelec.md')),
    );
  });
  await shot('5-rule-link-preview');
  await page.keyboard.press('Control+W');

  await step('status bar menu marks the current choice, a pick updates the tooltip', async () => {
    await openFile(page, until, 'bad.args.json');
    const before = await openMenu(page, until);
    log(`  menu: ${before.all.join(' | ')}`);
    if (before.checked.length !== 1 || !before.checked[0].startsWith('Automatic'))
      throw new Error(`checked rows: ${JSON.stringify(before.checked)}`);
    if (!before.all.some((r) => r.includes('Show output'))) throw new Error('the menu offers no "Show output"');
    await page.keyboard.type('Pedelec skills manifest');
    await page.keyboard.press('Enter');
    const skills = page.locator('.statusbar-item', { hasText: 'Pedelec skills manifest' }).first();
    await until('the status bar to name the picked schema', async () => (await skills.count()) > 0);
    await skills.hover();
    const tooltip = await until('the status bar tooltip', async () => {
      const t = (await texts(page, '.monaco-hover:visible, .workbench-hover:visible')).join(' ');
      return t.includes('toolschema:') && oneLine(t);
    });
    log(`  tooltip: ${tooltip}`);
    const expected =
      'toolschema: Pedelec skills manifest (pedelec-skills), chosen for this file. Click to pick another schema or show the toolschema output.';
    if (tooltip !== expected) throw new Error(`tooltip ${JSON.stringify(tooltip)}, expected ${JSON.stringify(expected)}`);
    const after = await openMenu(page, until);
    if (after.checked.length !== 1 || !after.checked[0].startsWith('Pedelec skills manifest'))
      throw new Error(`checked after the pick: ${JSON.stringify(after.checked)}`);
    await shot('6-schema-menu');
    await page.keyboard.type('Automatic');
    await page.keyboard.press('Enter');
    await until(
      'the automatic schema again',
      async () => (await page.locator('.statusbar-item', { hasText: 'Pedelec args schema' }).count()) > 0,
    );
  });

  await step('"Show output" shows the toolschema channel, with the server\'s start, version and the file\'s schema', async () => {
    await openMenu(page, until);
    await page.keyboard.type('Show output');
    await page.keyboard.press('Enter');
    const text = await until('the toolschema output', async () => {
      const t = (await texts(page, '.part.panel .monaco-editor .view-lines')).join('\n').replace(/\u00a0/g, ' '); // Monaco renders spaces as nbsp
      return /toolschema-language-server \S+ started/.test(t) && /bad\.args\.json: Pedelec args schema/.test(t) && t;
    });
    // One line per server start: the server's own, not the client's as well.
    const starts = text.split('\n').filter((l) => /language server|toolschema-language-server/.test(l) && /start|running/.test(l));
    if (starts.length !== 1) throw new Error(`${starts.length} lines about the server's start: ${JSON.stringify(starts)}`);
    for (const line of text
      .split('\n')
      .filter((l) => /started|bad\.args\.json/.test(l))
      .slice(0, 3))
      log(`  output: ${oneLine(line)}`);
  });
  await shot('7-output');

  await step("the Command Palette lists toolschema commands only for toolschema's files, Migrate only for Arcade", async () => {
    const ours = (rows) => rows.filter((r) => r.startsWith('toolschema:'));
    const args = ours(await paletteRows(page, until, 'toolschema:'));
    // The status bar tells when the extension has the active file's schema (or knows there is none): the palette
    // is opened only then, as a user would see it settle.
    const statusNames = (re) =>
      until(`the status bar ${re}`, async () => re.test((await texts(page, '.statusbar-item')).join('\n')) === !re.negated);
    await openFile(page, until, 'package.json');
    await statusNames(Object.assign(/Pedelec args schema|Pedelec skills manifest|Arcade tool definition/, { negated: true }));
    const pkg = ours(await paletteRows(page, until, 'toolschema:'));
    await openFile(page, until, 'forecast.tool.json');
    await statusNames(/Arcade tool definition/);
    const arcade = ours(await paletteRows(page, until, 'toolschema:'));
    log(`  palette: args ${JSON.stringify(args)}; package.json ${JSON.stringify(pkg)}; Arcade ${JSON.stringify(arcade)}`);
    if (pkg.length) throw new Error(`package.json shows ${JSON.stringify(pkg)}`);
    // Show what the model sees converts an Arcade definition for each provider and a JSON Schema to Pedelec's subset.
    if (
      !args.some((r) => r.includes('Select schema')) ||
      !args.some((r) => r.includes('Show what the model sees')) ||
      args.some((r) => r.includes('Migrate'))
    )
      throw new Error(`args schema shows ${JSON.stringify(args)}`);
    if (
      !arcade.some((r) => r.includes('Migrate')) ||
      !arcade.some((r) => r.includes('Select schema')) ||
      !arcade.some((r) => r.includes('Show what the model sees'))
    )
      throw new Error(`Arcade shows ${JSON.stringify(arcade)}`);
  });

  await step(
    'a TypeScript file: "Pedelec TypeScript" in the status bar where it uses Pedelec (a click shows the output), nothing where not; Show what the model sees, no Select schema',
    async () => {
      const ours = (rows) => rows.filter((r) => r.startsWith('toolschema:'));
      await openFile(page, until, 'tools.ts');
      const item = await until('the status bar to name Pedelec TypeScript', async () => {
        const found = page.locator('.statusbar-item', { hasText: 'Pedelec TypeScript' }).first();
        return (await found.count()) > 0 && found;
      });
      // TypeScript's own language status flyout opens over the status bar when the mouse passes it: the tooltip is
      // read from the item's accessible label (its text, then its tooltip), and the click is sent to the item's label.
      const label = oneLine((await item.getAttribute('aria-label')) ?? '');
      log(`  label: ${label}`);
      const expected =
        "symbol-structure Pedelec TypeScript, toolschema: Pedelec TypeScript (pedelec-args), from the file's content: imports Pedelec. Click to show the toolschema output.";
      if (label !== expected) throw new Error(`label ${JSON.stringify(label)}, expected ${JSON.stringify(expected)}`);
      const palette = ours(await paletteRows(page, until, 'toolschema:'));
      log(`  palette for tools.ts: ${JSON.stringify(palette)}`);
      // Its Pedelec tools have a model view (issue 24); its schema comes from its content, so nothing to select.
      if (palette.length !== 1 || !palette[0].includes('Show what the model sees'))
        throw new Error(`tools.ts shows ${JSON.stringify(palette)}`);
      // The panel closed first (an earlier step left the output open), so that the click is what shows it.
      await until('the panel closed', async () => {
        if (!(await page.locator('.part.panel').isVisible())) return true;
        await page.keyboard.press('Control+J');
        return false;
      });
      await item.locator('.statusbar-item-label').dispatchEvent('click');
      await until('the toolschema output', async () =>
        /toolschema-language-server \S+ started/.test(
          (await texts(page, '.part.panel .monaco-editor .view-lines')).join('\n').replace(/\u00a0/g, ' '),
        ),
      );
      await openFile(page, until, 'plain.ts');
      await until(
        'no toolschema status bar item for plain.ts',
        async () => !/Pedelec TypeScript|Pedelec args schema/.test((await texts(page, '.statusbar-item')).join('\n')),
      );
      const plain = ours(await paletteRows(page, until, 'toolschema:'));
      if (plain.length) throw new Error(`plain.ts shows ${JSON.stringify(plain)}`);
    },
  );

  await step("suggest widget: each label once, the focused item's docs rendered as Markdown", async () => {
    await openFile(page, until, 'suggest.tool.json'); // its own file: the suite edits complete.tool.json
    const lines = fs.readFileSync(path.join(workspace, 'suggest.tool.json'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('"value_schema": { }'));
    const column = lines[line].indexOf('{ }') + 3;
    // Go to the line as a user does, waiting for each step to show (keys typed ahead of the widget are lost).
    await quickInput(page, 'Control+G');
    await page.keyboard.type(`${line + 1}:${column}`);
    await until('Go to Line to offer the position', async () =>
      (await texts(page, '.quick-input-widget .monaco-list-row')).some((t) => t.includes(`line ${line + 1}`)),
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector('.quick-input-widget', { state: 'hidden', timeout: 10_000 });
    await until('the cursor at the position', async () =>
      (await texts(page, '.statusbar-item')).some((t) => t.includes(`Ln ${line + 1}, Col ${column}`)),
    );
    await page.keyboard.type('"val_type": ');
    await page.keyboard.press('Control+Space');
    // Asked before the server has the document, the widget says "No suggestions" and closes: ask again, as a user would.
    let asked = Date.now();
    const labels = await until('suggestions', async () => {
      const t = await texts(page, '.suggest-widget.visible .monaco-list-row .label-name');
      if (t.length === 0 && Date.now() - asked > 3000) {
        asked = Date.now();
        await page.keyboard.press('Control+Space');
      }
      return t.length > 0 && t.map(oneLine);
    });
    log(`  suggestions: ${labels.join(', ')}`);
    const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
    if (twice.length) throw new Error(`shown twice: ${twice.join(', ')}`);
    if (!labels.includes('"array"')) throw new Error('"array" is not offered');
    const details = page.locator('.suggest-details-container .suggest-details');
    if (!(await details.isVisible())) await page.keyboard.press('Control+Space'); // "Read more"
    const rendered = await until('the documentation pane', async () => {
      const codes = await details.locator('.docs code').count();
      const t = oneLine((await details.allInnerTexts()).join(' '));
      return codes > 0 && t;
    });
    log(`  docs: ${rendered}`);
    if (rendered.includes('`')) throw new Error(`the docs show raw Markdown: ${rendered}`);
  });
  await shot('8-suggest');
  await page.keyboard.press('Escape');
}
