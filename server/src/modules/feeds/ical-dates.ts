// Pure: DTSTART / DTEND / DURATION values to calendar dates in the company's time zone
// (decision 0006). A DATE is the date written; a floating DATE-TIME is the date written; a UTC
// DATE-TIME at exactly midnight is a date written by a date-only exporter; any other UTC or TZID
// DATE-TIME is converted to the company's zone, so where the server runs never shifts a day.
import ICAL from 'ical.js';
import { CalendarLimitError, linesOf, prop, type IcalComponent, type IcalProperty } from './ical-reader';
import { text } from '../../i18n/text';

type Wall = { y: number; m: number; d: number; hh: number; mm: number; ss: number };
/** A parsed value: a date, or a date-time in UTC, floating (no zone) or in a named zone. */
export type IcalValue =
  { type: 'date'; wall: Wall } | { type: 'datetime'; wall: Wall; zone: 'utc' | 'floating' | { tzid: string } };

const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const DATE_TIME = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2}):?(\d{2})?(?:\.\d+)?(Z)?$/i;
const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;
const DAY_MS = 86_400_000;

function validWall(w: Wall): boolean {
  const probe = new Date(Date.UTC(w.y, w.m - 1, w.d));
  return (
    probe.getUTCFullYear() === w.y &&
    probe.getUTCMonth() === w.m - 1 &&
    probe.getUTCDate() === w.d &&
    w.hh <= 24 &&
    w.mm <= 59 &&
    w.ss <= 60
  );
}

/**
 * Reads a DTSTART/DTEND value leniently: `20270305` without VALUE=DATE is a date, dashes and
 * colons are tolerated, VALUE=DATE on a date-time keeps its date. Null when it is not a real date.
 */
export function readValue(p: IcalProperty): IcalValue | null {
  const raw = p.value.trim();
  const date = DATE.exec(raw);
  if (date) {
    const wall = { y: +date[1]!, m: +date[2]!, d: +date[3]!, hh: 0, mm: 0, ss: 0 };
    return validWall(wall) ? { type: 'date', wall } : null;
  }
  const dt = DATE_TIME.exec(raw);
  if (!dt) return null;
  const wall = { y: +dt[1]!, m: +dt[2]!, d: +dt[3]!, hh: +dt[4]!, mm: +dt[5]!, ss: +(dt[6] ?? 0) };
  if (!validWall(wall)) return null;
  if (p.params.VALUE?.toUpperCase() === 'DATE') return { type: 'date', wall: { ...wall, hh: 0, mm: 0, ss: 0 } };
  const tzid = p.params.TZID?.trim();
  return { type: 'datetime', wall, zone: dt[7] ? 'utc' : tzid ? { tzid } : 'floating' };
}

/** A duration in seconds (`P3D`, `PT36H`, `P1W`), or null. */
export function readDuration(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match || value.trim().length <= 1) return null;
  const [, sign, w, d, h, m, s] = match;
  const seconds = (+(w ?? 0) * 7 + +(d ?? 0)) * 86_400 + +(h ?? 0) * 3600 + +(m ?? 0) * 60 + +(s ?? 0);
  return sign === '-' ? -seconds : seconds;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat | undefined {
  if (!formats.has(timeZone)) {
    try {
      const options = {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      } as const;
      formats.set(timeZone, new Intl.DateTimeFormat('en-US', options));
    } catch {
      return undefined; // not an IANA zone name
    }
  }
  return formats.get(timeZone);
}

// UTC needs no time-zone data (and is most dates): plain arithmetic, much cheaper than Intl.
function utcWall(ms: number): Wall {
  const d = new Date(ms);
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    hh: d.getUTCHours(),
    mm: d.getUTCMinutes(),
    ss: d.getUTCSeconds(),
  };
}

function zoneWall(format: Intl.DateTimeFormat, ms: number): Wall {
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return { y: parts.year!, m: parts.month!, d: parts.day!, hh: parts.hour! % 24, mm: parts.minute!, ss: parts.second! };
}

