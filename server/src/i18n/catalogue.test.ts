import { describe, expect, it } from 'vitest';
import { catalogues, languageFromHeader, translate } from './catalogue';
import { dateParam, render, text } from './text';

describe('server catalogue', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(catalogues.en).sort();
    for (const [language, texts] of Object.entries(catalogues)) {
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
      expect(placeholders(catalogues.es[key]), key).toEqual(placeholders(catalogues.en[key]));
    }
  });

  it('fills placeholders', () => {
    expect(translate('es', 'mail.reset.body', { name: 'Ana', link: 'https://x.example/r' })).toMatch(
      /^Hola Ana:[\s\S]*https:\/\/x\.example\/r/,
    );
  });

  it.each([
    [undefined, 'en'],
    ['es-CR,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,es;q=0.5', 'en'],
    ['fr-FR, es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['de', 'en'],
  ])('reads Accept-Language %s as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('dates in texts', () => {
  it("writes a date placeholder in the reader's date style (the phone's refusal of a moved cleaning)", () => {
    const moved = text('event.moved', { from: dateParam('2026-11-20'), to: dateParam('2026-11-22') });
    expect(render('en', moved)).toBe(
      'This cleaning was moved from Nov 20, 2026 to Nov 22, 2026; check it and send it again.',
    );
    expect(render('es', moved)).toBe(
      'Esta limpieza se movió del 20 nov 2026 al 22 nov 2026; revísala y envíala de nuevo.',
    );
  });
});
