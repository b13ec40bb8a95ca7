import { describe, expect, it } from 'vitest';
import { sumMoney } from './money';

describe('sumMoney', () => {
  it('adds in whole cents: no floating-point drift over a long column', () => {
    expect(sumMoney(Array<number>(10).fill(0.1))).toBe(1);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });

  it('answers 0 for nothing and keeps signs', () => {
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([45.5, -10.25])).toBe(35.25);
  });
});
