import { z } from 'zod';
import { idField } from './common';

/** Photos one cleaning event (or one problem report) may carry. */
export const MAX_EVENT_PHOTOS = 10;
/** Largest photo accepted, after the phone has shrunk it (long side 1600 px, JPEG). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries the photo: one file per request. */
export const PHOTO_FIELD = 'photo';
/** What the phone makes of a camera picture before sending it (web/src/lib/shrink-image.ts). */
export const PHOTO_LONG_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

/** One photo of a cleaning: `url` is the stored file (/media/{hash}.{ext}), readable like property photos. */
export const eventPhoto = z.object({
  id: z.number(),
  event_id: z.number(),
  url: z.string(),
  created_at: z.string(),
  /** Who sent it (null once that account is deleted). */
  uploaded_by: z.number().nullable(),
});
export type EventPhoto = z.infer<typeof eventPhoto>;
export const eventPhotoList = z.array(eventPhoto);

export const eventPhotoParams = z.object({ id: idField(), photoId: idField() });
