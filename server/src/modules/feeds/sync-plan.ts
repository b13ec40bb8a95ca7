import type { FeedReservation } from './parse-ical';

/** A feed's event as the plan needs it. */
export type PlannedEvent = {
  id: number;
  propertyId: number;
  externalUid: string | null;
  reservationCode: string | null;
  serviceDate: string;
  checkOutDate: string | null;
  arrivalDate: string | null;
  eventSummary: string;
  status: 'unassigned' | 'assigned' | 'in_review' | 'completed';
  feedMissingCount: number;
  cancelled: boolean;
};

/** The fields of an event that a feed decides. */
export type FeedEventFields = {
  propertyId: number;
  externalUid: string;
  reservationCode: string | null;
  serviceDate: string;
  checkOutDate: string;
  arrivalDate: string | null;
  eventSummary: string;
};

/** What applying one successful fetch must change, and nothing more. */
export type SyncPlan = {
  create: FeedEventFields[];
  update: { id: number; fields: Partial<FeedEventFields> & { feedMissingCount?: number; cancelled?: false } }[];
  /** Missing once: counted, nothing else changes yet. */
  countMissing: { id: number; feedMissingCount: number }[];
  /** Missing twice in a row and still unassigned: removed. */
  remove: number[];
  /** Missing twice in a row and already assigned: flagged as cancelled. */
  flag: number[];
};

/** Fetches in a row without a reservation before its event is cancelled. */
export const MISSING_FETCHES_TO_CANCEL = 2;
const SERVICED = new Set(['in_review', 'completed']);

/** The event summary: the feed's summary, prefixed with the reservation code when there is one. */
export function eventSummaryOf(r: Pick<FeedReservation, 'summary' | 'reservationCode'>): string {
  const summary = r.summary || 'Reservation';
  if (!r.reservationCode || summary.includes(r.reservationCode)) return summary.slice(0, 500);
  return `${r.reservationCode} · ${summary}`.slice(0, 500);
}

// The next stay's check-in on or after this check-out: when the next guests arrive.
function arrivalAfter(end: string, uid: string, stays: FeedReservation[]): string | null {
  let best: string | null = null;
  for (const s of stays) if (s.uid !== uid && s.start >= end && (best === null || s.start < best)) best = s.start;
  return best;
}

function fieldsOf(r: FeedReservation, propertyId: number, stays: FeedReservation[]): FeedEventFields {
  return {
    propertyId,
    externalUid: r.uid,
    reservationCode: r.reservationCode,
    serviceDate: r.end,
    checkOutDate: r.end,
    arrivalDate: arrivalAfter(r.end, r.uid, stays),
    eventSummary: eventSummaryOf(r),
  };
}

function changedFields(e: PlannedEvent, want: FeedEventFields, uidTaken: boolean): Partial<FeedEventFields> {
  const out: Partial<FeedEventFields> = {};
  for (const key of ['propertyId', 'reservationCode', 'serviceDate', 'checkOutDate', 'arrivalDate', 'eventSummary'] as const) {
    if (e[key] !== want[key]) Object.assign(out, { [key]: want[key] });
  }
  if (e.externalUid !== want.externalUid && !uidTaken) out.externalUid = want.externalUid;
  return out;
}

/**
 * Compares a feed's stays with the events it made before and answers what to change: a stay is
 * matched by reservation code, else by UID; blocked dates make no event; stays that ended before
 * `today` make no new event; serviced events are never touched; an event from today on that two
 * successful fetches in a row no longer list is removed (unassigned) or flagged (assigned).
 */
export function planSync(input: { propertyId: number; today: string; reservations: FeedReservation[]; events: PlannedEvent[] }): SyncPlan {
  const { propertyId, today, events } = input;
  const stays = input.reservations.filter((r) => !r.blocked);
  const plan: SyncPlan = { create: [], update: [], countMissing: [], remove: [], flag: [] };
  const byCode = new Map<string, PlannedEvent>();
  const byUid = new Map<string, PlannedEvent>();
  for (const e of events) {
    if (e.reservationCode && !byCode.has(e.reservationCode)) byCode.set(e.reservationCode, e);
    if (e.externalUid) byUid.set(e.externalUid, e);
  }
  const matched = new Set<number>();
  const seenKeys = new Set<string>();
  for (const r of stays) {
    const key = r.reservationCode ? `code:${r.reservationCode}` : `uid:${r.uid}`;
    if (seenKeys.has(key) || seenKeys.has(`uid:${r.uid}`)) continue;
    seenKeys.add(key).add(`uid:${r.uid}`);
    const found = (r.reservationCode ? byCode.get(r.reservationCode) : undefined) ?? byUid.get(r.uid);
    const want = fieldsOf(r, propertyId, stays);
    if (!found || matched.has(found.id)) {
      if (r.end >= today && !byUid.has(r.uid)) plan.create.push(want);
      continue;
    }
    matched.add(found.id);
    if (SERVICED.has(found.status) || found.serviceDate < today) continue;
    const holder = byUid.get(r.uid);
    const fields = { ...changedFields(found, want, holder !== undefined && holder.id !== found.id) };
    const patch = { ...fields, ...(found.feedMissingCount ? { feedMissingCount: 0 } : {}), ...(found.cancelled ? { cancelled: false as const } : {}) };
    if (Object.keys(patch).length > 0) plan.update.push({ id: found.id, fields: patch });
  }
  for (const e of events) {
    if (matched.has(e.id) || SERVICED.has(e.status) || e.serviceDate < today || e.cancelled) continue;
    const missing = e.feedMissingCount + 1;
    if (missing < MISSING_FETCHES_TO_CANCEL) plan.countMissing.push({ id: e.id, feedMissingCount: missing });
    else if (e.status === 'unassigned') plan.remove.push(e.id);
    else plan.flag.push(e.id);
  }
  return plan;
}
