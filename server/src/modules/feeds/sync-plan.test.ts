import { describe, expect, it } from 'vitest';
import { addDays } from '@common/domain/calendar';
import type { FeedReservation } from './parse-ical';
import { planSync, type PlanInput, type PlannedEvent } from './sync-plan';

const FEED = 5;
const stay = (uid: string, start: string, end: string, extra: Partial<FeedReservation> = {}): FeedReservation => ({
  uid,
  reservationCode: null,
  summary: 'Reserved',
  start,
  end,
  kind: 'stay',
  cancelled: false,
  ...extra,
});
const event = (id: number, uid: string, date: string, extra: Partial<PlannedEvent> = {}): PlannedEvent => ({
  id,
  feedId: FEED,
  propertyId: 1,
  externalUid: uid,
  reservationCode: null,
  reservationKey: `uid:${uid}`,
  checkInDate: null,
  serviceDate: date,
  checkOutDate: date,
  arrivalDate: null,
  eventSummary: 'Reserved',
  status: 'unassigned',
  feedMissingCount: 0,
  cancelled: false,
  unconfirmed: false,
  manualFields: [],
  ...extra,
});
const plan = (reservations: FeedReservation[], events: PlannedEvent[], extra: Partial<PlanInput> = {}) =>
  planSync({
    feedId: FEED,
    propertyId: 1,
    today: '2027-03-01',
    calendar: { reservations, unreadable: [] },
    events,
    booking: false,
    dismissed: new Set(),
    ...extra,
  });
const NOTHING = { create: [], update: [], countMissing: [], remove: [], flag: [], hold: null };

describe('planSync: new reservations', () => {
  it('creates events on check-out days with the next arrival; blocks, requests, cancelled and past stays make none', () => {
    const p = plan(
      [
        stay('a', '2027-03-01', '2027-03-04', { reservationCode: 'HMAAAAAAAA' }),
        stay('x', '2027-03-04', '2027-03-06', { kind: 'block' }),
        stay('t', '2027-03-06', '2027-03-07', { kind: 'tentative' }),
        stay('c', '2027-03-07', '2027-03-08', { cancelled: true }),
        stay('b', '2027-03-08', '2027-03-10'),
        stay('old', '2027-02-01', '2027-02-03'),
      ],
      [],
    );
    expect(
      p.create.map((c) => [
        c.externalUid,
        c.reservationKey,
        c.checkInDate,
        c.serviceDate,
        c.arrivalDate,
        c.eventSummary,
        c.unconfirmed,
      ]),
    ).toEqual([
      ['a', 'code:HMAAAAAAAA', '2027-03-01', '2027-03-04', '2027-03-08', 'HMAAAAAAAA · Reserved', false],
      ['b', 'uid:b', '2027-03-08', '2027-03-10', null, 'Reserved', false],
    ]);
  });

  it("takes the next arrival from the property's other feeds too", () => {
    const p = plan([stay('a', '2027-03-01', '2027-03-04')], [], { otherArrivals: ['2027-03-04', '2027-03-09'] });
    expect(p.create[0]?.arrivalDate).toBe('2027-03-04');
  });

  it('makes one event of a reservation listed twice, and none of one an admin dismissed', () => {
    expect(
      plan([stay('a', '2027-03-01', '2027-03-04'), stay('a', '2027-03-01', '2027-03-04')], []).create,
    ).toHaveLength(1);
    expect(
      plan([stay('a', '2027-03-01', '2027-03-04', { reservationCode: 'HMGONE0001' })], [], {
        dismissed: new Set(['code:HMGONE0001']),
      }).create,
    ).toEqual([]);
  });

  it('in a Booking.com feed, every closed period is an unconfirmed cleaning', () => {
    const closed = [
      stay('b1', '2027-03-04', '2027-03-08', { kind: 'block', summary: 'CLOSED - Not available' }),
      stay('b2', '2027-03-08', '2027-03-11', { kind: 'block' }),
    ];
    expect(plan(closed, []).create).toEqual([]);
    const p = plan(closed, [], { booking: true });
    expect(p.create.map((c) => [c.serviceDate, c.arrivalDate, c.unconfirmed])).toEqual([
      ['2027-03-08', '2027-03-08', true],
      ['2027-03-11', null, true],
    ]);
  });
});

