import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/admin-events';
import {
  completedPerMonth,
  countInRange,
  eventsPerDay,
  groupByDate,
  monthsOfRange,
  shiftMonth,
  stepWeek,
} from './calendar-model';

const events = [
  makeEvent({ service_date: '2026-11-20', status: 'unassigned' }),
  makeEvent({ service_date: '2026-11-20', status: 'assigned' }),
  makeEvent({ service_date: '2026-11-20', status: 'assigned' }),
  makeEvent({ service_date: '2026-11-26', status: 'in_review' }),
  makeEvent({ service_date: '2026-11-27', status: 'assigned' }),
  makeEvent({ service_date: '2026-10-31', status: 'completed' }),
  makeEvent({ service_date: '2026-11-02', status: 'completed' }),
  makeEvent({ service_date: '2026-11-03', status: 'completed' }),
];

describe('calendar grouping', () => {
  it('groups events by service date and status in one pass', () => {
    const days = groupByDate(events);
    const friday = days.get('2026-11-20');
    expect(friday?.total).toBe(3);
    expect(friday?.byStatus.assigned).toHaveLength(2);
    expect(friday?.byStatus.unassigned).toHaveLength(1);
    expect(friday?.byStatus.completed).toHaveLength(0);
    expect(days.has('2026-11-21')).toBe(false);
  });

  it('gives one bar per day of the month, zero on empty days', () => {
    const bars = eventsPerDay(groupByDate(events), { start: '2026-11-01', end: '2026-11-30' });
    expect(bars).toHaveLength(30);
    expect(bars[19]).toEqual({ day: '20', events: 3 });
    expect(bars[0]).toEqual({ day: '1', events: 0 });
  });

  it('counts a Friday-Thursday week by status, both ends included', () => {
    expect(countInRange(events, { start: '2026-11-20', end: '2026-11-26' })).toEqual({
      unassigned: 1,
      assigned: 2,
      in_review: 1,
      completed: 0,
    });
  });

  it('groups completed counts per month, in order', () => {
    expect(completedPerMonth(events)).toEqual([
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 2 },
    ]);
  });

  it('steps weeks 7 days at a time, always from a Friday', () => {
    expect(stepWeek({ start: '2026-11-20', end: '2026-11-26' }, 1)).toEqual({ start: '2026-11-27', end: '2026-12-03' });
    expect(stepWeek({ start: '2026-11-20', end: '2026-11-26' }, -1)).toEqual({
      start: '2026-11-13',
      end: '2026-11-19',
    });
  });

  it('lists the months a week touches and moves across years', () => {
    expect(monthsOfRange({ start: '2026-11-27', end: '2026-12-03' })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
