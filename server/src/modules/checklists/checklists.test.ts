import { describe, expect, it } from 'vitest';
import type { EventChecklist, PropertyChecklist } from '@common/contracts/checklists';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { distinctPng as makeDistinctPng } from '../../../test/images';
import { pdfText } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Checklists (decision 0037): the template and a property's changes resolve to a
// cleaning's items; her answers (idempotent, photos through the photo upload); Done refused while a
// required item is open; named items sent back; who may read and answer.

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Checklist Stays');
const newHouse = async (name: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/houses/',
      headers: admin.auth,
      payload: propertyBody(client.id, { name }),
    })
  ).json<{ id: number }>().id;
const casa = await newHouse('Casa Lista');
const villa = await newHouse('Villa Lista');

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  app.inject({ method, url: `/api${url}`, headers: { ...who.auth, ...headers }, payload });

let day = 1;
const dates = new Map<number, string>();
async function eventAt(propertyId: number, employeeId = ana.employee.id) {
  const date = `2026-12-${String(day++).padStart(2, '0')}`;
  const event = (
    await app.inject({
      method: 'POST',
      url: '/api/cleaning_events/create',
      headers: admin.auth,
      payload: { property_id: propertyId, service_date: date, event_summary: 'Turnover' },
    })
  ).json<{ id: number }>();
  const res = await app.inject({
    method: 'POST',
    url: '/api/assignments/',
    headers: admin.auth,
    payload: { cleaning_event_id: event.id, employee_id: employeeId },
  });
  expect(res.statusCode).toBe(200);
  dates.set(event.id, date);
  return event.id;
}
const checklistOf = async (who: Who, eventId: number, language = 'en') => {
  const res = await call(who, 'GET', `/cleaning_events/${eventId}/checklist`, undefined, {
    'accept-language': language,
  });
  expect(res.statusCode).toBe(200);
  return res.json<EventChecklist>();
};
const answer = (who: Who, eventId: number, itemId: string, body: object, headers = {}) =>
  call(who, 'PUT', `/cleaning_events/${eventId}/checklist/${itemId}`, body, headers);
const serviced = (who: Who, eventId: number, language = 'en') =>
  call(who, 'PATCH', `/cleaning_events/${eventId}/status`, { status: 'in_review' }, { 'accept-language': language });
let serial = 0;
const uploadFor = async (who: Who, eventId: number, itemId?: string) => {
  const body = multipart(itemId ? { item_id: itemId } : {}, {
    name: 'p.png',
    content: await makeDistinctPng(++serial),
    type: 'image/png',
    field: 'photo',
  });
  return app.inject({
    method: 'POST',
    url: `/api/cleaning_events/${eventId}/photos`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers },
  });
};

const TEMPLATE = {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [
        { id: 'oven', label: 'Oven cleaned', label_es: 'Horno limpio', kind: 'check', required: true },
        { id: 'oven-photo', label: 'Oven photo', label_es: 'Foto del horno', kind: 'photo', required: true },
        { label: 'Glasses counted', kind: 'count' },
      ],
    },
    {
      title: 'Bathroom',
      title_es: 'Baño',
      items: [
        { id: 'towels', label: 'Towels', label_es: 'Toallas', kind: 'count', required: true },
        { id: 'jacuzzi', label: 'Jacuzzi drained', kind: 'check', required: true },
      ],
    },
  ],
};

