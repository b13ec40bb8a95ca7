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
export function tapTime(at: string | undefined, serviceDate: string, now = new Date(), field = 'at'): Date {
  if (at === undefined) return now;
  const when = new Date(at);
  if (when.getTime() > now.getTime() + FUTURE_SLACK_MS)
    throw new AppError('invalid', text('event.timeInFuture'), [{ field, message: text('event.timeInFuture') }]);
  // Local midnight of the day before: a cleaning of the 20th may be started late on the 19th.
  if (when < new Date(`${addDays(serviceDate, -1)}T00:00:00`)) {
    const tooEarly = text('event.timeTooEarly', { date: dateParam(serviceDate) });
    throw new AppError('invalid', tooEarly, [{ field, message: tooEarly }]);
  }
  return when;
}

/**
 * When she answered a checklist item (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md): `answered_at`
 * from a phone that kept the answer offline, bounded as a tap (tapTime) and not before the cleaning was
 * started; else now. 422 on `answered_at`, nothing changed.
 */
export function answerTime(
  at: string | undefined,
  event: { serviceDate: string; startedAt: Date | null },
  now = new Date(),
): Date {
  const when = tapTime(at, event.serviceDate, now, 'answered_at');
  if (at !== undefined && event.startedAt && when < event.startedAt) {
    const beforeStart = text('checklist.answeredBeforeStart');
    throw new AppError('invalid', beforeStart, [{ field: 'answered_at', message: beforeStart }]);
  }
  return when;
}
