import type { AcceptInput, AcceptResponse, Suggestion, SuggestResponse } from '@common/contracts/capacity';
import { addDays } from '@common/domain/calendar';
import { availableMinutesOn, slotsOn, unavailability, type Unavailability } from '@common/domain/capacity';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { dateParam, render, text, type Text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { assignWithin } from '../events/events.service';
import * as q from './capacity.queries';
import { readPlan, type Cleaning } from './capacity.service';

/** Minutes as people read a load: '45 min', '2 h 0 min'. */
function duration(minutes: number): string {
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

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
  const byId = new Map(plan.staff.map((h) => [h.id, h]));
  const days = new Map<string, Day>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, new Map()).get(date)!;
  const book = (date: string, employeeId: number, c: Cleaning) => {
    const day = dayOf(date);
    const load = day.get(employeeId) ?? { minutes: 0, regions: new Set<string>() };
    load.minutes += c.minutes;
    if (c.region) load.regions.add(c.region);
    day.set(employeeId, load);
  };
  for (const c of plan.cleanings) if (c.employeeId !== null) book(c.serviceDate, c.employeeId, c);

  const open = plan.cleanings
    .filter((c) => c.employeeId === null)
    .sort(
      (a, b) =>
        a.serviceDate.localeCompare(b.serviceDate) || a.window.start.localeCompare(b.window.start) || a.id - b.id,
    );
  const suggestions: Suggestion[] = open.map((c) => {
    const day = dayOf(c.serviceDate);
    const off = (h: q.Housekeeper) => plan.timeOff.get(h.id) ?? [];
    const whyNot = (h: q.Housekeeper) => unavailability(h.availability, off(h), c.serviceDate, c.window);
    const load = (h: q.Housekeeper) => day.get(h.id)?.minutes ?? 0;
    const available = (h: q.Housekeeper) => availableMinutesOn(h.availability, off(h), c.serviceDate);
    const fits = (h: q.Housekeeper) => load(h) + c.minutes <= available(h);
    const sameRegion = (h: q.Housekeeper) => c.region !== '' && (day.get(h.id)?.regions.has(c.region) ?? false);
    const candidates = plan.staff.filter((h) => whyNot(h) === null);
    const leastLoaded = (pool: q.Housekeeper[]) =>
      [...pool].sort((a, b) => load(a) - load(b) || Number(sameRegion(b)) - Number(sameRegion(a)))[0];

    // The property's own people first, when they can take it within their hours; each one passed over says why.
    const named = (
      [
        [c.preferredEmployeeId, text('suggest.rolePreferred')],
        [c.backupEmployeeId, text('suggest.roleBackup')],
      ] as const
    ).flatMap(([id, role]) => {
      const h = id === null ? undefined : byId.get(id);
      return h ? [{ h, role, why: whyNot(h), fits: fits(h) }] : [];
    });
    const chosenNamed = named.find((n) => n.why === null && n.fits);
    const passedOver = named
      .slice(0, chosenNamed ? named.indexOf(chosenNamed) : named.length)
      .map((n) => passedOverText(n.h, n.role, n.why, c.serviceDate));

    let chosen: q.Housekeeper | undefined;
    const reasons: Text[] = [];
    if (chosenNamed) {
      chosen = chosenNamed.h;
      const key = chosenNamed.role.key === 'suggest.rolePreferred' ? 'suggest.preferred' : 'suggest.backup';
      reasons.push(text(key, { property: c.propertyName }), ...passedOver);
    } else {
      const pool = candidates.filter(fits);
      chosen = leastLoaded(pool.length > 0 ? pool : candidates);
      if (!chosen) {
        reasons.push(text('suggest.nobody'), ...passedOver);
      } else {
        reasons.push(...passedOver, text('suggest.leastLoaded', { assigned: duration(load(chosen)) }));
        if (sameRegion(chosen)) reasons.push(text('suggest.sameRegion', { region: c.region }));
        if (pool.length === 0)
          reasons.push(
            text('suggest.overHours', {
              total: duration(load(chosen) + c.minutes),
              available: duration(available(chosen)),
            }),
          );
      }
    }
    if (chosen) {
      reasons.push(
        text('suggest.available', {
          hours: hoursOf(chosen, c.serviceDate),
          date: dateParam(c.serviceDate, { weekday: true }),
        }),
      );
      book(c.serviceDate, chosen.id, c);
    }
    return {
      cleaning_event_id: c.id,
      employee_id: chosen?.id ?? null,
      reasons: reasons.map((r) => render(language, r)),
    };
  });
  return { week_start: weekStart, suggestions };
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
