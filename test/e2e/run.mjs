// `npm run test:e2e`: runs the extension in a real VS Code (code-server) driven by headless Chromium.
//   phase "suite": a mocha suite inside the extension host (extensionTestsPath); exit code from the suite;
//   phase "ui":    what a person sees: squiggle, Problems, hover, quick fix, menus (uiMenus.mjs); screenshots in test-results/e2e/;
//   phase "page":  the packaged .vsix installed with --install-extension, its extension page (extensionPage.mjs).
// Assumes `npm run build` already produced dist/. Options: --extension DIR --suite FILE --fixtures DIR
// --ui-file REL --phase suite|ui|page|all --timeout SECONDS --docs-image (refresh docs/images/vscode-hover.png and vscode-typescript.png)
// --vsix FILE (install this package with --install-extension and test it instead of --extension) --out DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  MOCHA_VERSION,
  PLAYWRIGHT_VERSION,
  ensureCodeServer,
  requireTool,
  startCodeServer,
  toolDir,
} from './codeServer.mjs';
import { startCodeServerWithVsix } from './installVsix.mjs';
import { menuAndPaletteChecks } from './uiMenus.mjs';
import { checkExtensionPage, packageVsix } from './extensionPage.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const { values: opt } = parseArgs({
  options: {
    extension: { type: 'string', default: repo },
    suite: { type: 'string', default: path.join(here, 'suite', 'index.js') },
    fixtures: { type: 'string', default: path.join(here, 'fixtures') },
    'ui-file': { type: 'string', default: 'bad.args.json' },
    phase: { type: 'string', default: 'all' },
    timeout: { type: 'string', default: '300' },
    'docs-image': { type: 'boolean', default: false },
    vsix: { type: 'string' },
    out: { type: 'string', default: path.join(repo, 'test-results', 'e2e') },
  },
});
const README_IMAGE = 'vscode-hover.png';
const SCRIPT_README_IMAGE = 'vscode-typescript.png';
const PYTHON_README_IMAGE = 'vscode-python.png';
const OUT = path.resolve(opt.out);
// The extension under test: a development folder, or nothing when the installed --vsix is the one.
const developmentPath = opt.vsix ? [] : [['extensionDevelopmentPath', path.resolve(opt.extension)]];
const log = (...a) => console.log('[e2e]', ...a);
const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
let phase = 'setup';
const counts = { passed: 0, failed: 0 }; // mocha tests + UI steps, for the closing line
// Workbench chatter that codeAutomationLog forwards along with the extension host's console.
const NOISE =
  /^(Ignoring fetching additional builtin extensions|Resolv(ing|ed) connection token|Creating a socket|\[Service Worker\]|ChatSessionStore|Updating additional builtin)/;

// Things to undo on every way out (normal end, hard timeout, Ctrl+C), newest first.
const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(`[e2e] cleanup: ${e.message}`));
}
async function exitAfterCleanup(code) {
  setTimeout(() => process.exit(code), 10_000).unref(); // if cleanup hangs: the exit hooks still kill everything
  await cleanup();
  process.exit(code);
}
const hardTimeout = setTimeout(
  () => {
    console.error(
      `[e2e] TIMEOUT: gave up after ${opt.timeout} s during phase "${phase}"; ` +
        `see screenshots and logs in ${path.relative(process.cwd(), OUT)}`,
    );
    exitAfterCleanup(124);
  },
  Number(opt.timeout) * 1000,
);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`[e2e] ${sig}: cleaning up`);
    exitAfterCleanup(130);
  });
}

