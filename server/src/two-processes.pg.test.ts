import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { calendarFeeds, clients, mailOutbox, properties } from './db/schema';
import { openPostgres } from './db/client';
import { fixtureCalendar, startFeedServer } from '../test/feed-server';
import { createUser, multipart, PASSWORD } from '../test/factories';
import { freePort, startServer, type RunningServer } from '../test/server-process';
import { startSmtp, stopSmtp } from '../test/smtp-catcher';
import { scratchPostgres } from '../test/test-db';

// PostgreSQL only: two real server processes on one database, as behind a load balancer.
const { url } = await scratchPostgres('twoproc');
const database = await openPostgres(url, { warn: () => undefined }); // applies the migrations
const smtpPort = await freePort();
const smtp = await startSmtp(smtpPort);
const feeds = await startFeedServer();
let fetchesUnderWay = 0;
let mostAtOnce = 0;
const calendar = fixtureCalendar('airbnb');
// A slow calendar server: two syncs of one feed at once would be seen here.
const feedUrl = feeds.serve('/slow.ics', {
  handle: (res) => {
    mostAtOnce = Math.max(mostAtOnce, ++fetchesUnderWay);
    setTimeout(() => {
      fetchesUnderWay--;
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
    }, 1_500);
  },
});
const [client] = await database.db.insert(clients).values({ name: 'Two Process Client' }).returning();
const [house] = await database.db.insert(properties).values({ clientId: client!.id, name: 'Two Process House' }).returning();
const [feed] = await database.db.insert(calendarFeeds).values({ propertyId: house!.id, icalUrl: feedUrl }).returning();
const boss = await createUser(database.db, 'admin');
const guard = await createUser(database.db, 'employee');

const env = {
  DATABASE_URL: url,
  JWT_SECRET: 'two-processes-share-this-secret-0123456789',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  COMPANY_EMAIL: 'office@clean.example',
  ICAL_SYNC_MINUTES: '1',
  ICAL_ALLOW_PRIVATE_HOSTS: '1',
};
const start = () => startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proc-')) });
const [a, b] = (await Promise.all([start(), start()])) as [RunningServer, RunningServer];
afterAll(async () => {
  for (const p of [a, b]) p.child.kill('SIGTERM');
  await Promise.all([a.exited, b.exited]);
  await database.close();
  await feeds.close();
  await stopSmtp(smtp.server);
});

const post = (server: RunningServer, route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const until = async (what: () => Promise<boolean>) => {
  while (!(await what())) await new Promise((r) => setTimeout(r, 200));
};

describe('two app processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('share the sign-in limit: failures through one lock the e-mail on the other', async () => {
    for (let i = 0; i < 10; i++) expect((await post(a, '/api/auth/login', { email: guard.email, password: 'Wr0ng!Pass' })).status).toBe(401);
    expect((await post(b, '/api/auth/login', { email: guard.email, password: PASSWORD })).status).toBe(429);
  });

  it('share the contact-form limit, and each message is mailed exactly once', async () => {
    const message = (i: number) => ({ name: 'Guest', email: 'guest@example.com', subject: `Quote ${i}`, message: 'Two flats.' });
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? b : a, '/api/emails/company', message(i))).status).toBe(202);
    expect((await post(b, '/api/emails/company', message(5))).status).toBe(429);
    // Both processes run their outbox worker; wait until nothing is left to send.
    await until(async () => (await database.db.select().from(mailOutbox).where(ne(mailOutbox.status, 'sent'))).length === 0);
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim());
    expect(subjects.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `[Contact] Quote ${i}`));
  });

  it('a photo uploaded through one is served by the other', async () => {
    const token = ((await (await post(a, '/api/auth/login', { email: boss.email, password: PASSWORD })).json()) as { access_token: string }).access_token;
    const signature = (await (await fetch(`${a.url}/api/media/signature`, { headers: { authorization: `Bearer ${token}` } })).json()) as { timestamp: number; signature: string };
    const content = readFileSync(path.join(import.meta.dirname, '../test/fixtures/images/house-1.jpg'));
    const form = multipart({ api_key: 'local', timestamp: String(signature.timestamp), signature: signature.signature }, { name: 'h.jpg', content, type: 'image/jpeg' });
    const uploaded = await fetch(`${a.url}/api/media/upload`, { method: 'POST', headers: form.headers, body: form.payload });
    const { secure_url: photo } = (await uploaded.json()) as { secure_url: string };
    const served = await fetch(`${b.url}${photo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
  });

  it('sync a calendar feed once, not once per process', async () => {
    // Both processes' first scheduled run is due 5 s after their start; whoever takes the lease syncs.
    await until(async () => (await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed!.id)))[0]?.lastSyncAt !== null);
    await until(async () => /Calendar feeds synced/.test(a.output() + b.output()));
    // Let the other process's first run come and go (it finds the lease taken).
    await new Promise((r) => setTimeout(r, 6_000));
    expect(feeds.requests.filter((r) => r.path === '/slow.ics')).toHaveLength(1);
    expect(mostAtOnce).toBe(1);
    expect([a.output(), b.output()].filter((o) => /Calendar feeds synced/.test(o))).toHaveLength(1);
  });
});