describe('planSync: known reservations', () => {
  it('changes nothing for the same feed', () => {
    expect(
      plan([stay('a', '2027-03-01', '2027-03-04')], [event(1, 'a', '2027-03-04', { checkInDate: '2027-03-01' })]),
    ).toEqual(NOTHING);
  });

  it('matches by reservation code before UID and moves the date, saying from where', () => {
    const e = event(7, 'old-uid', '2027-03-04', {
      reservationCode: 'HMCODE0001',
      reservationKey: 'code:HMCODE0001',
      checkInDate: '2027-03-01',
      eventSummary: 'HMCODE0001 · Reserved',
      status: 'assigned',
    });
    const p = plan([stay('new-uid', '2027-03-01', '2027-03-05', { reservationCode: 'HMCODE0001' })], [e]);
    expect(p.create).toEqual([]);
    expect(p.update).toEqual([
      {
        id: 7,
        fields: { serviceDate: '2027-03-05', checkOutDate: '2027-03-05', externalUid: 'new-uid' },
        before: { serviceDate: '2027-03-04', checkOutDate: '2027-03-04', externalUid: 'old-uid' },
        assigned: true,
        movedFrom: '2027-03-04',
      },
    ]);
  });

  it('takes a stay that vanished while another appeared with the same arrival day for a move (Vrbo changes the UID)', () => {
    const e = event(3, 'vrbo-1', '2027-03-07', { checkInDate: '2027-03-03', status: 'assigned' });
    const p = plan([stay('vrbo-2', '2027-03-03', '2027-03-09')], [e]);
    expect(p.create).toEqual([]);
    expect(p.countMissing).toEqual([]);
    expect(p.update).toMatchObject([
      {
        id: 3,
        fields: { serviceDate: '2027-03-09', externalUid: 'vrbo-2', reservationKey: 'uid:vrbo-2' },
        movedFrom: '2027-03-07',
        assigned: true,
      },
    ]);
  });

  it('or with overlapping dates; not when the dates do not meet, nor when both carry different codes', () => {
    const e = event(3, 'vrbo-1', '2027-03-07', { checkInDate: '2027-03-03' });
    expect(plan([stay('vrbo-2', '2027-03-05', '2027-03-08')], [e]).update).toMatchObject([
      { id: 3, fields: { checkInDate: '2027-03-05', serviceDate: '2027-03-08' } },
    ]);
    expect(plan([stay('vrbo-2', '2027-03-07', '2027-03-09')], [e]).create).toHaveLength(1);
    const coded = event(4, 'a', '2027-03-07', {
      checkInDate: '2027-03-03',
      reservationCode: 'HMONE00001',
      reservationKey: 'code:HMONE00001',
    });
    expect(
      plan([stay('b', '2027-03-03', '2027-03-07', { reservationCode: 'HMTWO00002' })], [coded]).create,
    ).toHaveLength(1);
  });

  it('never touches serviced or past events, nor counts them missing', () => {
    const events = [
      event(1, 'a', '2027-03-04', { status: 'in_review' }),
      event(2, 'b', '2027-03-05', { status: 'completed' }),
      event(3, 'c', '2027-02-20'),
    ];
    expect(plan([stay('a', '2027-03-01', '2027-03-09'), stay('z', '2027-03-20', '2027-03-22')], events).update).toEqual(
      [],
    );
    expect(plan([stay('z', '2027-03-20', '2027-03-22')], events)).toMatchObject({
      update: [],
      countMissing: [],
      remove: [],
      flag: [],
      hold: null,
    });
  });

  it('leaves the fields an admin set by hand, but says when the check-out under a hand-set date moved', () => {
    const e = event(8, 'a', '2027-03-06', {
      checkOutDate: '2027-03-04',
      checkInDate: '2027-03-01',
      manualFields: ['service_date', 'event_summary'],
      eventSummary: 'VIP',
      status: 'assigned',
    });
    const p = plan([stay('a', '2027-03-01', '2027-03-05', { summary: 'Reserved' })], [e]);
    expect(p.update).toEqual([
      {
        id: 8,
        fields: { checkOutDate: '2027-03-05' },
        before: { checkOutDate: '2027-03-04' },
        assigned: true,
        movedFrom: '2027-03-06',
      },
    ]);
  });

  it("leaves another feed's event of the same reservation alone, and adopts an orphan", () => {
    const theirs = event(9, 'a', '2027-03-04', { feedId: 77, checkInDate: '2027-03-01' });
    expect(plan([stay('a', '2027-03-01', '2027-03-06')], [theirs])).toEqual(NOTHING);
    const orphan = { ...theirs, feedId: null };
    expect(plan([stay('a', '2027-03-01', '2027-03-04')], [orphan]).update).toEqual([
      { id: 9, fields: { feedId: FEED }, before: { feedId: null }, assigned: false },
    ]);
  });

  it('confirms an unconfirmed period that now names a guest, never the other way', () => {
    const unconfirmed = event(2, 'b1', '2027-03-08', {
      checkInDate: '2027-03-04',
      unconfirmed: true,
      eventSummary: 'Reserved',
    });
    expect(plan([stay('b1', '2027-03-04', '2027-03-08')], [unconfirmed], { booking: true }).update).toMatchObject([
      { id: 2, fields: { unconfirmed: false } },
    ]);
    const confirmed = { ...unconfirmed, unconfirmed: false, eventSummary: 'CLOSED - Not available' };
    expect(
      plan(
        [stay('b1', '2027-03-04', '2027-03-08', { kind: 'block', summary: 'CLOSED - Not available' })],
        [confirmed],
        { booking: true },
      ),
    ).toEqual(NOTHING);
  });
});

