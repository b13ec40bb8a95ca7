import type { AcceptInput, AcceptResponse, Suggestion, SuggestResponse } from '@common/contracts/capacity';
import { addDays } from '@common/domain/calendar';
import { formatDuration } from '@common/domain/format';
import { availableMinutesOn, slotsOn, unavailability, type Unavailability } from '@common/domain/capacity';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { dateParam, render, text, type Text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { assignWithin } from '../events/events.service';
import * as q from './capacity.queries';
import { readPlan, type Cleaning, type Plan } from './capacity.service';

const hoursOf = (h: q.Housekeeper, date: string) =>
  slotsOn(h.availability, date)
    .map((s) => `${s.start}-${s.end}`)
    .join(', ');

/** Her minutes and the regions of her cleanings, per day, assigned or suggested in this run. */
type Day = Map<number, { minutes: number; regions: Set<string> }>;

/**
 * One suggestion per unassigned live cleaning of the 7 days from `weekStart` (by date, window start,
 * id), with its reasons in `language`. Nothing is written: the admin accepts them (POST /assignments/accept).
 */
export async function suggest(db: DbOrTx, weekStart: string, language: Language): Promise<SuggestResponse> {
  const plan = await readPlan(db, weekStart, addDays(weekStart, 6));
  const days = new Map<string, Day>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, new Map()).get(date)!;
  const book = (employeeId: number, c: Cleaning) => {
    const day = dayOf(c.serviceDate);
    const load = day.get(employeeId) ?? { minutes: 0, regions: new Set<string>() };
    load.minutes += c.minutes;
    if (c.region) load.regions.add(c.region);
    day.set(employeeId, load);
  };
  for (const c of plan.cleanings) if (c.employeeId !== null) book(c.employeeId, c);

  const open = plan.cleanings
    .filter((c) => c.employeeId === null && c.status === 'unassigned')
    .sort(
      (a, b) =>
        a.serviceDate.localeCompare(b.serviceDate) || a.window.start.localeCompare(b.window.start) || a.id - b.id,
    );
  const suggestions: Suggestion[] = open.map((c) => {
    const { chosen, reasons } = choose(plan, dayOf(c.serviceDate), c);
    if (chosen) book(chosen.id, c);
    return {
      cleaning_event_id: c.id,
      employee_id: chosen?.id ?? null,
      reasons: reasons.map((r) => render(language, r)),
    };
  });
  return { week_start: weekStart, suggestions };
}

/**
 * Who should take a cleaning, given the day's load so far: among those not off and working during its
 * window, its preferred then its backup housekeeper when the cleaning fits in their hours left, else the
 * least loaded whom it fits (ties: same region as her other cleanings that day, then name), else the least
 * loaded over her hours; or nobody. With the reasons.
 */
function choose(plan: Plan, day: Day, c: Cleaning): { chosen?: q.Housekeeper; reasons: Text[] } {
  const off = (h: q.Housekeeper) => plan.timeOff.get(h.id) ?? [];
  const whyNot = (h: q.Housekeeper) => unavailability(h.availability, off(h), c.serviceDate, c.window);
  const load = (h: q.Housekeeper) => day.get(h.id)?.minutes ?? 0;
  const available = (h: q.Housekeeper) => availableMinutesOn(h.availability, off(h), c.serviceDate);
  const fits = (h: q.Housekeeper) => load(h) + c.minutes <= available(h);
  const sameRegion = (h: q.Housekeeper) => c.region !== '' && (day.get(h.id)?.regions.has(c.region) ?? false);
  const availableText = (h: q.Housekeeper) =>
    text('suggest.available', { hours: hoursOf(h, c.serviceDate), date: dateParam(c.serviceDate, { weekday: true }) });

  // The property's own people first; each one passed over says why.
  const passedOver: Text[] = [];
  for (const [id, kind] of [
    [c.preferredEmployeeId, 'preferred'],
    [c.backupEmployeeId, 'backup'],
  ] as const) {
    const h = plan.staff.find((s) => s.id === id);
    if (!h) continue;
    const why = whyNot(h);
    if (why === null && fits(h)) {
      const own = text(kind === 'preferred' ? 'suggest.preferred' : 'suggest.backup', { property: c.propertyName });
      return { chosen: h, reasons: [own, ...passedOver, availableText(h)] };
    }
    const role = text(kind === 'preferred' ? 'suggest.rolePreferred' : 'suggest.roleBackup');
    passedOver.push(passedOverText(h, role, why, c.serviceDate));
  }

  const candidates = plan.staff.filter((h) => whyNot(h) === null);
  const withRoom = candidates.filter(fits);
  // plan.staff is by name, and the sort keeps that order among equals.
  const [chosen] = (withRoom.length > 0 ? withRoom : candidates).sort(
    (a, b) => load(a) - load(b) || Number(sameRegion(b)) - Number(sameRegion(a)),
  );
  if (!chosen) return { reasons: [text('suggest.nobody'), ...passedOver] };
  const reasons = [...passedOver, text('suggest.leastLoaded', { assigned: formatDuration(load(chosen)) })];
  if (sameRegion(chosen)) reasons.push(text('suggest.sameRegion', { region: c.region }));
  if (withRoom.length === 0)
    reasons.push(
      text('suggest.overHours', {
        total: formatDuration(load(chosen) + c.minutes),
        available: formatDuration(available(chosen)),
      }),
    );
  return { chosen, reasons: [...reasons, availableText(chosen)] };
}

/** Why the property's preferred (or backup) housekeeper was passed over. */
function passedOverText(h: q.Housekeeper, role: Text, why: Unavailability | null, date: string): Text {
  if (why === null) return text('suggest.personFull', { name: h.name, role });
  if (why.kind === 'time_off') return text('suggest.personOff', { name: h.name, role });
  if (why.kind === 'day_off') return text('suggest.personNotWorking', { name: h.name, role });
  return text('suggest.personOutsideHours', { name: h.name, role, hours: hoursOf(h, date) });
}

/**
 * Assigns the accepted suggestions in one transaction, each in its own savepoint: one that is taken
 * meanwhile, gone, or whose housekeeper is no longer available is skipped with why (in `language`).
 */
export function accept(db: Db, who: AuthUser, input: AcceptInput, language: Language): Promise<AcceptResponse> {
  return db.transaction(async (tx) => {
    const answer: AcceptResponse = { assigned: [], skipped: [] };
    for (const item of input.assignments) {
      try {
        answer.assigned.push(
          await tx.transaction(async (savepoint) => {
            await refuseUnlessOpen(savepoint, item.cleaning_event_id);
            return assignWithin(savepoint, who, item);
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
