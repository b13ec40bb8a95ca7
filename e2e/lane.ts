// Which lane a journey file uses: the one of the worker running it (VITEST_POOL_ID, 1 to maxWorkers). A worker
// runs one file at a time, so no two files use one lane at once (global-setup.ts).
import { inject } from 'vitest';
import type { E2eContext } from './context';

/** This file's lane: its server, accounts, mail folder and the run's Chromium. */
export function lane(): E2eContext {
  const lanes = inject('e2eLanes');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = lanes[worker - 1];
  if (!found) throw new Error(`No journey lane for worker ${worker}: global-setup made ${lanes.length}.`);
  return found;
}
