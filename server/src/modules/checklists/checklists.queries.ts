import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { AddedItemDef, ChecklistSectionDef } from '@common/domain/checklist';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { checklistAnswers, checklistTemplate, propertyChecklists } from '../../db/schema/checklists';
import { eventPhotos } from '../../db/schema/media';

export type AnswerRow = typeof checklistAnswers.$inferSelect & {
  photoName: string | null;
  answeredByName: string | null;
};
export type PropertyChangesRow = typeof propertyChecklists.$inferSelect;

/** The company's template (no row yet: no checklist). */
export async function readTemplate(db: DbOrTx): Promise<ChecklistSectionDef[]> {
  const [row] = await db.select({ sections: checklistTemplate.sections }).from(checklistTemplate);
  return row?.sections ?? [];
}

export async function writeTemplate(db: DbOrTx, sections: ChecklistSectionDef[], userId: number): Promise<void> {
  await db
    .insert(checklistTemplate)
    .values({ id: 1, sections, updatedBy: userId })
    .onConflictDoUpdate({ target: checklistTemplate.id, set: { sections, updatedBy: userId, updatedAt: new Date() } });
}

/** A property's changes (none yet: nothing added, hidden or photographed). */
export async function readPropertyChanges(db: DbOrTx, propertyId: number): Promise<PropertyChangesRow> {
  const [row] = await db.select().from(propertyChecklists).where(eq(propertyChecklists.propertyId, propertyId));
  return row ?? { propertyId, added: [], hidden: [], references: {}, updatedAt: new Date(0) };
}

/** Several properties' changes at once (client reports), by property id. */
export async function readPropertiesChanges(
  db: DbOrTx,
  propertyIds: number[],
): Promise<Map<number, PropertyChangesRow>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db.select().from(propertyChecklists).where(inArray(propertyChecklists.propertyId, propertyIds));
  return new Map(rows.map((row) => [row.propertyId, row]));
}

export async function writePropertyChanges(
  db: DbOrTx,
  propertyId: number,
  changes: { added?: AddedItemDef[]; hidden?: string[]; references?: Record<string, string> },
): Promise<void> {
  await db
    .insert(propertyChecklists)
    .values({ propertyId, ...changes })
    .onConflictDoUpdate({ target: propertyChecklists.propertyId, set: { ...changes, updatedAt: new Date() } });
}

const answerColumns = {
  eventId: checklistAnswers.eventId,
  itemId: checklistAnswers.itemId,
  section: checklistAnswers.section,
  label: checklistAnswers.label,
  kind: checklistAnswers.kind,
  checked: checklistAnswers.checked,
  count: checklistAnswers.count,
  note: checklistAnswers.note,
  photoId: checklistAnswers.photoId,
  answeredBy: checklistAnswers.answeredBy,
  answeredAt: checklistAnswers.answeredAt,
  redoReason: checklistAnswers.redoReason,
  redoAt: checklistAnswers.redoAt,
  photoName: eventPhotos.mediaName,
  answeredByName: users.name,
};

/** The answers of these cleanings, with the photo's stored file and who answered. */
export async function listAnswers(db: DbOrTx, eventIds: number[]): Promise<AnswerRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select(answerColumns)
    .from(checklistAnswers)
    .leftJoin(eventPhotos, eq(eventPhotos.id, checklistAnswers.photoId))
    .leftJoin(users, eq(users.id, checklistAnswers.answeredBy))
    .where(inArray(checklistAnswers.eventId, eventIds))
    .orderBy(asc(checklistAnswers.eventId));
}

export type AnswerWrite = {
  eventId: number;
  itemId: string;
  section: string;
  label: string;
  kind: (typeof checklistAnswers.$inferInsert)['kind'];
  checked: boolean | null;
  count: number | null;
  note: string | null;
  photoId: number | null;
  answeredBy: number;
  answeredAt: Date;
};

/** Sets an item's answer (its redo reason, if any, stays until the cleaning is reviewed again). */
export async function upsertAnswer(db: DbOrTx, row: AnswerWrite): Promise<void> {
  const { eventId: _e, itemId: _i, ...set } = row;
  await db
    .insert(checklistAnswers)
    .values(row)
    .onConflictDoUpdate({ target: [checklistAnswers.eventId, checklistAnswers.itemId], set });
}

/** A cleaning handed to another housekeeper starts fresh: its answers go (kept in its history first). */
export async function deleteAnswers(db: DbOrTx, eventId: number): Promise<void> {
  await db.delete(checklistAnswers).where(eq(checklistAnswers.eventId, eventId));
}

/** Sent back: these items lose their answer and carry the reason; every other item's earlier reason goes. */
export async function markRedo(
  db: DbOrTx,
  eventId: number,
  items: { itemId: string; section: string; label: string; kind: AnswerWrite['kind'] }[],
  reason: string | null,
): Promise<void> {
  const named = items.map((item) => item.itemId);
  await db
    .update(checklistAnswers)
    .set({ redoReason: null, redoAt: null })
    .where(
      and(
        eq(checklistAnswers.eventId, eventId),
        isNotNull(checklistAnswers.redoReason),
        ...(named.length > 0 ? [notInArray(checklistAnswers.itemId, named)] : []),
      ),
    );
  const now = new Date();
  for (const item of items) {
    const cleared = { checked: null, count: null, note: null, photoId: null, answeredBy: null, answeredAt: null };
    await db
      .insert(checklistAnswers)
      .values({ eventId, ...item, ...cleared, redoReason: reason, redoAt: now })
      .onConflictDoUpdate({
        target: [checklistAnswers.eventId, checklistAnswers.itemId],
        set: { ...cleared, redoReason: reason, redoAt: now },
      });
  }
}

/** The event's photo of this stored file kept for one checklist item (a retake replaces it). */
export async function itemPhotos(db: DbOrTx, eventId: number, itemId: string) {
  return db
    .select({ id: eventPhotos.id })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.checklistItemId, itemId)));
}

/** One photo of the event (any), for an answer naming it. */
export async function eventPhoto(db: DbOrTx, eventId: number, photoId: number) {
  const [row] = await db
    .select({
      id: eventPhotos.id,
      mediaName: eventPhotos.mediaName,
      uploadedBy: eventPhotos.uploadedBy,
      checklistItemId: eventPhotos.checklistItemId,
    })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.id, photoId)));
  return row;
}

/**
 * The item's own photo of the same file as `photo` (a photo answers one item): `photo` itself when it is the
 * item's, else the item's photo of that file, made beside the other one (which stays as it was).
 */
export async function itemPhotoOf(
  db: DbOrTx,
  eventId: number,
  itemId: string,
  photo: { id: number; mediaName: string; uploadedBy: number | null; checklistItemId: string | null },
): Promise<number> {
  if (photo.checklistItemId === itemId) return photo.id;
  const [made] = await db
    .insert(eventPhotos)
    .values({ eventId, mediaName: photo.mediaName, uploadedBy: photo.uploadedBy, checklistItemId: itemId })
    .onConflictDoNothing()
    .returning({ id: eventPhotos.id });
  if (made) return made.id;
  const [own] = await db
    .select({ id: eventPhotos.id })
    .from(eventPhotos)
    .where(
      and(
        eq(eventPhotos.eventId, eventId),
        eq(eventPhotos.mediaName, photo.mediaName),
        eq(eventPhotos.checklistItemId, itemId),
      ),
    );
  if (!own) throw new Error('the item photo was neither made nor found');
  return own.id;
}

/** Drops an item's earlier photos (a retake), except `keep`. */
export async function deletePhotos(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(eventPhotos).where(inArray(eventPhotos.id, ids));
}
