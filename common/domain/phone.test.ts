import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('phones', () => {
  it.each([
    ['8888 0000', '+50688880000'],
    ['8888-0000', '+50688880000'],
    ['+506 8888 0000', '+50688880000'],
    ['(506) 8888-0000', '+50688880000'],
    ['00506 8888 0000', '+50688880000'],
    ['+1 (305) 555-0100', '+13055550100'],
    ['', ''],
  ])('stores %s as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    ['+50688880000', '+506 8888 0000'],
    ['8888-0000', '+506 8888 0000'],
    ['+13055550100', '+1 305 555 0100'],
    ['+34612345678', '+34 6123 45678'],
  ])('shows %s grouped as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
