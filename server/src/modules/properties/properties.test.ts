import { describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { calendarFeeds } from '../../db/schema/feeds';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await signedIn(app, db, 'supervisor');
const employee = await signedIn(app, db, 'employee');
const client = await createClient(db, 'Pacific Stays');

const as =
  (who: { auth: Record<string, string> }) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: who.auth });
const adminReq = as(admin);
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://img.example.com/p/${i}.jpg` }));

describe('/houses/', () => {
  it('registers a property with defaults and photos in order', async () => {
    const res = await adminReq(
      'POST',
      '/api/houses/',
      propertyBody(client.id, { name: 'Casa Azul', bathrooms: '2.5', bedrooms: '3', images: images(3) }),
    );
    expect(res.statusCode).toBe(201);
    const house = res.json();
    expect(house).toMatchObject({
      name: 'Casa Azul',
      client_id: client.id,
      client_name: 'Pacific Stays',
      client_price: 120,
      worker_payment: 15000,
      supervisor_payment: 0,
      bedrooms: 3,
      bathrooms: 2.5,
      region: '',
      cabinet_code: '',
      google_drive_folder_url: '',
    });
    expect(house.images).toEqual(images(3));
    const local = await adminReq(
      'POST',
      '/api/houses/',
      propertyBody(client.id, { images: [{ url: '/media/0a1b2c.jpg' }] }),
    );
    expect(local.json().images).toEqual([{ url: '/media/0a1b2c.jpg' }]);
  });

  it.each(['client_id', 'name', 'client_price', 'worker_payment', 'state'])('requires %s', async (field) => {
    const body: Record<string, unknown> = propertyBody(client.id);
    delete body[field];
    const res = await adminReq('POST', '/api/houses/', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    [{ google_drive_folder_url: 'not a url' }, 'google_drive_folder_url'],
    [{ google_drive_folder_url: 'javascript:alert(1)' }, 'google_drive_folder_url'],
    [{ client_price: 'abc' }, 'client_price'],
    [{ worker_payment: -5 }, 'worker_payment'],
    [{ images: images(11) }, 'images'],
    [{ images: [{ url: 'ftp://x/y.jpg' }] }, 'images.0.url'],
    [{ images: [{ url: '/etc/passwd' }] }, 'images.0.url'],
  ])('refuses %o', async (override, field) => {
    const res = await adminReq('POST', '/api/houses/', propertyBody(client.id, override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    if (field === 'images') expect(res.json().errors[0].message).toBe('You can upload up to 10 images only');
  });

  it('refuses a client that does not exist with a detail', async () => {
    const res = await adminReq('POST', '/api/houses/', propertyBody(999999));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: 'The chosen client does not exist.', errors: [{ field: 'client_id' }] });
  });

  it('hides client name and price from supervisors and refuses employees', async () => {
    await adminReq('POST', '/api/houses/', propertyBody(client.id, { name: 'Secret Price House', client_price: 999 }));
    for (const url of ['/api/houses/', `/api/houses/client/${client.id}`]) {
      const res = await as(supervisor)('GET', url);
      expect(res.statusCode).toBe(200);
      const house = res.json().find((h: { name: string }) => h.name === 'Secret Price House');
      expect(house).toBeDefined();
      expect(house).not.toHaveProperty('client_name');
      expect(house).not.toHaveProperty('client_price');
      // No field anywhere holds the price (a random name of another house may contain the digits).
      expect(res.body).not.toMatch(/:"?999(\.0+)?"?[,}]/);
      expect(res.body).not.toContain('Pacific Stays');
      expect((await as(employee)('GET', url)).statusCode).toBe(403);
    }
    const forAdmin = (await adminReq('GET', '/api/houses/'))
      .json()
      .find((h: { name: string }) => h.name === 'Secret Price House');
    expect(forAdmin).toMatchObject({ client_name: 'Pacific Stays', client_price: 999 });
  });

  it("lists one client's properties", async () => {
    const other = await createClient(db, 'Other Owner');
    await adminReq('POST', '/api/houses/', propertyBody(other.id, { name: 'Only Mine' }));
    const res = await adminReq('GET', `/api/houses/client/${other.id}`);
    expect(res.json().map((h: { name: string }) => h.name)).toEqual(['Only Mine']);
  });

  it('edits a property and keeps its photos unless new ones are sent', async () => {
    const { id } = (await adminReq('POST', '/api/houses/', propertyBody(client.id, { images: images(2) }))).json();
    const edited = await adminReq(
      'PUT',
      `/api/houses/${id}`,
      propertyBody(client.id, { name: 'Renamed', region: 'Costa' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', region: 'Costa', images: images(2) });
    const photos = await adminReq(
      'PUT',
      `/api/houses/${id}`,
      propertyBody(client.id, { name: 'Renamed', images: [images(3)[2]] }),
    );
    expect(photos.json().images).toEqual([images(3)[2]]);
    expect((await adminReq('PUT', '/api/houses/999999', propertyBody(client.id))).statusCode).toBe(404);
  });

  it('removes a property without events and archives one with events', async () => {
    const plain = (await adminReq('POST', '/api/houses/', propertyBody(client.id))).json();
    const busy = (await adminReq('POST', '/api/houses/', propertyBody(client.id))).json();
    await db
      .insert(cleaningEvents)
      .values({ propertyId: busy.id, serviceDate: '2026-11-20', eventSummary: 'Turnover' });
    expect((await adminReq('DELETE', `/api/houses/${plain.id}`)).json()).toEqual({ id: plain.id, outcome: 'deleted' });
    expect((await adminReq('DELETE', `/api/houses/${busy.id}`)).json()).toEqual({ id: busy.id, outcome: 'archived' });
    const ids = (await adminReq('GET', '/api/houses/')).json().map((h: { id: number }) => h.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(busy.id);
    const kept = await db.query.cleaningEvents.findMany({ where: (e, { eq }) => eq(e.propertyId, busy.id) });
    expect(kept).toHaveLength(1);
    expect((await adminReq('DELETE', `/api/houses/${busy.id}`)).statusCode).toBe(404);
    const fed = (await adminReq('POST', '/api/houses/', propertyBody(client.id))).json();
    await db
      .insert(calendarFeeds)
      .values({ propertyId: fed.id, icalUrl: 'https://www.airbnb.com/calendar/ical/1.ics' });
    expect((await adminReq('DELETE', `/api/houses/${fed.id}`)).json()).toEqual({ id: fed.id, outcome: 'archived' });
    // A saved client report of it (even of a range without cleanings) is history too: archived, the report kept.
    const reported = (await adminReq('POST', '/api/houses/', propertyBody(client.id))).json();
    const report = await adminReq('POST', '/api/reports/', {
      client_id: client.id,
      property_id: reported.id,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect((await adminReq('DELETE', `/api/houses/${reported.id}`)).json()).toEqual({
      id: reported.id,
      outcome: 'archived',
    });
  });

  it('lets only admins write', async () => {
    expect((await as(supervisor)('POST', '/api/houses/', propertyBody(client.id))).statusCode).toBe(403);
    expect((await as(supervisor)('DELETE', '/api/houses/1')).statusCode).toBe(403);
  });
});
