import type { AcceptInput, AcceptResponse, Suggestion, SuggestResponse } from '@common/contracts/capacity';
import { addDays } from '@common/domain/calendar';
import { formatDuration } from '@common/domain/format';
import { availableMinutesOn, slotsOn, unavailability, type Unavailability } from '@common/domain/capacity';
import { compareCandidates, fitsHerDay, ownPersonKeeps, type Candidate, type DayJob } from '@common/domain/day-plan';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { dateParam, render, text, type Text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { assignWithin } from '../events/events.service';
import type { EventLifecycle } from '../events/lifecycle';
import * as q from './capacity.queries';
import { readPlan, type Cleaning, type Plan } from './capacity.service';

const hoursOf = (h: q.Housekeeper, date: string) =>
  slotsOn(h.availability, date)
    .map((s) => `${s.start}-${s.end}`)
    .join(', ');

/** Her jobs and the regions of her cleanings, per day, assigned or suggested in this run. */
type Day = Map<number, { jobs: DayJob[]; regions: Set<string> }>;

/**
 * One suggestion per unassigned live cleaning of the 7 days from `weekStart` (by date, window start,
 * id), with its reasons in `language`; the unconfirmed Booking.com periods among them are named as
 * skipped, with why. Nothing is written: the admin accepts them (POST /assignments/accept).
 */
export async function suggest(db: DbOrTx, weekStart: string, language: Language): Promise<SuggestResponse> {
  const plan = await readPlan(db, weekStart, addDays(weekStart, 6));
  const days = new Map<string, Day>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, new Map()).get(date)!;
  const book = (employeeId: number, c: Cleaning) => {
    const day = dayOf(c.serviceDate);
    const mine = day.get(employeeId) ?? { jobs: [], regions: new Set<string>() };
    mine.jobs.push(c);
    if (c.region) mine.regions.add(c.region);
    day.set(employeeId, mine);
  };
  for (const c of plan.cleanings) if (c.employeeId !== null) book(c.employeeId, c);

  const open = plan.cleanings
    .filter((c) => c.employeeId === null && c.status === 'unassigned')
    .sort(
      (a, b) =>
        a.serviceDate.localeCompare(b.serviceDate) || a.window.start.localeCompare(b.window.start) || a.id - b.id,
    );
  const suggestions: Suggestion[] = [];
  const skipped: SuggestResponse['skipped'] = [];
  for (const c of open) {
    // A closed period may be a block and not a guest: it is planned once the office confirms it.
    if (c.unconfirmed) {
      skipped.push({ cleaning_event_id: c.id, reason: render(language, text('suggest.unconfirmed')) });
      continue;
    }
    const { chosen, reasons } = choose(plan, dayOf(c.serviceDate), c);
    if (chosen) book(chosen.id, c);
    suggestions.push({
      cleaning_event_id: c.id,
      employee_id: chosen?.id ?? null,
      reasons: reasons.map((r) => render(language, r)),
    });
  }
  return { week_start: weekStart, suggestions, skipped };
}

/**
 * Who should take a cleaning, given the day so far (the rules of common/domain/day-plan.ts): among those
 * not off and working during its window whose day it fits (every job done inside her hours and its
 * window), its preferred then its backup housekeeper unless she already has work that day while someone
 * else is free; else the first by `compareCandidates` (free first, same region, smallest share of her
 * hours); else whoever available has the most hours left, saying she would go over. With the reasons.
 */
