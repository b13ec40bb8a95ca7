import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffStatement } from '@common/contracts/payroll';
import { loadLanguage } from '../../lib/i18n';
import { statementMessage, statementWhatsAppUrl } from './statement-whatsapp';

// Spanish summaries name the extras from the Spanish strings, as the screen loads them before it builds one.
beforeAll(() => loadLanguage('es'));

const statement: StaffStatement = {
  employee_id: 7,
  name: 'Ana Mora',
  role: 'employee',
  phone: '+506 8701-1001',
  language: 'es',
  events: [
    {
      id: 1,
      service_date: '2026-10-30',
      property_name: 'Casa Sol',
      amount: 15000,
      kind: 'worker',
      payment_employee_status: 'paid',
      paid_at: '2026-11-06T16:00:00.000Z',
      extras: [],
    },
    {
      id: 2,
      service_date: '2026-11-03',
      property_name: 'Villa Luna',
      amount: 20000,
      kind: 'worker',
      payment_employee_status: 'pending',
      paid_at: null,
      extras: [],
    },
  ],
  adjustments: [],
  total: 35000,
  paid: 15000,
  pending: 20000,
  paid_at: null,
};

describe('statement WhatsApp summary', () => {
  it('writes the week in Spanish: one line per cleaning, total, paid and pending', () => {
    const text = statementMessage(statement, '2026-10-30', '2026-11-05');
    expect(text.split('\n')).toEqual([
      'Hola Ana Mora, este es tu estado de pago de la semana del 30 oct – 5 nov 2026:',
      '',
      expect.stringMatching(/^• vie 30 oct 2026 – Casa Sol: ₡15.000,00 \(pagado\)$/),
      expect.stringMatching(/^• mar 3 nov 2026 – Villa Luna: ₡20.000,00$/),
      '',
      expect.stringMatching(/^Total: ₡35.000,00$/),
      expect.stringMatching(/^Pagado: ₡15.000,00$/),
      expect.stringMatching(/^Pendiente: ₡20.000,00$/),
    ]);
  });

  it('says when a paid week was paid', () => {
    const paid = {
      ...statement,
      events: statement.events.map((e) => ({ ...e, payment_employee_status: 'paid' as const })),
      paid: 35000,
      pending: 0,
      paid_at: '2026-11-06T16:00:00.000Z',
    };
    const lines = statementMessage(paid, '2026-10-30', '2026-11-05').split('\n');
    expect(lines.at(-2)).toMatch(/^Pendiente: ₡0,00$/);
    expect(lines.at(-1)).toBe('Pagado el 6 nov 2026.');
  });

  it("writes in the person's language, else the screen's: English words, dates and amounts", () => {
    const text = statementMessage({ ...statement, language: 'en' }, '2026-10-30', '2026-11-05', 'es');
    expect(text.split('\n')).toEqual([
      'Hi Ana Mora, this is your pay statement for the week of Oct 30 – Nov 5, 2026:',
      '',
      '• Fri, Oct 30, 2026 – Casa Sol: ₡15,000.00 (paid)',
      '• Tue, Nov 3, 2026 – Villa Luna: ₡20,000.00',
      '',
      'Total: ₡35,000.00',
      'Paid: ₡15,000.00',
      'Pending: ₡20,000.00',
    ]);
    expect(statementMessage({ ...statement, language: null }, '2026-10-30', '2026-11-05', 'en')).toContain(
      'Hi Ana Mora, this is your pay statement',
    );
  });

  it('addresses the person’s phone when it has the country code, else lets the sender pick the chat', () => {
    const url = new URL(statementWhatsAppUrl(statement, '2026-10-30', '2026-11-05'));
    expect(url.origin + url.pathname).toBe('https://wa.me/50687011001');
    expect(url.searchParams.get('text')).toContain('Pendiente: ₡20');
    expect(
      new URL(statementWhatsAppUrl({ ...statement, phone: '8701 1001', events: [] }, '2026-10-30', '2026-11-05'))
        .pathname,
    ).toBe('/');
    expect(statementMessage({ ...statement, events: [] }, '2026-10-30', '2026-11-05')).toContain(
      'Sin limpiezas completadas esta semana.',
    );
  });

  it("lists each cleaning's extras under it, in the person's language (the line's amount already includes them)", () => {
    const withExtras: StaffStatement = {
      ...statement,
      events: [
        {
          ...statement.events[1]!,
          amount: 26500,
          extras: [
            { id: 4, kind: 'laundry', description: 'Extra sheets', amount: 5000 },
            { id: 5, kind: 'waiting_time', description: '', amount: 1500 },
          ],
        },
      ],
    };
    expect(statementMessage(withExtras, '2026-10-30', '2026-11-05').split('\n').slice(2, 5)).toEqual([
      expect.stringMatching(/^• mar 3 nov 2026 – Villa Luna: ₡26.500,00$/),
      expect.stringMatching(/^ {3}\+ Lavandería \(Extra sheets\): ₡5.000,00$/),
      expect.stringMatching(/^ {3}\+ Tiempo de espera: ₡1.500,00$/),
    ]);
    expect(statementMessage({ ...withExtras, language: 'en' }, '2026-10-30', '2026-11-05')).toContain(
      '   + Laundry (Extra sheets): ₡5,000.00\n   + Waiting time: ₡1,500.00',
    );
  });
});
