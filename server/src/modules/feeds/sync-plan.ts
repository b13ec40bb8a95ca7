// Pure: what one successful fetch of a feed must change, and nothing more. The rules are written up
// in docs/decisions/0006-feed-sync-rules.md.
import { pairMoves } from './move-pairing';
import type { FeedReservation, ParsedCalendar } from './parse-ical';

type Status = 'unassigned' | 'assigned' | 'in_review' | 'completed';

/** An event as the plan needs it: the feed's own events and the property's events of the same reservations. */
export type PlannedEvent = {
  id: number;
  feedId: number | null;
  propertyId: number;
  externalUid: string | null;
  reservationCode: string | null;
  reservationKey: string | null;
  checkInDate: string | null;
  serviceDate: string;
  checkOutDate: string | null;
  arrivalDate: string | null;
  eventSummary: string;
  status: Status;
  feedMissingCount: number;
  cancelled: boolean;
  unconfirmed: boolean;
  /** Fields an admin set by hand, which the feed leaves alone (input names: service_date...). */
  manualFields: string[];
};

/** The fields of an event that a feed decides. */
export type FeedEventFields = {
  propertyId: number;
  externalUid: string;
  reservationCode: string | null;
  reservationKey: string;
  checkInDate: string;
  serviceDate: string;
  checkOutDate: string;
  arrivalDate: string | null;
  eventSummary: string;
  unconfirmed: boolean;
};

/** A change to one event: the new values (and the old ones), and for a move the date it moved from. */
export type EventUpdate = {
  id: number;
  fields: Partial<FeedEventFields> & { feedId?: number; feedMissingCount?: number };
  before: Partial<FeedEventFields>;
  /** A housekeeper is assigned: a move, cancellation or return is marked and told. */
  assigned: boolean;
  /** The cleaning date moved (or, when an admin fixed it, the check-out did): from this date. */
  movedFrom?: string;
  /** The reservation is back after the event was flagged as cancelled. */
  restored?: boolean;
};

export type HoldReason = 'empty' | 'lost_most';

export type SyncPlan = {
  create: FeedEventFields[];
  update: EventUpdate[];
  /** Missing once: counted, nothing else changes yet. */
  countMissing: { id: number; feedMissingCount: number }[];
  /** Cancelled (missing twice, or STATUS:CANCELLED) and still unassigned: removed. */
  remove: number[];
  /** Cancelled and already assigned: flagged, the housekeeper and admins told. */
  flag: number[];
  /** The calendar lost most of its future stays at once: nothing is counted missing until an admin decides. */
  hold: { reason: HoldReason; eventIds: number[] } | null;
};

export type PlanInput = {
  feedId: number;
  propertyId: number;
  today: string;
  calendar: Pick<ParsedCalendar, 'reservations' | 'unreadable'>;
  events: PlannedEvent[];
  /** A Booking.com feed: its closed periods are unconfirmed cleanings, not blocks. */
  booking: boolean;
  /** Reservation keys an admin removed on purpose at this property. */
  dismissed: ReadonlySet<string>;
  /** Check-in days of the property's other feeds, for the next arrival. */
  otherArrivals?: string[];
};

/** Fetches in a row without a reservation before its event is cancelled. */
export const MISSING_FETCHES_TO_CANCEL = 2;
const SERVICED = new Set<Status>(['in_review', 'completed']);
const FEED_FIELDS = {
  propertyId: 'property_id',
  serviceDate: 'service_date',
  checkOutDate: 'check_out_date',
  arrivalDate: 'arrival_date',
  eventSummary: 'event_summary',
} as const;

/** The event summary: the feed's summary, prefixed with the reservation code when there is one. */
export function eventSummaryOf(r: Pick<FeedReservation, 'summary' | 'reservationCode'>): string {
  const summary = r.summary || 'Reservation';
  if (!r.reservationCode || summary.includes(r.reservationCode)) return summary.slice(0, 500);
  return `${r.reservationCode} · ${summary}`.slice(0, 500);
}

