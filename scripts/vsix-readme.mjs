// Writes dist/README.vsix.md, the README that goes into the .vsix (`vsce package --readme-path`). VS Code's
// extension page shows a README in a webview that loads images only from https: or data: and resolves relative
// links against itself, not the extension, and the project has no web address to point at. So the package's copy
// embeds the pictures as data: URIs, turns links to the bundled rule pages into "Show rule documentation"
// command links (they open in the Markdown preview, offline), and leaves other relative links as plain text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const relative = (target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

export function vsixReadme(markdown, readFile = (p) => fs.readFileSync(path.join(repo, p))) {
  return markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]+\.png)\)/g, (all, alt, target) =>
      relative(target) ? `![${alt}](data:image/png;base64,${readFile(target).toString('base64')})` : all,
    )
    .replace(/(?<!!)\[([^\]]*)\]\(([^)\s]+)\)/g, (all, text, target) => {
      if (!relative(target)) return all;
      const page = /^docs\/rules\/([a-z]+\.md)(#[a-z0-9-]+)?$/.exec(target);
      if (!page) return text;
      const arg = encodeURIComponent(JSON.stringify([`docs/rules/${page[1]}${page[2] ?? ''}`]));
      return `[${text}](command:toolschema.showRuleDocs?${arg})`;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.join(repo, 'dist', 'README.vsix.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, vsixReadme(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
