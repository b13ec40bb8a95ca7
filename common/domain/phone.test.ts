import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE, formatPhone, hasCountryCode, normalizePhone, whatsappLink } from './phone';

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

describe('WhatsApp links', () => {
  it('open the chat of the phone’s digits, with the text written in when given', () => {
    expect(whatsappLink('+506 8701-1001', 'Hola & adiós')).toBe(
      'https://wa.me/50687011001?text=Hola%20%26%20adi%C3%B3s',
    );
    expect(whatsappLink('50688887777')).toBe('https://wa.me/50688887777');
    expect(whatsappLink(null, 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('know a phone typed with the country code', () => {
    expect(hasCountryCode(`+${COUNTRY_CODE} 8701 1001`)).toBe(true);
    expect(hasCountryCode('8701 1001')).toBe(false);
    expect(hasCountryCode(undefined)).toBe(false);
  });
});
