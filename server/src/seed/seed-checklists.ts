import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import type { S3Bucket } from '../s3-url';
import { putPropertyChecklist, putTemplate, setReference } from '../modules/checklists/checklists.service';
import { resolvedItems } from '../modules/checklists/event-checklist';
import { preparePhoto } from '../modules/media/media.service';
import type { AuthUser } from '../plugins/auth';
import { DEMO_CHECKLIST, DEMO_PROPERTIES, DEMO_PROPERTY_CHECKLISTS } from './demo-data';
import { insertChecklistAnswers, insertChecklistPhotos } from './seed.queries';

// The demo's checklists: the company's template, two properties' changes with reference photos, and
// the answers of every cleaning that was marked serviced (written directly: the seed builds a company).

/** Stored photo names (`/media/{name}`) of the demo's photos, in order. */
type DemoPhotos = string[];
const storedName = (url: string) => url.replace(/^\/media\//, '');

/**
 * The template and the properties' changes with their reference photos (the nth of `photoFiles`, the demo
 * photos' paths in order); `houses` are the demo properties' ids in DEMO_PROPERTIES order.
 */
export async function seedChecklists(
  db: Db,
  admin: AuthUser,
  houses: { id: number }[],
  photoFiles: string[],
  bucket: S3Bucket | undefined,
) {
  await putTemplate(db, admin, { sections: DEMO_CHECKLIST });
  const deps = { db, publicUrl: undefined, bucket };
  for (const change of DEMO_PROPERTY_CHECKLISTS) {
    const house = houses[DEMO_PROPERTIES.findIndex((p) => p.name === change.property)] as { id: number };
    const added = change.added.map((item) => ({ ...item, section_es: item.section_es ?? '' }));
    await putPropertyChecklist(deps, house.id, { added, hidden: change.hidden });
    for (const [itemId, n] of Object.entries(change.references)) {
      const image = await preparePhoto(readFileSync(photoFiles[n % photoFiles.length] as string));
      await setReference(deps, house.id, itemId, image);
    }
  }
}

/**
 * Answers every item of a cleaning's checklist as its housekeeper did before marking it serviced: each photo
 * item with a different demo photo, counts and checks done, a note now and then. `n` varies the answers.
 */
export async function answerDemoChecklist(
  db: Db,
  event: { id: number; propertyId: number; serviceDate: string },
  housekeeperUserId: number,
  photos: DemoPhotos,
  n: number,
) {
  const { items } = await resolvedItems(db, event.propertyId);
  const photoItems = items.filter((item) => item.kind === 'photo');
  const photoIds = await insertChecklistPhotos(
    db,
    event.id,
    housekeeperUserId,
    photoItems.map((item, k) => ({
      itemId: item.id,
      mediaName: storedName(photos[(n + k) % photos.length] as string),
    })),
  );
  const answeredAt = new Date(Date.parse(`${event.serviceDate}T14:00:00-06:00`));
  await insertChecklistAnswers(
    db,
    items.map((item) => ({
      eventId: event.id,
      itemId: item.id,
      section: item.section,
      label: item.label,
      kind: item.kind,
      checked: item.kind === 'check' ? true : null,
      count: item.kind === 'count' ? 2 + (n % 4) : null,
      note: item.kind === 'note' ? (n % 5 === 0 ? 'Se acabó el detergente del lavaplatos.' : 'Todo en orden.') : null,
      photoId: item.kind === 'photo' ? (photoIds.get(item.id) ?? null) : null,
      answeredBy: housekeeperUserId,
      answeredAt,
    })),
  );
}
