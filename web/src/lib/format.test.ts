import { describe, expect, it } from 'vitest';
import { capitalizeFirst, formatterFor } from './format';

describe('the screen formatter', () => {
  it('writes month titles with only their first letter a capital', () => {
    expect(formatterFor('es').month(2026, 11)).toBe('Noviembre de 2026');
    expect(formatterFor('en').month(2026, 11)).toBe('November 2026');
  });

  it('starts a date line and the weekday headings with a capital, the rest as the language writes it', () => {
    expect(formatterFor('es').weekdayDayMonth('2026-11-06')).toBe('Viernes 06 nov');
    expect(formatterFor('es').weekdays()[0]).toBe('Dom');
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('árbol de Navidad')).toBe('Árbol de Navidad');
  });
});
