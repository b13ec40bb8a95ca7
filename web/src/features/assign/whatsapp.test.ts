import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/admin-events';
import es from '../../locales/app/es.json';
import { buildWhatsAppLink, eventsOfWeek } from './whatsapp';

const TODAY = '2026-11-22'; // a Sunday: the business week is Fri 20 - Thu 26 November
const LOGIN = 'https://ops.example.cr/login';
const THIS_WEEK = { day: TODAY, today: TODAY };
const ana = { id: 7, name: 'Ana Mora', phone: '+506 8701-1001' };
const house = (name: string, street: string) => ({
  name,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: street,
  region: 'Norte',
});

const events = [
  makeEvent({
    id: 1,
    service_date: '2026-11-24',
    status: 'assigned',
    assignedEmployeeId: 7,
    house: house('Villa Marea', 'Calle Langosta 12'),
  }),
  makeEvent({
    id: 2,
    service_date: '2026-11-20',
    status: 'assigned',
    assignedEmployeeId: 7,
    house: house('Casa Pelícano', '150 m sur del Banco'),
  }),
  makeEvent({ id: 3, service_date: '2026-11-27', status: 'assigned', assignedEmployeeId: 7 }), // next week
  makeEvent({ id: 4, service_date: '2026-11-21', status: 'assigned', assignedEmployeeId: 8 }), // someone else
  makeEvent({ id: 5, service_date: '2026-11-19', status: 'assigned', assignedEmployeeId: 7 }), // last week
];

describe('weekly WhatsApp message', () => {
  it("lists only the housekeeper's events of the current Friday-Thursday week, by date", () => {
    expect(eventsOfWeek(ana, events, TODAY).map((e) => e.id)).toEqual([2, 1]);
  });

  it('builds a wa.me link with the Spanish text: dates, properties, addresses and the login link', () => {
    const result = buildWhatsAppLink({ ...ana, language: 'es' }, events, THIS_WEEK, LOGIN, 'en');
    if (!result.ok) throw new Error(result.check);
    expect(result.message).toBe(
      [
        'Hola Ana Mora, estos son tus eventos de limpieza de esta semana (20 – 26 nov 2026):',
        '',
        '• vie 20 nov 2026, 11:00–22:00 – Casa Pelícano (150 m sur del Banco, Tamarindo, Guanacaste)',
        '• mar 24 nov 2026, 11:00–22:00 – Villa Marea (Calle Langosta 12, Tamarindo, Guanacaste)',
        '',
        'Ingresa para ver los detalles: https://ops.example.cr/login',
      ].join('\n'),
    );
    const url = new URL(result.url);
    expect(url.origin + url.pathname).toBe('https://wa.me/50687011001');
    expect(url.searchParams.get('text')).toBe(result.message);
  });

  it('lists the week on screen: next week is named by its dates, not as this week', () => {
    const result = buildWhatsAppLink(ana, events, { day: '2026-11-27', today: TODAY }, LOGIN);
    if (!result.ok) throw new Error(result.check);
    expect(result.events.map((e) => e.id)).toEqual([3]);
    expect(result.message.split('\n')[0]).toBe(
      'Hola Ana Mora, estos son tus eventos de limpieza de la semana del 27 nov – 3 dic 2026:',
    );
  });

  it("writes in the housekeeper's language; one who chose none reads the screen's", () => {
    const english = buildWhatsAppLink({ ...ana, language: 'en' }, events, THIS_WEEK, LOGIN, 'es');
    if (!english.ok) throw new Error(english.check);
    expect(english.message).toBe(
      [
        'Hi Ana Mora, these are your cleanings this week (Nov 20 – 26, 2026):',
        '',
        '• Fri, Nov 20, 2026, 11:00–22:00 – Casa Pelícano (150 m sur del Banco, Tamarindo, Guanacaste)',
        '• Tue, Nov 24, 2026, 11:00–22:00 – Villa Marea (Calle Langosta 12, Tamarindo, Guanacaste)',
        '',
        'Sign in to see the details: https://ops.example.cr/login',
      ].join('\n'),
    );
    const unchosen = buildWhatsAppLink({ ...ana, language: null }, events, THIS_WEEK, LOGIN, 'en');
    expect(unchosen.ok && unchosen.message.split('\n')[0]).toBe(
      'Hi Ana Mora, these are your cleanings this week (Nov 20 – 26, 2026):',
    );
  });

  it('carries each window, over two days when the next guests come later, and says which fall on her day off', () => {
    const twoDays = events.map((e) => (e.id === 1 ? { ...e, window_end: '2026-11-26T15:00' } : e));
    const offDays = new Map([[2, 'day_off' as const]]);
    const spanish = buildWhatsAppLink({ ...ana, language: 'es' }, twoDays, THIS_WEEK, LOGIN, 'en', offDays);
    if (!spanish.ok) throw new Error(spanish.check);
    expect(spanish.message.split('\n').slice(2, 4)).toEqual([
      '• vie 20 nov 2026, 11:00–22:00 – Casa Pelícano (150 m sur del Banco, Tamarindo, Guanacaste) ⚠️ en tu día libre',
      '• mar 24 nov 2026, Mar 11:00 – Jue 15:00 – Villa Marea (Calle Langosta 12, Tamarindo, Guanacaste)',
    ]);
    const english = buildWhatsAppLink({ ...ana, language: 'en' }, twoDays, THIS_WEEK, LOGIN, 'es', offDays);
    expect(english.ok && english.message.split('\n')[2]).toBe(
      '• Fri, Nov 20, 2026, 11:00–22:00 – Casa Pelícano (150 m sur del Banco, Tamarindo, Guanacaste) ⚠️ on your day off',
    );
  });

  it('refuses without a phone, without the 506 country code, and without events this week', () => {
    expect(buildWhatsAppLink({ ...ana, phone: '' }, events, THIS_WEEK, LOGIN)).toEqual({ ok: false, check: 'noPhone' });
    expect(buildWhatsAppLink({ ...ana, phone: '8701 1001' }, events, THIS_WEEK, LOGIN)).toEqual({
      ok: false,
      check: 'noCountryCode',
    });
    expect(buildWhatsAppLink({ ...ana, id: 99 }, events, THIS_WEEK, LOGIN)).toEqual({ ok: false, check: 'noEvents' });
  });

  it("says so in the spec's Spanish words", () => {
    expect(es.assign.whatsapp.noPhone).toBe('{{name}} no tiene número de teléfono');
    expect(es.assign.whatsapp.noCountryCode).toBe('Debe incluir el código de país (+506)');
    expect(es.assign.whatsapp.noEvents).toBe('{{name}} no tiene eventos esta semana');
  });
});
