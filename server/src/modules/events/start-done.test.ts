import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Start and Done (decision 0035): her Start tap sets started_at once; marking it serviced sets finished_at;
// events answer the minutes between. Taps queued offline carry `at` and an Idempotency-Key.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db);
const house = (
  await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
).json() as { id: number };

const TODAY = todayIso();
const MINUTE = 60_000;
/** An instant `minutes` from now, as a phone sends it. */
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

type Who = { auth: Record<string, string> };
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { ...who.auth, ...headers } });
const start = (who: Who, id: number, body?: object, headers?: Record<string, string>) =>
  call(who, 'POST', `/api/cleaning_events/${id}/start`, body, headers);
const serviced = (who: Who, id: number, at?: string) =>
  call(who, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review', ...(at && { at }) });
type Ev = {
  id: number;
  status: string;
  started_at: string | null;
  finished_at: string | null;
  actual_minutes: number | null;
};
async function read(id: number): Promise<Ev> {
  const [year, month] = TODAY.split('-').map(Number);
  const month_ = (await call(admin, 'GET', `/api/cleaning_events/by-month?year=${year}&month=${month}`)).json() as Ev[];
  return month_.find((e) => e.id === id)!;
}
async function cleaning(assignee?: { employee: { id: number } }, date = TODAY) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: house.id,
    service_date: date,
    event_summary: 'Turnover',
  });
  const event = res.json() as { id: number };
  if (assignee) {
    const assigned = await call(admin, 'POST', '/api/assignments/', {
      cleaning_event_id: event.id,
      employee_id: assignee.employee.id,
      force: true,
    });
    expect(assigned.statusCode).toBe(200);
  }
  return event;
}

