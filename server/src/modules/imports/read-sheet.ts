import { MAX_IMPORT_ROWS } from '@common/contracts/imports';
import { AppError } from '../../errors';
import type { ParsedSheet } from './parse-sheet';
import type { WorkerAnswer } from './parse-worker';
import { text } from '../../i18n/text';
import { runInWorker } from '../../worker-pool';

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

const JOB = new URL('./parse-worker.ts', import.meta.url);
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
    // A private copy is handed over (transferred, not cloned again) so the request's buffer stays intact.
    const copy = new Uint8Array(bytes).buffer;
    const outcome = await runInWorker<WorkerAnswer>(JOB, { bytes: copy, maxRows: limits.maxRows }, limits, [copy]);
    if (outcome.kind === 'answer') {
      if (outcome.value.ok) return outcome.value.sheet;
      throw new AppError('invalid', outcome.value.message);
    }
    if (outcome.kind === 'timeout') throw new AppError('invalid', text('import.tooSlow'));
    if (outcome.kind === 'out_of_memory') throw new AppError('invalid', text('import.unpackedTooLarge'));
    throw new AppError('invalid', text('import.unreadable'));
  } finally {
    running--;
  }
}
