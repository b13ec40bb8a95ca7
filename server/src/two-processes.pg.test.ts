import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { calendarFeeds } from './db/schema/feeds';
import { mailOutbox } from './db/schema/mail';
import { mediaFiles } from './db/schema/media';
import { clients, properties } from './db/schema/properties';
import { listObjects } from './modules/media/s3';
import { parseS3Url } from './s3-url';
import { openPostgres } from './db/client';
import { fixtureCalendar, startFeedServer } from '../test/feed-server';
import { createUser, multipart, PASSWORD } from '../test/factories';
import { freePort, startServer, type RunningServer } from '../test/server-process';
import { startS3Server } from '../test/s3-server';
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
    // Held 1.5 s so that the two processes' syncs, if both ran, would overlap here (the race this test is about).
    setTimeout(() => {
      fetchesUnderWay--;
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
    }, 1_500);
  },
});
const [client] = await database.db.insert(clients).values({ name: 'Two Process Client' }).returning();
const [house] = await database.db
  .insert(properties)
  .values({ clientId: client!.id, name: 'Two Process House' })
  .returning();
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
// Debug logs say when a process finds the feed job's lease taken.
const start = (more: Record<string, string> = {}) =>
  startServer({ ...env, LOG_LEVEL: 'debug', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proc-')), ...more });
const [a, b] = (await Promise.all([start(), start()])) as [RunningServer, RunningServer];
// A second pair keeps photos in one S3 bucket (no feed syncs, so the feed check counts a and b only).
const s3 = await startS3Server();
const [c, d] = (await Promise.all([
  start({ S3_URL: s3.url, ICAL_SYNC_MINUTES: '0' }),
  start({ S3_URL: s3.url, ICAL_SYNC_MINUTES: '0' }),
])) as [RunningServer, RunningServer];
afterAll(async () => {
  for (const p of [a, b, c, d]) p.child.kill('SIGTERM');
  await Promise.all([a.exited, b.exited, c.exited, d.exited]);
  await s3.close();
  await database.close();
  await feeds.close();
  await stopSmtp(smtp.server);
});

const post = (server: RunningServer, route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
/** Polls (every 200 ms) what another process writes to the shared database: there is no event to wait on. */
const until = async (what: () => Promise<boolean>) => {
  while (!(await what())) await new Promise((r) => setTimeout(r, 200));
};

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../test/fixtures/images', name));

/** Uploads a fixture photo through one process, as the admin's browser does: its /media path and the bytes it serves. */
async function uploadThrough(server: RunningServer, name = 'house-1.jpg') {
  const token = (
    (await (await post(server, '/api/auth/login', { email: boss.email, password: PASSWORD })).json()) as {
      access_token: string;
    }
  ).access_token;
  const signature = (await (
    await fetch(`${server.url}/api/media/signature`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { timestamp: number; signature: string };
  const form = multipart(
    { api_key: 'local', timestamp: String(signature.timestamp), signature: signature.signature },
    { name, content: fixture(name), type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' },
  );
  const uploaded = await fetch(`${server.url}/api/media/upload`, {
    method: 'POST',
    headers: form.headers,
    body: form.payload,
  });
  expect(uploaded.status).toBe(200);
  const { secure_url: path } = (await uploaded.json()) as { secure_url: string };
  // Stored re-encoded (decision 0027), so the bytes to expect are those the uploading process serves.
  const stored = await fetch(`${server.url}${path}`);
  expect(stored.status).toBe(200);
  return { path, name: path.replace('/media/', ''), content: Buffer.from(await stored.arrayBuffer()) };
}

/** Whether a process serves the photo's exact bytes. */
async function served(server: RunningServer, photo: { path: string; content: Buffer }) {
  const res = await fetch(`${server.url}${photo.path}`);
  return res.status === 200 && Buffer.from(await res.arrayBuffer()).equals(photo.content);
}

// Two server child processes on one database, a slow calendar in between: a minute or two on the busy machine.
describe('two app processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('share the sign-in limit: failures through one lock the e-mail on the other', async () => {
    for (let i = 0; i < 10; i++)
      expect((await post(a, '/api/auth/login', { email: guard.email, password: 'Wr0ng!Pass' })).status).toBe(401);
    expect((await post(b, '/api/auth/login', { email: guard.email, password: PASSWORD })).status).toBe(429);
  });

  it('share the contact-form limit, and each message is mailed exactly once', async () => {
    const message = (i: number) => ({
      name: 'Guest',
      email: 'guest@example.com',
      subject: `Quote ${i}`,
      message: 'Two flats.',
    });
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? b : a, '/api/emails/company', message(i))).status).toBe(202);
    expect((await post(b, '/api/emails/company', message(5))).status).toBe(429);
    // Both processes run their outbox worker; wait until nothing is left to send.
    await until(
      async () => (await database.db.select().from(mailOutbox).where(ne(mailOutbox.status, 'sent'))).length === 0,
    );
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim());
    expect(subjects.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `[Contact] Quote ${i}`));
  });

  it('a photo uploaded through one is served by the other (kept in the database)', async () => {
    const photo = await uploadThrough(a);
    expect(await served(b, photo)).toBe(true);
    expect(
      await database.db.select({ name: mediaFiles.name }).from(mediaFiles).where(eq(mediaFiles.name, photo.name)),
    ).toHaveLength(1);
  });

  it('with S3_URL, a photo uploaded through one is served by the other from the shared bucket', async () => {
    const before = await database.db.select().from(mediaFiles);
    const photo = await uploadThrough(c, 'small.png');
    expect(await served(d, photo)).toBe(true);
    expect(await listObjects(parseS3Url(s3.url))).toEqual([photo.name]);
    expect(await database.db.select().from(mediaFiles)).toHaveLength(before.length);
  });

  it('sync a calendar feed once, not once per process', async () => {
    // Both processes' first scheduled run is due 5 s after their start; whoever takes the lease syncs.
    await until(
      async () =>
        (await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed!.id)))[0]?.lastSyncAt !== null,
    );
    // Both processes' first run has come: one synced, the other found the lease taken.
    await until(async () => [a, b].every((p) => /Calendar feeds (synced|skipped)/.test(p.output())));
    expect(feeds.requests.filter((r) => r.path === '/slow.ics')).toHaveLength(1);
    expect(mostAtOnce).toBe(1);
    expect([a.output(), b.output()].filter((o) => /Calendar feeds synced/.test(o))).toHaveLength(1);
  });
});
