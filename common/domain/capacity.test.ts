import { describe, expect, it } from 'vitest';
import {
  actualMinutes,
  availableMinutesOn,
  cleaningWindow,
  defaultCleaningMinutes,
  isTight,
  medianMinutes,
  unavailability,
  windowMinutes,
} from './capacity';

// 2026-11-27 is a Friday (weekday 5).
const friday = '2026-11-27';

describe('cleaning windows', () => {
  it('runs from check-out to the next check-in the same day (a same-day turnover)', () => {
    const w = cleaningWindow(friday, friday, '11:00', '15:00');
    expect(w).toEqual({ start: '2026-11-27T11:00', end: '2026-11-27T15:00' });
    expect(windowMinutes(w)).toBe(240);
    expect(isTight(w, 241)).toBe(true);
    expect(isTight(w, 240)).toBe(false);
  });

  it('runs to the next arrival days later, else to 22:00 that day', () => {
    expect(windowMinutes(cleaningWindow(friday, '2026-11-29', '10:00', '16:00'))).toBe(2 * 1440 + 360);
    expect(cleaningWindow(friday, null, '11:00', '15:00').end).toBe('2026-11-27T22:00');
    // An arrival before the cleaning day is stale: treated as unknown.
    expect(cleaningWindow(friday, '2026-11-26', '11:00', '15:00').end).toBe('2026-11-27T22:00');
  });

  it('counts nothing when the check-in comes before the check-out', () => {
    expect(windowMinutes(cleaningWindow(friday, friday, '16:00', '15:00'))).toBe(0);
  });
});

describe('estimates and durations', () => {
  it('estimates from the rooms, at least an hour, by quarters', () => {
    expect(defaultCleaningMinutes(0, 0)).toBe(60);
    expect(defaultCleaningMinutes(2, 1)).toBe(135); // 45 + 60 + 20 = 125, up to 135
    expect(defaultCleaningMinutes(4, 3.5)).toBe(240); // 45 + 120 + 70 = 235, up to 240
  });

  it('takes the median and the minutes between Start and Done', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([90, 30, 60])).toBe(60);
    expect(medianMinutes([30, 60, 90, 100])).toBe(75);
    expect(actualMinutes('2026-11-27T15:00:00Z', '2026-11-27T17:29:40Z')).toBe(150);
    expect(actualMinutes(null, '2026-11-27T17:00:00Z')).toBeNull();
    expect(actualMinutes('2026-11-27T17:00:00Z', '2026-11-27T16:00:00Z')).toBeNull();
  });
});

describe('availability', () => {
  const week = [
    { weekday: 5, start: '08:00', end: '12:00' },
    { weekday: 5, start: '13:00', end: '17:00' },
    { weekday: 1, start: '09:00', end: '17:00' },
  ];
  const window = cleaningWindow(friday, friday, '11:00', '15:00');

  it('sums the slots of the day, nothing on a day off or without slots', () => {
    expect(availableMinutesOn(week, [], friday)).toBe(480);
    expect(availableMinutesOn(week, [], '2026-11-28')).toBe(0);
    expect(availableMinutesOn(week, [{ start_date: friday, end_date: friday }], friday)).toBe(0);
    expect(availableMinutesOn(null, [], '2026-11-28')).toBe(600); // never set: 08:00-18:00
  });

  it('says why someone cannot take a cleaning', () => {
    expect(unavailability(week, [], friday, window)).toBeNull();
    expect(unavailability(null, [], '2026-11-29', cleaningWindow('2026-11-29', null, '11:00', '15:00'))).toBeNull();
    expect(
      unavailability(week, [{ start_date: '2026-11-26', end_date: '2026-11-30', note: 'Trip' }], friday, window),
    ).toMatchObject({ kind: 'time_off', timeOff: { note: 'Trip' } });
    expect(unavailability(week, [], '2026-11-28', cleaningWindow('2026-11-28', null, '11:00', '15:00'))).toEqual({
      kind: 'day_off',
      weekday: 6,
    });
    const late = cleaningWindow(friday, friday, '17:30', '21:00');
    expect(unavailability(week, [], friday, late)).toMatchObject({ kind: 'outside_hours' });
    // A window running past midnight counts its whole day.
    const overnight = cleaningWindow(friday, '2026-11-28', '17:30', '15:00');
    expect(unavailability([{ weekday: 5, start: '18:00', end: '24:00' }], [], friday, overnight)).toBeNull();
  });
});
