import { eq } from 'drizzle-orm';
import type { AvailabilitySlot } from '@common/domain/capacity';
import type { DbOrTx } from '../db/client';
import { employees, timeOff } from '../db/schema/accounts';
import { checklistAnswers } from '../db/schema/checklists';
import { cleaningEvents } from '../db/schema/events';
import { eventPhotos } from '../db/schema/media';

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

/** A cleaning's photos answering its checklist's photo items: their ids by item. */
export async function insertChecklistPhotos(
  db: DbOrTx,
  eventId: number,
  uploadedBy: number,
  photos: { itemId: string; mediaName: string }[],
): Promise<Map<string, number>> {
  if (photos.length === 0) return new Map();
  const rows = await db
    .insert(eventPhotos)
    .values(photos.map((p) => ({ eventId, uploadedBy, mediaName: p.mediaName, checklistItemId: p.itemId })))
    .returning({ id: eventPhotos.id, itemId: eventPhotos.checklistItemId });
  return new Map(rows.map((r) => [r.itemId ?? '', r.id]));
}

/** A cleaning's checklist answers, as her phone would have sent them. */
export async function insertChecklistAnswers(db: DbOrTx, rows: (typeof checklistAnswers.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(checklistAnswers).values(rows);
}
