import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventChecklist } from '@common/contracts/checklists';
import type { EventPhoto } from '@common/contracts/photos';
import { assignedCleaning, createHouse, multipart, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// A photo answers one item (docs/decisions/0050-a-redo-counts-its-own-time.md): the same picked file for two
// items is two answers, each retaken or removed on its own; the same file as a photo of the cleaning and as an
// item's photo is two photos; a resend of the same upload (same file, same item or same Idempotency-Key) is one.
const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const houseId = await createHouse(app, database.db, admin.auth, 'One Photo');
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images', name));

const kitchen = [
  { id: 'oven-photo', label: 'Oven photo', kind: 'photo' },
  { id: 'sink-photo', label: 'Sink photo', kind: 'photo' },
];
const template = { sections: [{ title: 'Kitchen', items: kitchen }] };
await app.inject({ method: 'PUT', url: '/api/checklist/template', headers: admin.auth, payload: template });

const cleaning = () =>
  assignedCleaning(app, admin.auth, { propertyId: houseId, employeeId: ana.employee.id, date: '2026-11-20' });
const upload = async (eventId: number, file: string, itemId?: string, key?: string) => {
  const body = multipart(itemId ? { item_id: itemId } : {}, {
    name: file,
    content: fixture(file),
    type: 'image/jpeg',
    field: 'photo',
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/cleaning_events/${eventId}/photos`,
    payload: body.payload,
    headers: { ...ana.auth, ...body.headers, ...(key && { 'idempotency-key': key }) },
  });
  expect(res.statusCode).toBe(201);
  return res.json<EventPhoto>();
};
const answers = async (eventId: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/cleaning_events/${eventId}/checklist`, headers: ana.auth });
  const items = res.json<EventChecklist>().sections.flatMap((s) => s.items);
  return Object.fromEntries(items.map((item) => [item.id, item.answer?.photo_id ?? null]));
};
const freePhotos = async (eventId: number) =>
  (await app.inject({ method: 'GET', url: `/api/cleaning_events/${eventId}/photos`, headers: ana.auth })).json<
    EventPhoto[]
  >();
const remove = (eventId: number, photoId: number) =>
  app.inject({ method: 'DELETE', url: `/api/cleaning_events/${eventId}/photos/${photoId}`, headers: ana.auth });

describe('a photo answers one item', () => {
  it('the same file for two items is two answers; retaking one leaves the other', async () => {
    const id = await cleaning();
    const oven = await upload(id, 'house-1.jpg', 'oven-photo');
    const sink = await upload(id, 'house-1.jpg', 'sink-photo');
    expect(sink.id).not.toBe(oven.id);
    expect(sink).toMatchObject({ checklist_item_id: 'sink-photo', url: oven.url });
    expect(await answers(id)).toEqual({ 'oven-photo': oven.id, 'sink-photo': sink.id });
    const retake = await upload(id, 'house-2.jpg', 'oven-photo');
    expect(await answers(id)).toEqual({ 'oven-photo': retake.id, 'sink-photo': sink.id });
  });

  it('removing one item’s photo leaves the other item’s answer', async () => {
    const id = await cleaning();
    const oven = await upload(id, 'house-1.jpg', 'oven-photo');
    const sink = await upload(id, 'house-1.jpg', 'sink-photo');
    expect((await remove(id, oven.id)).statusCode).toBe(204);
    expect(await answers(id)).toEqual({ 'oven-photo': null, 'sink-photo': sink.id });
  });

  it('the same file as a photo of the cleaning and as an item’s photo is two photos, each removed alone', async () => {
    const id = await cleaning();
    const free = await upload(id, 'house-1.jpg');
    const oven = await upload(id, 'house-1.jpg', 'oven-photo');
    expect(oven.id).not.toBe(free.id);
    expect((await freePhotos(id)).map((p) => p.id)).toEqual([free.id]);
    expect((await remove(id, oven.id)).statusCode).toBe(204);
    expect((await freePhotos(id)).map((p) => p.id)).toEqual([free.id]);
    const again = await upload(id, 'house-1.jpg', 'oven-photo');
    expect((await remove(id, free.id)).statusCode).toBe(204);
    expect(await answers(id)).toMatchObject({ 'oven-photo': again.id });
  });

  it('an answer naming a photo of the cleaning or of another item gets a photo of its own', async () => {
    const id = await cleaning();
    const free = await upload(id, 'house-1.jpg');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/cleaning_events/${id}/checklist/oven-photo`,
      headers: ana.auth,
      payload: { photo_id: free.id },
    });
    expect(put.statusCode).toBe(200);
    const own = put.json<{ answer: { photo_id: number } }>().answer.photo_id;
    expect(own).not.toBe(free.id);
    expect((await freePhotos(id)).map((p) => p.id)).toEqual([free.id]);
  });

  it('a resend is applied once: the same file for the same item, or the same Idempotency-Key', async () => {
    const id = await cleaning();
    const first = await upload(id, 'house-1.jpg', 'oven-photo', 'photo-key-1');
    expect(await upload(id, 'house-1.jpg', 'oven-photo', 'photo-key-1')).toEqual(first);
    expect((await upload(id, 'house-1.jpg', 'oven-photo')).id).toBe(first.id);
    const free = await upload(id, 'house-2.jpg', undefined, 'photo-key-2');
    expect(await upload(id, 'house-2.jpg', undefined, 'photo-key-2')).toEqual(free);
    expect((await upload(id, 'house-2.jpg')).id).toBe(free.id);
    expect(await freePhotos(id)).toHaveLength(1);
  });
});
