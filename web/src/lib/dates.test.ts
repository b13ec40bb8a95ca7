import { describe, expect, it } from 'vitest';
import { formatDmy, groupByIsoWeek, weekRangeLabel } from './dates';

describe('ISO week grouping (spec 2.15)', () => {
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
    expect(weekRangeLabel(week!.start, week!.end, 'en')).toBe('28 Dec - 03 Jan 2027');
  });

  it('writes the range as DD MMM - DD MMM YYYY in each language, and dates as DD/MM/YYYY', () => {
    expect(weekRangeLabel('2026-11-16', '2026-11-22', 'en')).toBe('16 Nov - 22 Nov 2026');
    expect(weekRangeLabel('2026-11-16', '2026-11-22', 'es')).toBe('16 nov - 22 nov 2026');
    expect(formatDmy('2026-03-05')).toBe('05/03/2026');
  });
});
