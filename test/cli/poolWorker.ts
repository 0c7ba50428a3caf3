/**
 * A pool worker for parallel.test.ts: lints nothing, answers each file with the thread that took it, and tells the
 * test (over a BroadcastChannel) once it has answered one, so the test can make the main thread wait for it.
 */
import { BroadcastChannel, threadId } from 'node:worker_threads';
import { serveWorker } from '../../server/src/cli/parallel';
import { ReadError } from '../../server/src/node/read';
import { stackDepth } from '../helpers/stackDepth';

const channel = new BroadcastChannel('toolschema-pool-test');
channel.unref(); // the worker ends when its files are done
serveWorker(async (file) => {
  if (file.endsWith('unreadable.json')) throw new ReadError('permission denied');
  channel.postMessage('answered');
  if (file.endsWith('.depth')) return { path: file, schemaId: `depth ${stackDepth()}`, problems: [] };
  return { path: file, schemaId: `thread ${threadId}`, problems: [] };
});
