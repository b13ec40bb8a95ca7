// The weekly chat message to a housekeeper (spec 2.12, 5; decisions 4 and 7): in her language, the events of the week on screen.
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import type { Language } from '@common/contracts/auth';
import { businessWeek } from '@common/domain/calendar';
import { normalizeStatus } from '@common/domain/event-status';
import { formatDate, formatDateRange } from '@common/domain/format';
import { compareIso } from '@common/domain/dates';

/** Required country code of the phone (Costa Rica). */
export const COUNTRY_CODE = '506';

export type WhatsAppCheck = 'noPhone' | 'noCountryCode' | 'noEvents';
export type WhatsAppResult =
  { ok: true; url: string; message: string; events: CleaningEvent[] } | { ok: false; check: WhatsAppCheck };

/** The housekeeper's assigned events in the Friday-Thursday week of `day`, by date. */
export function eventsOfWeek(
  employee: Pick<Employee, 'id'>,
  events: readonly CleaningEvent[],
  day: string,
): CleaningEvent[] {
  const week = businessWeek(day);
  return events
    .filter(
      (e) =>
        e.assignedEmployeeId === employee.id &&
        normalizeStatus(e.status) === 'assigned' &&
        e.service_date >= week.start &&
        e.service_date <= week.end,
    )
    .sort((a, b) => compareIso(a.service_date, b.service_date) || a.id - b.id);
}

function address(event: CleaningEvent): string {
  return [event.house.street_address, event.house.city, event.house.state].filter(Boolean).join(', ');
}

/** The week a message is about: the week on screen and, to word it, today. */
export type MessageWeek = { day: string; today: string };

/** The message's words in the recipient's language (decision 0030); dates in that language's style. */
const WORDS: Record<
  Language,
  {
    greeting: (name: string, which: string) => string;
    thisWeek: (range: string) => string;
    weekOf: (range: string) => string;
    login: (url: string) => string;
  }
> = {
  en: {
    greeting: (name, which) => `Hi ${name}, these are your cleanings ${which}:`,
    thisWeek: (range) => `this week (${range})`,
    weekOf: (range) => `for the week of ${range}`,
    login: (url) => `Sign in to see the details: ${url}`,
  },
  es: {
    greeting: (name, which) => `Hola ${name}, estos son tus eventos de limpieza ${which}:`,
    thisWeek: (range) => `de esta semana (${range})`,
    weekOf: (range) => `de la semana del ${range}`,
    login: (url) => `Ingresa para ver los detalles: ${url}`,
  },
};

/** The text in `language`: greeting, the week ("this week" when it is the current one), one line per event (date, property, address), the login link. */
export function weeklyMessage(
  name: string,
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
  language: Language,
): string {
  const words = WORDS[language];
  const week = businessWeek(when.day);
  const range = formatDateRange(week.start, week.end, language);
  const which = week.start === businessWeek(when.today).start ? words.thisWeek(range) : words.weekOf(range);
  const lines = events.map((e) => {
    const where = address(e);
    return `• ${formatDate(e.service_date, language, { weekday: true })} – ${e.house.name}${where ? ` (${where})` : ''}`;
  });
  return [words.greeting(name, which), '', ...lines, '', words.login(loginUrl)].join('\n');
}

/**
 * Checks phone and events (spec 5) and builds the https://wa.me link with the message of the week
 * `when.day` is in, written in the housekeeper's language (else `fallback`, the screen's).
 */
export function buildWhatsAppLink(
  employee: Pick<Employee, 'id' | 'name' | 'phone'> & { language?: Language | null },
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
  fallback: Language = 'es',
): WhatsAppResult {
  const digits = (employee.phone ?? '').replace(/\D/g, '');
  if (!digits) return { ok: false, check: 'noPhone' };
  if (!digits.startsWith(COUNTRY_CODE)) return { ok: false, check: 'noCountryCode' };
  const mine = eventsOfWeek(employee, events, when.day);
  if (mine.length === 0) return { ok: false, check: 'noEvents' };
  const message = weeklyMessage(employee.name, mine, when, loginUrl, employee.language ?? fallback);
  return { ok: true, url: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`, message, events: mine };
}
