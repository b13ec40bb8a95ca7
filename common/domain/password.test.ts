import { describe, expect, it } from 'vitest';
import { generatePassword, isStrongPassword, PASSWORD_SYMBOLS } from './password';

describe('password policy', () => {
  it('accepts a password with every class', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Zz9?zzzzzz')).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no upper', 'abcdef1!'],
    ['no lower', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no symbol', 'Abcdefg1'],
    ['symbol outside the list', 'Abcdef1&'],
  ])('refuses a password with %s', (_why, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('generates 8-character passwords that pass the policy and differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(8);
      expect(isStrongPassword(password)).toBe(true);
      expect([...password].every((ch) => /[A-Za-z0-9]/.test(ch) || PASSWORD_SYMBOLS.includes(ch))).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBeGreaterThan(190);
  });
});
