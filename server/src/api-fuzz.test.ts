import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, propertyBody, signedIn, staffMember } from '../test/factories';
import { fixtureCalendar, startFeedServer } from '../test/feed-server';
import { casesFor, multipartCases, type FuzzCase, type OpenApiDocument } from '../test/fuzz';
import { createTestApp } from '../test/test-app';
import { testDbKind } from '../test/test-db';

// Every route of the OpenAPI document gets generated malformed bodies, params and
// queries (see server/test/fuzz.ts), as a signed-in admin so they reach validation and services;
// none may answer 5xx, and every 4xx is `{ detail }`. Runs on PGlite and on PostgreSQL.
const { app, database } = await createTestApp();
const db = database.db;
const feeds = await startFeedServer();
afterAll(() => feeds.close());
const feedUrl = feeds.serve('/fuzz.ics', { calendar: fixtureCalendar('airbnb') });
const admin = await signedIn(app, db, 'admin');
const as = (method: string, url: string, payload?: object) =>
  app.inject({ method: method as 'POST', url, payload, headers: admin.auth });

// Two rows of everything, so that id 2 exists wherever an id goes (the admin is user 1, never a target).
await staffMember(app, admin.auth, 'employee', 'Ana');
const housekeeper = await staffMember(app, admin.auth, 'employee', 'Carmen');
for (let i = 0; i < 2; i++) await createClient(db);
for (let i = 0; i < 2; i++) expect((await as('POST', '/api/houses/', propertyBody(2))).statusCode).toBe(201);
for (let i = 0; i < 2; i++)
  expect(
    (
      await as('POST', '/api/cleaning_events/create', {
        property_id: 2,
        event_summary: 'Turnover',
        service_date: '2027-06-0' + (i + 1),
      })
    ).statusCode,
  ).toBe(201);
await as('POST', '/api/assignments/', { cleaning_event_id: 2, employee_id: housekeeper.employee.id });
// Extras on cleaning 2: one approved by the office, one asked for by its housekeeper (waits for a decision).
expect((await as('POST', '/api/cleaning_events/2/extras', { kind: 'laundry' })).statusCode).toBe(201);
expect(
  (
    await app.inject({
      method: 'POST',
      url: '/api/cleaning_events/2/extras',
      payload: { kind: 'other' },
      headers: housekeeper.auth,
    })
  ).statusCode,
).toBe(201);
for (let i = 0; i < 2; i++)
  expect((await as('POST', '/api/airbn_url/', { property_id: 2, ical_url: `${feedUrl}?copy=${i}` })).statusCode).toBe(
    201,
  );
for (let i = 0; i < 2; i++)
  expect(
    (await as('POST', '/api/reports/', { client_id: 2, start_date: '2027-06-01', end_date: '2027-06-30' })).statusCode,
  ).toBe(200);

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
const signature = (await as('GET', '/api/media/signature')).json() as {
  apiKey: string;
  timestamp: number;
  signature: string;
};
const image = readFileSync(new URL('../test/fixtures/images/small.png', import.meta.url));
const sheet = readFileSync(new URL('../test/fixtures/spreadsheets/propiedades-es.xlsx', import.meta.url));
const MULTIPART: Record<string, FuzzCase[]> = {
  '/api/houses/import_excel': multipartCases('/api/houses/import_excel', { client_id: '2' }, sheet),
  '/api/media/upload': multipartCases(
    '/api/media/upload',
    { api_key: signature.apiKey, timestamp: String(signature.timestamp), signature: signature.signature },
    image,
  ),
};

const byRoute = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    route: `${method.toUpperCase()} ${path}`,
    cases: [...casesFor(method.toUpperCase(), path, op, { id: 2, feedUrl }), ...(MULTIPART[path] ?? [])],
  })),
);
const cases: FuzzCase[] = byRoute.flatMap((r) => r.cases);

// Thousands of generated requests, every route of the API, one test per route group: long by design.
describe(`API fuzz on ${testDbKind}`, { timeout: 600_000 }, () => {
  it('covers every route of the OpenAPI document with thousands of malformed requests', () => {
    expect(byRoute.length).toBeGreaterThan(40);
    expect(byRoute.filter((r) => r.cases.length === 0)).toEqual([]);
    expect(cases.length).toBeGreaterThan(2500);
  });

  it('never answers 5xx, and answers every 4xx with { detail }', async () => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const c of cases) {
      const res = await app.inject({
        method: c.method as 'POST',
        url: c.url,
        headers: { ...admin.auth, ...c.headers },
        payload: c.payload,
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const detail = res.statusCode >= 400 ? (res.json() as { detail?: unknown }).detail : 'ok';
      if (res.statusCode >= 500 || typeof detail !== 'string')
        failures.push(`${c.method} ${c.url.slice(0, 80)} [${c.what}] -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures.slice(0, 30)).toEqual([]);
    // Most requests were refused as invalid, yet the valid bases went deep enough to change things.
    expect(statuses[422]).toBeGreaterThan(2000);
    expect((statuses[200] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(300);
    // The admin's session survived it all, so every request above really was checked as an admin.
    expect((await as('GET', '/api/auth/users')).statusCode).toBe(200);
  });
});