describe('the template and a property’s changes', () => {
  it('only an admin writes the template; items sent without an id get one, kept on the next save', async () => {
    expect((await call(supervisor, 'PUT', '/checklist/template', TEMPLATE)).statusCode).toBe(403);
    expect((await call(ana, 'GET', '/checklist/template')).statusCode).toBe(403);
    const res = await call(admin, 'PUT', '/checklist/template', TEMPLATE);
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ sections: { items: { id: string; label: string; required: boolean }[] }[] }>();
    const glasses = saved.sections[0]!.items[2]!;
    expect(glasses).toMatchObject({
      label: 'Glasses counted',
      required: false,
      id: expect.stringMatching(/^i-[0-9a-f]{10}$/),
    });
    expect((await call(admin, 'GET', '/checklist/template')).json()).toEqual(saved);
  });

  it('refuses a bad template with a field error in the reader’s language, and keeps the saved one', async () => {
    const before = (await call(admin, 'GET', '/checklist/template')).json();
    const bad = { sections: [{ title: 'X', items: [{ label: 'Y', kind: 'wipe' }] }] };
    const res = await call(admin, 'PUT', '/checklist/template', bad, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('sections.0.items.0.kind');
    const twice = {
      sections: [
        {
          title: 'X',
          items: [
            { id: 'a', label: 'A', kind: 'check' },
            { id: 'a', label: 'B', kind: 'check' },
          ],
        },
      ],
    };
    expect((await call(admin, 'PUT', '/checklist/template', twice)).statusCode).toBe(422);
    expect((await call(admin, 'GET', '/checklist/template')).json()).toEqual(before);
  });

  it('a property hides template items and adds its own, into a section of the same title or a new one', async () => {
    const res = await call(admin, 'PUT', `/houses/${villa}/checklist`, {
      hidden: ['jacuzzi'],
      added: [
        { section: 'bathroom', label: 'Hair dryer in drawer', kind: 'check', required: true },
        {
          id: 'pool',
          section: 'Pool',
          section_es: 'Piscina',
          label: 'Pool skimmed',
          label_es: 'Piscina limpia',
          kind: 'photo',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<PropertyChecklist>();
    expect(view.sections.map((s) => [s.title, s.items.map((i) => i.label)])).toEqual([
      ['Kitchen', ['Oven cleaned', 'Oven photo', 'Glasses counted']],
      ['Bathroom', ['Towels', 'Hair dryer in drawer']],
      ['Pool', ['Pool skimmed']],
    ]);
    // The other property keeps the whole template.
    const casaView = (await call(admin, 'GET', `/houses/${casa}/checklist`)).json<PropertyChecklist>();
    expect(casaView.sections.flatMap((s) => s.items.map((i) => i.id))).toContain('jacuzzi');
    // Hiding what the template does not have, or reusing a template id, is refused.
    expect((await call(admin, 'PUT', `/houses/${villa}/checklist`, { hidden: ['nope'], added: [] })).statusCode).toBe(
      422,
    );
    const taken = { hidden: [], added: [{ id: 'oven', section: 'Kitchen', label: 'Oven', kind: 'check' }] };
    expect((await call(admin, 'PUT', `/houses/${villa}/checklist`, taken)).statusCode).toBe(422);
    expect((await call(admin, 'GET', `/houses/${villa}/checklist`)).json()).toEqual(view);
    expect((await call(admin, 'GET', '/houses/999999/checklist')).statusCode).toBe(404);
  });

  it('keeps a reference photo per item, re-encoded; removes it; refuses an item the property does not have', async () => {
    const content = await makeDistinctPng(900);
    const body = multipart({}, { name: 'r.png', content, type: 'image/png', field: 'photo' });
    const put = (item: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/houses/${villa}/checklist/${item}/reference`,
        payload: body.payload,
        headers: { ...admin.auth, ...body.headers },
      });
    const res = await put('pool');
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyChecklist>().references.pool).toMatch(/^\/media\/[0-9a-f]{32}\.(jpg|webp|png)$/);
    expect((await put('jacuzzi')).statusCode).toBe(404); // hidden at this property
    const removed = await call(admin, 'DELETE', `/houses/${villa}/checklist/pool/reference`);
    expect(removed.json<PropertyChecklist>().references).toEqual({});
    expect((await put('pool')).statusCode).toBe(200);
  });
});

describe('a cleaning’s checklist', () => {
  it('is the property’s resolved list, labelled in the reader’s language, with its reference photos', async () => {
    const id = await eventAt(villa);
    const en = await checklistOf(ana, id);
    expect(en.sections.map((s) => s.title)).toEqual(['Kitchen', 'Bathroom', 'Pool']);
    expect(en).toMatchObject({ done: 0, total: 6 });
    expect(en.missing.map((m) => m.label)).toEqual(['Oven cleaned', 'Oven photo', 'Towels', 'Hair dryer in drawer']);
    expect(en.sections[2]!.items[0]!.reference_url).toMatch(/^\/media\//);
    const es = await checklistOf(supervisor, id, 'es');
    // The property's own section has its Spanish title; a template one keeps the template's.
    expect(es.sections.map((s) => s.title)).toEqual(['Cocina', 'Baño', 'Piscina']);
    expect(es.sections[0]!.items.map((i) => i.label)).toEqual(['Horno limpio', 'Foto del horno', 'Glasses counted']);
  });

  it('only her own cleaning: another housekeeper gets 403 on reading and answering', async () => {
    const id = await eventAt(casa);
    expect((await call(beto, 'GET', `/cleaning_events/${id}/checklist`)).statusCode).toBe(403);
    expect((await answer(beto, id, 'oven', { checked: true })).statusCode).toBe(403);
    expect((await uploadFor(beto, id, 'oven-photo')).statusCode).toBe(403);
    expect((await checklistOf(ana, id)).done).toBe(0);
  });

  it('answers are idempotent: the same answer, or the same Idempotency-Key, changes nothing', async () => {
    const id = await eventAt(casa);
    const first = await answer(ana, id, 'oven', { checked: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: 'oven', answer: { checked: true, answered_by_name: 'Ana' } });
    const again = await answer(ana, id, 'oven', { checked: true });
    expect(again.json()).toEqual(first.json()); // same answered_at: nothing was written
    const key = { 'idempotency-key': 'towels-1' };
    const counted = await answer(ana, id, 'towels', { count: 6 }, key);
    const replay = await answer(ana, id, 'towels', { count: 6 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(counted.json());
    expect((await checklistOf(ana, id)).done).toBe(2);
  });

  it('refuses an answer that does not fit the item, or names no item of the list', async () => {
    const id = await eventAt(villa);
    const wrong = await answer(ana, id, 'towels', { checked: true }, { 'accept-language': 'es' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('Este punto se responde con count.');
    expect((await answer(ana, id, 'towels', { count: 2, checked: true })).statusCode).toBe(422);
    expect((await answer(ana, id, 'towels', { count: -1 })).statusCode).toBe(422);
    expect((await answer(ana, id, 'jacuzzi', { checked: true })).statusCode).toBe(404); // hidden here
    expect((await answer(ana, id, 'oven-photo', { photo_id: 2_000_000 })).statusCode).toBe(422);
    expect((await checklistOf(ana, id)).done).toBe(0);
  });

  it('a photo sent with item_id answers it, does not count toward the 10, and a retake replaces it', async () => {
    const id = await eventAt(casa);
    const first = await uploadFor(ana, id, 'oven-photo');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ checklist_item_id: 'oven-photo' });
    for (let i = 0; i < 10; i++) expect((await uploadFor(ana, id)).statusCode).toBe(201);
    expect((await uploadFor(ana, id)).statusCode).toBe(409); // the 11th free photo
    const retake = await uploadFor(ana, id, 'oven-photo');
    expect(retake.statusCode).toBe(201);
    const item = (await checklistOf(ana, id)).sections[0]!.items[1]!;
    expect(item.answer).toMatchObject({ photo_id: retake.json().id, photo_url: retake.json().url });
    const photos = (await call(ana, 'GET', `/cleaning_events/${id}/photos`)).json<{ id: number }[]>();
    expect(photos).toHaveLength(10); // the checklist's photo is not listed among the cleaning's
    expect(photos.map((p) => p.id)).not.toContain(first.json().id);
    expect((await uploadFor(ana, id, 'towels')).statusCode).toBe(422); // a count item takes no photo
  });

  it('Done is refused while a required item is open, naming them in her language; then goes through', async () => {
    const id = await eventAt(casa);
    await answer(ana, id, 'oven', { checked: true });
    const refused = await serviced(ana, id, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Primero termina la lista de verificación: Foto del horno, Toallas, Jacuzzi drained.',
    );
    const en = await serviced(ana, id);
    expect(en.json().detail).toBe('Finish the checklist first: Oven photo, Towels, Jacuzzi drained.');
    // A check left unticked is no answer.
    await answer(ana, id, 'oven', { checked: false });
    expect((await serviced(ana, id)).json().detail).toContain('Oven cleaned, Oven photo');
    await answer(ana, id, 'oven', { checked: true });
    expect((await uploadFor(ana, id, 'oven-photo')).statusCode).toBe(201);
    await answer(ana, id, 'towels', { count: 4 });
    await answer(ana, id, 'jacuzzi', { checked: true });
    const done = await serviced(ana, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('in_review');
    // In review her checklist is frozen; the office may still correct it.
    expect((await answer(ana, id, 'towels', { count: 5 })).statusCode).toBe(409);
    expect((await answer(supervisor, id, 'towels', { count: 5 })).statusCode).toBe(200);
  });

  it('a supervisor sends back named items with a reason: their answers go, she sees which, redoes them, and Done passes', async () => {
    const id = await eventAt(casa);
    for (const [item, body] of [
      ['oven', { checked: true }],
      ['towels', { count: 4 }],
      ['jacuzzi', { checked: true }],
    ] as const)
      expect((await answer(ana, id, item, body)).statusCode).toBe(200);
    expect((await uploadFor(ana, id, 'oven-photo')).statusCode).toBe(201);
    expect((await serviced(ana, id)).statusCode).toBe(200);

    const back = (body: object) => call(supervisor, 'PATCH', `/cleaning_events/${id}/status`, body);
    expect((await back({ status: 'assigned', reason: 'Redo', redo_items: ['nope'] })).statusCode).toBe(422);
    expect((await back({ status: 'completed', redo_items: ['oven'] })).statusCode).toBe(422);
    const sent = await back({
      status: 'assigned',
      reason: 'Grease left on the oven door',
      redo_items: ['oven', 'oven-photo'],
    });
    expect(sent.statusCode).toBe(200);

    const list = await checklistOf(ana, id);
    const items = list.sections.flatMap((s) => s.items);
    const oven = items.find((i) => i.id === 'oven')!;
    expect(oven).toMatchObject({ answer: null, redo_reason: 'Grease left on the oven door' });
    expect(items.find((i) => i.id === 'towels')).toMatchObject({ answer: { count: 4 }, redo_reason: null });
    expect(list.missing.map((m) => m.id)).toEqual(['oven', 'oven-photo']);
    expect((await serviced(ana, id)).statusCode).toBe(409);

    await answer(ana, id, 'oven', { checked: true });
    expect((await uploadFor(ana, id, 'oven-photo')).statusCode).toBe(201);
    expect((await serviced(ana, id)).statusCode).toBe(200);
    // The supervisor sees what was redone: the reason stays beside the new answer until the next review.
    const reviewed = (await checklistOf(supervisor, id)).sections[0]!.items[0]!;
    expect(reviewed).toMatchObject({ redo_reason: 'Grease left on the oven door', answer: { checked: true } });
    // A send-back naming nothing clears the earlier reasons.
    expect((await back({ status: 'assigned', reason: 'Call the office' })).statusCode).toBe(200);
    expect((await checklistOf(ana, id)).sections[0]!.items[0]!.redo_reason).toBeNull();
  });

  it('the client report sums up each cleaning’s checklist when asked for', async () => {
    const id = await eventAt(casa);
    await answer(ana, id, 'oven', { checked: true });
    expect((await uploadFor(ana, id, 'oven-photo')).statusCode).toBe(201);
    await answer(ana, id, 'towels', { count: 4 });
    await answer(ana, id, 'jacuzzi', { checked: true });
    expect((await serviced(ana, id)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/cleaning_events/${id}/status`, { status: 'completed' })).statusCode).toBe(200);
    const date = dates.get(id);
    const report = await app.inject({
      method: 'POST',
      url: '/api/reports/',
      headers: admin.auth,
      payload: { client_id: client.id, start_date: date, end_date: date, include_checklist: true, language: 'es' },
    });
    expect(report.statusCode, report.body.slice(0, 300)).toBe(200);
    const { text } = await pdfText(report.rawPayload);
    expect(text).toContain('Lista de verificación');
    expect(text).toContain('4 de 5 hechos'); // Glasses counted (not required) left open
    expect(text).toContain('Cocina');
    expect(text).toContain('1 foto');
    const history = (await call(admin, 'GET', '/reports/')).json<{ include_checklist: boolean }[]>();
    expect(history[0]?.include_checklist).toBe(true);
  });

  it('an empty template means no checklist: nothing to answer, Done as before', async () => {
    expect((await call(admin, 'PUT', '/checklist/template', { sections: [] })).statusCode).toBe(200);
    const id = await eventAt(casa);
    expect(await checklistOf(ana, id)).toEqual({ event_id: id, sections: [], done: 0, total: 0, missing: [] });
    // Villa's own items stay (a property may have a list without the template).
    expect((await checklistOf(ana, await eventAt(villa))).total).toBe(2);
    expect((await serviced(ana, id)).statusCode).toBe(200);
  });
});
