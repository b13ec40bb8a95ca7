import {
  PAY_KINDS,
  weeklyPayroll as weeklyPayrollSchema,
  type PayStatementInput,
  type PayStatementResponse,
  type StaffStatement,
  type WeeklyPayroll,
} from '@common/contracts/payroll';
import { recordHistory, type HistoryEntry } from '../../db/event-history';
import { userActor } from '../events/events.service';
import { companyIdentity } from '../settings/settings.service';
import { addDays } from '@common/domain/calendar';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { sumMoney } from '@common/domain/money';
import * as q from './payroll.queries';
import { renderStatementPdf } from './statement-pdf';
import { text } from '../../i18n/text';

/** The approved extras of the week by cleaning. */
type ExtrasByEvent = Map<number, q.PayExtra[]>;

function byEvent(extras: q.PayExtra[]): ExtrasByEvent {
  const map: ExtrasByEvent = new Map();
  for (const x of extras) map.set(x.eventId, [...(map.get(x.eventId) ?? []), x]);
  return map;
}

function toStatement(person: q.StaffRow, lines: q.PayLine[], extrasOf: ExtrasByEvent): StaffStatement {
  const events = lines.map((l) => {
    // Approved extras are the housekeeper's with her cleaning; a supervisor's line stays as it is.
    const extras = l.kind === 'worker' ? (extrasOf.get(l.eventId) ?? []) : [];
    return {
      id: l.eventId,
      service_date: l.serviceDate,
      property_name: l.propertyName,
      amount: sumMoney([l.amount ?? 0, ...extras.map((x) => x.amount)]),
      kind: l.kind,
      payment_employee_status: l.status,
      paid_at: l.status === 'paid' && l.paidAt ? l.paidAt.toISOString() : null,
      extras: extras.map((x) => ({ id: x.id, kind: x.kind, description: x.description, amount: x.amount })),
    };
  });
  const paid = sumMoney(events.filter((e) => e.payment_employee_status === 'paid').map((e) => e.amount));
  const total = sumMoney(events.map((e) => e.amount));
  // The week is paid once every line is; it was paid when its last line was (null if no line recorded when).
  const allPaid = events.length > 0 && events.every((e) => e.payment_employee_status === 'paid');
  const paidAts = events.flatMap((e) => (e.paid_at ? [e.paid_at] : [])).sort();
  return {
    employee_id: person.id,
    name: person.name,
    role: person.role === 'supervisor' ? 'supervisor' : 'employee',
    phone: person.phone,
    language: person.language,
    events,
    total,
    paid,
    pending: sumMoney([total, -paid]),
    paid_at: allPaid ? (paidAts.at(-1) ?? null) : null,
  };
}

/** The body of `weeklyPayroll`, cached per week and reader (admins: one for all; others: their own) until events or people move. */
export function weeklyPayrollBody(db: Db, cache: ResponseCache, who: AuthUser, weekStart: string): Promise<CachedBody> {
  const reader = who.role === 'admin' ? 'admin' : `${who.role}:${who.id}`;
  return cache.answer(db, {
    key: `payroll:${reader}:${weekStart}`,
    reads: ['events', 'users'],
    schema: weeklyPayrollSchema,
    load: () => weeklyPayroll(db, who, weekStart),
  });
}

/**
 * The Friday-Thursday pay week (decisions.md 6): admins get every active staff member and anyone paid
 * that week; housekeepers and supervisors only themselves. `onlyEmployeeId` narrows an admin's answer.
 */
