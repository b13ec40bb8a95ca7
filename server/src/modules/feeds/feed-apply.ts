// Writes a sync plan (or an admin's decision on a held one): creations, changes, miss counts, removals and
// flags, each with its history lines, in batches (docs/decisions/0041).
import type { DbOrTx } from '../../db/client';
import { CANCELLED_NOTE, recordHistory, type HistoryActor, type HistoryEntry } from '../../db/event-history';
import * as fe from './feed-events.queries';
import type { Notice } from './feed-notices';
import type { EventUpdate, SyncPlan } from './sync-plan';

const HISTORY_FIELDS = {
  serviceDate: 'service_date',
  checkOutDate: 'check_out_date',
  arrivalDate: 'arrival_date',
  eventSummary: 'event_summary',
} as const;

function historyOf(u: EventUpdate, names: Map<number, string>): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  if (u.restored) entries.push({ eventId: u.id, action: 'restored' });
  if (u.fields.propertyId !== undefined) {
    entries.push({
      eventId: u.id,
      action: 'changed',
      field: 'property',
      before: names.get(u.before.propertyId!) ?? null,
      after: names.get(u.fields.propertyId) ?? null,
    });
  }
  for (const [key, field] of Object.entries(HISTORY_FIELDS) as [keyof typeof HISTORY_FIELDS, string][]) {
    if (u.fields[key] !== undefined)
      entries.push({
        eventId: u.id,
        action: 'changed',
        field,
        before: u.before[key] ?? null,
        after: u.fields[key] ?? null,
      });
  }
  if (u.fields.unconfirmed === false) entries.push({ eventId: u.id, action: 'confirmed' });
  return entries;
}

/**
 * Writes a plan: creations, updates (with marks on assigned events that moved or came back),
 * miss counts, removals and flags, each with its history lines. Answers the counts and who to tell.
 */
export async function applyPlan(
  tx: DbOrTx,
  feedId: number,
  plan: Pick<SyncPlan, 'create' | 'update' | 'countMissing' | 'remove' | 'flag'>,
  actor: HistoryActor,
) {
  const notices: Notice[] = [];
  const created = await fe.insertFeedEvents(tx, feedId, plan.create);
  const propertyIds = plan.update.flatMap((u) =>
    u.fields.propertyId !== undefined ? [u.fields.propertyId, u.before.propertyId!] : [],
  );
  const names = await fe.propertyNames(tx, propertyIds);
  const now = new Date();
  const patches: fe.FeedEventPatch[] = [];
  const history: HistoryEntry[] = [];
  for (const u of plan.update) {
    const marks = {
      ...(u.restored && { cancelledAt: null }),
      ...(u.assigned &&
        u.movedFrom && { feedChange: 'moved' as const, feedChangeAt: now, feedChangeFrom: u.movedFrom }),
      ...(u.assigned && u.restored && { feedChange: 'restored' as const, feedChangeAt: now }),
    };
    patches.push({ id: u.id, ...u.fields, ...marks });
    history.push(...historyOf(u, names));
    if (marks.feedChange) notices.push({ eventId: u.id, kind: marks.feedChange, from: u.movedFrom ?? null });
  }
  patches.push(...plan.countMissing.map((m) => ({ id: m.id, feedMissingCount: m.feedMissingCount })));
  await fe.updateFeedEvents(tx, patches);
  await recordHistory(tx, actor, history);
  const removed = await fe.removeCancelled(tx, plan.remove);
  await recordHistory(
    tx,
    actor,
    removed.flatMap((id) => [
      { eventId: id, action: 'cancelled' as const },
      { eventId: id, action: 'deleted' as const },
    ]),
  );
  await fe.flagCancelled(tx, plan.flag, CANCELLED_NOTE);
  await recordHistory(
    tx,
    actor,
    plan.flag.map((id) => ({ eventId: id, action: 'cancelled' as const })),
  );
  notices.push(...plan.flag.map((id) => ({ eventId: id, kind: 'cancelled' as const, from: null })));
  return { created, updated: plan.update.length, removed: removed.length, flagged: plan.flag.length, notices };
}
