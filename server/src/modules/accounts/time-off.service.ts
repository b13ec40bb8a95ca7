import type { TimeOff, TimeOffInput, TimeOffRequest } from '@common/contracts/capacity';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { tellTimeOffRequested } from '../push/push-notices';
import * as q from './time-off.queries';
import { can } from '@common/domain/policy';

// Time off (decision 0035): an admin's is approved at once; a housekeeper asks for her own, which waits
// for an admin. Only approved time off makes her unavailable (events.assign reads it). Not an event
// change, so no event history is written.

type Staff = NonNullable<Awaited<ReturnType<typeof q.findStaff>>>;

/** The staff member `id` when this user may act on her time off: an admin on anyone, a housekeeper on herself (routes admit no other role). */
async function staffFor(db: DbOrTx, who: AuthUser, id: number): Promise<Staff> {
  const staff = await q.findStaff(db, id);
  if (!staff) throw new AppError('not_found', text('staff.notFound'));
  // Someone else's time off is not hers to read or change (as with cleanings: unknown 404, not hers 403).
  if (!can(who.role, 'timeOff.manage') && (staff.userId !== who.id || staff.role !== 'employee'))
    throw new AppError('forbidden', text('timeOff.notYours'));
  return staff;
}

/** The periods with their housekeepers' assigned cleanings inside them, in one query. */
async function withCleanings(db: DbOrTx, rows: q.TimeOffRow[]): Promise<TimeOff[]> {
  const cleanings = await q.assignedDuring(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    employee_id: row.employeeId,
    start_date: row.startDate,
    end_date: row.endDate,
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    assigned_cleanings: cleanings
      .filter((c) => c.timeOffId === row.id)
      .map((c) => ({ id: c.id, service_date: c.serviceDate, property_name: c.propertyName })),
  }));
}

async function oneWithCleanings(db: DbOrTx, row: q.TimeOffRow): Promise<TimeOff> {
  const [answer] = await withCleanings(db, [row]);
  return answer!;
}

/** GET /employee/{id}/time-off: her periods off, the latest start first. */
export async function listTimeOff(db: Db, who: AuthUser, employeeId: number): Promise<TimeOff[]> {
  await staffFor(db, who, employeeId);
  return withCleanings(db, await q.listTimeOff(db, employeeId));
}

/** POST /employee/{id}/time-off: approved when an admin adds it, requested when she asks for it herself. */
export async function addTimeOff(db: Db, who: AuthUser, employeeId: number, input: TimeOffInput): Promise<TimeOff> {
  return db.transaction(async (tx) => {
    const staff = await staffFor(tx, who, employeeId);
    const admin = can(who.role, 'timeOff.manage');
    const row = await q.insertTimeOff(tx, {
      employeeId,
      startDate: input.start_date,
      endDate: input.end_date,
      note: input.note,
      status: admin ? 'approved' : 'requested',
      createdBy: who.id,
      decidedBy: admin ? who.id : null,
    });
    // Her own request waits for the office: the admins hear of it (an admin's entry is already decided).
    if (!admin)
      await tellTimeOffRequested(tx, {
        id: row.id,
        employeeName: staff.name,
        startDate: input.start_date,
        endDate: input.end_date,
        note: input.note,
      });
    return oneWithCleanings(tx, row);
  });
}

/** POST /employee/{id}/time-off/{time_off_id}/approve (admin): a request becomes approved; approving again changes nothing. */
export async function approveTimeOff(db: Db, who: AuthUser, employeeId: number, id: number): Promise<TimeOff> {
  return db.transaction(async (tx) => {
    await staffFor(tx, who, employeeId);
    const row = await q.lockTimeOff(tx, employeeId, id);
    if (!row) throw new AppError('not_found', text('timeOff.notFound'));
    if (row.status === 'approved') return oneWithCleanings(tx, row);
    await q.approveTimeOff(tx, id, who.id);
    return oneWithCleanings(tx, { ...row, status: 'approved', decidedBy: who.id });
  });
}

/** DELETE /employee/{id}/time-off/{time_off_id}: an admin removes any; she withdraws only her own requests. */
export async function removeTimeOff(db: Db, who: AuthUser, employeeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await staffFor(tx, who, employeeId);
    const row = await q.lockTimeOff(tx, employeeId, id);
    if (!row) throw new AppError('not_found', text('timeOff.notFound'));
    if (!can(who.role, 'timeOff.manage') && row.status !== 'requested')
      throw new AppError('forbidden', text('timeOff.approvedOnlyAdmin'));
    await q.deleteTimeOff(tx, id);
  });
}

/** GET /time-off/requests (admin): every request waiting for an answer, the soonest first, with whose it is. */
export async function listRequests(db: Db): Promise<TimeOffRequest[]> {
  const rows = await q.listRequested(db);
  const answers = await withCleanings(
    db,
    rows.map((r) => r.timeOff),
  );
  return answers.map((answer, i) => ({ ...answer, employee_name: rows[i]!.employeeName }));
}
