import {
  weeklyPayroll as weeklyPayrollSchema,
  type StaffStatement,
  type WeeklyPayroll,
} from '@common/contracts/payroll';
import { addDays } from '@common/domain/calendar';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { COMPANY_NAME } from '../../config';
import { sumMoney } from '@common/domain/money';
import * as q from './payroll.queries';
import { renderStatementPdf } from './statement-pdf';
import { text } from '../../i18n/text';

function toStatement(person: q.StaffRow, lines: q.PayLine[]): StaffStatement {
  const events = lines.map((l) => ({
    id: l.eventId,
    service_date: l.serviceDate,
    property_name: l.propertyName,
    amount: l.amount ?? 0,
    payment_employee_status: l.status,
  }));
  const paid = sumMoney(events.filter((e) => e.payment_employee_status === 'paid').map((e) => e.amount));
  const total = sumMoney(events.map((e) => e.amount));
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
  };
}

/**
 * The Friday-Thursday pay week (decisions.md 6): admins get every active staff member and anyone paid
 * that week; housekeepers and supervisors only themselves. `onlyEmployeeId` narrows an admin's answer.
 */
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
  const byEmployee = new Map<number, q.PayLine[]>();
  for (const line of lines) byEmployee.set(line.employeeId, [...(byEmployee.get(line.employeeId) ?? []), line]);
  return {
    week_start: week.start,
    week_end: week.end,
    currency: 'CRC',
    staff: staff.map((person) => toStatement(person, byEmployee.get(person.id) ?? [])),
  };
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
    company: COMPANY_NAME,
    weekStart: payroll.week_start,
    weekEnd: payroll.week_end,
    lang,
    statement,
  });
  return { fileName: `statement-${employeeId}-${payroll.week_start}.pdf`, pdf };
}
