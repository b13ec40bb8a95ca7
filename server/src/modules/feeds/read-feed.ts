// A downloaded calendar is parsed off the main thread (decision 0025): in a
// worker with a time limit and a heap limit, so a hostile file (a minutely time-zone rule, deep
// nesting) costs that worker, never /api/health or the other requests.
import { text, type Text } from '../../i18n/text';
import { createWorkerPool } from '../../worker-pool';
import type { FeedParseAnswer } from './parse-worker';
import type { ParsedCalendar } from './parse-ical';

/** Seconds one calendar may take to parse. */
export const PARSE_TIMEOUT_MS = 10_000;
/** Heap of a parsing worker: a 5 MB calendar of 5,000 events needs well under 100 MB. */
export const PARSE_HEAP_MB = 256;

// Two workers for the whole process (the periodic sync and "Sync now" share them): feeds wait their
// turn rather than start a worker each, on a machine of two cores.
const pool = createWorkerPool<{ body: string; timeZone: string }, FeedParseAnswer>(
  new URL('./parse-worker.ts', import.meta.url),
  { size: 2, timeoutMs: PARSE_TIMEOUT_MS, maxHeapMb: PARSE_HEAP_MB },
);

/** A calendar read in a worker: its reservations, or the sentence saying why not (and, for the log, what failed). */
export async function readFeedInWorker(
  body: string,
  opts: { timeZone: string; timeoutMs?: number },
): Promise<{ calendar: ParsedCalendar } | { message: Text; problem?: string }> {
  const timeoutMs = opts.timeoutMs ?? PARSE_TIMEOUT_MS;
  const outcome = await pool.run({ body, timeZone: opts.timeZone }, { timeoutMs });
  if (outcome.kind === 'answer') {
    const answer = outcome.value;
    return answer.ok ? { calendar: answer.calendar } : { message: answer.message, problem: answer.problem };
  }
  if (outcome.kind === 'timeout')
    return { message: text('feed.parseTooSlow', { seconds: Math.round(timeoutMs / 100) / 10 }) };
  if (outcome.kind === 'out_of_memory') return { message: text('feed.parseTooLarge', { mb: PARSE_HEAP_MB }) };
  return { message: text('feed.calendarUnreadable'), problem: 'the parsing worker failed' };
}
