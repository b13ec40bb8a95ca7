import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/admin-events';
import { activeHousekeepers, monthsAround, neighbourWeek, splitWeek, weeksWithWork } from './week-model';

const staff = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  user_id: id,
  name,
  email: `${id}@example.com`,
  phone: '+506 8700 0000',
  role: 'employee' as const,
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
  ...extra,
});

describe('weekly assignment weeks', () => {
  const events = [
    makeEvent({ service_date: '2026-11-05', status: 'unassigned' }),
    makeEvent({ service_date: '2026-11-14', status: 'completed' }),
    makeEvent({ service_date: '2026-12-04', status: 'assigned', assignedEmployeeId: 7 }),
  ];

  it('pages through Friday weeks holding assigned or unassigned events, plus the current week', () => {
    const weeks = weeksWithWork(events, '2026-11-22');
    // 2026-11-05 is in the week of Fri 10-30; the completed event's week has no open work.
    expect(weeks).toEqual(['2026-10-30', '2026-11-20', '2026-12-04']);
    expect(neighbourWeek(weeks, '2026-11-20', -1)).toBe('2026-10-30');
    expect(neighbourWeek(weeks, '2026-11-20', 1)).toBe('2026-12-04');
    expect(neighbourWeek(weeks, '2026-12-04', 1)).toBeNull();
  });

  it("splits a week into unassigned cards and each housekeeper's events by date", () => {
    const week = [
      makeEvent({ id: 1, service_date: '2026-11-26', status: 'assigned', assignedEmployeeId: 7 }),
      makeEvent({ id: 2, service_date: '2026-11-20', status: 'assigned', assignedEmployeeId: 7 }),
      makeEvent({ id: 3, service_date: '2026-11-21', status: 'unassigned' }),
      makeEvent({ id: 4, service_date: '2026-11-27', status: 'unassigned' }),
      makeEvent({ id: 5, service_date: '2026-11-22', status: 'in_review', assignedEmployeeId: 7 }),
    ];
    const { unassigned, byEmployee } = splitWeek(week, { start: '2026-11-20', end: '2026-11-26' });
    expect(unassigned.map((e) => e.id)).toEqual([3]);
    expect(byEmployee.get(7)?.map((e) => e.id)).toEqual([2, 1]);
  });

  it('makes columns of active housekeepers only, by name', () => {
    const list = activeHousekeepers([
      staff(1, 'Zoe'),
      staff(2, 'Ana'),
      staff(3, 'Old', { active_status: false }),
      staff(4, 'Sofía', { role: 'supervisor' }),
    ]);
    expect(list.map((e) => e.name)).toEqual(['Ana', 'Zoe']);
  });

  it('loads the month before to the month after a week', () => {
    expect(monthsAround('2026-12-25')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
});
