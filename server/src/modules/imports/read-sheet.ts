import { Worker } from 'node:worker_threads';
import { MAX_IMPORT_ROWS } from '@common/contracts/imports';
import { AppError } from '../../errors';
import type { ParsedSheet } from './parse-sheet';
import type { WorkerAnswer } from './parse-worker';
import { text } from '../../i18n/text';

export type ReadLimits = {
  /** The worker is terminated after this long (a zip bomb or a pathological file). */
  timeoutMs: number;
  maxRows: number;
  /** V8 heap of the worker; running out ends the worker, never the server. */
  maxHeapMb: number;
  /** Spreadsheets read at once; more answer 503 rather than pile up workers. */
  maxConcurrent: number;
};

/** Limits for reading one uploaded spreadsheet. */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  timeoutMs: 10_000,
  maxRows: MAX_IMPORT_ROWS,
  maxHeapMb: 256,
  maxConcurrent: 2,
};

const ENTRY = new URL('./parse-worker-entry.mjs', import.meta.url);
const UNREADABLE = text('import.unreadable');
let running = 0;

/** Parses a spreadsheet in a worker thread with a heap limit and a time limit; failures are 422s. */
export async function readSheetInWorker(
  bytes: Uint8Array,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): Promise<ParsedSheet> {
  if (running >= limits.maxConcurrent) {
    throw new AppError('unavailable', text('import.busy'));
  }
  running++;
  try {
    return await runWorker(bytes, limits);
  } finally {
    running--;
  }
}

function runWorker(bytes: Uint8Array, limits: ReadLimits): Promise<ParsedSheet> {
  // A private copy is handed over (transferred, not cloned again) so the request's buffer stays intact.
  const copy = new Uint8Array(bytes).buffer;
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(ENTRY, {
      workerData: { bytes: copy, maxRows: limits.maxRows },
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new AppError('invalid', text('import.tooSlow')))),
      limits.timeoutMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      finish(() => (answer.ok ? resolve(answer.sheet) : reject(new AppError('invalid', answer.message)))),
    );
    worker.on('error', (err: Error & { code?: string }) => {
      const tooBig = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(() => reject(new AppError('invalid', tooBig ? text('import.unpackedTooLarge') : UNREADABLE)));
    });
    worker.on('exit', () => finish(() => reject(new AppError('invalid', UNREADABLE))));
  });
}
