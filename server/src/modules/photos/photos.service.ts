import { MAX_EVENT_PHOTOS, type EventPhoto } from '@common/contracts/photos';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { lockFor } from '../events/events.service';
import { mediaUrl, PHOTO_TYPES, storeImage } from '../media/media.service';
import * as q from './photos.queries';

export type PhotoDeps = { db: Db; publicUrl: string | undefined };

const toPhoto = (publicUrl: string | undefined, row: q.PhotoRow): EventPhoto => ({
  id: row.id,
  event_id: row.eventId,
  url: mediaUrl(publicUrl, row.mediaName),
  created_at: row.createdAt.toISOString(),
  uploaded_by: row.uploadedBy,
});

/**
 * Adds one photo to a cleaning: its housekeeper, supervisors and admins (lockFor: 404, 403). The
 * content must be a JPEG, PNG or WebP (415). The same file sent again for the same event answers
 * the photo it already is, so a retried upload never makes a second one; an 11th photo is 409.
 */
export async function addEventPhoto(deps: PhotoDeps, who: AuthUser, eventId: number, content: Buffer | undefined): Promise<EventPhoto> {
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, who, eventId);
    if (!content || content.length === 0) throw new AppError('bad_request', 'No photo was sent: put one file in the form field "photo".');
    const name = await storeImage(tx, content, PHOTO_TYPES);
    const existing = await q.findEventPhotoByMedia(tx, eventId, name);
    if (existing) return toPhoto(deps.publicUrl, existing);
    if ((await q.countEventPhotos(tx, eventId)) >= MAX_EVENT_PHOTOS) {
      throw new AppError('conflict', `This cleaning already has ${MAX_EVENT_PHOTOS} photos, the most it can have. Remove one to add another.`);
    }
    return toPhoto(deps.publicUrl, await q.insertEventPhoto(tx, { eventId, mediaName: name, uploadedBy: who.id }));
  });
}

/** The photos of a cleaning, oldest first, for the same people who may add them. */
export async function listEventPhotos(deps: PhotoDeps, who: AuthUser, eventId: number): Promise<EventPhoto[]> {
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, who, eventId);
    return (await q.listEventPhotos(tx, eventId)).map((row) => toPhoto(deps.publicUrl, row));
  });
}

/** Removes a photo: admins always; whoever sent it while the cleaning is still assigned (not yet sent to review). */
export async function deleteEventPhoto(deps: PhotoDeps, who: AuthUser, eventId: number, photoId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, who, eventId);
    const photo = await q.findEventPhoto(tx, eventId, photoId);
    if (!photo) throw new AppError('not_found', 'Photo not found.');
    if (who.role !== 'admin') {
      if (photo.uploadedBy !== who.id) throw new AppError('forbidden', 'Only the person who sent this photo, or an admin, may remove it.');
      if (row.event.status !== 'assigned') throw new AppError('forbidden', 'This cleaning was already sent to review: only an admin may remove its photos now.');
    }
    await q.deleteEventPhoto(tx, photoId);
  });
}