const wallMs = (w: Wall) => Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm, w.ss);
const isoOf = (w: Wall) => `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;

/** Time zones the calendar defines in VTIMEZONE blocks, by TZID (Outlook's Windows names too). */
export type ZoneBook = Map<string, (wall: Wall) => number>;

// A zone changes its offset twice a year: a rule repeating more often than daily is hostile (the
// time-zone library expands every occurrence since the rule's start: millions for a minutely one).
const TOO_FREQUENT = /(^|;)\s*FREQ\s*=\s*(SECONDLY|MINUTELY|HOURLY)\s*(;|$)/i;

/** Refuses a VTIMEZONE whose STANDARD or DAYLIGHT rule repeats more often than daily. */
function checkZoneRules(vtz: IcalComponent): void {
  for (const rule of vtz.components) {
    if (rule.properties.some((p) => p.name === 'RRULE' && TOO_FREQUENT.test(p.value)))
      throw new CalendarLimitError(text('feed.zoneTooFrequent', { zone: prop(vtz, 'TZID')?.value.slice(0, 80) ?? '' }));
  }
}

/**
 * Reads the calendar's VTIMEZONE blocks; one that cannot be read is left out (Intl may still know the
 * name). Throws CalendarLimitError for a rule more frequent than daily.
 */
export function readZones(calendar: IcalComponent): ZoneBook {
  const zones: ZoneBook = new Map();
  for (const vtz of calendar.components.filter((c) => c.name === 'VTIMEZONE')) {
    checkZoneRules(vtz);
    try {
      const parsed = new ICAL.Component(
        ICAL.parse(['BEGIN:VCALENDAR', ...linesOf(vtz), 'END:VCALENDAR'].join('\r\n')) as unknown[],
      );
      const zone = new ICAL.Timezone(parsed.getFirstSubcomponent('vtimezone')!);
      zone.utcOffset(ICAL.Time.fromData({ year: 2027, month: 1, day: 1 })); // fails now rather than later
      zones.set(
        zone.tzid,
        (w) =>
          zone.utcOffset(
            ICAL.Time.fromData({ year: w.y, month: w.m, day: w.d, hour: w.hh, minute: w.mm, second: w.ss }),
          ) * 1000,
      );
    } catch {
      // An unreadable VTIMEZONE: its TZID falls back to Intl, or to the date as written.
    }
  }
  return zones;
}

// The instant of a wall-clock time in an IANA zone (two passes settle DST edges).
function instantInZone(format: Intl.DateTimeFormat, wall: Wall): number {
  const guess = wallMs(wall);
  const first = guess - (wallMs(zoneWall(format, guess)) - guess);
  return guess - (wallMs(zoneWall(format, first)) - first);
}

/** The instant of a date-time value, or null for a floating one (or a zone nobody knows). */
function instantOf(value: Extract<IcalValue, { type: 'datetime' }>, zones: ZoneBook): number | null {
  if (value.zone === 'utc') return wallMs(value.wall);
  if (value.zone === 'floating') return null;
  const defined = zones.get(value.zone.tzid);
  if (defined) return wallMs(value.wall) - defined(value.wall);
  const format = formatIn(value.zone.tzid);
  return format ? instantInZone(format, value.wall) : null;
}

/** The calendar date (YYYY-MM-DD) of a value in the company's zone, after `plusSeconds` (a DURATION). */
export function companyDate(value: IcalValue, ctx: { zones: ZoneBook; timeZone: string }, plusSeconds = 0): string {
  const { wall } = value;
  if (value.type === 'date') return isoOf(utcWall(wallMs(wall) + Math.trunc(plusSeconds / 86_400) * DAY_MS));
  const midnightUtc = value.zone === 'utc' && wall.hh === 0 && wall.mm === 0 && wall.ss === 0;
  const instant = midnightUtc ? null : instantOf(value, ctx.zones);
  if (instant === null) return isoOf(utcWall(wallMs(wall) + plusSeconds * 1000));
  const company = ctx.timeZone === 'UTC' ? undefined : formatIn(ctx.timeZone);
  return isoOf(company ? zoneWall(company, instant + plusSeconds * 1000) : utcWall(instant + plusSeconds * 1000));
}

let processZone: string | undefined;
/** The time zone the server runs in: the company's (TZ), as the README asks (read once). */
export function processTimeZone(): string {
  processZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return processZone;
}
