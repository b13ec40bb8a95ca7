import { describe, expect, it } from 'vitest';
import { idField, MAX_ID, multiLineText, singleLineText, withoutControlCharacters } from './common';

describe('the one text rule', () => {
  const line = singleLineText(50, 'Required');
  const lines = multiLineText(50);

  it('trims, and refuses every control character in one line', () => {
    expect(line.parse('  Casa Mar  ')).toBe('Casa Mar');
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\rb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb'])
      expect(line.safeParse(bad).success).toBe(false);
    expect(line.safeParse('').error?.issues[0]?.message).toBe('Required');
  });

  it('lets several lines keep line breaks and tabs, nothing else', () => {
    expect(lines.parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    for (const bad of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u0007b', 'a\u0085b'])
      expect(lines.safeParse(bad).success).toBe(false);
  });

  it('turns control characters of outside text into spaces', () => {
    expect(withoutControlCharacters('Reserved\nfor\u0000Ana\t')).toBe('Reserved for Ana ');
  });
});

describe('ids', () => {
  it('fit PostgreSQL integer: 1 to 2147483647, from text too', () => {
    expect(idField().parse('42')).toBe(42);
    expect(idField().parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, Infinity, '1e309', 'abc', ''])
      expect(idField().safeParse(bad).success).toBe(false);
  });
});
