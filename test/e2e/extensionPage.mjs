// Phase "page" of `npm run test:e2e`: the packaged .vsix, installed with `code-server --install-extension` (not as
// a development folder), and its page in the Extensions view: the icon and the README's picture must load from
// the package itself (docs/images/icon.png in the .vsix; the picture embedded by scripts/vsix-readme.mjs, since the
// page loads images only from https: or data:; nothing fetched). Screenshot 9-extension-page.png.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Builds the .vsix from the already built dist/ into a temp folder (as `npm run package` does); returns its path. */
export function packageVsix(repo) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolschema-vsix-'));
  const out = path.join(dir, 'toolschema.vsix');
  // The same packaging as `npm run package` (scripts/vsix.mjs: vsce on a copy without package.json's `files`).
  const r = spawnSync(process.execPath, [path.join(repo, 'scripts', 'vsix.mjs'), out], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`scripts/vsix.mjs failed:\n${r.stdout}\n${r.stderr}`);
  return { vsix: out, dir };
}

/** Loaded `<img>`s (natural size) in the page and all its frames (the README is a webview inside iframes). */
async function loadedImages(page) {
  const all = [];
  for (const frame of page.frames()) {
    const imgs = await frame
      .evaluate(() =>
        [...document.images].map((i) => ({ src: i.src, width: i.naturalWidth, height: i.naturalHeight, complete: i.complete })),
      )
      .catch(() => []);
    all.push(...imgs);
  }
  return all;
}

export async function checkExtensionPage({ page, step, shot, until, log }) {
  await step('workbench with the installed extension', () => page.waitForSelector('.monaco-workbench', { timeout: 60_000 }));
  await step('the extension page shows the 128×128 icon and the README picture, from the .vsix', async () => {
    await page.keyboard.press('Control+Shift+X');
    // The view opens on the installed extensions.
    const item = page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'toolschema' }).first();
    await until('toolschema among the installed extensions', async () => (await item.count()) > 0);
    await item.click();
    await page.waitForSelector('.extension-editor .header', { timeout: 30_000 });
    const icon = await until('the extension icon', async () => {
      const i = await page
        .locator('.extension-editor .header img.icon')
        .first()
        .evaluate((img) => ({ src: img.src, width: img.naturalWidth, height: img.naturalHeight }))
        .catch(() => undefined);
      return i && i.width > 0 && i;
    });
    log(`  icon: ${icon.width}×${icon.height} ${icon.src}`);
    if (icon.width !== 128 || icon.height !== 128 || !/icon\.png/.test(icon.src)) throw new Error(`icon ${JSON.stringify(icon)}`);
    let seen = [];
    const picture = await until('the README picture in the extension page', async () => {
      seen = await loadedImages(page);
      return seen.find((i) => i.src.startsWith('data:image/png') && i.complete && i.width > 600);
    }).catch((e) => {
      throw new Error(`${e.message}; images: ${JSON.stringify(seen.map((i) => ({ ...i, src: i.src.slice(0, 120) })))}`);
    });
    log(`  README picture: ${picture.width}×${picture.height}, embedded (${(picture.src.length / 1024).toFixed(0)} KB data: URI)`);
  });
  await shot('9-extension-page');
  for (const frame of page.frames()) {
    await frame.evaluate(() => [...document.images].find((i) => i.src.startsWith('data:image/png'))?.scrollIntoView()).catch(() => {});
  }
  await shot('9-extension-page-picture');
}
