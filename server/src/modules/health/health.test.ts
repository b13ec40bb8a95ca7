import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/feeds';
import { clients, properties } from '../../db/schema/properties';
import { createTestApp } from '../../../test/test-app';
import { testDbKind } from '../../../test/test-db';

const { app, database } = await createTestApp({ companyEmail: 'office@clean.example' });
const health = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

describe('GET /api/health', () => {
  it('says the database answers and how fast, with an empty outbox and no feeds', async () => {
    const body = await health();
    expect(body).toMatchObject({
      status: 'ok',
      database: { kind: testDbKind },
      outbox: { pending: 0, retrying: 0, oldest_pending_at: null },
      feeds: { total: 0, failing: [] },
    });
    expect(body.database.query_ms).toBeGreaterThanOrEqual(0);
  });

  it('reports the outbox backlog and the oldest mail waiting (no SMTP here, so it waits)', async () => {
    const before = Date.now();
    const message = { name: 'Guest', email: 'guest@example.com', subject: 'Quote', message: 'Hello' };
    for (let i = 0; i < 2; i++)
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/emails/company',
            payload: message,
            remoteAddress: `10.3.0.${i}`,
          })
        ).statusCode,
      ).toBe(202);
    const { outbox } = await health();
    expect(outbox).toMatchObject({ pending: 2, retrying: 0 });
    expect(Date.parse(outbox.oldest_pending_at)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('lists the feeds whose last sync failed, without their addresses or errors', async () => {
    const db = database.db;
    const [client] = await db.insert(clients).values({ name: 'Health Client' }).returning();
    const [house] = await db.insert(properties).values({ clientId: client!.id, name: 'Health House' }).returning();
    const since = new Date('2026-11-20T08:00:00Z');
    await db
      .insert(calendarFeeds)
      .values({ propertyId: house!.id, icalUrl: 'https://www.airbnb.com/calendar/ical/1.ics?s=ok' });
    const [broken] = await db
      .insert(calendarFeeds)
      .values({
        propertyId: house!.id,
        icalUrl: 'https://www.airbnb.com/calendar/ical/2.ics?s=secret',
        lastResult: 'error',
        lastError: 'HTTP 404',
        failingSince: since,
        lastSyncAt: since,
      })
      .returning();
    const { feeds } = await health();
    expect(feeds).toEqual({
      total: 2,
      failing: [
        {
          id: broken!.id,
          property_id: house!.id,
          failing_since: since.toISOString(),
          last_sync_at: since.toISOString(),
        },
      ],
    });
    expect(JSON.stringify(feeds)).not.toContain('secret');
  });
});
