import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@common/domain/calendar';
import { pairMoves, type PairableEvent } from './move-pairing';
import type { FeedReservation } from './parse-ical';
import { planSync, type PlannedEvent } from './sync-plan';

type Reservation = Pick<FeedReservation, 'reservationCode' | 'start' | 'end'> & { n: number };

// The rule as first written (docs/decisions/0006): each reservation in turn compared with every free
// event; of equally overlapping ones the first listed. Listed by arrival day, that is the rule the
// pairing keeps: the oracle the fast pairing must agree with.
function comparingEveryPair(vanished: PairableEvent[], appeared: Reservation[]) {
  const overlap = (e: PairableEvent, r: Reservation) => {
    const start = e.checkInDate! > r.start ? e.checkInDate! : r.start;
    const end = (e.checkOutDate ?? e.serviceDate) < r.end ? (e.checkOutDate ?? e.serviceDate) : r.end;
    return daysBetween(start, end);
  };
  const free = vanished
    .filter((e) => e.checkInDate !== null)
    .sort((a, b) => (a.checkInDate! < b.checkInDate! ? -1 : a.checkInDate! > b.checkInDate! ? 1 : 0));
  const pairs = new Map<number, Reservation>();
  const left: Reservation[] = [];
  for (const r of appeared) {
    const fits = free.filter(
      (e) => !pairs.has(e.id) && !(e.reservationCode && r.reservationCode && e.reservationCode !== r.reservationCode),
    );
    const best =
      fits.find((e) => e.checkInDate === r.start) ??
      fits.filter((e) => overlap(e, r) > 0).sort((a, b) => overlap(b, r) - overlap(a, r))[0];
    if (best) pairs.set(best.id, r);
    else left.push(r);
  }
  return { pairs, left };
}

// A small deterministic generator (mulberry32), so a failure can be replayed.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY0 = '2027-03-01';

describe('pairMoves', () => {
  it('pairs as comparing every event with every reservation would, on 3,000 random calendars full of ties', () => {
    const next = random(39);
    const int = (n: number) => Math.floor(next() * n);
    const code = () => [null, null, 'HMAAAAAAAA', 'HMBBBBBBBB'][int(4)]!;
    for (let round = 0; round < 3_000; round++) {
      // Few days and few codes: many events share an arrival day, an overlap or a code.
      const vanished: PairableEvent[] = Array.from({ length: int(14) }, (_, i) => {
        const checkIn = int(10) === 0 ? null : addDays(DAY0, int(12));
        const out = addDays(checkIn ?? DAY0, int(8) - 1);
        return {
          id: 100 + i,
          reservationCode: code(),
          checkInDate: checkIn,
          serviceDate: out,
          checkOutDate: int(5) === 0 ? null : out,
        };
      });
      const appeared: Reservation[] = Array.from({ length: int(14) }, (_, n) => {
        const start = addDays(DAY0, int(14) - 1);
        return { n, reservationCode: code(), start, end: addDays(start, int(7)) };
      });
      const got = pairMoves(vanished, appeared);
      const want = comparingEveryPair(vanished, appeared);
      const described = (p: { pairs: Map<number, Reservation>; left: Reservation[] }) => ({
        pairs: [...p.pairs].map(([id, r]) => [id, r.n]).sort((a, b) => a[0]! - b[0]!),
        left: p.left.map((r) => r.n),
      });
      expect(described(got), `round ${round}`).toEqual(described(want));
    }
  });
});

// The feed's own events, each read through a proxy that counts property reads and refuses to go past
// `budget`: the plan may look at each event a bounded number of times, not once per reservation.
function counted(events: PlannedEvent[], budget: number) {
  let reads = 0;
  const proxies = events.map(
    (e) =>
      new Proxy(e, {
        get(target, key, receiver) {
          if (++reads > budget) throw new Error(`more than ${budget} reads of ${events.length} events`);
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
  );
  return { proxies, reads: () => reads };
}

const FEED = 7;
const feedEvent = (i: number, checkIn: string, checkOut: string): PlannedEvent => ({
  id: i + 1,
  feedId: FEED,
  propertyId: 1,
  externalUid: `old-${i}`,
  reservationCode: null,
  reservationKey: `uid:old-${i}`,
  checkInDate: checkIn,
  serviceDate: checkOut,
  checkOutDate: checkOut,
  arrivalDate: null,
  eventSummary: 'Reserved',
  status: 'unassigned',
  feedMissingCount: 0,
  cancelled: false,
  unconfirmed: false,
  manualFields: [],
});
const reservation = (uid: string, start: string, end: string): FeedReservation => ({
  uid,
  reservationCode: null,
  summary: 'Reserved',
  start,
  end,
  kind: 'stay',
  cancelled: false,
});

describe('planSync: 4,999 stays whose UIDs all changed (the most a calendar may hold)', () => {
  const N = 4_999;
  const planRotated = (events: PlannedEvent[], reservations: FeedReservation[]) => {
    const { proxies, reads } = counted(events, 100 * N);
    const plan = planSync({
      feedId: FEED,
      propertyId: 1,
      today: DAY0,
      calendar: { reservations, unreadable: [] },
      events: proxies,
      booking: false,
      dismissed: new Set(),
    });
    return { plan, reads: reads() };
  };
  const movedTo = (plan: ReturnType<typeof planSync>) => plan.update.map((u) => [u.id, u.fields.externalUid]);

  it('moves every event to its stay, by arrival day, looking at each event a bounded number of times', () => {
    const events = Array.from({ length: N }, (_, i) =>
      feedEvent(i, addDays(DAY0, 1 + 2 * i), addDays(DAY0, 3 + 2 * i)),
    );
    // Listed backwards: each stay still finds its own event, whatever the order.
    const stays = events.map((e, i) => reservation(`new-${i}`, e.checkInDate!, addDays(e.checkOutDate!, i % 2)));
    const { plan, reads } = planRotated(events, stays.reverse());
    expect(plan.create).toEqual([]);
    expect(plan.countMissing).toEqual([]);
    expect(plan.update).toHaveLength(N);
    expect(new Set(movedTo(plan).map(([id, uid]) => `${id}=${uid}`))).toEqual(
      new Set(events.map((e, i) => `${e.id}=new-${i}`)),
    );
    expect(reads).toBeLessThan(100 * N);
  });

  it('and by the most nights shared when every stay overlaps every event (arrivals all moved)', () => {
    // Each event runs from its own day to one far end; each stay starts before them all and ends later
    // the further down the calendar: every stay overlaps every event, and the earliest arrival shares most.
    const far = addDays(DAY0, 8_000);
    const events = Array.from({ length: N }, (_, i) => feedEvent(i, addDays(DAY0, 10 + i), far));
    const stays = events.map((_, i) => reservation(`new-${i}`, addDays(DAY0, 1), addDays(far, i)));
    const { plan, reads } = planRotated(events, stays);
    expect(plan.create).toEqual([]);
    expect(movedTo(plan)).toEqual(events.map((e, i) => [e.id, `new-${i}`]));
    expect(reads).toBeLessThan(100 * N);
  });
});