/** How a reservation is known at its property: its code when it has one, else its UID. */
export function reservationKeyOf(r: Pick<FeedReservation, 'uid' | 'reservationCode'>): string {
  return r.reservationCode ? `code:${r.reservationCode}` : `uid:${r.uid}`;
}

type Stay = FeedReservation & { unconfirmed: boolean };

// What of the calendar needs a cleaning: stays, and in a Booking.com feed every closed period too.
function staysOf(input: PlanInput): Stay[] {
  const seen = new Set<string>();
  const stays: Stay[] = [];
  for (const r of input.calendar.reservations) {
    if (r.cancelled || r.kind === 'tentative' || (r.kind === 'block' && !input.booking)) continue;
    const key = reservationKeyOf(r);
    if (seen.has(key) || seen.has(`uid:${r.uid}`)) continue;
    seen.add(key).add(`uid:${r.uid}`);
    stays.push({ ...r, unconfirmed: r.kind === 'block' });
  }
  return stays;
}

/** Arrival days of the property, sorted, each with the stay it starts (none for other feeds' arrivals). */
type Arrivals = { day: string; uid: string | null }[];

function arrivalsOf(stays: Stay[], others: string[]): Arrivals {
  return [...stays.map((s) => ({ day: s.start, uid: s.uid })), ...others.map((day) => ({ day, uid: null }))].sort(
    (a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
  );
}

// The next guests' arrival on or after this check-out: the first arrival day >= end of another stay.
function arrivalAfter(end: string, uid: string, arrivals: Arrivals): string | null {
  let lo = 0;
  let hi = arrivals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arrivals[mid]!.day < end) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < arrivals.length; i++) if (arrivals[i]!.uid !== uid) return arrivals[i]!.day;
  return null;
}

function fieldsOf(r: Stay, input: PlanInput, arrivals: Arrivals): FeedEventFields {
  return {
    propertyId: input.propertyId,
    externalUid: r.uid,
    reservationCode: r.reservationCode,
    reservationKey: reservationKeyOf(r),
    checkInDate: r.start,
    serviceDate: r.end,
    checkOutDate: r.end,
    arrivalDate: arrivalAfter(r.end, r.uid, arrivals),
    eventSummary: eventSummaryOf(r),
    unconfirmed: r.unconfirmed,
  };
}

function updateOf(e: PlannedEvent, want: FeedEventFields, feedId: number): EventUpdate | null {
  const fields: EventUpdate['fields'] = {};
  for (const [key, input] of Object.entries(FEED_FIELDS) as [keyof typeof FEED_FIELDS, string][]) {
    if (!e.manualFields.includes(input) && e[key] !== want[key]) Object.assign(fields, { [key]: want[key] });
  }
  for (const key of ['externalUid', 'reservationCode', 'reservationKey', 'checkInDate'] as const)
    if (e[key] !== want[key]) Object.assign(fields, { [key]: want[key] });
  // A feed confirms a period (it now names a guest) but never takes back an admin's confirmation.
  if (e.unconfirmed && !want.unconfirmed) fields.unconfirmed = false;
  if (e.feedId !== feedId) fields.feedId = feedId;
  if (e.feedMissingCount > 0) fields.feedMissingCount = 0;
  const dateMoved =
    fields.serviceDate !== undefined || (e.manualFields.includes('service_date') && fields.checkOutDate !== undefined);
  const before = Object.fromEntries(
    Object.keys(fields).map((k) => [k, e[k as keyof PlannedEvent]]),
  ) as Partial<FeedEventFields>;
  const update: EventUpdate = {
    id: e.id,
    fields,
    before,
    assigned: e.status === 'assigned',
    ...(dateMoved && { movedFrom: e.serviceDate }),
    ...(e.cancelled && { restored: true }),
  };
  return Object.keys(fields).length > 0 || e.cancelled ? update : null;
}

/**
 * Compares a feed's calendar with the events it made and answers what to change (see the decision
 * record): a reservation is matched per property by code, else UID, else as a move under a new UID;
 * serviced and past events are never touched; a reservation is cancelled when the calendar says so
 * or after two successful fetches without it, unless the calendar lost most of its future stays at
 * once, which is held for an admin.
 */
