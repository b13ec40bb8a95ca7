// The pay statement as a WhatsApp message: a summary of the week in the person's language
// (decisions 0012 and 0030), dates in that language's style.
import type { Language } from '@common/contracts/auth';
import type { StaffStatement } from '@common/contracts/payroll';
import { toIsoDate } from '@common/domain/dates';
import { formatDate, formatDateRange, formatMoney, PAYROLL_CURRENCY } from '@common/domain/format';
import { hasCountryCode, whatsappLink } from '@common/domain/phone';
import i18n from '../../lib/i18n';

const WORDS: Record<
  Language,
  {
    greeting: (name: string, range: string) => string;
    paidMark: string;
    none: string;
    total: string;
    paid: string;
    pending: string;
    paidOn: (date: string) => string;
  }
> = {
  en: {
    greeting: (name, range) => `Hi ${name}, this is your pay statement for the week of ${range}:`,
    paidMark: ' (paid)',
    none: 'No completed cleanings this week.',
    total: 'Total',
    paid: 'Paid',
    pending: 'Pending',
    paidOn: (date) => `Paid on ${date}.`,
  },
  es: {
    greeting: (name, range) => `Hola ${name}, este es tu estado de pago de la semana del ${range}:`,
    paidMark: ' (pagado)',
    none: 'Sin limpiezas completadas esta semana.',
    total: 'Total',
    paid: 'Pagado',
    pending: 'Pendiente',
    paidOn: (date) => `Pagado el ${date}.`,
  },
};

/** The language the summary is written in: the person's, else `fallback` (the screen's). */
export function statementLanguage(statement: StaffStatement, fallback: Language): Language {
  return statement.language ?? fallback;
}

/**
 * The summary: greeting, the week, one line per cleaning with its amount (its extras included, each listed
 * under it, named as the screens name them), total, paid and pending, and when the week was paid. The strings of
 * its language must be loaded (useLanguageLoaded), else the extras are named in English.
 */
export function statementMessage(
  statement: StaffStatement,
  weekStart: string,
  weekEnd: string,
  fallback: Language = 'es',
): string {
  const language = statementLanguage(statement, fallback);
  const words = WORDS[language];
  const t = i18n.getFixedT(language);
  const money = (amount: number) => formatMoney(amount, PAYROLL_CURRENCY, language);
  const lines = statement.events.flatMap((e) => [
    `• ${formatDate(e.service_date, language, { weekday: true })} – ${e.property_name}: ${money(e.amount)}${e.payment_employee_status === 'paid' ? words.paidMark : ''}`,
    ...e.extras.map(
      (x) => `   + ${t(`extras.kind.${x.kind}`)}${x.description ? ` (${x.description})` : ''}: ${money(x.amount)}`,
    ),
  ]);
  return [
    words.greeting(statement.name, formatDateRange(weekStart, weekEnd, language)),
    '',
    ...(lines.length > 0 ? lines : [words.none]),
    '',
    `${words.total}: ${money(statement.total)}`,
    `${words.paid}: ${money(statement.paid)}`,
    `${words.pending}: ${money(statement.pending)}`,
    ...(statement.paid_at ? [words.paidOn(formatDate(toIsoDate(new Date(statement.paid_at)), language))] : []),
  ].join('\n');
}

/** The wa.me link with the summary: to the person's phone when it has the country code, else to a chat the sender picks. */
export function statementWhatsAppUrl(
  statement: StaffStatement,
  weekStart: string,
  weekEnd: string,
  fallback: Language = 'es',
): string {
  // The Assign screen's check: only a phone with the country code is addressed.
  const to = hasCountryCode(statement.phone) ? statement.phone : null;
  return whatsappLink(to, statementMessage(statement, weekStart, weekEnd, fallback));
}
