import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('ships a list of at least 10,000', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', 'Password1!', 'Qwerty123!', 'QWERTY123!', 'Letmein1!', '!Sunshine!', 'Pass!word1', 'Abc123!!'])(
    '%s is common',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it.each(['Str0ng!Pass', 'Demo!2026', 'Clean#2026', 'Monkey2026!', 'Casa!Colibri7'])('%s is not on the list', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