describe('planSync: cancellations', () => {
  it('counts a first miss, then removes unassigned and flags assigned events', () => {
    const keep = stay('k', '2027-03-01', '2027-03-20');
    const events = [
      event(1, 'a', '2027-03-04'),
      event(2, 'b', '2027-03-05', { feedMissingCount: 1 }),
      event(3, 'c', '2027-03-06', { feedMissingCount: 1, status: 'assigned' }),
      event(4, 'd', '2027-03-07', { feedMissingCount: 2, status: 'assigned', cancelled: true }),
      ...['k', 'l', 'm', 'n'].map((uid, i) => event(10 + i, uid, '2027-03-20')),
    ];
    const p = plan(
      [
        keep,
        stay('l', '2027-03-01', '2027-03-20'),
        stay('m', '2027-03-01', '2027-03-20'),
        stay('n', '2027-03-01', '2027-03-20'),
      ],
      events,
    );
    expect(p).toMatchObject({ countMissing: [{ id: 1, feedMissingCount: 1 }], remove: [2], flag: [3], hold: null });
  });

  it('never counts a stay that ends today as missing (Airbnb drops stays about a day after they end)', () => {
    expect(
      plan(
        [stay('z', '2027-03-10', '2027-03-12')],
        [event(1, 'a', '2027-03-01'), event(2, 'z', '2027-03-12', { checkInDate: '2027-03-10' })],
      ),
    ).toEqual(NOTHING);
  });

  it('cancels at once what the calendar marks STATUS:CANCELLED', () => {
    const events = [
      event(1, 'a', '2027-03-04'),
      event(2, 'b', '2027-03-06', { status: 'assigned' }),
      event(3, 'k', '2027-03-09'),
    ];
    const p = plan(
      [
        stay('a', '2027-03-01', '2027-03-04', { cancelled: true }),
        stay('b', '2027-03-03', '2027-03-06', { cancelled: true }),
        stay('k', '2027-03-07', '2027-03-09'),
      ],
      events,
    );
    expect(p).toMatchObject({ remove: [1], flag: [2], countMissing: [], hold: null });
  });

  it('clears the miss count and the cancelled mark of a reservation that is back', () => {
    const p = plan(
      [stay('a', '2027-03-01', '2027-03-04')],
      [
        event(1, 'a', '2027-03-04', {
          feedMissingCount: 2,
          cancelled: true,
          status: 'assigned',
          checkInDate: '2027-03-01',
        }),
      ],
    );
    expect(p.update).toEqual([
      { id: 1, fields: { feedMissingCount: 0 }, before: { feedMissingCount: 2 }, assigned: true, restored: true },
    ]);
  });

  it('does not count missing an event whose UID the calendar could not read', () => {
    const p = planSync({
      feedId: FEED,
      propertyId: 1,
      today: '2027-03-01',
      calendar: { reservations: [stay('k', '2027-03-01', '2027-03-09')], unreadable: ['a'] },
      events: [event(1, 'a', '2027-03-04'), event(2, 'k', '2027-03-09', { checkInDate: '2027-03-01' })],
      booking: false,
      dismissed: new Set(),
    });
    expect(p).toEqual(NOTHING);
  });
});

