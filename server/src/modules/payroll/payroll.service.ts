import {
  PAY_KINDS,
  weeklyPayroll as weeklyPayrollSchema,
  type PayStatementInput,
  type PayStatementResponse,
  type StaffStatement,
  type StatementEvent,
  type WeeklyPayroll,
} from '@common/contracts/payroll';
import { recordHistory, type HistoryEntry } from '../../db/event-history';
import { userActor } from '../events/events.service';
import { companyIdentity } from '../settings/settings.service';
import { addDays } from '@common/domain/calendar';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { sumMoney } from '@common/domain/money';
import * as r from './pay-records.queries';
import * as q from './payroll.queries';
import { renderStatementPdf } from './statement-pdf';
import { text } from '../../i18n/text';
import { can } from '@common/domain/policy';

/** The approved extras of the week by cleaning. */
type ExtrasByEvent = Map<number, q.PayExtra[]>;

function byEvent(extras: q.PayExtra[]): ExtrasByEvent {
  const map: ExtrasByEvent = new Map();
  for (const x of extras) map.set(x.eventId, [...(map.get(x.eventId) ?? []), x]);
  return map;
}

/** What a week's statements are made of: the live lines, the records (paid lines, adjustments), the extras. */
type WeekParts = { lines: q.PayLine[]; records: r.RecordLine[]; paidKeys: Set<string>; extrasOf: ExtrasByEvent };

/** The parts of a week's statements, of everyone or of these people. */
async function weekParts(db: DbOrTx, week: { start: string; end: string }, employeeIds?: number[]): Promise<WeekParts> {
  const lines = await q.listPayLines(db, week, employeeIds);
  const records = await r.listWeekRecords(db, week.start, employeeIds);
  const paidKeys = await r.paidOriginals(db, [...new Set(lines.map((l) => l.eventId))]);
  const extrasOf = byEvent(lines.length > 0 ? await q.listPayExtras(db, week) : []);
  return { lines, records, paidKeys, extrasOf };
}

/**
 * One person's week (docs/decisions/0045-paid-is-final.md): each paid line as it was paid (its record), each line
 * not paid yet as the cleaning pays it now, and the adjustments placed on this week.
 */
function toStatement(person: q.StaffRow, parts: WeekParts): StaffStatement {
  const mine = parts.records.filter((x) => x.employeeId === person.id);
  const paidLines = mine
    .filter((x) => !x.adjustment)
    .map((x) => ({
      id: x.eventId,
      service_date: x.serviceDate,
      property_name: x.propertyName,
      amount: x.amount,
      kind: x.kind,
      payment_employee_status: 'paid' as const,
      paid_at: x.paidAt ? x.paidAt.toISOString() : null,
      extras: x.extras.map((e) => ({ ...e, kind: e.kind as StatementEvent['extras'][number]['kind'] })),
    }));
  const recorded = new Set(paidLines.map((l) => `${l.id}:${l.kind}`));
  const openLines = parts.lines
    .filter((l) => l.employeeId === person.id)
    .filter((l) => !recorded.has(`${l.eventId}:${l.kind}`) && !parts.paidKeys.has(r.lineKey(l)))
    .map((l) => {
      // Approved extras are the housekeeper's with her cleaning; a supervisor's line stays as it is.
      const extras = l.kind === 'worker' ? (parts.extrasOf.get(l.eventId) ?? []) : [];
      return {
        id: l.eventId,
        service_date: l.serviceDate,
        property_name: l.propertyName,
        amount: sumMoney([l.amount ?? 0, ...extras.map((x) => x.amount)]),
        kind: l.kind,
        payment_employee_status: 'pending' as const,
        paid_at: null,
        extras: extras.map((x) => ({ id: x.id, kind: x.kind, description: x.description, amount: x.amount })),
      };
    });
  const events = [...paidLines, ...openLines].sort(
    (a, b) => a.service_date.localeCompare(b.service_date) || a.id - b.id || a.kind.localeCompare(b.kind),
  );
  const adjustments = mine
    .filter((x) => x.adjustment)
    .map((x) => ({
      id: x.id,
      cleaning_event_id: x.eventId,
      service_date: x.serviceDate,
      property_name: x.propertyName,
      kind: x.kind,
      amount: x.amount,
      payment_employee_status: x.status,
      paid_at: x.status === 'paid' && x.paidAt ? x.paidAt.toISOString() : null,
    }));
  const all = [...events, ...adjustments];
  const paid = sumMoney(all.filter((e) => e.payment_employee_status === 'paid').map((e) => e.amount));
  const total = sumMoney(all.map((e) => e.amount));
  // The week is paid once every line is; it was paid when its last line was (null if no line recorded when).
  const allPaid = all.length > 0 && all.every((e) => e.payment_employee_status === 'paid');
  const paidAts = all.flatMap((e) => (e.paid_at ? [e.paid_at] : [])).sort();
  return {
    employee_id: person.id,
    name: person.name,
    role: person.role === 'supervisor' ? 'supervisor' : 'employee',
    phone: person.phone,
    language: person.language,
    events,
    adjustments,
    total,
    paid,
    pending: sumMoney([total, -paid]),
    paid_at: allPaid ? (paidAts.at(-1) ?? null) : null,
  };
}