export function planSync(input: PlanInput): SyncPlan {
  const { today, feedId } = input;
  const plan: SyncPlan = { create: [], update: [], countMissing: [], remove: [], flag: [], hold: null };
  const stays = staysOf(input);
  const arrivals = arrivalsOf(stays, input.otherArrivals ?? []);
  const byId = new Map(input.events.map((e) => [e.id, e]));
  const byKey = new Map<string, PlannedEvent>();
  const byUid = new Map<string, PlannedEvent>();
  for (const e of input.events) {
    if (e.reservationKey && !byKey.has(e.reservationKey)) byKey.set(e.reservationKey, e);
    if (e.externalUid && !byUid.has(e.externalUid)) byUid.set(e.externalUid, e);
  }
  const findEvent = (r: FeedReservation) => byKey.get(reservationKeyOf(r)) ?? byUid.get(r.uid);
  const matched = new Map<number, Stay>();
  const appeared: Stay[] = [];
  for (const r of stays) {
    const e = findEvent(r);
    if (e && !matched.has(e.id)) matched.set(e.id, r);
    else if (!e) appeared.push(r);
  }
  const own = input.events.filter((e) => e.feedId === feedId);
  const open = (e: PlannedEvent) => !SERVICED.has(e.status) && !e.cancelled;
  const isDismissed = (r: FeedReservation) =>
    input.dismissed.has(reservationKeyOf(r)) || input.dismissed.has(`uid:${r.uid}`);
  const moves = pairMoves(
    own.filter((e) => !matched.has(e.id) && open(e) && e.serviceDate >= today),
    appeared.filter((r) => r.end >= today && !isDismissed(r)),
  );
  for (const [id, r] of moves.pairs) matched.set(id, r);
  const fresh = moves.left;

  for (const [id, r] of matched) {
    const e = byId.get(id)!;
    // Another feed's event is that feed's to keep; an orphan (its feed was deleted) is adopted.
    if (e.feedId !== null && e.feedId !== feedId) continue;
    if (SERVICED.has(e.status) || e.serviceDate < today) continue;
    const update = updateOf(e, fieldsOf(r, input, arrivals), feedId);
    if (update) plan.update.push(update);
  }
  for (const r of fresh) plan.create.push(fieldsOf(r, input, arrivals));

  const cancelNow = (e: PlannedEvent) => (e.status === 'unassigned' ? plan.remove : plan.flag).push(e.id);
  const said = new Set<number>();
  for (const r of input.calendar.reservations.filter((x) => x.cancelled)) {
    const e = findEvent(r);
    if (e && e.feedId === feedId && !matched.has(e.id) && open(e) && e.serviceDate >= today) {
      said.add(e.id);
      cancelNow(e);
    }
  }
  // A stay that ended (or ends today) leaving the calendar is the platform tidying up (Airbnb drops
  // stays about a day after they end), never a cancellation; neither is an event it could not read.
  const unreadable = new Set(input.calendar.unreadable);
  const future = own.filter((e) => open(e) && e.serviceDate > today);
  const vanished = future.filter(
    (e) => !matched.has(e.id) && !said.has(e.id) && !(e.externalUid && unreadable.has(e.externalUid)),
  );
  const futureStays = stays.filter((r) => r.end > today).length;
  if (vanished.length > 0 && (futureStays === 0 || (vanished.length >= 2 && vanished.length * 2 > future.length))) {
    plan.hold = { reason: futureStays === 0 ? 'empty' : 'lost_most', eventIds: vanished.map((e) => e.id) };
    return plan;
  }
  for (const e of vanished) {
    const missing = e.feedMissingCount + 1;
    if (missing < MISSING_FETCHES_TO_CANCEL) plan.countMissing.push({ id: e.id, feedMissingCount: missing });
    else cancelNow(e);
  }
  return plan;
}

/** Tells whether a plan changes nothing. */
export function isEmptyPlan(plan: SyncPlan): boolean {
  return (
    plan.create.length + plan.update.length + plan.countMissing.length + plan.remove.length + plan.flag.length === 0 &&
    plan.hold === null
  );
}
