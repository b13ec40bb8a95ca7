import { afterAll, describe, expect, it } from 'vitest';
import { airbnbCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Company times (decision 0035): admins set them; every property without its own follows them, and so do
// the windows of its cleanings, which run from the check-out time to the next guests' check-in.
const TODAY = '2027-03-01';
const { app, database } = await createTestApp({ feeds: { today: () => TODAY } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const housekeeper = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(db);
const feeds = await startFeedServer();
afterAll(() => feeds.close());

type Who = { auth: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Who = admin) =>
  app.inject({ method, url, payload, headers: who.auth });
const setCompany = (check_out_time: string, check_in_time: string) =>
  call('PUT', '/api/settings/company', { check_out_time, check_in_time });
type Ev = {
  id: number;
  property_id: number;
  service_date: string;
  window_start: string;
  window_end: string;
  tight: boolean;
  same_day_turnover: boolean;
  cleaning_minutes: number;
};
const march = async (propertyId: number) =>
  ((await call('GET', '/api/cleaning_events/by-month?year=2027&month=3')).json() as Ev[])
    .filter((e) => e.property_id === propertyId)
    .sort((a, b) => a.service_date.localeCompare(b.service_date));
const newHouse = async (extra: Record<string, unknown> = {}) =>
  (await call('POST', '/api/houses/', propertyBody(client.id, extra))).json() as { id: number };

describe('GET/PUT /settings/company', () => {
  it('answers the company times, 11:00 and 15:00 until an admin changes them; a PUT is read back', async () => {
    const first = await call('GET', '/api/settings/company');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ check_out_time: expect.any(String), check_in_time: expect.any(String) });

    const put = await setCompany('10:30', '16:00');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ check_out_time: '10:30', check_in_time: '16:00' });
    expect((await call('GET', '/api/settings/company')).json()).toMatchObject({
      check_out_time: '10:30',
      check_in_time: '16:00',
    });
    await setCompany('11:00', '15:00');
  });

  it('is for admins only: supervisors and housekeepers get 403 and change nothing', async () => {
    await setCompany('11:00', '15:00');
    for (const who of [supervisor, housekeeper]) {
      expect((await call('GET', '/api/settings/company', undefined, who)).statusCode).toBe(403);
      const put = await call('PUT', '/api/settings/company', { check_out_time: '09:00', check_in_time: '13:00' }, who);
      expect(put.statusCode).toBe(403);
      expect(put.json().detail).toBeTruthy();
    }
    expect((await call('GET', '/api/settings/company')).json()).toMatchObject({
      check_out_time: '11:00',
      check_in_time: '15:00',
    });
  });

  it.each([
    [{ check_out_time: '25:00', check_in_time: '15:00' }, 'check_out_time'],
    [{ check_out_time: '11:00', check_in_time: '3pm' }, 'check_in_time'],
    [{ check_out_time: '11:00' }, 'check_in_time'],
  ])('refuses %o with 422 on %s and changes nothing', async (body, field) => {
    await setCompany('11:00', '15:00');
    const res = await call('PUT', '/api/settings/company', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBeTruthy();
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await call('GET', '/api/settings/company')).json()).toMatchObject({
      check_out_time: '11:00',
      check_in_time: '15:00',
    });
  });

  it('says a bad time in Spanish to a Spanish reader', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings/company',
      payload: { check_out_time: '7', check_in_time: '15:00' },
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({
      field: 'check_out_time',
      message: 'La hora debe ser HH:MM (00:00-23:59)',
    });
  });
});

