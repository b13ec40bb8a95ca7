import { describe, expect, it } from 'vitest';
import { compareIso, todayIso } from './dates';

describe('ISO dates', () => {
  it('are ordered as their dates, months too', () => {
    expect(['2026-11-26', '2025-12-31', '2026-02-01', '2026-11-03'].sort(compareIso)).toEqual([
      '2025-12-31',
      '2026-02-01',
      '2026-11-03',
      '2026-11-26',
    ]);
    expect(['2026-11', '2026-02', '2025-12'].sort(compareIso)).toEqual(['2025-12', '2026-02', '2026-11']);
    expect(compareIso('2026-11-26', '2026-11-26')).toBe(0);
  });

  it("name today's local date", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
