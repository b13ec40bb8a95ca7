import { MAX_EVENT_PHOTOS, type EventPhoto } from '@common/contracts/photos';
import { photoRemoval } from '@common/domain/event-policy';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { keepForOffice, lockFor, lockForProof } from '../events/events.service';
import type { KeptAnswer } from '../events/kept-for-office';
import { answerTime } from '../events/tap-time';
import { keepImage, mediaUrl, type MediaDeps, type PreparedImage } from '../media/media.service';
import { text } from '../../i18n/text';
import { PHOTO_ITEM_FIELD } from '@common/contracts/checklists';
import { answerItem, assertMayAnswer, checklistItem, storedLabel } from '../checklists/event-checklist';
import * as q from './photos.queries';

export type PhotoDeps = { db: Db; publicUrl: string | undefined; bucket?: MediaDeps['bucket'] };

const toPhoto = (publicUrl: string | undefined, row: q.PhotoRow): EventPhoto => ({
  id: row.id,
  event_id: row.eventId,
  url: mediaUrl(publicUrl, row.mediaName),
  created_at: row.createdAt.toISOString(),
  uploaded_by: row.uploadedBy,
  checklist_item_id: row.checklistItemId,
});

/**
 * Adds one photo to a cleaning: its housekeeper, supervisors and admins (lockFor: 404, 403). The
 * photo comes re-encoded (preparePhoto, before this transaction: a JPEG, PNG or WebP, else 415).
 * The same file sent again for the same item (or again as a photo of the cleaning) answers the photo it
 * already is, so a retried upload never makes a second one; the same file for another item, or for an item
 * and the cleaning, is a photo of its own (docs/decisions/0050-a-redo-counts-its-own-time.md). An 11th photo
 * is 409. With `itemId` the photo answers that checklist item (a photo item of the cleaning's list, while it
 * may still be answered) and does not count toward the 10; `answeredAt` is when she took it (answerTime bounds it).
 */
export async function addEventPhoto(
  deps: PhotoDeps,
  who: AuthUser,
  eventId: number,
  image: PreparedImage | undefined,
  itemId?: string,
  answeredAt?: string,
): Promise<EventPhoto | KeptAnswer> {
  return deps.db.transaction(async (tx) => {
    const row = await lockForProof(tx, who, eventId);
    if (!image) throw new AppError('bad_request', text('photo.none'));
    const event = { id: eventId, propertyId: row.event.propertyId };
    const item = itemId === undefined ? undefined : await checklistItem(tx, eventId, event.propertyId, itemId);
    if (item && item.kind !== 'photo') {
      const message = text('checklist.wrongAnswer', { field: 'photo_id' });
      throw new AppError('invalid', message, [{ field: PHOTO_ITEM_FIELD, message }]);
    }
    if (item && !row.former) assertMayAnswer(who.role, row.event.status);
    const name = await keepImage({ db: tx, bucket: deps.bucket }, image);
    if (row.former) {
      const url = mediaUrl(deps.publicUrl, name);
      const before = item ? storedLabel(item) : null;
      return keepForOffice(tx, who, eventId, { field: 'late_photo', before, after: url });
    }
    let photo = await q.findEventPhotoByMedia(tx, eventId, name, itemId ?? null);
    if (!photo) {
      if (itemId === undefined && (await q.countEventPhotos(tx, eventId)) >= MAX_EVENT_PHOTOS) {
        throw new AppError('conflict', text('photo.tooMany', { max: MAX_EVENT_PHOTOS }));
      }
      const fields = { eventId, mediaName: name, uploadedBy: who.id, checklistItemId: itemId ?? null };
      photo = await q.insertEventPhoto(tx, fields);
    }
    if (itemId === undefined) return toPhoto(deps.publicUrl, photo);
    await answerItem(tx, who, event, itemId, { photo_id: photo.id }, answerTime(answeredAt, row.event));
    return toPhoto(deps.publicUrl, { ...photo, checklistItemId: itemId });
  });
}

/** The photos of a cleaning (not those answering its checklist), oldest first, for the same people who may add them. */
export async function listEventPhotos(deps: PhotoDeps, who: AuthUser, eventId: number): Promise<EventPhoto[]> {
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, who, eventId);
    return (await q.listEventPhotos(tx, eventId)).map((row) => toPhoto(deps.publicUrl, row));
  });
}

/**
 * Each event's photos (its checklist's too), oldest first, each picture once: the same file answering two items,
 * or an item and the cleaning, is shown to a client once.
 */
async function picturesOfEvents(db: DbOrTx, eventIds: number[]) {
  const byEvent = new Map<number, { id: number; mediaName: string }[]>();
  for (const row of await q.listPhotoFilesOfEvents(db, eventIds)) {
    const photos = byEvent.get(row.eventId) ?? [];
    if (!photos.some((p) => p.mediaName === row.mediaName)) photos.push(row);
    byEvent.set(row.eventId, photos);
  }
  return byEvent;
}

/** The photos of these events (their checklists' too), each event's oldest first, as readable URLs. */
export async function photosOfEvents(
  db: DbOrTx,
  publicUrl: string | undefined,
  eventIds: number[],
): Promise<Map<number, { id: number; url: string }[]>> {
  const byEvent = await picturesOfEvents(db, eventIds);
  const urls = [...byEvent].map(
    ([id, photos]) => [id, photos.map((p) => ({ id: p.id, url: mediaUrl(publicUrl, p.mediaName) }))] as const,
  );
  return new Map(urls);
}

/** The stored file names of the photos of these cleanings (oldest first), by cleaning, for client reports. */
export async function photoFilesOfEvents(db: DbOrTx, eventIds: number[]): Promise<Map<number, string[]>> {
  const byEvent = await picturesOfEvents(db, eventIds);
  return new Map([...byEvent].map(([id, photos]) => [id, photos.map((p) => p.mediaName)]));
}

/** Removes a photo: admins always; whoever sent it while the cleaning is still assigned (not yet sent to review). */
export async function deleteEventPhoto(
  deps: PhotoDeps,
  who: AuthUser,
  eventId: number,
  photoId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, who, eventId);
    const photo = await q.findEventPhoto(tx, eventId, photoId);
    if (!photo) throw new AppError('not_found', text('photo.notFound'));
    const verdict = photoRemoval(who, photo.uploadedBy, row.event.status);
    if (verdict === 'not_sender') throw new AppError('forbidden', text('photo.onlySender'));
    if (verdict === 'sent_to_review') throw new AppError('forbidden', text('photo.sentToReview'));
    await q.deleteEventPhoto(tx, photoId);
  });
}
