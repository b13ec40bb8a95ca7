import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/contracts/auth';
import type { ClientUser, PortalCleaning, PortalInvoice, PortalProperty } from '@common/contracts/portal';
import { login, multipart, PASSWORD, uniqueEmail } from '../../../test/factories';
import { distinctPng } from '../../../test/images';
import { reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';
import { calendarFeeds } from '../../db/schema/feeds';
import { mailOutbox } from '../../db/schema/mail';

// The owners' portal (decision 0039): invitations through the reset-link flow, and a client
// user who reads exactly their own client's data, on both databases.

const context = await createTestApp({ publicUrl: 'https://clean.example/' });
const { app, database } = context;
const db = database.db;
const world = await reportWorld(context);
const { admin, housekeeper, supervisor, call } = world;
type Auth = { auth: Record<string, string> };

/** The newest message queued to `to`, as stored in the outbox. */
async function lastMailTo(to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

const invite = (clientId: number, body: object, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/users`,
    payload: body,
    headers: { ...admin.auth, 'accept-language': lang },
  });

/** Invites a person by e-mail, follows the link of the message to set a password, and signs them in. */
async function invitedAndSignedIn(clientId: number, email = uniqueEmail('owner')): Promise<Auth & { id: number }> {
  const res = await invite(clientId, { email, language: 'es', name: 'Laura Jiménez' });
  expect(res.statusCode).toBe(201);
  const mail = await lastMailTo(email);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
  const set = await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, new_password: PASSWORD },
  });
  expect(set.statusCode).toBe(204);
  return { id: res.json<ClientUser>().id, auth: { authorization: `Bearer ${await login(app, email)}` } };
}

// Two clients: the portal user of the first must never read the second's.
const ours = await world.client('Villas del Mar S.A.');
const theirs = await world.client('Otro Cliente Ltda.');
const casaAzul = await world.house(ours.id, 'Casa Azul', 120, 15000, 3000);
const casaVerde = await world.house(ours.id, 'Casa Verde', 90, 12000);
const ajena = await world.house(theirs.id, 'Casa Ajena', 80, 10000);

// A checklist of two items (not required), one answered on the finished cleaning.
const template = await call(admin, 'PUT', '/api/checklist/template', {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [
        { id: 'oven', label: 'Oven cleaned', label_es: 'Horno limpio', kind: 'check', required: false },
        { id: 'fridge', label: 'Fridge emptied', label_es: 'Refrigeradora vacía', kind: 'check', required: false },
      ],
    },
  ],
});
expect(template.statusCode).toBe(200);

const finished = await world.cleaning(casaAzul.id, '2026-11-02', 'assigned');
{
  const photo = multipart({}, { name: 'proof.png', content: await distinctPng(1), type: 'image/png', field: 'photo' });
  const up = await app.inject({
    method: 'POST',
    url: `/api/cleaning_events/${finished}/photos`,
    payload: photo.payload,
    headers: { ...housekeeper.auth, ...photo.headers },
  });
  expect(up.statusCode).toBe(201);
  expect(
    (await call(housekeeper, 'PUT', `/api/cleaning_events/${finished}/checklist/oven`, { checked: true })).statusCode,
  ).toBe(200);
  expect(
    (await call(housekeeper, 'PATCH', `/api/cleaning_events/${finished}/status`, { status: 'in_review' })).statusCode,
  ).toBe(200);
  expect(
    (await call(supervisor, 'PATCH', `/api/cleaning_events/${finished}/status`, { status: 'completed' })).statusCode,
  ).toBe(200);
}
const upcoming = await world.cleaning(casaVerde.id, '2026-11-20', 'assigned');
const servicedOnly = await world.cleaning(casaVerde.id, '2026-11-05', 'in_review');
const other = await world.cleaning(ajena.id, '2026-11-03', 'completed', 'Check-out turnover', true);
const problem = await call(housekeeper, 'POST', '/api/problems', {
  event_id: upcoming,
  kind: 'damage',
  note: 'Broken lamp in the bedroom',
});
expect(problem.statusCode).toBe(201);
await db.insert(calendarFeeds).values([
  { propertyId: casaAzul.id, icalUrl: 'https://www.airbnb.com/calendar/ical/1.ics', platform: 'Airbnb' },
  {
    propertyId: casaVerde.id,
    icalUrl: 'https://www.vrbo.com/icalendar/2.ics',
    platform: 'Vrbo',
    lastSyncAt: new Date('2026-11-25T10:00:00Z'),
    failingSince: new Date('2026-11-24T08:00:00Z'),
  },
]);

describe('invitations', () => {
  it('invites by e-mail in their language with a 7-day link on PUBLIC_URL; the link sets the password; the admin sees the sign-in', async () => {
    const email = uniqueEmail('laura');
    const res = await invite(ours.id, { email, language: 'es', name: 'Laura Jiménez' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ client_id: ours.id, email, language: 'es', password_set: false });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain('portal de propietarios');
    expect(mail?.body).toContain('Villas del Mar S.A.');
    expect(mail?.body).toContain('antes de 7 días');
    const link = new URL(/https?:\S+reset-password\?token=\S+/.exec(mail?.body ?? '')?.[0] ?? 'x:');
    expect(link.origin).toBe('https://clean.example');

    // No password signs in before they choose one.
    const before = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: '!invited' },
    });
    expect(before.statusCode).toBe(401);
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), new_password: PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    const token = await login(app, email);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json<Me>()).toMatchObject({ role: 'client', client: { id: ours.id, name: 'Villas del Mar S.A.' } });

    const list = await call(admin, 'GET', `/api/clients/${ours.id}/users`);
    const laura = list.json<ClientUser[]>().find((u) => u.email === email);
    expect(laura).toMatchObject({ name: 'Laura Jiménez', password_set: true });
    expect(Date.now() - Date.parse(laura?.last_login_at ?? '')).toBeLessThan(60_000);
    // Staff screens list staff only; the users screen cannot change a client's person.
    expect((await call(admin, 'GET', '/api/auth/users')).json<{ email: string }[]>().map((u) => u.email)).not.toContain(
      email,
    );
    expect((await call(admin, 'PUT', `/api/auth/users/${laura?.id}`, { role: 'admin' })).statusCode).toBe(404);
  });

  it('invites again with a new link (200, the old one stops working); refuses an e-mail that signs in for someone else', async () => {
    const email = uniqueEmail('again');
    expect((await invite(ours.id, { email, language: 'en' })).statusCode).toBe(201);
    const first = (await lastMailTo(email))?.body ?? '';
    const again = await invite(ours.id, { email, language: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ClientUser>().name).toBe(email.split('@')[0]);
    const second = (await lastMailTo(email))?.body ?? '';
    expect(second).not.toBe(first);
    const oldToken = /token=([\w-]+)/.exec(first)?.[1];
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: oldToken, new_password: PASSWORD },
    });
    expect(old.statusCode).toBe(422);

    const staff = await invite(theirs.id, { email: housekeeper.user.email, language: 'en' }, 'es');
    expect(staff.statusCode).toBe(409);
    expect(staff.json().detail).toContain('otra persona');
    expect((await invite(theirs.id, { email, language: 'en' })).statusCode).toBe(409);
    expect((await invite(999_999, { email: uniqueEmail(), language: 'en' })).statusCode).toBe(404);
    const bad = await invite(ours.id, { email: 'not-an-email', language: 'fr' }, 'es');
    expect(bad.statusCode).toBe(422);
  });

  it('revokes access: the account goes and its sessions end at once', async () => {
    const owner = await invitedAndSignedIn(ours.id);
    expect((await call(owner, 'GET', '/api/portal/properties')).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/clients/${theirs.id}/users/${owner.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/clients/${ours.id}/users/${owner.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', '/api/portal/properties')).statusCode).toBe(401);
    const left = (await call(admin, 'GET', `/api/clients/${ours.id}/users`)).json<ClientUser[]>();
    expect(left.map((u) => u.id)).not.toContain(owner.id);
  });
});

const owner = await invitedAndSignedIn(ours.id);
const stranger = await invitedAndSignedIn(theirs.id);

describe('what a client user reads', () => {
  it('their properties only, with each feed health', async () => {
    const res = await call(owner, 'GET', '/api/portal/properties');
    expect(res.statusCode).toBe(200);
    const props = res.json<PortalProperty[]>();
    expect(props.map((p) => p.name)).toEqual(['Casa Azul', 'Casa Verde']);
    expect(props[0]?.feeds).toEqual([
      expect.objectContaining({ platform: 'Airbnb', ok: true, last_sync_at: null, failing_since: null }),
    ]);
    expect(props[1]?.feeds).toEqual([
      expect.objectContaining({ platform: 'Vrbo', ok: false, failing_since: '2026-11-24T08:00:00.000Z' }),
    ]);
    expect(res.body).not.toMatch(/ical|airbnb\.com|client_price|worker_payment|supervisor_payment/);
  });

  it('their cleanings of the period; proof (photos, checklist) on completed ones; first names; no prices or contacts', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/portal/cleanings?start=2026-11-01&end=2026-11-30',
      headers: { ...owner.auth, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<PortalCleaning[]>();
    expect(list.map((c) => c.id)).toEqual([finished, servicedOnly, upcoming]);
    const done = list[0]!;
    expect(done).toMatchObject({ status: 'completed', property_name: 'Casa Azul', housekeeper: 'Ana' });
    expect(done.photos).toHaveLength(1);
    expect(done.photos[0]?.url).toMatch(/^https:\/\/clean\.example\/media\//);
    expect(done.checklist).toEqual({
      done: 1,
      total: 2,
      sections: [{ title: 'Cocina', done: 1, total: 2, photos: 0 }],
    });
    const photo = await app.inject({ method: 'GET', url: new URL(done.photos[0]!.url).pathname });
    expect(photo.statusCode).toBe(200);
    expect(list[1]).toMatchObject({ status: 'in_review', photos: [], checklist: null });
    expect(list[2]).toMatchObject({ status: 'assigned', photos: [], housekeeper: 'Ana' });
    expect(res.body).not.toMatch(/client_price|worker|supervisor_payment|@|Mora|phone/);
    expect(res.body).not.toContain('Casa Ajena');

    const theirsRes = await call(stranger, 'GET', '/api/portal/cleanings?start=2026-11-01&end=2026-11-30');
    expect(theirsRes.json<PortalCleaning[]>().map((c) => c.id)).toEqual([other]);
  });

  it('a period is required, of at most 93 days, said in their language', async () => {
    const ask = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/portal/cleanings${query}`,
        headers: { ...owner.auth, 'accept-language': 'es' },
      });
    const missing = await ask('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('fechas');
    expect((await ask('?start=2026-11-30&end=2026-11-01')).statusCode).toBe(400);
    const long = await ask('?start=2026-01-01&end=2026-06-30');
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('93');
  });

  it('their problems, with photos and no reporter', async () => {
    const mine = await call(owner, 'GET', '/api/portal/problems');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ property_name: 'Casa Verde', kind: 'damage', status: 'open', photos: [] }),
    ]);
    expect(mine.body).not.toMatch(/reported_by|Ana/);
    expect((await call(stranger, 'GET', '/api/portal/problems')).json()).toEqual([]);
  });

  it('their reports and issued invoices, and the PDFs of those only', async () => {
    const report = await call(admin, 'POST', '/api/reports/', {
      client_id: ours.id,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(report.statusCode).toBe(200);
    const otherReport = await call(admin, 'POST', '/api/reports/', {
      client_id: theirs.id,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(otherReport.statusCode).toBe(200);
    const reports = (await call(owner, 'GET', '/api/portal/reports')).json<{ id: number; start_date: string }[]>();
    expect(reports).toHaveLength(1);
    const ownPdf = await call(owner, 'GET', `/api/reports/${reports[0]!.id}/pdf`);
    expect(ownPdf.statusCode).toBe(200);
    expect(ownPdf.headers['content-type']).toBe('application/pdf');
    const strangerReports = (await call(stranger, 'GET', '/api/portal/reports')).json<{ id: number }[]>();
    expect((await call(owner, 'GET', `/api/reports/${strangerReports[0]!.id}/pdf`)).statusCode).toBe(404);

    const draft = await call(admin, 'POST', '/api/invoices/', {
      client_id: ours.id,
      start_date: '2026-11-01',
      end_date: '2026-11-15',
    });
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json<{ id: number }>().id;
    expect((await call(owner, 'GET', '/api/portal/invoices')).json()).toEqual([]);
    expect((await call(owner, 'GET', `/api/invoices/${draftId}/pdf`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/invoices/${draftId}/issue`)).statusCode).toBe(200);
    const invoices = (await call(owner, 'GET', '/api/portal/invoices')).json<PortalInvoice[]>();
    expect(invoices).toEqual([
      expect.objectContaining({ id: draftId, status: 'issued', currency: 'USD', total: 135.6, balance: 135.6 }),
    ]);
    const pdf = await call(owner, 'GET', `/api/invoices/${draftId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('invoice-');
    expect((await call(stranger, 'GET', `/api/invoices/${draftId}/pdf`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/portal/invoices')).json()).toEqual([]);
  });

  it('nothing of the staff app: 403 on its routes, its own account calls only', async () => {
    for (const url of [
      '/api/houses/',
      '/api/clients/',
      `/api/clients/${ours.id}/users`,
      '/api/invoices/',
      '/api/problems',
    ])
      expect((await call(owner, 'GET', url)).statusCode, url).toBe(403);
    expect((await call(admin, 'GET', '/api/portal/properties')).statusCode).toBe(403);
    const language = await call(owner, 'PUT', '/api/auth/me/language', { language: 'en' });
    expect(language.statusCode).toBe(204);
  });
});