/** Resolves with `cond()`'s value once it is truthy; throws naming `what` after `ms`. */
async function until(what, cond, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await cond().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function workbenchUrl(server, folder, payload) {
  const remote = (p) => `vscode-remote://127.0.0.1:${server.port}${p}`;
  const pairs = payload.map(([k, v]) => [k, remote(v)]);
  return `${server.url}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(pairs))}`;
}

async function runSuite(browser, server, workspace) {
  const page = await browser.newPage();
  page.setDefaultNavigationTimeout(120_000); // as in the ui phase: the workbench's first load took over 30 s at load 25
  let exit;
  const exited = new Promise((resolve) => {
    exit = resolve;
  });
  // Both must exist before the workbench loads: it looks them up on `window`.
  await page.exposeFunction('codeAutomationLog', (level, msg) => {
    if (NOISE.test(msg)) return;
    for (const line of String(msg).split('\n')) {
      console.log(level === 'error' ? `  ! ${line}` : `  ${line}`);
      const m = /^\s*(\d+) (passing|failing)\b/.exec(line); // mocha's summary
      if (m) counts[m[2] === 'passing' ? 'passed' : 'failed'] += Number(m[1]);
    }
  });
  await page.exposeFunction('codeAutomationExit', (code, logs) => {
    fs.mkdirSync(path.join(OUT, 'logs'), { recursive: true });
    for (const { relativePath, contents } of logs ?? []) {
      fs.writeFileSync(path.join(OUT, 'logs', relativePath.replaceAll('/', '__')), contents);
    }
    exit(code);
  });
  page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`));
  const t0 = Date.now();
  await page.goto(workbenchUrl(server, workspace, [...developmentPath, ['extensionTestsPath', path.resolve(opt.suite)]]));
  const code = await exited;
  log(`suite finished with exit code ${code} in ${secs(t0)} (VS Code logs: ${path.relative(process.cwd(), OUT)}/logs)`);
  await page.close();
  return code;
}

/** A page with `step` (logged, counted, a screenshot when it fails) and `shot` (test-results/e2e/NAME.png). */
async function uiPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultNavigationTimeout(120_000); // the workbench's first load, on a busy machine
  const shot = (name) => page.screenshot({ path: path.join(OUT, `${name}.png`) });
  const step = async (name, fn) => {
    const t0 = Date.now();
    try {
      const r = await fn();
      log(`ui: ${name} (${secs(t0)})`);
      counts.passed++;
      return r;
    } catch (e) {
      counts.failed++;
      await shot(`failed-${name.replace(/\W+/g, '-')}`).catch(() => {});
      throw new Error(`ui: ${name}: ${e.message}`);
    }
  };
  return { page, shot, step };
}

async function runUi(browser, server, workspace) {
  const { page, shot, step } = await uiPage(browser);
  const file = path.join(workspace, opt['ui-file']);
  await page.goto(workbenchUrl(server, workspace, [...developmentPath, ['openFile', file]]));
  await step('workbench shown', () => page.waitForSelector('.monaco-workbench', { timeout: 60_000 }));
  // The extension host starts the server only now: on a busy machine that alone has taken over 30 s.
  const squiggle = await step(`error squiggle shown in ${opt['ui-file']}`, () =>
    page.waitForSelector('.monaco-editor .squiggly-error', { timeout: 90_000 }),
  );
  await shot('1-squiggle');
  await step('status bar names the schema of the file', async () => {
    const item = await until('a status bar item naming the Pedelec args schema', async () =>
      (await page.locator('.statusbar-item').allInnerTexts()).find((t) => t.includes('Pedelec args schema')),
    );
    log(`  status bar: ${item.trim()}`);
  });
  // Squiggles sit under the text layer: use mouse coordinates, not element actions.
  const box = await squiggle.boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await step('Problems lists the error', async () => {
    await page.mouse.click(at.x, at.y); // focus the editor, caret on the error (for Ctrl+. below)
    await page.keyboard.press('Control+Shift+M');
    const rows = await until('rows in .markers-panel', async () => {
      const t = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      return t.length > 0 && t;
    });
    for (const r of rows) log(`  problem: ${r.replace(/\s+/g, ' ')}`);
    // The row shows source and rule id: "toolschema(pedelec/unsupported-keyword)" (innerText splits them up).
    const ruleShown = rows.some((r) => /toolschema\s*\(?\s*[a-z]+\/[a-z-]+/.test(r));
    if (!ruleShown) throw new Error(`no Problems row shows a toolschema rule id: ${JSON.stringify(rows)}`);
  });
  await shot('2-problems');

  await step('hover shows text', async () => {
    await page.mouse.move(at.x, at.y - 30);
    await page.mouse.move(at.x, at.y); // a real move onto the token triggers the hover
    const text = await until('.monaco-hover with text', async () => {
      const t = (await page.locator('.monaco-hover:visible').allInnerTexts()).join('\n').trim();
      return t.length > 0 && t;
    });
    log(`  hover: ${text.replace(/\s+/g, ' ')}`);
    if (!/outside Pedelec's documented args-schema subset/.test(text))
      throw new Error('the hover does not explain the unsupported keyword');
    // The problem's message and toolschema's hover share the widget: the advice must not show twice.
    const advice = text.toLowerCase().split('write the referenced schema inline').length - 1;
    if (advice !== 1) throw new Error(`the hover shows the advice ${advice} times`);
  });
  await shot('3-hover');
  await readmeShot(page, README_IMAGE, opt['ui-file'], async () => ({
    // The messages the picture shows, as the editor rendered them: the hover's problem and the Problems rows.
    hover: await page.locator('.monaco-hover:visible .marker.hover-contents > span:first-child').allInnerTexts(),
    problems: await page.locator('.markers-panel .monaco-list-row .marker-message').allInnerTexts(),
  }));

  await step('Ctrl+. opens the quick-fix menu', async () => {
    await page.keyboard.press('Escape');
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('Control+.');
    const items = await until('actions in the quick-fix menu (.action-widget)', async () => {
      const t = await page.locator('.action-widget .monaco-list-row.action').allInnerTexts();
      return t.length > 0 && t;
    });
    for (const i of items) log(`  quick fix: ${i.replace(/\s+/g, ' ')}`);
    if (!items.some((i) => /^Remove "/.test(i.trim()))) throw new Error('the quick-fix menu offers no "Remove …" fix');
  });
  await shot('4-quickfix');
  await page.keyboard.press('Escape');
  await menuAndPaletteChecks({ page, step, shot, until, log, workspace });
  await page.close();
  await runScriptUi(browser, server, workspace);
}

/** A Pedelec tool in a TypeScript file, as a person sees it: the squiggle, the hover, the quick fix applied. */
async function runScriptUi(browser, server, workspace) {
  const { page, shot, step } = await uiPage(browser);
  // Its own file: the suite has already fixed fix.ts in this workspace.
  await page.goto(workbenchUrl(server, workspace, [...developmentPath, ['openFile', path.join(workspace, 'shapes.ts')]]));
  await step('workbench shown with shapes.ts', () => page.waitForSelector('.monaco-workbench', { timeout: 60_000 }));
  // TypeScript's own diagnostics may add squiggles of their own (the module is not installed): find ours by its text.
  const squiggle = await step(
    'warning squiggle under minLength in shapes.ts',
    () =>
      until(
        'a .squiggly-warning over "minLength"',
        async () => {
          for (const s of await page.locator('.monaco-editor .squiggly-warning').all()) {
            const box = await s.boundingBox();
            const word = box && (await wordAt(page, box));
            if (word === 'minLength') return box;
          }
          return undefined;
        },
        90_000,
      ), // TypeScript's server and ours both start with this file: slow on a busy machine
  );
  const at = { x: squiggle.x + squiggle.width / 2, y: squiggle.y + squiggle.height / 2 };
  await step('hover on minLength explains it', async () => {
    await page.mouse.move(at.x, at.y - 30);
    await page.mouse.move(at.x, at.y);
    const text = await until('.monaco-hover naming string nodes', async () => {
      const t = (await page.locator('.monaco-hover:visible').allInnerTexts()).join('\n');
      return /applies to string nodes/.test(t) && t;
    });
    log(`  hover: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  });
  await step('Ctrl+. offers Remove "minLength"', () => quickFixOffered(page, at, 'Remove "minLength"'));
  await shot('5-typescript-quickfix');
  await readmeShot(page, SCRIPT_README_IMAGE, 'shapes.ts', async () => ({
    // The quick-fix menu the picture shows, for the problem under the caret (TypeScript's own actions included).
    word: 'minLength',
    quickFixes: (await page.locator('.action-widget .monaco-list-row.action').allInnerTexts()).map((t) => t.trim()),
  }));
  await step('the quick fix removes minLength and its squiggle', async () => {
    await chooseQuickFix(page, 'Remove "minLength"');
    await until('the line without minLength', async () => {
      const lines = await page.locator('.monaco-editor .view-lines').first().innerText();
      return /speed: \{ type: 'number', minimum: 0 \},/.test(lines.replace(/\u00a0/g, ' '));
    });
    await until('no warning squiggle under minLength', async () => {
      for (const s of await page.locator('.monaco-editor .squiggly-warning').all()) {
        const box = await s.boundingBox();
        if (box && (await wordAt(page, box)) === 'minLength') return false;
      }
      return true;
    });
  });
  await shot('6-typescript-fixed');
  await page.close();
  await runPythonUi(browser, server, workspace);
}

