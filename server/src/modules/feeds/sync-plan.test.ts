import { describe, expect, it } from 'vitest';
import type { FeedReservation } from './parse-ical';
import { planSync, type PlannedEvent } from './sync-plan';

const stay = (uid: string, start: string, end: string, extra: Partial<FeedReservation> = {}): FeedReservation => ({
  uid,
  reservationCode: null,
  summary: 'Reserved',
  start,
  end,
  blocked: false,
  ...extra,
});
const event = (id: number, uid: string, date: string, extra: Partial<PlannedEvent> = {}): PlannedEvent => ({
  id,
  propertyId: 1,
  externalUid: uid,
  reservationCode: null,
  serviceDate: date,
  checkOutDate: date,
  arrivalDate: null,
  eventSummary: 'Reserved',
  status: 'unassigned',
  feedMissingCount: 0,
  cancelled: false,
  ...extra,
});
const plan = (reservations: FeedReservation[], events: PlannedEvent[]) => planSync({ propertyId: 1, today: '2027-03-01', reservations, events });

describe('planSync', () => {
  it('creates events on check-out days, the next stay arriving; blocks and past stays make none', () => {
    const p = plan([stay('a', '2027-03-01', '2027-03-04', { reservationCode: 'HMAAAAAAAA' }), stay('x', '2027-03-04', '2027-03-06', { blocked: true }), stay('b', '2027-03-08', '2027-03-10'), stay('old', '2027-02-01', '2027-02-03')], []);
    expect(p.create.map((c) => [c.externalUid, c.serviceDate, c.arrivalDate, c.eventSummary])).toEqual([
      ['a', '2027-03-04', '2027-03-08', 'HMAAAAAAAA · Reserved'],
      ['b', '2027-03-10', null, 'Reserved'],
    ]);
  });

  it('changes nothing for the same feed', () => {
    const p = plan([stay('a', '2027-03-01', '2027-03-04')], [event(1, 'a', '2027-03-04')]);
    expect(p).toEqual({ create: [], update: [], countMissing: [], remove: [], flag: [] });
  });

  it('matches by reservation code before UID and moves the date', () => {
    const p = plan([stay('new-uid', '2027-03-01', '2027-03-05', { reservationCode: 'HMCODE0001' })], [event(7, 'old-uid', '2027-03-04', { reservationCode: 'HMCODE0001', eventSummary: 'HMCODE0001 · Reserved' })]);
    expect(p.create).toEqual([]);
    expect(p.update).toEqual([{ id: 7, fields: { serviceDate: '2027-03-05', checkOutDate: '2027-03-05', externalUid: 'new-uid' } }]);
  });

  it('never touches serviced events, nor counts past ones as missing', () => {
    const events = [event(1, 'a', '2027-03-04', { status: 'in_review' }), event(2, 'b', '2027-03-05', { status: 'completed' }), event(3, 'c', '2027-02-20')];
    expect(plan([stay('a', '2027-03-01', '2027-03-09')], events)).toEqual({ create: [], update: [], countMissing: [], remove: [], flag: [] });
  });

  it('counts a first miss, then removes unassigned and flags assigned events', () => {
    const events = [event(1, 'a', '2027-03-04'), event(2, 'b', '2027-03-05', { feedMissingCount: 1 }), event(3, 'c', '2027-03-06', { feedMissingCount: 1, status: 'assigned' }), event(4, 'd', '2027-03-07', { feedMissingCount: 2, status: 'assigned', cancelled: true })];
    expect(plan([], events)).toEqual({ create: [], update: [], countMissing: [{ id: 1, feedMissingCount: 1 }], remove: [2], flag: [3] });
  });

  it('clears the miss count and the cancelled mark of a reservation that is back', () => {
    const p = plan([stay('a', '2027-03-01', '2027-03-04')], [event(1, 'a', '2027-03-04', { feedMissingCount: 2, cancelled: true, status: 'assigned' })]);
    expect(p.update).toEqual([{ id: 1, fields: { feedMissingCount: 0, cancelled: false } }]);
  });

  it('makes one event of a reservation listed twice', () => {
    expect(plan([stay('a', '2027-03-01', '2027-03-04'), stay('a', '2027-03-01', '2027-03-04')], []).create).toHaveLength(1);
  });
});
