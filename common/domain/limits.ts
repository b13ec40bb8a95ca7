// The sizes both sides agree on: pages of lists and the photos a cleaning may carry. Plain values,
// no zod: the housekeeper's screens read them without downloading the schemas (contracts/ re-exports
// them for the server and the forms).

/** How many events waiting for review one answer holds at most, unless `limit` says fewer. */
export const IN_REVIEW_PAGE = 200;

/** Photos one cleaning event (or one problem report) may carry. */
export const MAX_EVENT_PHOTOS = 10;
/** Largest photo accepted, after the phone has shrunk it (long side 1600 px, JPEG). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries the photo: one file per request. */
export const PHOTO_FIELD = 'photo';
/** What the phone makes of a camera picture before sending it (web/src/lib/shrink-image.ts). */
export const PHOTO_LONG_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

/** What a housekeeper or supervisor can report about a property. */
export const problemKinds = ['damage', 'missing_supplies', 'maintenance', 'other'] as const;
export type ProblemKind = (typeof problemKinds)[number];
/** Problems one page of the list shows, and the most a caller may ask for. */
export const PROBLEMS_PAGE = 50;
export const MAX_PROBLEMS_PAGE = 100;
