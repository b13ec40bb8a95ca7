import { describe, expect, it } from 'vitest';
import { capitalizeFirst, dateFieldFormatter, formatterFor } from './format';

describe('the screen formatter', () => {
  it('writes every date in the one style of its language (decision 0030)', () => {
    const en = formatterFor('en');
    const es = formatterFor('es');
    expect([en.date('2026-10-01'), es.date('2026-10-01')]).toEqual(['Oct 1, 2026', '1 oct 2026']);
    expect([en.dateOrDash(null), es.dayMonth('2026-10-01')]).toEqual(['-', '1 oct']);
    expect([en.weekRange('2026-11-20', '2026-11-26'), es.weekRange('2026-11-27', '2026-12-03')]).toEqual([
      'Nov 20 – 26, 2026',
      '27 nov – 3 dic 2026',
    ]);
  });

  it("shows a date field's value in the same style, also a range", () => {
    expect(dateFieldFormatter('en')({ date: '2026-10-01' })).toBe('Oct 1, 2026');
    expect(dateFieldFormatter('es')({ date: '2026-10-01' })).toBe('1 oct 2026');
    expect(dateFieldFormatter('es')({ date: null })).toBe('');
    expect(dateFieldFormatter('en')({ date: ['2026-10-01', '2026-10-08'] })).toBe('Oct 1, 2026 – Oct 8, 2026');
  });

  it('writes month titles with only their first letter a capital', () => {
    expect(formatterFor('es').month(2026, 11)).toBe('Noviembre de 2026');
    expect(formatterFor('en').month(2026, 11)).toBe('November 2026');
  });

  it('starts a date line and the weekday headings with a capital, the rest as the language writes it', () => {
    expect(formatterFor('es').weekdayDayMonth('2026-11-06')).toBe('Vie 6 nov');
    expect(formatterFor('en').weekdayDayMonth('2026-11-06')).toBe('Fri, Nov 6');
    expect(formatterFor('es').weekdays()[0]).toBe('Dom');
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('árbol de Navidad')).toBe('Árbol de Navidad');
  });

  it('writes clock times and cleaning windows', () => {
    const en = formatterFor('en');
    const es = formatterFor('es');
    expect(en.clock(new Date(2026, 10, 18, 9, 12).toISOString())).toBe('09:12');
    expect(en.window('2026-11-20T11:00', '2026-11-20T15:00')).toBe('11:00–15:00');
    expect(en.window('2026-11-20T11:00', '2026-11-22T15:00')).toBe('Fri 11:00 – Sun 15:00');
    expect(es.window('2026-11-20T11:00', '2026-11-22T15:00')).toBe('Vie 11:00 – Dom 15:00');
  });

  it('writes minutes as hours and minutes, the same in both languages', () => {
    const en = formatterFor('en');
    expect([en.duration(105), en.duration(120), en.duration(45), en.duration(0)]).toEqual([
      '1 h 45 min',
      '2 h',
      '45 min',
      '0 min',
    ]);
    expect([formatterFor('es').duration(105), en.duration(89.6), en.duration(-65)]).toEqual([
      '1 h 45 min',
      '1 h 30 min',
      '-1 h 5 min',
    ]);
  });
});
