import { formatDate, formatDateRange, formatDateTime } from '@common/domain/format';
import type { DbOrTx } from '../../db/client';
import type { ExtraKind } from '@common/domain/invoice';
import { translate } from '../../i18n/catalogue';
import { readStoredText } from '../../i18n/text';
import { notify } from './push.service';
import * as q from './push.queries';

// What the other modules call, inside their transactions, when something people should hear of happens.

/** The changes to a cleaning her phone hears of (`unassigned`: taken off her list, counted as cancelled). */
export type CleaningChange = 'assigned' | 'unassigned' | 'moved' | 'cancelled' | 'sent_back';

/**
 * Tells the housekeeper of cleaning `eventId` (or `userId`, someone it was just taken from) about a
 * change. `fallback: false` when she was already e-mailed about it (feed changes).
 */
export async function tellHousekeeper(
  tx: DbOrTx,
  eventId: number,
  change: CleaningChange,
  extra: { userId?: number | null; from?: string; reason?: string; fallback?: boolean } = {},
): Promise<void> {
  const cleaning = await q.cleaningForNotice(tx, eventId);
  const userId = extra.userId !== undefined ? extra.userId : cleaning?.assigneeUserId;
  if (!cleaning || !userId) return;
  await notify(
    tx,
    { userIds: [userId] },
    {
      kind: change === 'unassigned' ? 'cancelled' : change,
      message: change === 'unassigned' ? 'unassigned' : undefined,
      words: (language) => ({
        property: cleaning.propertyName,
        date: formatDate(cleaning.serviceDate, language),
        from: extra.from ? formatDate(extra.from, language) : '',
        reason: extra.reason ?? '',
      }),
      url: '/cleaning-events-employee',
      tag: `cleaning-${eventId}`,
      fallback: extra.fallback,
    },
  );
}

/** Tells the supervisors that a cleaning waits for their review. */
export async function tellReviewers(tx: DbOrTx, eventId: number): Promise<void> {
  const cleaning = await q.cleaningForNotice(tx, eventId);
  if (!cleaning) return;
  await notify(
    tx,
    { role: 'supervisor' },
    {
      kind: 'review',
      words: (language) => ({
        property: cleaning.propertyName,
        date: formatDate(cleaning.serviceDate, language),
        housekeeper: cleaning.assigneeName ?? '',
      }),
      url: '/supervisor-path',
      tag: `review-${eventId}`,
    },
  );
}

/** Tells the admins that a calendar feed has been failing long enough to be flagged (`error`: its stored text). */
export async function tellFeedFailing(
  tx: DbOrTx,
  feed: { id: number; propertyId: number; platform: string; since: Date; error: string },
): Promise<void> {
  const propertyName = (await q.propertyName(tx, feed.propertyId)) ?? '';
  await notify(
    tx,
    { role: 'admin' },
    {
      kind: 'feed_failing',
      words: (language) => ({
        property: propertyName,
        platform: feed.platform === 'other' || feed.platform === '' ? 'iCal' : feed.platform,
        since: formatDateTime(feed.since, language),
        error: readStoredText(language, feed.error) ?? '',
      }),
      url: '/airbnb',
      tag: `feed-${feed.id}`,
    },
  );
}

/** Tells the admins that a problem was reported at a cleaning. */
export async function tellProblem(
  tx: DbOrTx,
  problem: { id: number; eventId: number; reporter: string; description: string },
): Promise<void> {
  const cleaning = await q.cleaningForNotice(tx, problem.eventId);
  if (!cleaning) return;
  await notify(
    tx,
    { role: 'admin' },
    {
      kind: 'problem',
      words: () => ({ property: cleaning.propertyName, who: problem.reporter, description: problem.description }),
      url: '/problems',
      tag: `problem-${problem.id}`,
    },
  );
}

/** Tells the admins that a housekeeper asked for time off (it waits for their answer). */
export async function tellTimeOffRequested(
  tx: DbOrTx,
  request: { id: number; employeeName: string; startDate: string; endDate: string; note: string },
): Promise<void> {
  await notify(
    tx,
    { role: 'admin' },
    {
      kind: 'time_off_requested',
      words: (language) => ({
        name: request.employeeName,
        period:
          request.startDate === request.endDate
            ? formatDate(request.startDate, language, { weekday: true })
            : formatDateRange(request.startDate, request.endDate, language),
        note: request.note ? ` (${request.note.slice(0, 140)})` : '',
      }),
      url: '/staff',
      tag: `time-off-${request.id}`,
    },
  );
}

/** Tells the admins that a housekeeper asked for an extra on her cleaning (it waits for their approval). */
export async function tellExtraRequested(
  tx: DbOrTx,
  extra: { id: number; eventId: number; requester: string; kind: ExtraKind; description: string },
): Promise<void> {
  const cleaning = await q.cleaningForNotice(tx, extra.eventId);
  if (!cleaning) return;
  await notify(
    tx,
    { role: 'admin' },
    {
      kind: 'extra_requested',
      words: (language) => ({
        property: cleaning.propertyName,
        name: extra.requester,
        // Its kind, and her words when she wrote some ("Extra laundry (3 loads)").
        description: extra.description
          ? translate(language, 'extra.named', {
              kind: translate(language, `extra.kind.${extra.kind}`),
              description: extra.description.slice(0, 140),
            })
          : translate(language, `extra.kind.${extra.kind}`),
        date: formatDate(cleaning.serviceDate, language),
      }),
      url: '/dashboard',
      tag: `extra-${extra.id}`,
    },
  );
}
