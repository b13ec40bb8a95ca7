import { describe, expect, it } from 'vitest';
import { conflictsByDay, eventConflicts, type ConflictEvent } from './conflicts';

const event = (id: number, fields: Partial<ConflictEvent> = {}): ConflictEvent => ({
  id,
  property_id: 1,
  service_date: '2027-03-05',
  arrival_date: null,
  status: 'assigned',
  cancelled: false,
  ...fields,
});

describe('eventConflicts', () => {
  it('marks every event of a property that has two on one day, not other properties or days', () => {
    const conflicts = eventConflicts([
      event(1),
      event(2),
      event(3, { property_id: 2 }),
      event(4, { service_date: '2027-03-06' }),
    ]);
    expect([...conflicts]).toEqual([
      [1, ['double_booked']],
      [2, ['double_booked']],
    ]);
  });

  it('ignores an event a feed flagged as cancelled', () => {
    expect(eventConflicts([event(1), event(2, { cancelled: true })]).size).toBe(0);
  });

  it('marks a same-day turnover while it is unassigned, and only then', () => {
    const sameDay = { arrival_date: '2027-03-05' };
    const conflicts = eventConflicts([
      event(1, { ...sameDay, status: 'unassigned' }),
      event(2, { ...sameDay, status: 'assigned', property_id: 2 }),
      event(3, { arrival_date: '2027-03-07', status: 'unassigned', property_id: 3 }),
      event(4, { status: 'unassigned', property_id: 4 }),
    ]);
    expect([...conflicts]).toEqual([[1, ['unassigned_turnover']]]);
  });

  it('gives both marks to an event that has both', () => {
    const conflicts = eventConflicts([event(1, { status: 'unassigned', arrival_date: '2027-03-05' }), event(2)]);
    expect(conflicts.get(1)).toEqual(['double_booked', 'unassigned_turnover']);
  });
});

describe('conflictsByDay', () => {
  it('counts the marked events of each day', () => {
    const days = conflictsByDay([
      event(1),
      event(2),
      event(3, { service_date: '2027-03-06', status: 'unassigned', arrival_date: '2027-03-06' }),
      event(4, { service_date: '2027-03-07' }),
    ]);
    expect(Object.fromEntries(days)).toEqual({
      '2027-03-05': { double_booked: 2, unassigned_turnover: 0 },
      '2027-03-06': { double_booked: 0, unassigned_turnover: 1 },
    });
  });
});
