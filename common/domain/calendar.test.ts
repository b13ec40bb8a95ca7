import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessWeek,
  daysBetween,
  groupByIsoWeek,
  isoWeek,
  isoWeekRange,
  isValidIsoDate,
  isValidMonth,
  monthGrid,
  monthRange,
} from './calendar';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2026-12-31', '2000-02-29'])('accepts %s', (d) => expect(isValidIsoDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '1900-02-29', '2026-1-5', '20261105', ''])(
    'refuses %s',
    (d) => expect(isValidIsoDate(d)).toBe(false),
  );

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });

  it('does not drift with the time zone', () => {
    const tz = process.env.TZ;
    for (const zone of ['America/Costa_Rica', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
      expect(businessWeek('2026-11-01')).toEqual({ start: '2026-10-30', end: '2026-11-05' });
    }
    process.env.TZ = tz;
  });
});

describe('business week (Friday to Thursday)', () => {
  it.each([
    ['2026-11-20', '2026-11-20', '2026-11-26'], // a Friday starts its own week
    ['2026-11-26', '2026-11-20', '2026-11-26'], // a Thursday ends it
    ['2026-11-21', '2026-11-20', '2026-11-26'],
    ['2026-12-31', '2026-12-25', '2026-12-31'], // year end
    ['2027-01-01', '2027-01-01', '2027-01-07'],
    ['2024-02-29', '2024-02-23', '2024-02-29'], // leap day (a Thursday)
    ['2024-03-01', '2024-03-01', '2024-03-07'],
    ['2026-03-02', '2026-02-27', '2026-03-05'], // across a month boundary
  ])('%s is in %s..%s', (day, start, end) => {
    expect(businessWeek(day)).toEqual({ start, end });
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 2026, 1],
    ['2027-01-01', 2026, 53], // 2026 has 53 ISO weeks
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1], // belongs to next year's week 1
    ['2021-01-03', 2020, 53],
    ['2024-02-29', 2024, 9],
    ['2026-11-21', 2026, 47],
  ])('%s is week %i of %i', (day, year, week) => {
    expect(isoWeek(day)).toEqual({ year, week });
  });

  it('spans Monday to Sunday', () => {
    expect(isoWeekRange('2026-11-21')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(isoWeekRange('2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(isoWeekRange('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });
});

describe('months', () => {
  it('knows month lengths', () => {
    expect(monthRange(2024, 2)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange(2026, 2)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthRange(2026, 12)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('refuses impossible months', () => {
    expect(isValidMonth(2026, 0)).toBe(false);
    expect(isValidMonth(2026, 13)).toBe(false);
    expect(isValidMonth(2026.5, 1)).toBe(false);
    expect(() => monthRange(2026, 13)).toThrow(RangeError);
  });

  it('lays a month out in Sunday-first weeks', () => {
    const grid = monthGrid(2026, 11); // 1 Nov 2026 is a Sunday
    expect(grid[0]?.[0]).toBe('2026-11-01');
    expect(grid).toHaveLength(5);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    const feb = monthGrid(2026, 2); // 1 Feb 2026 is a Sunday, 28 days: exactly 4 rows
    expect(feb).toHaveLength(4);
    expect(monthGrid(2026, 8)[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });
});

describe('ISO week grouping', () => {
  it('groups Monday to Sunday, weeks and days in date order', () => {
    const dates = ['2026-11-22', '2026-11-16', '2026-11-23', '2026-11-18'];
    const weeks = groupByIsoWeek(dates, (d) => d);
    expect(weeks.map((w) => [w.week, w.start, w.end, w.items])).toEqual([
      [47, '2026-11-16', '2026-11-22', ['2026-11-16', '2026-11-18', '2026-11-22']],
      [48, '2026-11-23', '2026-11-29', ['2026-11-23']],
    ]);
  });

  it('puts the first days of January in the last ISO week of the year before', () => {
    const [week] = groupByIsoWeek(['2027-01-01'], (d) => d);
    expect(week).toMatchObject({ week: 53, start: '2026-12-28', end: '2027-01-03' });
  });
});
