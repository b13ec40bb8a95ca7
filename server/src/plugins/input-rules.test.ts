import { describe, expect, it } from 'vitest';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@common/contracts/common';
import { createClient, propertyBody, signedIn } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// A NUL in any text field, or an id past PostgreSQL's integer range, used to answer 500.
// The one text rule and the id bound live in common/contracts/common.ts; here is what callers see.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const client = await createClient(db);
const house = (await call('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number };
const event = (
  await call('POST', '/api/cleaning_events/create', {
    property_id: house.id,
    event_summary: 'Turnover',
    service_date: '2027-05-01',
  })
).json() as { id: number };

describe('text', () => {
  it('refuses a NUL in the public contact form with 422 and a clear detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/emails/company',
      payload: { name: 'a\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: `Invalid body: name - ${SINGLE_LINE_MESSAGE}`,
      errors: [{ field: 'name', message: SINGLE_LINE_MESSAGE }],
    });
  });

  it.each([
    ['a NUL', 'Casa\u0000'],
    ['a tab', 'Casa\tMar'],
    ['a line break', 'Casa\nMar'],
    ['a C1 control', 'Casa\u0085Mar'],
    ['DEL', 'Casa\u007fMar'],
  ])('refuses %s in a one-line field', async (_what, name) => {
    const res = await call('POST', '/api/clients/', { name });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'name', message: SINGLE_LINE_MESSAGE }]);
  });

  it('takes line breaks and tabs in a multi-line field, but no other control character', async () => {
    const ok = await call('PATCH', `/api/cleaning_events/${event.id}/note`, {
      note: 'Towels:\n\t2 sets\r\nKeys in the box',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().note).toBe('Towels:\n\t2 sets\r\nKeys in the box');
    const bad = await call('PATCH', `/api/cleaning_events/${event.id}/note`, { note: 'bell\u0007' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(`Invalid body: note - ${MULTI_LINE_MESSAGE}`);
  });

  it('takes a phone with spaces (also non-breaking ones), never with a tab or a line break', async () => {
    expect((await call('POST', '/api/clients/', { name: 'Phone ok', phone: '+506\u00a08888 0000' })).statusCode).toBe(
      201,
    );
    for (const phone of ['+506\t8888 0000', '+506 8888\n0000']) {
      const res = await call('POST', '/api/clients/', { name: 'Phone bad', phone });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'phone', message: SINGLE_LINE_MESSAGE }]);
    }
  });

  it('applies the rule to URLs and property fields too', async () => {
    const feed = await call('POST', '/api/airbn_url/', {
      property_id: house.id,
      ical_url: 'https://example.com/a\u0000.ics',
    });
    expect(feed.statusCode).toBe(422);
    const property = await call(
      'PUT',
      `/api/houses/${house.id}`,
      propertyBody(client.id, { cabinet_code: '12\u000034' }),
    );
    expect(property.statusCode).toBe(422);
    expect(property.json().errors[0].field).toBe('cabinet_code');
  });
});

describe('ids beyond the database integer range', () => {
  const TOO_BIG = 2_147_483_648;
  it.each([
    ['a path', 'PUT', `/api/clients/${TOO_BIG}`, { name: 'X' }, 'id'],
    ['a path (event)', 'PATCH', `/api/cleaning_events/${TOO_BIG}/note`, { note: 'x' }, 'id'],
    [
      'a body',
      'POST',
      '/api/cleaning_events/create',
      { property_id: TOO_BIG, event_summary: 'x', service_date: '2027-05-01' },
      'property_id',
    ],
    ['a body (assignment)', 'POST', '/api/assignments/', { cleaning_event_id: 1, employee_id: TOO_BIG }, 'employee_id'],
    [
      'a query',
      'GET',
      `/api/reports/stats?client_id=${TOO_BIG}&start_date=2027-01-01&end_date=2027-01-31`,
      undefined,
      'client_id',
    ],
  ] as const)('answer 422 in %s', async (_where, method, url, payload, field) => {
    const res = await call(method, url, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({ field, message: `No record has an id above 2147483647` });
  });

  it('the largest id is valid and simply not found', async () => {
    expect((await call('PUT', '/api/clients/2147483647', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('empty updates', () => {
  it.each([`/api/clients/${client.id}`, `/api/auth/users/${admin.user.id}`])('PUT %s with {} is 422', async (url) => {
    const res = await call('PUT', url, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Invalid body: Nothing to change: send at least one field.');
  });
});
