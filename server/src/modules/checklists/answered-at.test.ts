import { describe, expect, it } from 'vitest';
import type { EventChecklist } from '@common/contracts/checklists';
import { addDays } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { distinctPng } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';

// An answer kept offline carries the time she answered (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md):
// stored and shown as hers, bounded (not in the future beyond 5 minutes, not before the cleaning was started nor
// before the day before it); a wrong time is 422 in her language and nothing changes.
const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(database.db, 'Answered At');
const house = (
  await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
).json<{ id: number }>();
const TODAY = todayIso();
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

await app.inject({
  method: 'PUT',
  url: '/api/checklist/template',
  headers: admin.auth,
  payload: {
    sections: [
      {
        title: 'Kitchen',
        items: [
          { id: 'oven', label: 'Oven cleaned', kind: 'check', required: true },
          { id: 'glasses', label: 'Glasses', kind: 'count' },
          { id: 'oven-photo', label: 'Oven photo', kind: 'photo' },
        ],
      },
    ],
  },
});

async function cleaning(date = TODAY) {
  const event = (
    await app.inject({
      method: 'POST',
      url: '/api/cleaning_events/create',
      headers: admin.auth,
      payload: { property_id: house.id, service_date: date, event_summary: 'Turnover' },
    })
  ).json<{ id: number }>();
  const res = await app.inject({
    method: 'POST',
    url: '/api/assignments/',
    headers: admin.auth,
    payload: { cleaning_event_id: event.id, employee_id: ana.employee.id, force: true },
  });
  expect(res.statusCode).toBe(200);
  return event.id;
}
const answer = (id: number, itemId: string, body: object, language = 'en') =>
  app.inject({
    method: 'PUT',
    url: `/api/cleaning_events/${id}/checklist/${itemId}`,
    headers: { ...ana.auth, 'accept-language': language },
    payload: body,
  });
const answersOf = async (id: number) => {
  const list = (
    await app.inject({ method: 'GET', url: `/api/cleaning_events/${id}/checklist`, headers: ana.auth })
  ).json<EventChecklist>();
  return new Map(list.sections.flatMap((s) => s.items).map((item) => [item.id, item.answer]));
};

describe('the time she answered', () => {
  it('keeps the answered_at a phone sends for a tick, a count and a photo, instead of the time it arrived', async () => {
    const id = await cleaning();
    const tickedAt = ago(90);
    const tick = await answer(id, 'oven', { checked: true, answered_at: tickedAt });
    expect(tick.statusCode).toBe(200);
    expect(Date.parse(tick.json().answer.answered_at)).toBe(Date.parse(tickedAt));
    await answer(id, 'glasses', { count: 12, answered_at: ago(80) });
    const upload = multipart(
      { item_id: 'oven-photo', answered_at: ago(70) },
      { name: 'p.png', content: await distinctPng(4201), type: 'image/png', field: 'photo' },
    );
    const photo = await app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${id}/photos`,
      payload: upload.payload,
      headers: { ...ana.auth, ...upload.headers },
    });
    expect(photo.statusCode).toBe(201);
    const answers = await answersOf(id);
    const minutesAgo = (itemId: string) =>
      Math.round((Date.now() - Date.parse(answers.get(itemId)!.answered_at)) / MINUTE);
    expect([minutesAgo('oven'), minutesAgo('glasses'), minutesAgo('oven-photo')]).toEqual([90, 80, 70]);
  });

  it('an answer sent without a time is stamped when it arrives', async () => {
    const id = await cleaning();
    await answer(id, 'oven', { checked: true });
    const at = Date.parse((await answersOf(id)).get('oven')!.answered_at);
    expect(Math.abs(Date.now() - at)).toBeLessThan(MINUTE);
  });

  it('refuses a time in the future, before the cleaning started, or before its day: 422 in her language, nothing kept', async () => {
    const id = await cleaning();
    const future = await answer(id, 'oven', { checked: true, answered_at: ago(-10) }, 'es');
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe('Esa hora está en el futuro; revisa el reloj de tu teléfono.');
    expect((await answer(id, 'oven', { checked: true, answered_at: ago(-4) })).statusCode).toBe(200); // clock skew
    const later = await cleaning(addDays(TODAY, 3));
    const early = await answer(later, 'oven', { checked: true, answered_at: ago(1) });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toMatch(/before the day of this cleaning/);
    const started = await cleaning();
    const start = await app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${started}/start`,
      headers: ana.auth,
      payload: { at: ago(30) },
    });
    expect(start.statusCode).toBe(200);
    const beforeStart = await answer(started, 'glasses', { count: 3, answered_at: ago(45) }, 'es');
    expect(beforeStart.statusCode).toBe(422);
    expect(beforeStart.json().detail).toBe(
      'Esa hora es anterior al inicio de esta limpieza; revisa el reloj de tu teléfono.',
    );
    expect((await answer(started, 'glasses', { count: 3, answered_at: 'yesterday' })).statusCode).toBe(422);
    expect((await answersOf(later)).get('oven')).toBeNull();
    expect((await answersOf(started)).get('glasses')).toBeNull();
  });
});
