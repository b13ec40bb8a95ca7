import { describe, expect, it } from 'vitest';
import { firstName } from './names';

describe('firstName', () => {
  it('keeps the first word of a full name, and null or blank as nothing', () => {
    expect(firstName('  Ana  María Mora ')).toBe('Ana');
    expect(firstName('Ana')).toBe('Ana');
    expect(firstName(null)).toBeNull();
    expect(firstName('   ')).toBeNull();
  });
});
