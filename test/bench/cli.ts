/** Section 3: the CLI on a few thousand generated tool definitions, against ajv-cli with the same schema. */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { toolDefinition } from './generate';
import { interleaved } from './measure';
import { row, type Row } from './table';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

export async function cliRow(files = 3000, runs = 5): Promise<Row> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-'));
  try {
    const tools = path.join(dir, 'tools');
    mkdirSync(tools);
    for (let i = 0; i < files; i++) writeFileSync(path.join(tools, `tool_${i}.tool.json`), toolDefinition(i + 1));
    const ours = () => run(process.execPath, [path.join(ROOT, 'dist/cli.js'), tools], { maxBuffer: 64 << 20 });
    const ajv = () =>
      run(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/ajv-cli/dist/index.js'),
          'validate',
          '-s',
          path.join(ROOT, 'schemas/arcade-tool-current.schema.json'),
          '-d',
          `${tools}/*.json`,
          '--strict=false',
        ],
        { maxBuffer: 64 << 20 },
      );
    // Both must succeed: every generated file is valid, and each tool exits non-zero (execFile rejects) otherwise.
    // (ajv-cli's per-file lines cannot be counted: it exits before a piped stdout is flushed.)
    const oursOut = await ours();
    await ajv();
    if (!new RegExp(`${files} files checked, no problems`).test(oursOut.stdout))
      throw new Error(`unexpected output: ${oursOut.stdout.slice(0, 500)}`);
    const [oursMs, ajvMs] = await interleaved([ours, ajv], runs, 1);
    return row({
      section: '3 CLI throughput',
      case: `${files} tool definitions`,
      ours: oursMs,
      unit: 'ms',
      reference: 'ajv-cli validate (ajv 8, draft-07)',
      referenceValue: ajvMs,
      target: '≤ 1.5×',
      met: oursMs / ajvMs <= 1.5,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
