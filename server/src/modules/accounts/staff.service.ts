import type { UpdateUserInput, User } from '@common/contracts/auth';
import {
  employeeList,
  type DeleteEmployeeResponse,
  type GiveBackResponse,
  type ReleasedCleanings,
  type StaffCleaning,
  type UpcomingCleanings,
  type Employee,
  type RegisterUserEmployeeInput,
  type UpdateEmployeeInput,
} from '@common/contracts/staff';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { todayIso } from '@common/domain/dates';
import { normalizePhone } from '@common/domain/phone';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { deleteUser, findUser, registerUser, setUserActive, updateUser } from './accounts.service';
import * as q from './staff.queries';
import { text } from '../../i18n/text';

function toEmployee(row: q.EmployeeWithRole): Employee {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role === 'employee' || row.role === 'supervisor' ? row.role : null,
    active_status: row.activeStatus,
    language: row.language,
    availability: row.availability ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function listEmployees(db: Db): Promise<Employee[]> {
  return (await q.listEmployees(db)).map(toEmployee);
}

/** The body of `listEmployees`, cached until staff (`events`) or their sign-ins' roles (`users`) move. */
export function employeeListBody(db: Db, cache: ResponseCache): Promise<CachedBody> {
  return cache.answer(db, {
    key: 'employees',
    reads: ['events', 'users'],
    schema: employeeList,
    load: () => listEmployees(db),
  });
}

async function loadEmployee(db: Db, id: number): Promise<q.EmployeeWithRole> {
  const [row] = await q.listEmployees(db, { id });
  if (!row) throw new AppError('not_found', text('staff.notFound'));
  return row;
}

/** Creates the sign-in user and the employee together: both or neither. */
export async function registerUserEmployee(
  db: Db,
  input: RegisterUserEmployeeInput,
): Promise<{ user: User; employee: Employee }> {
  return db.transaction(async (tx) => {
    const user = await registerUser(tx, {
      name: input.name,
      email: input.email,
      password: input.password,
      role: input.role,
    });
    const row = await q.insertEmployee(tx, {
      userId: user.id,
      name: input.name,
      email: input.email,
      phone: normalizePhone(input.phone),
    });
    return { user, employee: toEmployee({ ...row, role: input.role, language: user.language ?? null }) };
  });
}

/** A week's slots in reading order: by weekday (Sunday first), then start time. */
function sortedWeek(slots: AvailabilitySlot[] | null): AvailabilitySlot[] | null {
  return slots && [...slots].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/** Edits an employee and their user (name, e-mail, role, active, language, availability) in one transaction. */
export async function updateEmployee(db: Db, who: AuthUser, id: number, input: UpdateEmployeeInput): Promise<Employee> {
  const current = await loadEmployee(db, id);
  const patch = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: normalizePhone(input.phone) }),
    ...(input.active_status !== undefined && { activeStatus: input.active_status }),
    // Her working week (decision 0035); null clears it (every day 08:00-18:00 again).
    ...(input.availability !== undefined && { availability: sortedWeek(input.availability) }),
  };
  await db.transaction(async (tx) => {
    // A role-only change touches the user alone (an empty UPDATE is an error in Drizzle).
    if (Object.keys(patch).length > 0) await q.updateEmployeeRow(tx, id, patch);
    if (current.userId !== null) {
      await updateUser(tx, current.userId, {
        name: input.name,
        email: input.email,
        role: input.role,
        language: input.language,
      });
      if (input.active_status !== undefined) await setUserActive(tx, current.userId, input.active_status);
    }
    if (input.active_status === false && current.activeStatus) {
      await q.releaseFutureAssignments(tx, id, todayIso(), { source: 'user', id: who.id, name: who.name });
    }
  });
  return toEmployee(await loadEmployee(db, id));
}

/**
 * PUT /auth/users/{id}: the user's change, and when it turns sign-in off or on for a housekeeper or
 * supervisor, their staff record follows in the same transaction: inactive staff cannot be assigned,
 * and their assigned events from today on return to unassigned (as when /staff deactivates them).
 */
export async function updateUserAndStaff(db: Db, who: AuthUser, userId: number, input: UpdateUserInput): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, userId, input);
    const staff = input.is_active === undefined ? undefined : await q.findEmployeeByUser(tx, userId);
    if (staff && input.is_active !== undefined && staff.activeStatus !== input.is_active) {
      await q.updateEmployeeRow(tx, staff.id, { activeStatus: input.is_active });
      if (!input.is_active)
        await q.releaseFutureAssignments(tx, staff.id, todayIso(), { source: 'user', id: who.id, name: who.name });
    }
    return user;
  });
}

