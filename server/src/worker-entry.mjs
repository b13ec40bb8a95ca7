// Worker entry in plain JavaScript: a worker thread does not inherit the parent's TypeScript loader
// (neither under `node --import tsx` nor under vitest), so it registers tsx itself, then loads the
// job's module (`workerData.module`, whose default export handles one input) and answers each
// message with `{ type: 'answer', value }`, or `{ type: 'failed' }` when the handler throws.
import { register } from 'tsx/esm/api';
import { parentPort, workerData } from 'node:worker_threads';

register();
const { default: handle } = await import(workerData.module);
parentPort.on('message', async (input) => {
  let reply;
  try {
    reply = { type: 'answer', value: await handle(input) };
  } catch {
    reply = { type: 'failed' };
  }
  parentPort.postMessage(reply);
});
parentPort.postMessage({ type: 'ready' });
