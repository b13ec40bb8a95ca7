// The weekly chat message to a housekeeper (spec 2.12, 5; decisions 4 and 7): Spanish, the events of the week on screen.
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { businessWeek, dayOfWeek } from '@common/domain/calendar';
import { normalizeStatus } from '@common/domain/event-status';
import { formatDmy } from '@common/domain/format';
import { compareIso } from '@common/domain/dates';

/** Required country code of the phone (Costa Rica). */
export const COUNTRY_CODE = '506';

const WEEKDAYS_ES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

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

/** The Spanish text: greeting, the week ("esta semana" when it is the current one), one line per event (date, property, address), the login link. */
export function weeklyMessage(
  name: string,
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
): string {
  const week = businessWeek(when.day);
  const dates = `${formatDmy(week.start)} al ${formatDmy(week.end)}`;
  const which =
    week.start === businessWeek(when.today).start ? `de esta semana (${dates})` : `de la semana del ${dates}`;
  const lines = events.map((e) => {
    const where = address(e);
    return `• ${WEEKDAYS_ES[dayOfWeek(e.service_date)]} ${formatDmy(e.service_date)} – ${e.house.name}${where ? ` (${where})` : ''}`;
  });
  return [
    `Hola ${name}, estos son tus eventos de limpieza ${which}:`,
    '',
    ...lines,
    '',
    `Ingresa para ver los detalles: ${loginUrl}`,
  ].join('\n');
}

/** Checks phone and events (spec 5) and builds the https://wa.me link with the message of the week `when.day` is in. */
export function buildWhatsAppLink(
  employee: Pick<Employee, 'id' | 'name' | 'phone'>,
  events: readonly CleaningEvent[],
  when: MessageWeek,
  loginUrl: string,
): WhatsAppResult {
  const digits = (employee.phone ?? '').replace(/\D/g, '');
  if (!digits) return { ok: false, check: 'noPhone' };
  if (!digits.startsWith(COUNTRY_CODE)) return { ok: false, check: 'noCountryCode' };
  const mine = eventsOfWeek(employee, events, when.day);
  if (mine.length === 0) return { ok: false, check: 'noEvents' };
  const message = weeklyMessage(employee.name, mine, when, loginUrl);
  return { ok: true, url: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`, message, events: mine };
}
