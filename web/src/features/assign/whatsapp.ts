// The weekly chat message to a housekeeper (decision 0030): in her language, the events of the
// week on screen, each with its window, and those on a day she does not work said so
// (docs/decisions/0047-planning-day-fit-and-office-told.md).
import type { OffDayCleaning } from '@common/contracts/capacity';
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import type { Language } from '@common/contracts/auth';
import { businessWeek } from '@common/domain/calendar';
import { normalizeStatus } from '@common/domain/event-status';
import { formatDate, formatDateRange } from '@common/domain/format';
import { compareIso } from '@common/domain/dates';
import { hasCountryCode, phoneDigits, whatsappLink } from '@common/domain/phone';
import { formatWindow } from '../../lib/format';

/** Why a cleaning of hers is on a day she does not work, by cleaning id (the week's capacity says). */
export type OffDays = ReadonlyMap<number, OffDayCleaning['reason']>;

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
    offDay: Record<OffDayCleaning['reason'], string>;
  }
> = {
  en: {
    greeting: (name, which) => `Hi ${name}, these are your cleanings ${which}:`,
    thisWeek: (range) => `this week (${range})`,
    weekOf: (range) => `for the week of ${range}`,
    login: (url) => `Sign in to see the details: ${url}`,
    offDay: {
      time_off: 'on your time off',
      day_off: 'on your day off',
      outside_hours: 'outside your hours',
    },
  },
  es: {
    greeting: (name, which) => `Hola ${name}, estos son tus eventos de limpieza ${which}:`,
    thisWeek: (range) => `de esta semana (${range})`,
    weekOf: (range) => `de la semana del ${range}`,
    login: (url) => `Ingresa para ver los detalles: ${url}`,
    offDay: {
      time_off: 'en tus días libres',
      day_off: 'en tu día libre',
      outside_hours: 'fuera de tu horario',
    },
  },
};

/**
 * The text in `language`: greeting, the week ("this week" when it is the current one), one line per event
 * (date, window, property, address, and a warning when it falls on a day she does not work), the login link.
 */
export function weeklyMessage(
  name: string,
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
  language: Language,
  offDays: OffDays = new Map(),
): string {
  const words = WORDS[language];
  const week = businessWeek(when.day);
  const range = formatDateRange(week.start, week.end, language);
  const which = week.start === businessWeek(when.today).start ? words.thisWeek(range) : words.weekOf(range);
  const lines = events.map((e) => {
    const where = address(e);
    const day = `${formatDate(e.service_date, language, { weekday: true })}, ${formatWindow(e.window_start, e.window_end, language)}`;
    const off = offDays.get(e.id);
    return `• ${day} – ${e.house.name}${where ? ` (${where})` : ''}${off ? ` ⚠️ ${words.offDay[off]}` : ''}`;
  });
  return [words.greeting(name, which), '', ...lines, '', words.login(loginUrl)].join('\n');
}

/**
 * Checks phone and events and builds the https://wa.me link with the message of the week
 * `when.day` is in, written in the housekeeper's language (else `fallback`, the screen's).
 */
export function buildWhatsAppLink(
  employee: Pick<Employee, 'id' | 'name' | 'phone'> & { language?: Language | null },
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
  fallback: Language = 'es',
  offDays: OffDays = new Map(),
): WhatsAppResult {
  if (!phoneDigits(employee.phone)) return { ok: false, check: 'noPhone' };
  if (!hasCountryCode(employee.phone)) return { ok: false, check: 'noCountryCode' };
  const mine = eventsOfWeek(employee, events, when.day);
  if (mine.length === 0) return { ok: false, check: 'noEvents' };
  const message = weeklyMessage(employee.name, mine, when, loginUrl, employee.language ?? fallback, offDays);
  return { ok: true, url: whatsappLink(employee.phone, message), message, events: mine };
}