describe('cleaning windows', () => {
  it('from a feed: a stay ending the day the next begins ends its window that day at check-in; the last one at 22:00', async () => {
    await setCompany('11:00', '15:00');
    const house = await newHouse();
    const url = feeds.serve(`/windows-${house.id}.ics`, {
      calendar: airbnbCalendar([
        { uid: 'a', start: '2027-03-02', end: '2027-03-05', code: 'HMWINDOW01' },
        { uid: 'b', start: '2027-03-05', end: '2027-03-09', code: 'HMWINDOW02' },
      ]),
    });
    expect((await call('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).statusCode).toBe(201);
    const [turnover, last] = await march(house.id);
    expect(turnover).toMatchObject({
      service_date: '2027-03-05',
      same_day_turnover: true,
      window_start: '2027-03-05T11:00',
      window_end: '2027-03-05T15:00',
      tight: false,
    });
    expect(last).toMatchObject({
      service_date: '2027-03-09',
      same_day_turnover: false,
      window_start: '2027-03-09T11:00',
      window_end: '2027-03-09T22:00',
    });
  });

  it("move with the company times for properties without their own; a property's own times stay", async () => {
    await setCompany('11:00', '15:00');
    const plain = await newHouse();
    const own = await newHouse({ check_out_time: '10:00', check_in_time: '16:00' });
    for (const house of [plain, own])
      await call('POST', '/api/cleaning_events/create', {
        property_id: house.id,
        service_date: '2027-03-12',
        arrival_date: '2027-03-12',
        event_summary: 'Turnover',
      });
    expect((await march(plain.id))[0]).toMatchObject({
      window_start: '2027-03-12T11:00',
      window_end: '2027-03-12T15:00',
    });

    expect((await setCompany('12:00', '14:00')).statusCode).toBe(200);
    expect((await march(plain.id))[0]).toMatchObject({
      window_start: '2027-03-12T12:00',
      window_end: '2027-03-12T14:00',
    });
    expect((await march(own.id))[0]).toMatchObject({
      window_start: '2027-03-12T10:00',
      window_end: '2027-03-12T16:00',
    });
    await setCompany('11:00', '15:00');
  });

  it('are tight when shorter than the estimate', async () => {
    await setCompany('11:00', '15:00');
    const house = await newHouse({ cleaning_minutes: 300 });
    await call('POST', '/api/cleaning_events/create', {
      property_id: house.id,
      service_date: '2027-03-15',
      arrival_date: '2027-03-15',
      event_summary: 'Turnover',
    });
    expect((await march(house.id))[0]).toMatchObject({ cleaning_minutes: 300, tight: true });
  });
});

describe('the invoice header (decision 0036)', () => {
  const header = { check_out_time: '11:00', check_in_time: '15:00' };
  const read = async () => (await call('GET', '/api/settings/company')).json() as Record<string, string>;

  it('takes any of its fields; those left out stay as they were', async () => {
    const put = await call('PUT', '/api/settings/company', {
      ...header,
      legal_name: '  Limpiezas del Pacífico S.A. ',
      tax_id: '3-101-123456',
      address: 'Tamarindo, Santa Cruz, Guanacaste\nCosta Rica',
      cabys_cleaning: '8532100000000',
      cabys_extra: '8532900000000',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      legal_name: 'Limpiezas del Pacífico S.A.',
      tax_id: '3-101-123456',
      address: 'Tamarindo, Santa Cruz, Guanacaste\nCosta Rica',
      cabys_cleaning: '8532100000000',
      cabys_extra: '8532900000000',
    });
    // Only the times: the header stays.
    expect((await setCompany('10:00', '15:00')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ check_out_time: '10:00', legal_name: 'Limpiezas del Pacífico S.A.' });
    // One field changed, one cleared; the others stay.
    const some = await call('PUT', '/api/settings/company', { ...header, tax_id: '3-101-654321', cabys_extra: '' });
    expect(some.json()).toMatchObject({
      check_out_time: '11:00',
      legal_name: 'Limpiezas del Pacífico S.A.',
      tax_id: '3-101-654321',
      cabys_cleaning: '8532100000000',
      cabys_extra: '',
    });
    expect(await read()).toEqual(some.json());
  });

  it.each([
    [{ cabys_cleaning: '123' }, 'cabys_cleaning'],
    [{ cabys_extra: '85321000000001' }, 'cabys_extra'],
    [{ cabys_extra: '853210000000A' }, 'cabys_extra'],
    [{ legal_name: 'Two\nlines' }, 'legal_name'],
    [{ tax_id: 'x'.repeat(31) }, 'tax_id'],
  ])('refuses %o with 422 on %s and changes nothing', async (body, field) => {
    const before = await read();
    const res = await call('PUT', '/api/settings/company', { ...header, legal_name: 'Changed', ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await read()).toEqual(before);
  });

  it('says a bad CABYS code in Spanish to a Spanish reader', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings/company',
      payload: { ...header, cabys_cleaning: '12-34' },
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'cabys_cleaning', message: 'Un código CABYS tiene 13 dígitos' });
  });

  it('is for admins only', async () => {
    const put = await call('PUT', '/api/settings/company', { ...header, legal_name: 'Mine' }, supervisor);
    expect(put.statusCode).toBe(403);
    expect((await read()).legal_name).not.toBe('Mine');
  });
});
