/**
 * Section `pool` (only with --only=pool): the CLI on 100 … 7,000 replicated tool definitions in one thread, and with
 * one and two worker threads beside the main thread, interleaved; the figures behind POOL_THRESHOLD.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI, node, writeToolDefinitions } from './cli';
import { interleaved } from './measure';
import { row, type Row } from './table';

const CONFIGS = {
  'one thread': { TOOLSCHEMA_CLI_POOL_THRESHOLD: '1000000000' },
  'main + 1 worker': { TOOLSCHEMA_CLI_POOL_THRESHOLD: '1', TOOLSCHEMA_CLI_WORKERS: '1' },
  'main + 2 workers': { TOOLSCHEMA_CLI_POOL_THRESHOLD: '1', TOOLSCHEMA_CLI_WORKERS: '2' },
};

export async function poolRows(sizes = [100, 500, 2000, 7000], runs = 5): Promise<Row[]> {
  const rows: Row[] = [];
  for (const files of sizes) {
    const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-pool-'));
    try {
      const { folder } = writeToolDefinitions(dir, files);
      const [single, ...pooled] = await interleaved(
        Object.values(CONFIGS).map((env) => () => node([CLI, folder], { ...process.env, ...env })),
        runs,
        1,
      );
      Object.keys(CONFIGS)
        .slice(1)
        .forEach((name, i) =>
          rows.push(
            row({
              section: 'pool',
              case: `${files} files, ${name}`,
              ours: pooled[i],
              unit: 'ms',
              reference: 'one thread',
              referenceValue: single,
            }),
          ),
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
