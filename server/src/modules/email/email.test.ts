import { inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox } from '../../db/schema/mail';
import { freePort } from '../../../test/server-process';
import { startSmtp, stopSmtp } from '../../../test/smtp-catcher';
import { signedIn } from '../../../test/factories';
import { createTestApp, TEST_JWT_SECRET } from '../../../test/test-app';
import { claimDueMail, findMail } from './email.queries';
import { deliverDueMail, retryDelaySeconds } from './email.service';
import { startMailWorker } from './mail-worker';

const { app, database, dataDir } = await createTestApp({ companyEmail: 'office@clean.example' });
const db = database.db;
const port = await freePort();
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port,
  secure: false,
  ignoreTLS: true,
  connectionTimeout: 2000,
  greetingTimeout: 2000,
});
afterAll(() => transport.close());

const contact = (payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/emails/company', payload, remoteAddress });
const message = {
  name: 'Paula Guest',
  email: 'paula@guest.example',
  subject: 'Quote for 3 villas',
  message: 'Hello!\nCan you clean our villas?',
};

describe('contact e-mail', () => {
  it('stores the message first and a real SMTP server receives it', async () => {
    const smtp = await startSmtp(port);
    try {
      const res = await contact(message);
      expect(res.statusCode).toBe(202);
      const { id } = res.json();
      expect((await findMail(db, id))?.status).toBe('pending');
      expect(await deliverDueMail(db, transport, 'office@clean.example')).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['office@clean.example']);
      expect(smtp.received[0]?.raw).toContain('Subject: [Contact] Quote for 3 villas');
      expect(smtp.received[0]?.raw).toContain('Reply-To: paula@guest.example');
      expect(smtp.received[0]?.raw).toContain('Can you clean our villas?');
      expect((await findMail(db, id))?.status).toBe('sent');
      expect(await deliverDueMail(db, transport, 'office@clean.example')).toEqual({ sent: 0, failed: 0 });
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('without COMPANY_EMAIL goes to the longest-serving active admin, whose reply-to is the company', async () => {
    const admin = await signedIn(app, db, 'admin');
    const first = (await app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.auth }))
      .json<{ email: string; role: string; is_active: boolean }[]>()
      .find((u) => u.role === 'admin' && u.is_active);
    const unset = await buildApp({
      db,
      dbKind: database.kind,
      config: {
        jwtTtlSeconds: 3600,
        webDir: undefined,
        dataDir,
        cloudinaryUrl: undefined,
        publicUrl: undefined,
        companyEmail: undefined,
        icalAllowPrivateHosts: true,
      },
      jwtSecret: TEST_JWT_SECRET,
    });
    const queued: number[] = [];
    try {
      const res = await unset.inject({ method: 'POST', url: '/api/emails/company', payload: message });
      expect(res.statusCode).toBe(202);
      queued.push(res.json<{ id: number }>().id);
      expect((await findMail(db, queued[0]!))?.toAddress).toBe(first?.email);
      const direct = await unset.inject({
        method: 'POST',
        url: '/api/emails/client',
        headers: admin.auth,
        payload: { ...message, email: 'client@guest.example' },
      });
      queued.push(direct.json<{ id: number }>().id);
      expect((await findMail(db, queued[1]!))?.replyTo).toBe(first?.email);
    } finally {
      await unset.close();
      // The other tests count what the outbox holds: these two were only looked at.
      if (queued.length) await db.delete(mailOutbox).where(inArray(mailOutbox.id, queued));
    }
  });

  it('keeps the message while the mail server is down and sends it once it is back', async () => {
    const { id } = (await contact(message, '10.0.0.2')).json();
    const down = await deliverDueMail(db, transport, 'office@clean.example');
    expect(down).toEqual({ sent: 0, failed: 1 });
    const waiting = await findMail(db, id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    // Not due yet: nothing is tried before the back-off passes.
    expect(await deliverDueMail(db, transport, 'office@clean.example')).toEqual({ sent: 0, failed: 0 });
    const smtp = await startSmtp(port);
    try {
      const later = new Date(Date.now() + retryDelaySeconds(1) * 1000 + 1000);
      expect(await deliverDueMail(db, transport, 'office@clean.example', later)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(await findMail(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it.each([
    [{ ...message, subject: 'Hi\r\nBcc: victim@example.com' }, 'subject'],
    [{ ...message, name: 'Eve\nBcc: victim@example.com' }, 'name'],
    [{ ...message, email: 'not-an-email' }, 'email'],
    [{ ...message, message: '  ' }, 'message'],
  ])('refuses header injection and bad fields (%#)', async (payload, field) => {
    const res = await contact(payload, '10.0.0.3');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('rate limits the public contact form per address', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(message, '10.0.0.9')).statusCode).toBe(202);
    const limited = await contact(message, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many messages/);
    expect((await contact(message, '10.0.0.10')).statusCode).toBe(202);
  });

  it('lets admins write to a client or employee, and no one else', async () => {
    const admin = await signedIn(app, db, 'admin');
    const supervisor = await signedIn(app, db, 'supervisor');
    const body = {
      name: 'Don Carlos',
      email: 'carlos@client.example',
      subject: 'Your November report',
      message: 'Attached soon.',
    };
    const res = await app.inject({ method: 'POST', url: '/api/emails/client', headers: admin.auth, payload: body });
    expect(res.statusCode).toBe(202);
    expect(await findMail(db, res.json().id)).toMatchObject({
      toAddress: 'carlos@client.example',
      replyTo: 'office@clean.example',
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/emails/employee', headers: supervisor.auth, payload: body }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/emails/client', payload: body })).statusCode).toBe(401);
  });

  it('the background worker sends queued mail when kicked', async () => {
    const smtp = await startSmtp(port);
    const quiet = { info: () => undefined, warn: () => undefined };
    const worker = startMailWorker({
      db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'office@clean.example',
      log: quiet,
      intervalMs: 60_000,
    });
    try {
      const { id } = (await contact(message, '10.0.0.20')).json();
      worker.kick();
      // The worker sends in the background: poll the row (every 100 ms, at most 5 s) until it says sent.
      for (let i = 0; i < 50 && (await findMail(db, id))?.status !== 'sent'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await findMail(db, id))?.status).toBe('sent');
      expect(smtp.received.some((m) => m.raw.includes('Quote for 3 villas'))).toBe(true);
    } finally {
      await worker.stop();
      await stopSmtp(smtp.server);
    }
  });

  it('claims a message queued within the same millisecond as the claim, and none queued after it', async () => {
    // The database keeps microseconds; a claim's clock has milliseconds. A row queued at .123456 is due at .123.
    const queued = (at: string) =>
      db
        .insert(mailOutbox)
        .values({ toAddress: 'ms@clean.example', subject: at, body: 'x', nextAttemptAt: sql`${at}::timestamptz` })
        .returning({ id: mailOutbox.id })
        .then(([row]) => row!.id);
    const sameMillisecond = await queued('2026-01-01T10:00:00.123456Z');
    const nextMillisecond = await queued('2026-01-01T10:00:00.124001Z');
    const claimed = await claimDueMail(db, new Date('2026-01-01T10:00:00.123Z'), 20, 120);
    const ids = claimed.map((row) => row.id);
    expect(ids).toContain(sameMillisecond);
    expect(ids).not.toContain(nextMillisecond);
    await db.delete(mailOutbox).where(inArray(mailOutbox.id, [sameMillisecond, nextMillisecond]));
  });

  it('backs off 30 s doubling up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});
