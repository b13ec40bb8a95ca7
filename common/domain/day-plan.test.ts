import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from './capacity';
import { compareCandidates, fitDay, fitsHerDay, ownPersonKeeps, windowOnDay, type Candidate } from './day-plan';

// 2026-11-29 is a Sunday (weekday 0).
const sunday = '2026-11-29';
const slot = (start: string, end: string, weekday = 0): AvailabilitySlot => ({ weekday, start, end });
const job = (id: number, minutes: number, start = '11:00', end = '15:00', endDate = sunday) => ({
  id,
  minutes,
  window: { start: `${sunday}T${start}`, end: `${endDate}T${end}` },
});

describe('the part of a window on its day', () => {
  it('is cut at midnight when the next guests come another day', () => {
    expect(windowOnDay(job(1, 60).window, sunday)).toEqual({ from: 660, to: 900 });
    expect(windowOnDay(job(1, 60, '11:00', '15:00', '2026-12-01').window, sunday)).toEqual({ from: 660, to: 1440 });
  });
});

describe("fitting a person's jobs inside her working day", () => {
  it('lays jobs one after the other from the window opening, the one due first first', () => {
    const day = fitDay([slot('08:00', '17:00')], sunday, [job(2, 120, '11:00', '20:00'), job(1, 90)]);
    expect(day).toEqual({
      fits: true,
      jobs: [
        { id: 1, start: 660, end: 750 },
        { id: 2, start: 750, end: 870 },
      ],
    });
  });

  it('refuses two jobs she cannot both finish by her day’s end, though their minutes fit her hours', () => {
    // A part-timer works 08:00-14:00 (6 h): two 2 h 15 min cleanings from 11:00 end at 15:30.
    const partTime = [slot('08:00', '14:00')];
    expect(fitsHerDay(partTime, sunday, [job(1, 135, '11:00', '22:00')], job(2, 135, '11:00', '22:00'))).toBe(false);
    expect(fitsHerDay(partTime, sunday, [], job(2, 135, '11:00', '22:00'))).toBe(true);
  });

  it("refuses a job that cannot end by the next guests' check-in", () => {
    const day = fitDay([slot('08:00', '18:00')], sunday, [job(1, 180), job(2, 120)]);
    expect(day).toMatchObject({ fits: false, late: 2 });
  });

  it('never splits a job across a break, and uses the next slot when the first is too short', () => {
    const split = [slot('08:00', '12:00'), slot('13:00', '18:00')];
    expect(fitDay(split, sunday, [job(1, 120, '11:00', '18:00')])).toEqual({
      fits: true,
      jobs: [{ id: 1, start: 780, end: 900 }],
    });
    expect(fitDay(split, sunday, [job(1, 120, '11:00', '14:00')])).toMatchObject({ fits: false, late: 1 });
  });

  it('fits nothing on a day she does not work, and everyone works 08:00-18:00 until her week is set', () => {
    expect(fitDay([slot('08:00', '17:00', 1)], sunday, [job(1, 60)])).toMatchObject({ fits: false, late: 1 });
    expect(fitDay(null, sunday, [job(1, 60), job(2, 60)]).fits).toBe(true);
  });
});

const person = (id: number, name: string, loadMinutes: number, availableMinutes: number, sameRegion = false) =>
  ({ id, name, loadMinutes, availableMinutes, sameRegion }) satisfies Candidate;

describe('the order suggestions offer people a job in', () => {
  const order = (minutes: number, people: Candidate[]) =>
    [...people].sort(compareCandidates(minutes)).map((p) => p.name);

  it('gives a free full-timer the second Sunday cleaning rather than the part-timer both', () => {
    const partTimer = person(1, 'Ana', 120, 360);
    const fullTimer = person(2, 'Bea', 0, 600);
    expect(order(120, [partTimer, fullTimer])).toEqual(['Bea', 'Ana']);
  });

  it('among the free, balances against hours: the full-timer before the part-timer, whatever their names', () => {
    expect(order(120, [person(1, 'Ana', 0, 240), person(2, 'Bea', 0, 600)])).toEqual(['Bea', 'Ana']);
  });

  it('among those already working that day, prefers someone already in the region, then the lighter day', () => {
    const people = [person(1, 'Ana', 60, 600), person(2, 'Bea', 240, 600, true), person(3, 'Carmen', 30, 600)];
    expect(order(60, people)).toEqual(['Bea', 'Carmen', 'Ana']);
  });

  it('breaks ties by name', () => {
    expect(order(60, [person(2, 'Bea', 0, 600), person(1, 'Ana', 0, 600)])).toEqual(['Ana', 'Bea']);
  });
});

describe("the property's own person", () => {
  it('keeps a job unless she already has work that day while someone else is free', () => {
    const ana = person(1, 'Ana', 120, 360);
    expect(ownPersonKeeps(ana, [person(2, 'Bea', 0, 600)])).toBe(false);
    expect(ownPersonKeeps(ana, [person(2, 'Bea', 60, 600)])).toBe(true);
    expect(ownPersonKeeps(person(1, 'Ana', 0, 360), [person(2, 'Bea', 0, 600)])).toBe(true);
  });
});
