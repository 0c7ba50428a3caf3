/**
 * toolschema-lint's (and toolschema-convert's) main run inside the test process: what a test about a report's content needs (its output, its
 * exit status) without starting a Node process per run (~0.2 CPU seconds each, most of the CLI tests' cost). The
 * binary itself (shebang, real stdin, exit codes of the process) keeps its own spawned tests.
 */
import { main, type RunContext } from '../../server/src/cli/main';
import { main as runConvert } from '../../server/src/cli/convert';

export interface LintRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `toolschema-lint ...args` in `cwd`, as a terminal-less run (no colour); `context` as `main` takes it (stdin, fast path). */
export async function lintMain(cwd: string, args: string[], context: RunContext = {}): Promise<LintRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(
    args,
    cwd,
    (s) => (stdout += s),
    (s) => (stderr += s),
    context,
  );
  return { status, stdout, stderr };
}

/** `toolschema-convert ...args` in `cwd`: its main in this process, as lintMain runs toolschema-lint's. */
export function convertMain(cwd: string, args: string[]): LintRun {
  let stdout = '';
  let stderr = '';
  const status = runConvert(
    args,
    cwd,
    (s) => (stdout += s),
    (s) => (stderr += s),
  );
  return { status, stdout, stderr };
}