describe('POST /cleaning_events/{id}/start', () => {
  it('sets started_at to when she tapped, once: a repeat answers the first time', async () => {
    const event = await cleaning(ana);
    const tapped = ago(40);
    const res = await start(ana, event.id, { at: tapped });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: event.id, started_at: tapped });
    expect(await read(event.id)).toMatchObject({ started_at: tapped, finished_at: null, actual_minutes: null });

    const again = await start(ana, event.id, { at: ago(5) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: event.id, started_at: tapped });
    expect((await read(event.id)).started_at).toBe(tapped);
  });

  it('takes no body at all (or an empty one): the server time then', async () => {
    for (const body of [undefined, {}]) {
      const event = await cleaning(ana);
      const before = Date.now();
      const res = await start(ana, event.id, body);
      expect(res.statusCode).toBe(200);
      const at = Date.parse(res.json().started_at);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });

  it("refuses someone else's cleaning (a housekeeper's or a supervisor's) with 403; an admin may start it", async () => {
    const event = await cleaning(ana);
    const other = await start(beto, event.id, { at: ago(10) });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBeTruthy();
    expect((await start(supervisor, event.id, { at: ago(10) })).statusCode).toBe(403);
    expect((await read(event.id)).started_at).toBeNull();
    const byAdmin = await start(admin, event.id, { at: ago(10) });
    expect(byAdmin.statusCode).toBe(200);

    const his = await cleaning(supervisor);
    expect((await start(supervisor, his.id)).statusCode).toBe(200);
  });

  it('answers 409 for a cleaning not assigned, or already serviced without a start; 404 for none', async () => {
    const free = await cleaning();
    const res = await start(admin, free.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Only an assigned cleaning can be started; this one is unassigned.');

    const done = await cleaning(ana);
    expect((await serviced(ana, done.id)).statusCode).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${done.id}/start`,
      headers: { ...ana.auth, 'accept-language': 'es' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Solo se puede empezar una limpieza asignada; esta está en revisión.');
    expect((await read(done.id)).started_at).toBeNull();

    expect((await start(admin, 999999)).statusCode).toBe(404);
  });

  it('a repeat after Done still answers the first start (a queued tap arriving late)', async () => {
    const event = await cleaning(ana);
    const tapped = ago(60);
    await start(ana, event.id, { at: tapped });
    await serviced(ana, event.id);
    const repeat = await start(ana, event.id, { at: tapped });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().started_at).toBe(tapped);
  });

  it.each([
    ['more than 5 minutes ahead', () => new Date(Date.now() + 10 * MINUTE).toISOString(), 'That time is in the future'],
    ['before the day before the cleaning', () => '2000-01-01T10:00:00.000Z', 'That time is before the day'],
    ['not a date-time', () => 'yesterday', 'at must be an ISO date-time'],
  ])('refuses a time %s with 422 on `at`, nothing started', async (_why, at, message) => {
    const event = await cleaning(ana);
    const res = await start(ana, event.id, { at: at() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'at', message: expect.stringContaining(message) });
    expect((await read(event.id)).started_at).toBeNull();
  });

  it('a time up to 5 minutes ahead (a fast phone clock) is taken as sent', async () => {
    const event = await cleaning(ana);
    const ahead = new Date(Date.now() + 2 * MINUTE).toISOString();
    expect((await start(ana, event.id, { at: ahead })).json().started_at).toBe(ahead);
  });

  it('takes an Idempotency-Key like the other phone calls: a replay answers the first answer', async () => {
    const event = await cleaning(ana);
    const key = randomUUID();
    const tapped = ago(20);
    const first = await start(ana, event.id, { at: tapped }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const replay = await start(ana, event.id, { at: ago(1) }, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const other = await cleaning(ana);
    const reused = await start(ana, other.id, undefined, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toMatch(/Idempotency-Key/);
    expect((await read(other.id)).started_at).toBeNull();
    expect((await start(ana, other.id, undefined, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });
});

describe('Done: marking it serviced sets finished_at', () => {
  it('to when she tapped, with the minutes since Start; sent back, the redo’s Start and Done set them again', async () => {
    const event = await cleaning(ana);
    const [startedAt, finishedAt, startedAgain, finishedAgain] = [ago(120), ago(30), ago(25), ago(10)];
    await start(ana, event.id, { at: startedAt });
    const done = await serviced(ana, event.id, finishedAt);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'in_review', finished_at: finishedAt, actual_minutes: 90 });

    const back = await call(supervisor, 'PATCH', `/api/cleaning_events/${event.id}/status`, {
      status: 'assigned',
      reason: 'The bathroom',
    });
    expect(back.statusCode).toBe(200);
    // The redo counts its own time (docs/decisions/0050-a-redo-counts-its-own-time.md).
    await start(ana, event.id, { at: startedAgain });
    const again = await serviced(ana, event.id, finishedAgain);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'in_review', finished_at: finishedAgain, actual_minutes: 15 });
    expect(await read(event.id)).toMatchObject({ started_at: startedAgain, actual_minutes: 15 });
  });

  it('to now without `at`; a repeat of Done keeps it', async () => {
    const event = await cleaning(ana);
    const before = Date.now();
    const done = (await serviced(ana, event.id)).json() as Ev;
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(before);
    expect(done.actual_minutes).toBeNull(); // never started
    const repeat = (await serviced(ana, event.id, ago(1))).json() as Ev;
    expect(repeat.finished_at).toBe(done.finished_at);
  });

  it('the review and its Undo keep her finish time and minutes', async () => {
    const event = await cleaning(ana);
    const [startedAt, finishedAt] = [ago(30), ago(25)];
    await start(ana, event.id, { at: startedAt });
    expect((await serviced(ana, event.id, finishedAt)).json()).toMatchObject({
      finished_at: finishedAt,
      actual_minutes: 5,
    });
    const status = (to: string) => call(supervisor, 'PATCH', `/api/cleaning_events/${event.id}/status`, { status: to });
    const completed = await status('completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', finished_at: finishedAt, actual_minutes: 5 });
    const undone = await status('in_review');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'in_review', finished_at: finishedAt, actual_minutes: 5 });
    expect((await status('completed')).json()).toMatchObject({ finished_at: finishedAt, actual_minutes: 5 });
    expect(await read(event.id)).toMatchObject({ started_at: startedAt, finished_at: finishedAt, actual_minutes: 5 });
  });

  it('refuses a Done time in the future with 422, the cleaning still assigned', async () => {
    const event = await cleaning(ana);
    const res = await serviced(ana, event.id, new Date(Date.now() + 30 * MINUTE).toISOString());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('at');
    expect(await read(event.id)).toMatchObject({ status: 'assigned', finished_at: null });
  });
});