/** An Arcade tool in Python, as a person sees it: the squiggle, the hover with the definition field, the quick fix applied. */
async function runPythonUi(browser, server, workspace) {
  const { page, shot, step } = await uiPage(browser);
  await page.goto(workbenchUrl(server, workspace, [...developmentPath, ['openFile', path.join(workspace, 'weather.py')]]));
  await step('workbench shown with weather.py', () => page.waitForSelector('.monaco-workbench', { timeout: 60_000 }));
  const squiggle = await step('error squiggle under days in weather.py', () =>
    until(
      'a .squiggly-error over "days"',
      async () => {
        for (const s of await page.locator('.monaco-editor .squiggly-error').all()) {
          const box = await s.boundingBox();
          if (box && (await wordAt(page, box)) === 'days') return box;
        }
        return undefined;
      },
      90_000,
    ),
  );
  const at = { x: squiggle.x + squiggle.width / 2, y: squiggle.y + squiggle.height / 2 };
  await step('hover on days shows the problem and the parameter it becomes', async () => {
    await page.mouse.move(at.x, at.y - 30);
    await page.mouse.move(at.x, at.y);
    const text = await until('.monaco-hover naming the parameter', async () => {
      const t = (await page.locator('.monaco-hover:visible').allInnerTexts()).join('\n');
      return /Parameter "days"/.test(t) && /missing a description/.test(t) && t;
    });
    log(`  hover: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (!/val_type: "integer"/.test(text) || !/required: false/.test(text))
      throw new Error(`the hover does not show the definition field: ${text}`);
  });
  await shot('7-python-hover');
  await readmeShot(page, PYTHON_README_IMAGE, 'weather.py', async () => ({
    // The problem messages the hover shows, as the editor rendered them.
    word: 'days',
    hover: await page.locator('.monaco-hover:visible .marker.hover-contents > span:first-child').allInnerTexts(),
  }));
  await step('Ctrl+. wraps days in Annotated[…] and the squiggle goes', async () => {
    await quickFixOffered(page, at, 'Wrap the annotation');
    await chooseQuickFix(page, 'Wrap the annotation');
    await until('the parameter wrapped in Annotated[…]', async () => {
      const lines = await page.locator('.monaco-editor .view-lines').first().innerText();
      return lines.replace(/\u00a0/g, ' ').includes('days: Annotated[int, "TODO: describe days"] = 3');
    });
    await until('no error squiggle left', async () => (await page.locator('.monaco-editor .squiggly-error').count()) === 0);
  });
  await shot('8-python-fixed');
  await page.close();
}

/**
 * Clicks at `at` (a squiggle's centre) and opens the quick-fix menu until it offers an action starting with
 * `title`. A language server answers code actions late at first (TypeScript's says "No code actions available"
 * while it loads): the menu is asked for again while it is empty.
 */
async function quickFixOffered(page, at, title) {
  await page.keyboard.press('Escape');
  await page.mouse.click(at.x, at.y);
  await until(
    `${title} in the quick-fix menu`,
    async () => {
      const rows = page.locator('.action-widget .monaco-list-row.action');
      if (!(await rows.count())) {
        await page.keyboard.press('Escape');
        await page.keyboard.press('Control+.');
        await page.waitForTimeout(1000);
      }
      return (await rows.allInnerTexts()).some((t) => t.trim().startsWith(title));
    },
    60_000,
  );
}

/** Applies the open quick-fix menu's action starting with `title`. */
async function chooseQuickFix(page, title) {
  // The menu blocks pointer events around it: choose with the keyboard, as a person using Ctrl+. would.
  for (let i = 0; i < 10; i++) {
    const focused = (await page.locator('.action-widget .monaco-list-row.action.focused').allInnerTexts()).join('').trim();
    if (focused.startsWith(title)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The word of the editor's text under a box (a squiggle's), from the element at its centre. */
async function wordAt(page, box) {
  return page.evaluate(
    ({ x, y }) => {
      const range = document.caretRangeFromPoint?.(x, y);
      const node = range?.startContainer;
      if (!node || node.nodeType !== Node.TEXT_NODE) return undefined;
      const text = node.textContent ?? '';
      let from = range.startOffset;
      let to = range.startOffset;
      while (from > 0 && /\w/.test(text[from - 1])) from--;
      while (to < text.length && /\w/.test(text[to])) to++;
      return text.slice(from, to);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** The installed .vsix (its own code-server, nothing under development) and its page in the Extensions view. */
async function runPage(browser, workspace) {
  const { vsix, dir } = packageVsix(path.resolve(opt.extension));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  log(`packaged ${path.basename(vsix)} (${(fs.statSync(vsix).size / 1024).toFixed(0)} KB)`);
  const server = await startCodeServer({ folder: workspace, vsix, logFile: path.join(OUT, 'code-server-vsix.log') });
  cleanups.push(() => server.stop());
  const { page, shot, step } = await uiPage(browser);
  await page.goto(`${server.url}/?folder=${encodeURIComponent(workspace)}`);
  await checkExtensionPage({ page, step, shot, until, log });
  await page.close();
}

/**
 * The README's picture: the editor (squiggle + hover) and the first Problems rows, clipped from the page.
 * Always written to test-results/e2e/; with --docs-image also to docs/images/ (commit it, keep it < 200 KB), each with
 * NAME.json beside it: the input file and the text the picture shows (`shown()`), which test/lsp/pictures.test.ts
 * compares with what the current server says for the same input, so a picture cannot outlive its messages.
 */
async function readmeShot(page, name, input, shown) {
  const editor = await page.locator('.part.editor').boundingBox();
  const panel = await page.locator('.part.panel').boundingBox();
  if (!editor) return;
  // With the Problems panel open, its first rows too; else the editor alone.
  const bottom = panel && panel.height > 0 ? Math.min(panel.y + panel.height, panel.y + 106) : editor.y + Math.min(editor.height, 420);
  const clip = { x: editor.x, y: editor.y, width: editor.width, height: bottom - editor.y };
  const file = path.join(OUT, name);
  await page.screenshot({ path: file, clip });
  const record = path.join(OUT, name.replace(/\.png$/, '.json'));
  // `input`: the file shown, relative to the workspace, which is a copy of the fixtures folder.
  const fixture = path
    .relative(repo, path.join(path.resolve(opt.fixtures), input))
    .split(path.sep)
    .join('/');
  fs.writeFileSync(record, `${JSON.stringify({ picture: name, input: fixture, ...(await shown()) }, null, 2)}\n`);
  if (opt['docs-image']) {
    fs.copyFileSync(file, path.join(repo, 'docs', 'images', name));
    fs.copyFileSync(record, path.join(repo, 'docs', 'images', path.basename(record)));
    log(`wrote docs/images/${name} (${(fs.statSync(file).size / 1024).toFixed(0)} KB) and ${path.basename(record)}`);
  }
}

/** The extension's entry file must exist: this launcher builds nothing. */
function checkBuilt(dir) {
  const manifest = path.join(dir, 'package.json');
  if (!fs.existsSync(manifest)) throw new Error(`no extension at ${dir}: package.json is missing`);
  const main = JSON.parse(fs.readFileSync(manifest, 'utf8')).main;
  if (main && !fs.existsSync(path.resolve(dir, main)) && !fs.existsSync(path.resolve(dir, `${main}.js`))) {
    throw new Error(`${path.resolve(dir, main)} does not exist: run \`npm run build\` first`);
  }
}

async function main() {
  if (opt.vsix && opt.phase !== 'ui') {
    // Observed with code-server 4.100.3: without extensionDevelopmentPath the workbench never runs extensionTestsPath.
    throw new Error('--vsix checks the installed extension with --phase ui only: the suite needs a development folder');
  }
  if (!opt.vsix) checkBuilt(path.resolve(opt.extension));
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  let t0 = Date.now();
  ensureCodeServer();
  const { chromium } = requireTool('playwright-core', PLAYWRIGHT_VERSION, repo);
  // mocha for the suite: from the repo when it is a devDependency, else from the cache (see suite/index.js).
  const mochaPath = fs.existsSync(path.join(repo, 'node_modules', 'mocha'))
    ? ''
    : path.join(toolDir('mocha', MOCHA_VERSION), 'node_modules');
  log(`tools ready in ${secs(t0)}`);

  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-ws-'));
  cleanups.push(async () => fs.rmSync(workspace, { recursive: true, force: true }));
  fs.cpSync(opt.fixtures, workspace, { recursive: true });
  phase = 'start code-server';
  t0 = Date.now();
  const options = { folder: workspace, logFile: path.join(OUT, 'code-server.log'), env: { TOOLSCHEMA_E2E_NODE_PATH: mochaPath } };
  const server = opt.vsix ? await startCodeServerWithVsix(opt.vsix, options) : await startCodeServer(options);
  cleanups.push(() => server.stop());
  if (opt.vsix) log(`installed ${opt.vsix} into ${server.extension}`);
  log(`code-server ${server.url} (pid ${server.pid}) up in ${secs(t0)}; workspace ${workspace}`);
  phase = 'start chromium';
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  }); // our handlers clean up, then exit
  cleanups.push(() => browser.close());
  let code = 0;
  if (opt.phase === 'all' || opt.phase === 'suite') {
    phase = 'suite';
    code = await runSuite(browser, server, workspace);
  }
  if (opt.phase === 'all' || opt.phase === 'ui') {
    phase = 'ui';
    t0 = Date.now();
    try {
      await runUi(browser, server, workspace);
      log(`ui checks passed in ${secs(t0)}`);
    } catch (e) {
      console.error(`[e2e] FAILED ${e.message}`);
      code ||= 1;
    }
  }
  if (opt.phase === 'all' || opt.phase === 'page') {
    phase = 'page';
    t0 = Date.now();
    try {
      await runPage(browser, workspace);
      log(`extension page checks passed in ${secs(t0)}`);
    } catch (e) {
      console.error(`[e2e] FAILED ${e.message}`);
      code ||= 1;
    }
  }
  return code;
}

main()
  .then(
    (code) => ({ code, msg: code === 0 ? 'passed' : `FAILED (exit code ${code})` }),
    (err) => ({ code: 1, msg: `ERROR in phase "${phase}": ${err.stack ?? err}` }),
  )
  .then(async ({ code, msg }) => {
    clearTimeout(hardTimeout);
    await cleanup();
    (code === 0 ? console.log : console.error)(`[e2e] ${msg}`);
    console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
    process.exit(code);
  });