/**
 * "Delete" of a staff member. With history (any assignment, past or present) the record and
 * their past work stay, the login stops at once and their assigned events from today on return
 * to unassigned: they can be reactivated later. Without history the record and login are removed.
 */
export async function deleteEmployee(db: Db, who: AuthUser, id: number): Promise<DeleteEmployeeResponse> {
  const current = await loadEmployee(db, id);
  return db.transaction(async (tx) => {
    if (!(await q.hasAssignments(tx, id))) {
      await q.deleteEmployeeRow(tx, id);
      if (current.userId !== null) await deleteUser(tx, current.userId);
      return { id, active_status: false as const, outcome: 'removed' as const, unassigned_events: 0 };
    }
    await q.updateEmployeeRow(tx, id, { activeStatus: false });
    if (current.userId !== null) await setUserActive(tx, current.userId, false);
    const unassigned = await q.releaseFutureAssignments(tx, id, todayIso(), {
      source: 'user',
      id: who.id,
      name: who.name,
    });
    return { id, active_status: false as const, outcome: 'deactivated' as const, unassigned_events: unassigned };
  });
}

function toStaffCleaning(row: q.StaffCleaningRow): StaffCleaning {
  return {
    id: row.id,
    service_date: row.serviceDate,
    property_id: row.propertyId,
    property_name: row.propertyName,
    status: row.status,
    housekeeper_name: row.housekeeper,
  };
}

async function userExistsOr404(db: Db, userId: number): Promise<void> {
  if (!(await findUser(db, userId))) throw new AppError('not_found', text('auth.userNotFound'));
}

/** GET /auth/users/{id}/upcoming: what deactivating this user would return to unassigned (nothing for an admin). */
export async function upcomingOfUser(db: Db, userId: number): Promise<UpcomingCleanings> {
  await userExistsOr404(db, userId);
  const staff = await q.findEmployeeByUser(db, userId);
  if (!staff) return { cleanings: [] };
  return { cleanings: (await q.upcomingAssigned(db, staff.id, todayIso())).map(toStaffCleaning) };
}

// Free: nobody has it and it still waits for a housekeeper; anything else stays where it is.
const isFree = (row: q.StaffCleaningRow) => row.status === 'unassigned' && row.housekeeperId === null;

/** GET /auth/users/{id}/released: the upcoming cleanings their last deactivation released, free or taken since. */
export async function releasedOfUser(db: Db, userId: number): Promise<ReleasedCleanings> {
  await userExistsOr404(db, userId);
  const staff = await q.findEmployeeByUser(db, userId);
  if (!staff) return { free: [], taken: [] };
  const rows = await q.releasedSince(db, staff.id, todayIso());
  return {
    free: rows.filter(isFree).map(toStaffCleaning),
    taken: rows.filter((r) => !isFree(r)).map(toStaffCleaning),
  };
}

/**
 * POST /auth/users/{id}/give-back: assigns to a reactivated housekeeper or supervisor, in one
 * transaction, the upcoming cleanings their last deactivation released that nobody took meanwhile;
 * those taken stay with whoever has them and are named in the answer. 409 while the person is inactive.
 */
export async function giveBackToUser(db: Db, who: AuthUser, userId: number): Promise<GiveBackResponse> {
  await userExistsOr404(db, userId);
  return db.transaction(async (tx) => {
    const staff = await q.findEmployeeByUser(tx, userId);
    if (!staff) throw new AppError('conflict', text('staff.giveBackNotStaff'));
    if (!staff.activeStatus) throw new AppError('conflict', text('staff.giveBackInactive', { name: staff.name }));
    const rows = await q.releasedSince(tx, staff.id, todayIso(), true);
    const free = rows.filter(isFree);
    await q.giveBackAssignments(
      tx,
      staff,
      free.map((r) => r.id),
      { source: 'user', id: who.id, name: who.name },
    );
    return {
      given_back: free.map((r) => toStaffCleaning({ ...r, status: 'assigned', housekeeper: staff.name })),
      taken: rows.filter((r) => !isFree(r)).map(toStaffCleaning),
    };
  });
}