function choose(plan: Plan, day: Day, c: Cleaning): { chosen?: q.Housekeeper; reasons: Text[] } {
  const off = (h: q.Housekeeper) => plan.timeOff.get(h.id) ?? [];
  const whyNot = (h: q.Housekeeper) => unavailability(h.availability, off(h), c.serviceDate, c.window);
  const jobs = (h: q.Housekeeper) => day.get(h.id)?.jobs ?? [];
  const candidate = (h: q.Housekeeper): Candidate => ({
    id: h.id,
    name: h.name,
    loadMinutes: jobs(h).reduce((sum, j) => sum + j.minutes, 0),
    availableMinutes: availableMinutesOn(h.availability, off(h), c.serviceDate),
    sameRegion: c.region !== '' && (day.get(h.id)?.regions.has(c.region) ?? false),
  });
  const fits = (h: q.Housekeeper) => fitsHerDay(h.availability, c.serviceDate, jobs(h), c);
  const availableText = (h: q.Housekeeper) =>
    text('suggest.available', { hours: hoursOf(h, c.serviceDate), date: dateParam(c.serviceDate, { weekday: true }) });

  const working = plan.staff.filter((h) => whyNot(h) === null);
  const fitting = working.filter(fits).map((h) => ({ h, c: candidate(h) }));

  // The property's own people first; each one passed over says why.
  const passedOver: Text[] = [];
  for (const [id, kind] of [
    [c.preferredEmployeeId, 'preferred'],
    [c.backupEmployeeId, 'backup'],
  ] as const) {
    const h = plan.staff.find((s) => s.id === id);
    if (!h) continue;
    const role = text(kind === 'preferred' ? 'suggest.rolePreferred' : 'suggest.roleBackup');
    const why = whyNot(h);
    const own = fitting.find((f) => f.h.id === h.id);
    if (why === null && own) {
      const free = fitting.find((f) => f.h.id !== h.id && f.c.loadMinutes === 0);
      if (
        !free ||
        ownPersonKeeps(
          own.c,
          fitting.map((f) => f.c),
        )
      ) {
        const title = text(kind === 'preferred' ? 'suggest.preferred' : 'suggest.backup', { property: c.propertyName });
        const load = own.c.loadMinutes > 0 ? [loadText(own.c)] : [];
        return { chosen: h, reasons: [title, ...passedOver, ...load, availableText(h)] };
      }
      passedOver.push(text('suggest.personBusy', { name: h.name, role, other: free.h.name }));
      continue;
    }
    passedOver.push(passedOverText(h, role, why, candidate(h), c));
  }

  const [best] = [...fitting].sort((a, b) => compareCandidates(c.minutes)(a.c, b.c));
  if (best) {
    const reasons = [...passedOver, loadText(best.c)];
    if (best.c.sameRegion) reasons.push(text('suggest.sameRegion', { region: c.region }));
    return { chosen: best.h, reasons: [...reasons, availableText(best.h)] };
  }

  // Nobody can do it inside her day: whoever available has the most hours left, saying so.
  const [chosen] = working
    .map((h) => ({ h, c: candidate(h) }))
    .sort((a, b) => b.c.availableMinutes - b.c.loadMinutes - (a.c.availableMinutes - a.c.loadMinutes));
  if (!chosen) return { reasons: [text('suggest.nobody'), ...passedOver] };
  const total = chosen.c.loadMinutes + c.minutes;
  const over =
    total > chosen.c.availableMinutes
      ? text('suggest.overHours', {
          total: formatDuration(total),
          available: formatDuration(chosen.c.availableMinutes),
        })
      : text('suggest.pastHerDay');
  return { chosen: chosen.h, reasons: [...passedOver, loadText(chosen.c), over, availableText(chosen.h)] };
}

/** Her day so far: free, or how much of her hours is assigned. */
function loadText(c: Candidate): Text {
  if (c.loadMinutes === 0) return text('suggest.free');
  return text('suggest.dayLoad', {
    assigned: formatDuration(c.loadMinutes),
    available: formatDuration(c.availableMinutes),
  });
}

/** Why the property's preferred (or backup) housekeeper was passed over. */
function passedOverText(h: q.Housekeeper, role: Text, why: Unavailability | null, own: Candidate, c: Cleaning): Text {
  if (why === null)
    return own.loadMinutes + c.minutes > own.availableMinutes
      ? text('suggest.personFull', { name: h.name, role })
      : text('suggest.personLate', { name: h.name, role });
  if (why.kind === 'time_off') return text('suggest.personOff', { name: h.name, role });
  if (why.kind === 'day_off') return text('suggest.personNotWorking', { name: h.name, role });
  return text('suggest.personOutsideHours', { name: h.name, role, hours: hoursOf(h, c.serviceDate) });
}

/**
 * Assigns the accepted suggestions in one transaction, each in its own savepoint: one that is taken
 * meanwhile, gone, or whose housekeeper is no longer available is skipped with why (in `language`).
 */
export function accept(
  db: Db,
  lifecycle: EventLifecycle,
  who: AuthUser,
  input: AcceptInput,
  language: Language,
): Promise<AcceptResponse> {
  return db.transaction(async (tx) => {
    const answer: AcceptResponse = { assigned: [], skipped: [] };
    for (const item of input.assignments) {
      try {
        answer.assigned.push(
          await tx.transaction(async (savepoint) => {
            await refuseUnlessOpen(savepoint, item.cleaning_event_id);
            return assignWithin(savepoint, lifecycle, who, item);
          }),
        );
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        answer.skipped.push({ cleaning_event_id: item.cleaning_event_id, detail: render(language, err.detail) });
      }
    }
    return answer;
  });
}

/** A suggestion is for an unassigned cleaning: accepting it never moves one someone took meanwhile. */
async function refuseUnlessOpen(tx: DbOrTx, id: number): Promise<void> {
  const row = await q.lockCleaningToAccept(tx, id);
  if (!row) throw new AppError('not_found', text('event.notFound'));
  const params = { property: row.propertyName, date: dateParam(row.serviceDate) };
  if (row.cancelledAt !== null || row.unconfirmed) throw new AppError('conflict', text('accept.notLive', params));
  if (row.employeeName !== null)
    throw new AppError('conflict', text('accept.taken', { ...params, name: row.employeeName }));
  if (row.status !== 'unassigned') throw new AppError('conflict', text('accept.notOpen', params));
}
