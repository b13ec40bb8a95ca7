import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { distinctPng } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Replay Stays');
const house = (
  await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, { name: 'Casa Eco' }),
  })
).json();

type Who = { auth: Record<string, string> };
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) => app.inject({ method, url, payload, headers: { ...who.auth, ...(key && { 'idempotency-key': key }) } });

async function anasEvent(date = '2026-11-20') {
  const e = (
    await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: house.id,
      service_date: date,
      event_summary: 'Turnover',
    })
  ).json() as { id: number };
  expect(
    (await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: e.id, employee_id: ana.employee.id }))
      .statusCode,
  ).toBe(200);
  return e.id;
}
type Line = { action: string; field: string | null; after: string | null };
const historyOf = async (id: number) =>
  (await call(admin, 'GET', `/api/cleaning_events/${id}/history`)).json().entries as Line[];
const lines = async (id: number, field: string) => (await historyOf(id)).filter((l) => l.field === field);
const markServiced = (id: number, key?: string, extra: object = {}) =>
  call(ana, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review', ...extra }, key);

describe('Idempotency-Key on the housekeeper actions', () => {
  it('a replayed status change applies once and answers the first answer again', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    const first = await markServiced(id, key);
    expect(first.statusCode).toBe(200);
    // Meanwhile the supervisor sends it back: a replay of the old key must not send it to review again.
    await call(admin, 'PATCH', `/api/cleaning_events/${id}/status`, {
      status: 'assigned',
      reason: 'Streaks on the mirror',
    });
    const replay = await markServiced(id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await lines(id, 'status')).map((l) => l.after)).toEqual(['assigned', 'in_review', 'assigned']);
  });

  it('a replayed note applies once, with one history line', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    const first = await call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Towels done' }, key);
    await call(admin, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Changed by the office' });
    const replay = await call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Towels done' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await lines(id, 'note')).map((l) => l.after)).toEqual(['Towels done', 'Changed by the office']);
  });

  it('concurrent replays of one key apply the change once and all answer it', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Once' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    expect(await lines(id, 'note')).toHaveLength(1);
  });

  it('keys belong to their user: the same key from another user is a new request', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    expect((await call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Ana' }, key)).statusCode).toBe(200);
    const adminAnswer = await call(admin, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Admin' }, key);
    expect(adminAnswer.json()).toMatchObject({ note: 'Admin' });
  });

  it('refuses a key reused for another request, and a malformed key, changing nothing', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    await call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'First' }, key);
    const reused = await markServiced(id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toMatch(/already used/);
    const bad = await markServiced(id, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/Idempotency-Key/);
    expect(await lines(id, 'status')).toHaveLength(1); // only the assignment
  });

  it('a failed change stores nothing: the replay answers what is true now', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: beto.employee.id });
    const refused = await markServiced(id, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This cleaning event is not assigned to you.');
    await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: ana.employee.id });
    expect((await markServiced(id, key)).json()).toMatchObject({ status: 'in_review' });
  });
});

describe('Idempotency-Key on photos', () => {
  const upload = (id: number, content: Buffer, key: string) => {
    const body = multipart({}, { name: 'proof.png', content, type: 'image/png', field: 'photo' });
    return app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${id}/photos`,
      payload: body.payload,
      headers: { ...ana.auth, ...body.headers, 'idempotency-key': key },
    });
  };

  it('a replayed upload answers the first photo and adds none', async () => {
    const id = await anasEvent();
    const key = randomUUID();
    const first = await upload(id, await distinctPng(1), key);
    expect(first.statusCode).toBe(201);
    const replay = await upload(id, await distinctPng(1), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await upload(id, await distinctPng(2), randomUUID())).statusCode).toBe(201);
    const photos = (await call(ana, 'GET', `/api/cleaning_events/${id}/photos`)).json() as unknown[];
    expect(photos).toHaveLength(2);
  });
});

describe('a lost answer is never a failure', () => {
  it('marking serviced again answers 200 with the event and records nothing new', async () => {
    const id = await anasEvent();
    expect((await markServiced(id)).statusCode).toBe(200);
    const again = await markServiced(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'in_review' });
    expect(await lines(id, 'status')).toHaveLength(2);
  });

  it('marking serviced after the supervisor completed it answers 200 with the completed event', async () => {
    const id = await anasEvent();
    await markServiced(id);
    await call(admin, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' });
    const again = await markServiced(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed' });
  });
});

describe('the event changed while the phone was offline', () => {
  it('reassigned: 403 saying it is no longer hers', async () => {
    const id = await anasEvent();
    await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: beto.employee.id });
    const res = await markServiced(id, randomUUID(), { service_date: '2026-11-20' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This cleaning event is not assigned to you.');
  });

  it('moved to another date: 409 naming both dates, nothing changed', async () => {
    const id = await anasEvent();
    expect((await call(admin, 'PUT', `/api/cleaning_events/${id}`, { service_date: '2026-11-22' })).statusCode).toBe(
      200,
    );
    const res = await markServiced(id, randomUUID(), { service_date: '2026-11-20' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'This cleaning was moved from Nov 20, 2026 to Nov 22, 2026; check it and send it again.',
    );
    expect(await lines(id, 'status')).toHaveLength(1);
  });

  it('deleted: 404', async () => {
    const id = await anasEvent();
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${id}`)).statusCode).toBe(204);
    const res = await markServiced(id, randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
  });
});