/** The body of `weeklyPayroll`, cached per week and reader (admins: one for all; others: their own) until events or people move. */
export function weeklyPayrollBody(db: Db, cache: ResponseCache, who: AuthUser, weekStart: string): Promise<CachedBody> {
  const reader = can(who.role, 'payroll.readAll') ? 'all' : `${who.role}:${who.id}`;
  return cache.answer(db, {
    key: `payroll:${reader}:${weekStart}`,
    reads: ['events', 'users'],
    schema: weeklyPayrollSchema,
    load: () => weeklyPayroll(db, who, weekStart),
  });
}

/**
 * The Friday-Thursday pay week (decision 0012): admins get every active staff member and anyone paid
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
  let parts: WeekParts;
  if (can(who.role, 'payroll.readAll')) {
    parts = await weekParts(db, week, onlyEmployeeId === undefined ? undefined : [onlyEmployeeId]);
    const paidIds = [...new Set([...parts.lines, ...parts.records].map((l) => l.employeeId))];
    staff = await q.listStaff(db, { alsoIds: onlyEmployeeId === undefined ? paidIds : [onlyEmployeeId] });
    if (onlyEmployeeId !== undefined) staff = staff.filter((s) => s.id === onlyEmployeeId);
  } else {
    staff = await q.listStaff(db, { userId: who.id });
    parts =
      staff.length === 0
        ? { lines: [], records: [], paidKeys: new Set(), extrasOf: new Map() }
        : await weekParts(
            db,
            week,
            staff.map((s) => s.id),
          );
  }
  return {
    week_start: week.start,
    week_end: week.end,
    currency: 'CRC',
    staff: staff.map((person) => toStatement(person, parts)),
  };
}

/**
 * Marks one person's week paid (decision 0031), in one transaction: the worker pay of the
 * cleanings they serviced and the supervisor pay of those they completed, each with its paid_at and a
 * history line. Lines already paid keep their paid_at, so paying twice changes nothing (`updated: 0`).
 * Unknown person: 404; no completed cleaning that week: 409.
 */
export async function payWeek(db: Db, who: AuthUser, input: PayStatementInput): Promise<PayStatementResponse> {
  const week = { start: input.week_start, end: addDays(input.week_start, 6) };
  return db.transaction(async (tx) => {
    const person = await q.findStaff(tx, input.employee_id);
    if (!person) throw new AppError('not_found', text('payroll.staffNotFound'));
    const found = await weekParts(tx, week, [person.id]);
    if (found.lines.length === 0 && found.records.length === 0)
      throw new AppError('conflict', text('payroll.nothingToPay', { name: person.name }));
    await q.lockEvents(tx, [...new Set([...found.lines, ...found.records].map((l) => l.eventId))]);
    // Read again under the lock: the lines as they are now, not as they were before another payment committed.
    const before = toStatement(person, await weekParts(tx, week, [person.id]));
    const at = new Date();
    const history: HistoryEntry[] = [];
    const pending = before.events.filter((e) => e.payment_employee_status === 'pending');
    // Recorded first, with what each line pays now; the status change below then finds them recorded.
    await r.recordPaid(
      tx,
      pending.map((e) => ({ eventId: e.id, employeeId: person.id, kind: e.kind })),
      at,
    );
    for (const kind of PAY_KINDS) {
      const ids = pending.filter((e) => e.kind === kind).map((e) => e.id);
      const flipped = await q.markPaid(tx, kind, ids, at);
      const field = kind === 'worker' ? 'payment_employee_status' : 'payment_supervisor_status';
      history.push(
        ...flipped.map((eventId) => ({
          eventId,
          action: 'changed' as const,
          field,
          before: 'pending',
          after: 'paid',
        })),
      );
    }
    const adjusted = await r.payAdjustments(tx, person.id, week.start, at);
    await recordHistory(tx, userActor(who), history);
    const updated = pending.length + adjusted;
    return {
      week_start: week.start,
      week_end: week.end,
      currency: 'CRC' as const,
      updated,
      statement: updated > 0 ? toStatement(person, await weekParts(tx, week, [person.id])) : before,
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
  const everyone = can(who.role, 'payroll.readAll');
  const payroll = await weeklyPayroll(db, who, weekStart, everyone ? employeeId : undefined);
  const statement = payroll.staff.find((s) => s.employee_id === employeeId);
  if (!statement) {
    if (everyone) throw new AppError('not_found', text('payroll.staffNotFound'));
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
