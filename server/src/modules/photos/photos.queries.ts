import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventPhotos } from '../../db/schema/media';

export type PhotoRow = typeof eventPhotos.$inferSelect;

/** The event's photos (not those answering a checklist item), oldest first. */
export async function listEventPhotos(db: DbOrTx, eventId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), isNull(eventPhotos.checklistItemId)))
    .orderBy(asc(eventPhotos.createdAt), asc(eventPhotos.id));
}

/** The stored files of the photos of these events, each event's oldest first. */
export async function listPhotoFilesOfEvents(
  db: DbOrTx,
  eventIds: number[],
): Promise<{ id: number; eventId: number; mediaName: string }[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({ id: eventPhotos.id, eventId: eventPhotos.eventId, mediaName: eventPhotos.mediaName })
    .from(eventPhotos)
    .where(inArray(eventPhotos.eventId, eventIds))
    .orderBy(asc(eventPhotos.eventId), asc(eventPhotos.createdAt), asc(eventPhotos.id));
}

/** How many photos the event has, besides those answering its checklist (they do not count toward the 10). */
export async function countEventPhotos(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), isNull(eventPhotos.checklistItemId)));
  return row?.n ?? 0;
}

/** The event's photo of this stored file answering this item (null: a photo of the cleaning), if it has one. */
export async function findEventPhotoByMedia(
  db: DbOrTx,
  eventId: number,
  mediaName: string,
  itemId: string | null,
): Promise<PhotoRow | undefined> {
  const item = itemId === null ? isNull(eventPhotos.checklistItemId) : eq(eventPhotos.checklistItemId, itemId);
  const [row] = await db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.mediaName, mediaName), item));
  return row;
}

/** One photo of the event, or undefined (also when it belongs to another event). */
export async function findEventPhoto(db: DbOrTx, eventId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.id, photoId)));
  return row;
}

export async function insertEventPhoto(
  db: DbOrTx,
  row: { eventId: number; mediaName: string; uploadedBy: number; checklistItemId: string | null },
): Promise<PhotoRow> {
  const [created] = await db.insert(eventPhotos).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function deleteEventPhoto(db: DbOrTx, photoId: number): Promise<void> {
  await db.delete(eventPhotos).where(eq(eventPhotos.id, photoId));
}