export async function weeklyPayroll(
  db: Db,
  who: AuthUser,
  weekStart: string,
  onlyEmployeeId?: number,
): Promise<WeeklyPayroll> {
  const week = { start: weekStart, end: addDays(weekStart, 6) };
  let staff: q.StaffRow[];
  let lines: q.PayLine[];
  if (who.role === 'admin') {
    lines = await q.listPayLines(db, week, onlyEmployeeId === undefined ? undefined : [onlyEmployeeId]);
    const paidIds = [...new Set(lines.map((l) => l.employeeId))];
    staff = await q.listStaff(db, { alsoIds: onlyEmployeeId === undefined ? paidIds : [onlyEmployeeId] });
    if (onlyEmployeeId !== undefined) staff = staff.filter((s) => s.id === onlyEmployeeId);
  } else {
    staff = await q.listStaff(db, { userId: who.id });
    lines =
      staff.length === 0
        ? []
        : await q.listPayLines(
            db,
            week,
            staff.map((s) => s.id),
          );
  }
  const extrasOf = byEvent(lines.length > 0 ? await q.listPayExtras(db, week) : []);
  const byEmployee = new Map<number, q.PayLine[]>();
  for (const line of lines) byEmployee.set(line.employeeId, [...(byEmployee.get(line.employeeId) ?? []), line]);
  return {
    week_start: week.start,
    week_end: week.end,
    currency: 'CRC',
    staff: staff.map((person) => toStatement(person, byEmployee.get(person.id) ?? [], extrasOf)),
  };
}

/**
 * Marks one person's week paid (decisions.md 7, decision 0031), in one transaction: the worker pay of the
 * cleanings they serviced and the supervisor pay of those they completed, each with its paid_at and a
 * history line. Lines already paid keep their paid_at, so paying twice changes nothing (`updated: 0`).
 * Unknown person: 404; no completed cleaning that week: 409.
 */
export async function payWeek(db: Db, who: AuthUser, input: PayStatementInput): Promise<PayStatementResponse> {
  const week = { start: input.week_start, end: addDays(input.week_start, 6) };
  return db.transaction(async (tx) => {
    const person = await q.findStaff(tx, input.employee_id);
    if (!person) throw new AppError('not_found', text('payroll.staffNotFound'));
    const found = await q.listPayLines(tx, week, [person.id]);
    if (found.length === 0) throw new AppError('conflict', text('payroll.nothingToPay', { name: person.name }));
    await q.lockEvents(tx, [...new Set(found.map((l) => l.eventId))]);
    // Read again under the lock: the statuses as they are now, not as they were before another payment committed.
    const lines = await q.listPayLines(tx, week, [person.id]);
    const at = new Date();
    const history: HistoryEntry[] = [];
    for (const kind of PAY_KINDS) {
      const ids = lines.filter((l) => l.kind === kind && l.status === 'pending').map((l) => l.eventId);
      await q.markPaid(tx, kind, ids, at);
      const field = kind === 'worker' ? 'payment_employee_status' : 'payment_supervisor_status';
      history.push(
        ...ids.map((eventId) => ({ eventId, action: 'changed' as const, field, before: 'pending', after: 'paid' })),
      );
    }
    await recordHistory(tx, userActor(who), history);
    const after = history.length > 0 ? await q.listPayLines(tx, week, [person.id]) : lines;
    return {
      week_start: week.start,
      week_end: week.end,
      currency: 'CRC' as const,
      updated: history.length,
      statement: toStatement(person, after, byEvent(await q.listPayExtras(tx, week))),
    };
  });
}

/** One person's statement as a PDF: admins any staff member's, others only their own (403). */
export async function statementPdf(
  db: Db,
  who: AuthUser,
  weekStart: string,
  employeeId: number,
  lang: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const payroll = await weeklyPayroll(db, who, weekStart, who.role === 'admin' ? employeeId : undefined);
  const statement = payroll.staff.find((s) => s.employee_id === employeeId);
  if (!statement) {
    if (who.role === 'admin') throw new AppError('not_found', text('payroll.staffNotFound'));
    throw new AppError('forbidden', text('payroll.onlyOwn'));
  }
  const pdf = await renderStatementPdf({
    company: (await companyIdentity(db)).company_name,
    weekStart: payroll.week_start,
    weekEnd: payroll.week_end,
    lang,
    statement,
  });
  return { fileName: `statement-${employeeId}-${payroll.week_start}.pdf`, pdf };
}
