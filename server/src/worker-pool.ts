// Untrusted files (spreadsheets, calendars) are parsed in worker threads, each with a V8 heap limit
// and a time limit per job, so no file can block the main thread or exhaust the server's memory
// (docs/decisions/0025). A job's module exports, as default, a function of one input to one answer.
import { Worker } from 'node:worker_threads';

export type WorkerLimits = {
  /** A job still running after this long (counted once the worker is ready) is ended with its worker. */
  timeoutMs: number;
  /** V8 heap of the worker; running out ends the worker, never the server. */
  maxHeapMb: number;
};

/** How a job ended: its answer, or why there is none. */
export type WorkerOutcome<O> =
  { kind: 'answer'; value: O } | { kind: 'timeout' } | { kind: 'out_of_memory' } | { kind: 'failed' };

type Reply = { type: 'ready' } | { type: 'answer'; value: unknown } | { type: 'failed' };
type Slot = { worker: Worker; ready: Promise<boolean>; dead: boolean; idle?: NodeJS.Timeout };

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

function spawn(module: URL, limits: WorkerLimits): Slot {
  const worker = new Worker(ENTRY, {
    workerData: { module: module.href },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  const slot: Slot = { worker, dead: false, ready: Promise.resolve(false) };
  slot.ready = new Promise((resolve) => {
    worker.once('message', (reply: Reply) => resolve(reply.type === 'ready'));
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(false));
  });
  worker.once('exit', () => (slot.dead = true));
  // A worker left in the pool never keeps the process alive by itself (re-referenced while it works).
  worker.unref();
  return slot;
}

// Runs one job on a slot; any outcome but an answer leaves the worker ended.
async function runOn<O>(slot: Slot, input: unknown, limits: WorkerLimits, transfer: ArrayBuffer[] = []) {
  slot.worker.ref();
  try {
    const outcome = await new Promise<WorkerOutcome<O>>((resolve) => {
      void slot.ready.then((ready) => {
        if (!ready || slot.dead) return resolve({ kind: 'failed' });
        const timer = setTimeout(() => resolve({ kind: 'timeout' }), limits.timeoutMs);
        const done = (outcome: WorkerOutcome<O>) => {
          clearTimeout(timer);
          slot.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          resolve(outcome);
        };
        const onMessage = (reply: Reply) =>
          done(reply.type === 'answer' ? { kind: 'answer', value: reply.value as O } : { kind: 'failed' });
        const onError = (err: Error & { code?: string }) =>
          done({ kind: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'failed' });
        const onExit = () => done({ kind: 'failed' });
        slot.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        slot.worker.postMessage(input, transfer);
      });
    });
    if (outcome.kind !== 'answer') await end(slot);
    return outcome;
  } finally {
    if (!slot.dead) slot.worker.unref();
  }
}

async function end(slot: Slot): Promise<void> {
  clearTimeout(slot.idle);
  slot.dead = true;
  await slot.worker.terminate();
}

/** Runs one job in a new worker thread that ends with it (a rare job: a spreadsheet upload). */
export async function runInWorker<O>(
  module: URL,
  input: unknown,
  limits: WorkerLimits,
  transfer?: ArrayBuffer[],
): Promise<WorkerOutcome<O>> {
  const slot = spawn(module, limits);
  const outcome = await runOn<O>(slot, input, limits, transfer);
  if (!slot.dead) await end(slot);
  return outcome;
}

export type WorkerPool<I, O> = {
  /** Runs one job as soon as a worker is free (jobs wait in order, off the main thread's way). */
  run: (input: I, opts?: { timeoutMs?: number }) => Promise<WorkerOutcome<O>>;
  /** Ends every worker; jobs still waiting answer `failed`. */
  close: () => Promise<void>;
};

/**
 * A few long-lived workers for a frequent job (a calendar sync): starting a worker costs about half
 * a second of CPU, so a worker that answered is kept for the next job until idle for `idleMs`. A
 * worker whose job timed out, ran out of memory or crashed is ended and replaced on demand.
 */
export function createWorkerPool<I, O>(
  module: URL,
  limits: WorkerLimits & { size: number; idleMs?: number },
): WorkerPool<I, O> {
  const free: Slot[] = [];
  const waiting: { input: I; timeoutMs: number; resolve: (outcome: WorkerOutcome<O>) => void }[] = [];
  let busy = 0;
  let closed = false;

  const pump = () => {
    while (!closed && waiting.length > 0 && busy < limits.size) {
      const job = waiting.shift()!;
      let slot = free.pop();
      while (slot?.dead) slot = free.pop();
      slot ??= spawn(module, limits);
      clearTimeout(slot.idle);
      busy++;
      const used = slot;
      void runOn<O>(used, job.input, { ...limits, timeoutMs: job.timeoutMs }).then((outcome) => {
        busy--;
        if (!used.dead && !closed) {
          used.idle = setTimeout(() => {
            const at = free.indexOf(used);
            if (at >= 0) free.splice(at, 1);
            void end(used);
          }, limits.idleMs ?? 60_000);
          used.idle.unref();
          free.push(used);
        } else if (!used.dead) void end(used);
        job.resolve(outcome);
        pump();
      });
    }
  };

  return {
    run: (input, opts = {}) =>
      new Promise((resolve) => {
        if (closed) return resolve({ kind: 'failed' });
        waiting.push({ input, timeoutMs: opts.timeoutMs ?? limits.timeoutMs, resolve });
        pump();
      }),
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.resolve({ kind: 'failed' });
      await Promise.all(free.splice(0).map(end));
    },
  };
}