describe('planSync: holds', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((uid, i) => event(i + 1, uid, `2027-03-0${i + 3}`));
  const staysOf = (uids: string[]) =>
    uids.map((uid) => stay(uid, '2027-03-01', five.find((e) => e.externalUid === uid)!.serviceDate));

  it('holds a calendar that comes back empty while it had future stays: nothing counted', () => {
    expect(plan([], five)).toEqual({ ...NOTHING, hold: { reason: 'empty', eventIds: [1, 2, 3, 4, 5] } });
  });

  it('holds one that loses most of its future stays at once, but still applies what it adds', () => {
    const p = plan([...staysOf(['a', 'b']), stay('new', '2027-03-20', '2027-03-22')], five);
    expect(p.hold).toEqual({ reason: 'lost_most', eventIds: [3, 4, 5] });
    expect(p.countMissing).toEqual([]);
    expect(p.create).toHaveLength(1);
  });

  it('does not hold an ordinary cancellation', () => {
    expect(plan(staysOf(['a', 'b', 'c', 'd']), five)).toMatchObject({
      hold: null,
      countMissing: [{ id: 5, feedMissingCount: 1 }],
    });
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

describe('planSync: 4,999 stays whose UIDs all changed (the most a calendar may hold)', () => {
  const N = 4_999;
  const TODAY = '2027-03-01';
  const planRotated = (events: PlannedEvent[], reservations: FeedReservation[]) => {
    const { proxies, reads } = counted(events, 100 * N);
    return { plan: plan(reservations, proxies), reads: reads() };
  };
  const movedTo = (p: ReturnType<typeof planSync>) => p.update.map((u) => [u.id, u.fields.externalUid]);

  it('moves every event to its stay, by arrival day, looking at each event a bounded number of times', () => {
    const events = Array.from({ length: N }, (_, i) =>
      event(i + 1, `old-${i}`, addDays(TODAY, 3 + 2 * i), { checkInDate: addDays(TODAY, 1 + 2 * i) }),
    );
    // Listed backwards: each stay still finds its own event, whatever the order.
    const stays = events.map((e, i) => stay(`new-${i}`, e.checkInDate!, addDays(e.checkOutDate!, i % 2)));
    const { plan: p, reads } = planRotated(events, stays.reverse());
    expect(p.create).toEqual([]);
    expect(p.countMissing).toEqual([]);
    expect(p.update).toHaveLength(N);
    expect(new Set(movedTo(p).map(([id, uid]) => `${id}=${uid}`))).toEqual(
      new Set(events.map((e, i) => `${e.id}=new-${i}`)),
    );
    expect(reads).toBeLessThan(100 * N);
  });

  it('and by the most nights shared when every stay overlaps every event (arrivals all moved)', () => {
    // Each event runs from its own day to one far end; each stay starts before them all and ends later
    // the further down the calendar: every stay overlaps every event, and the earliest arrival shares most.
    const far = addDays(TODAY, 8_000);
    const events = Array.from({ length: N }, (_, i) =>
      event(i + 1, `old-${i}`, far, { checkInDate: addDays(TODAY, 10 + i) }),
    );
    const stays = events.map((_, i) => stay(`new-${i}`, addDays(TODAY, 1), addDays(far, i)));
    const { plan: p, reads } = planRotated(events, stays);
    expect(p.create).toEqual([]);
    expect(movedTo(p)).toEqual(events.map((e, i) => [e.id, `new-${i}`]));
    expect(reads).toBeLessThan(100 * N);
  });
});
