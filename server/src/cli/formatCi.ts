/** The CI formats: GitHub Actions workflow commands and JUnit XML. */
import { escapeText } from './escape';
import type { FileResult } from './format';

const GITHUB_COMMAND = { error: 'error', warning: 'warning', info: 'notice', hint: 'notice' } as const;

/**
 * A workflow command's message: `%`, CR and LF are escaped as the runner unescapes them (so a message cannot end
 * the command and start a forged one); other control characters become visible escapes.
 */
export const escapeGithubData = (s: string) => escapeText(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
/** A property value (`file=`, `title=`): also `:` and `,`, which end a property. */
export const escapeGithubProperty = (s: string) => escapeGithubData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule>::message`, one line per problem. */
export function formatGithub(results: FileResult[], relative: (p: string) => string): string {
  const lines = results.flatMap((r) =>
    r.problems.map((p) => {
      const where = `file=${escapeGithubProperty(relative(r.path))},line=${p.line},col=${p.column},endLine=${p.endLine},endColumn=${p.endColumn}`;
      return `::${GITHUB_COMMAND[p.severity]} ${where},title=${escapeGithubProperty(p.code)}::${escapeGithubData(p.message)}`;
    }),
  );
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** XML 1.0 text: markup characters as entities; characters XML cannot hold (and our unsafe ones) as visible escapes. */
const xml = (s: string) =>
  escapeText(s)
    .replace(NOT_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Characters XML 1.0 cannot hold at all that escapeText leaves: U+FFFE, U+FFFF and halves of surrogate pairs. */
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One test suite per file, one failing test case per problem (ESLint's junit formatter's shape). */
export function formatJunit(results: FileResult[], relative: (p: string) => string): string {
  const suites = results.map((r) => {
    const name = xml(relative(r.path));
    const cases = r.problems.map(
      (p) =>
        `    <testcase time="0" name="${xml(p.code)}" classname="${name}">\n` +
        `      <failure message="${xml(p.message)}" type="${p.severity}">${p.severity} at line ${p.line}, column ${p.column}: ${xml(p.message)} (${xml(p.code)})</failure>\n` +
        `    </testcase>`,
    );
    if (!cases.length) cases.push(`    <testcase time="0" name="${name}" classname="${name}" />`);
    return `  <testsuite package="toolschema" time="0" tests="${cases.length}" errors="0" failures="${r.problems.length}" name="${name}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<testsuites>\n${suites.join('\n')}${suites.length ? '\n' : ''}</testsuites>\n`;
}
