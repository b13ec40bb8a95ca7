import type { DbOrTx } from '../../db/client';
import { readImage, type MediaDeps } from '../media/media.service';
import { photoFilesOfEvents } from '../photos/photos.service';

// Photo proof in the client report (decision 0017): each cleaning's photos, oldest first, capped so a
// month with hundreds of photos still makes a file that opens quickly and fits in an e-mail.

/** At most this many photos of one cleaning: two rows of the grid. */
export const PHOTOS_PER_CLEANING = 8;
/** At most this many photos in one report (about 12 MB of phone JPEGs at most). */
export const PHOTOS_PER_REPORT = 40;

/** One cleaning's photos in the report: its property and date, the pictures, and how many were left out. */
export type PhotoGroup = { property: string; date: string; images: Buffer[]; notShown: number };
/** The report's photo section: groups in the table's order, and the photos of cleanings past the report's cap. */
export type ReportPhotos = { groups: PhotoGroup[]; notShown: number };

/** Where a report reads stored photos: the bucket, the database or the data directory. */
export type PhotoStore = Pick<MediaDeps, 'db' | 'dir' | 'bucket'>;

type Cleaning = { eventId: number; property: string; date: string };
type Plan = { groups: { property: string; date: string; names: string[]; notShown: number }[]; notShown: number };

// The PDF library embeds JPEG (as stored, no re-encoding) and PNG; a WebP photo is counted as not shown.
const EMBEDDABLE = /\.(jpg|png)$/;

/** Chooses the photos a report shows: per cleaning the oldest first, at most `perCleaning` each and `total` in all. */
export function planPhotos(
  cleanings: Cleaning[],
  files: Map<number, string[]>,
  caps = { perCleaning: PHOTOS_PER_CLEANING, total: PHOTOS_PER_REPORT },
): Plan {
  const plan: Plan = { groups: [], notShown: 0 };
  let room = caps.total;
  for (const c of cleanings) {
    const names = files.get(c.eventId) ?? [];
    const shown = names.filter((n) => EMBEDDABLE.test(n)).slice(0, Math.min(caps.perCleaning, room));
    if (shown.length === 0) {
      plan.notShown += names.length;
      continue;
    }
    room -= shown.length;
    plan.groups.push({ property: c.property, date: c.date, names: shown, notShown: names.length - shown.length });
  }
  return plan;
}

/**
 * The photo section of a report on these cleanings, read through the media storage; null when they
 * have no photo (no section). A stored file that cannot be read is counted as not shown.
 */
export async function readReportPhotos(
  db: DbOrTx,
  store: PhotoStore,
  cleanings: Cleaning[],
): Promise<ReportPhotos | null> {
  const files = await photoFilesOfEvents(
    db,
    cleanings.map((c) => c.eventId),
  );
  if (files.size === 0) return null;
  const plan = planPhotos(cleanings, files);
  const read = new Map<string, Buffer | undefined>();
  // One at a time: at most PHOTOS_PER_REPORT reads, and no burst of parallel requests to the bucket.
  for (const name of new Set(plan.groups.flatMap((g) => g.names)))
    read.set(name, (await readImage(store, name))?.content);
  const result: ReportPhotos = { groups: [], notShown: plan.notShown };
  for (const g of plan.groups) {
    const images = g.names.map((n) => read.get(n)).filter((b): b is Buffer => b !== undefined);
    const lost = g.names.length - images.length;
    if (images.length === 0) result.notShown += g.notShown + lost;
    else result.groups.push({ property: g.property, date: g.date, images, notShown: g.notShown + lost });
  }
  return result;
}
