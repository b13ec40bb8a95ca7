import { addDays } from '@common/domain/calendar';
import { AppError } from '../../errors';
import { dateParam, text } from '../../i18n/text';

/** How far ahead of the server's clock a phone's time may be (its clock a little fast). */
export const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * When a housekeeper tapped Start or Done: `at` from a phone that queued the tap offline, else now.
 * A time more than 5 minutes ahead, or before the day before the cleaning (local midnight), is a wrong
 * clock or the wrong cleaning: 422 on `at`, nothing changed.
 */
export function tapTime(at: string | undefined, serviceDate: string, now = new Date()): Date {
  if (at === undefined) return now;
  const when = new Date(at);
  if (when.getTime() > now.getTime() + FUTURE_SLACK_MS)
    throw new AppError('invalid', text('event.timeInFuture'), [{ field: 'at', message: text('event.timeInFuture') }]);
  // Local midnight of the day before: a cleaning of the 20th may be started late on the 19th.
  if (when < new Date(`${addDays(serviceDate, -1)}T00:00:00`)) {
    const tooEarly = text('event.timeTooEarly', { date: dateParam(serviceDate) });
    throw new AppError('invalid', tooEarly, [{ field: 'at', message: tooEarly }]);
  }
  return when;
}
