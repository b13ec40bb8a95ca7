import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { distinctPng as makeDistinctPng } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images', name));
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Photo Stays');
const house = (
  await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, { name: 'Casa Foto' }),
  })
).json();

type Who = { auth: Record<string, string> };
async function eventOf(employeeId: number) {
  const event = (
    await app.inject({
      method: 'POST',
      url: '/api/cleaning_events/create',
      headers: admin.auth,
      payload: { property_id: house.id, service_date: '2026-11-20', event_summary: 'Turnover' },
    })
  ).json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/assignments/',
    headers: admin.auth,
    payload: { cleaning_event_id: event.id, employee_id: employeeId },
  });
  expect(res.statusCode).toBe(200);
  return event.id as number;
}
const upload = (who: Who, eventId: number, content: Buffer, name = 'photo.jpg', field = 'photo') => {
  const body = multipart({}, { name, content, type: 'image/jpeg', field });
  return app.inject({
    method: 'POST',
    url: `/api/cleaning_events/${eventId}/photos`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers },
  });
};
const list = (who: Who, eventId: number) =>
  app.inject({ method: 'GET', url: `/api/cleaning_events/${eventId}/photos`, headers: who.auth });
const remove = (who: Who, eventId: number, photoId: number) =>
  app.inject({ method: 'DELETE', url: `/api/cleaning_events/${eventId}/photos/${photoId}`, headers: who.auth });
/** A different real PNG each time (re-encoding would make bytes added after its end the same photo). */
let serial = 0;
const distinctPng = () => makeDistinctPng(++serial);

describe('event photos', () => {
  it('the assigned housekeeper adds a JPEG; staff read it back and the file is served', async () => {
    const id = await eventOf(ana.employee.id);
    const res = await upload(ana, id, fixture('house-1.jpg'));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      event_id: id,
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/),
      uploaded_by: ana.user.id,
    });
    expect(Date.parse(photo.created_at)).not.toBeNaN();
    for (const who of [ana, supervisor, admin]) {
      const listed = await list(who, id);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([photo]);
    }
    const served = await app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('the same file sent twice (a lost answer retried) is one photo', async () => {
    const id = await eventOf(ana.employee.id);
    const first = (await upload(ana, id, fixture('house-2.jpg'))).json();
    const again = await upload(ana, id, fixture('house-2.jpg'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect((await list(ana, id)).json()).toHaveLength(1);
  });

  it('refuses an 11th photo with 409 and a clear detail', async () => {
    const id = await eventOf(ana.employee.id);
    for (let i = 0; i < 10; i++)
      expect((await upload(supervisor, id, await distinctPng(), 'p.png')).statusCode).toBe(201);
    const eleventh = await upload(ana, id, await distinctPng(), 'p.png');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().detail).toMatch(/10 photos/);
    expect((await list(admin, id)).json()).toHaveLength(10);
  });

  it('checks the content, not the name: a text file named .jpg, a GIF, an empty form', async () => {
    const id = await eventOf(ana.employee.id);
    const text = await upload(ana, id, Buffer.from('not really a photo\n'), 'fake.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toMatch(/JPEG, PNG or WebP/);
    const gif = await upload(
      ana,
      id,
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
      'x.gif',
    );
    expect(gif.statusCode).toBe(415);
    const wrongField = await upload(ana, id, fixture('house-1.jpg'), 'a.jpg', 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toMatch(/"photo"/);
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${id}/photos`,
      headers: ana.auth,
      payload: { photo: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await list(ana, id)).json()).toEqual([]);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const id = await eventOf(ana.employee.id);
    const big = Buffer.concat([fixture('house-1.jpg'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(ana, id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/5 MB/);
  });

  it('a housekeeper only on her own events (403); a missing event is 404', async () => {
    const id = await eventOf(ana.employee.id);
    const photo = (await upload(ana, id, fixture('house-3.jpg'))).json();
    expect((await upload(beto, id, fixture('house-4.jpg'))).statusCode).toBe(403);
    expect((await list(beto, id)).statusCode).toBe(403);
    expect((await remove(beto, id, photo.id)).statusCode).toBe(403);
    expect((await upload(ana, 99_999_999, fixture('house-1.jpg'))).statusCode).toBe(404);
    expect((await list(admin, 99_999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/cleaning_events/${id}/photos` })).statusCode).toBe(401);
  });

  it('removal: the sender while assigned, admins always; a photo of another event is 404', async () => {
    const id = await eventOf(ana.employee.id);
    const mine = (await upload(ana, id, fixture('house-1.jpg'))).json();
    const bySupervisor = (await upload(supervisor, id, fixture('house-2.jpg'))).json();
    expect((await remove(ana, id, bySupervisor.id)).statusCode).toBe(403);
    const other = await eventOf(ana.employee.id);
    expect((await remove(admin, other, mine.id)).statusCode).toBe(404);
    expect((await remove(ana, id, mine.id)).statusCode).toBe(204);
    const third = (await upload(ana, id, fixture('house-3.jpg'))).json();
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/cleaning_events/${id}/status`,
          headers: ana.auth,
          payload: { status: 'in_review' },
        })
      ).statusCode,
    ).toBe(200);
    const late = await remove(ana, id, third.id);
    expect(late.statusCode).toBe(403);
    expect(late.json().detail).toMatch(/review/);
    expect((await remove(admin, id, third.id)).statusCode).toBe(204);
    expect((await list(admin, id)).json().map((p: { id: number }) => p.id)).toEqual([bySupervisor.id]);
  });

  it('photos go with their event when it is deleted', async () => {
    const id = await eventOf(ana.employee.id);
    await upload(ana, id, fixture('house-4.jpg'));
    const del = await app.inject({ method: 'DELETE', url: `/api/cleaning_events/${id}`, headers: admin.auth });
    expect(del.statusCode).toBeLessThan(300);
    expect((await list(admin, id)).statusCode).toBe(404);
  });
});
