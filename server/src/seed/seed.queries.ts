import { eq } from 'drizzle-orm';
import type { AvailabilitySlot } from '@common/domain/capacity';
import type { DbOrTx } from '../db/client';
import { employees, timeOff } from '../db/schema/accounts';
import { cleaningEvents } from '../db/schema/events';

// The demo company's capacity data, written directly: the seed builds a company, it is not an admin's request.

/** Sets a housekeeper's working week. */
export async function setAvailability(db: DbOrTx, employeeId: number, availability: AvailabilitySlot[]) {
  await db.update(employees).set({ availability }).where(eq(employees.id, employeeId));
}

/** Records time off, approved (decided by `adminId`) or asked for. */
export async function insertTimeOff(db: DbOrTx, row: typeof timeOff.$inferInsert) {
  await db.insert(timeOff).values(row);
}

/** When a cleaning was started and finished (Start and Done on her phone). */
export async function setCleaningTimes(db: DbOrTx, eventId: number, startedAt: Date, finishedAt: Date) {
  await db.update(cleaningEvents).set({ startedAt, finishedAt }).where(eq(cleaningEvents.id, eventId));
}
