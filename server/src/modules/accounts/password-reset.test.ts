import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/mail';
import { deliverDueMail } from '../email/email.service';
import { createUser, login, PASSWORD, signedIn, uniqueEmail } from '../../../test/factories';
import { freePort } from '../../../test/server-process';
import { readableBody, resetLinkIn, startSmtp, stopSmtp } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { loggerOptions } from '../../logging';
import { hashResetToken } from './password-reset';

const { app, database } = await createTestApp({ publicUrl: 'https://clean.example/' });
const db = database.db;
const port = await freePort();
const smtp = await startSmtp(port);
const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
afterAll(async () => {
  transport.close();
  await stopSmtp(smtp.server);
});

const requestReset = (email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, headers, remoteAddress });
const confirm = (token: string, new_password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, new_password } });

/** Sends the outbox through the real SMTP server and answers the newest message to `to`. */
async function deliveredTo(to: string) {
  await deliverDueMail(db, transport, 'office@clean.example');
  return smtp.received.filter((m) => m.to.includes(to)).at(-1);
}

async function mailedToken(email: string, headers: Record<string, string> = {}): Promise<string> {
  expect((await requestReset(email, headers)).statusCode).toBe(202);
  const link = resetLinkIn((await deliveredTo(email))?.raw ?? '');
  expect(link?.origin).toBe('https://clean.example');
  return link?.searchParams.get('token') ?? '';
}

describe('forgotten password', () => {
  it('mails a link on PUBLIC_URL; the token sets the password once and ends every session', async () => {
    const me = await signedIn(app, db, 'employee');
    const token = await mailedToken(me.user.email);
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, me.user.id));
    expect(stored?.tokenHash).toBe(hashResetToken(token));
    expect(stored?.tokenHash).not.toContain(token);

    expect((await confirm(token, 'Brand!New9')).statusCode).toBe(204);
    const old = await app.inject({ method: 'GET', url: '/api/cleaning_events/my-week', headers: me.auth });
    expect(old.statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: me.user.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(await login(app, me.user.email, 'Brand!New9')).toBeTruthy();

    const reused = await confirm(token, 'Other!Pass9');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toMatch(/invalid, was already used or has expired/);
    expect(await login(app, me.user.email, 'Brand!New9')).toBeTruthy();
    const alert = await deliveredTo(me.user.email);
    expect(readableBody(alert?.raw ?? '')).toContain('Subject: Your password was changed');
  });

  it('a password set with a link ends a forced change (a first admin with a generated password)', async () => {
    const user = await createUser(db, 'admin');
    await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const token = await mailedToken(user.email);
    expect((await confirm(token, 'Brand!New9')).statusCode).toBe(204);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Brand!New9' },
    });
    expect(res.json().must_change_password).toBe(false);
  });

  it('refuses a link older than an hour', async () => {
    const user = await createUser(db, 'supervisor');
    const token = await mailedToken(user.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await confirm(token, 'Brand!New9')).statusCode).toBe(422);
    expect(await login(app, user.email)).toBeTruthy();
  });

  it('keeps only the newest link working, and checks the new password like registration', async () => {
    const user = await createUser(db, 'employee');
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    expect((await confirm(first, 'Brand!New9')).statusCode).toBe(422);
    const weak = await confirm(second, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0].field).toBe('new_password');
    expect((await confirm(second, 'Qwerty123!')).statusCode).toBe(422);
    expect((await confirm(second, 'Brand!New9')).statusCode).toBe(204);
  });

  it('answers 202 alike for unknown and inactive e-mails and mails nothing', async () => {
    const inactive = await createUser(db, 'employee');
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const before = (await db.select().from(mailOutbox)).length;
    for (const email of [uniqueEmail('nobody'), inactive.email]) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'accepted' });
    }
    expect((await db.select().from(mailOutbox)).length).toBe(before);
    expect((await confirm('not-a-token', 'Brand!New9')).statusCode).toBe(422);
  });

  it('writes the e-mail in the language of the request, or the one the user chose', async () => {
    const user = await createUser(db, 'employee', { name: 'Ana' });
    await requestReset(user.email, { 'accept-language': 'es-CR,es;q=0.9' });
    const mail = readableBody((await deliveredTo(user.email))?.raw ?? '');
    expect(mail).toContain('Hola Ana:');
    expect(mail).toContain('antes de una hora');

    const chosen = await signedIn(app, db, 'employee');
    const set = await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: chosen.auth,
      payload: { language: 'es' },
    });
    expect(set.statusCode).toBe(204);
    await requestReset(chosen.user.email, { 'accept-language': 'en' });
    expect(readableBody((await deliveredTo(chosen.user.email))?.raw ?? '')).toContain(
      'Alguien (esperamos que tú) pidió restablecer',
    );
  });
});

describe('forgotten password limits', async () => {
  const limited = await createTestApp({ resetLimits: { perAddress: 3, perEmail: 2, windowSeconds: 3600 } });
  const ask = (email: string, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
  const mailsTo = async (email: string) =>
    (await limited.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

  it('limits per address with 429, and per e-mail and address silently', async () => {
    const user = await createUser(limited.database.db, 'employee');
    for (let i = 0; i < 3; i++) expect((await ask(user.email, '10.1.0.1')).statusCode).toBe(202);
    expect(await mailsTo(user.email)).toBe(2);
    for (let i = 0; i < 3; i++) await ask(uniqueEmail(), '10.2.0.1');
    const refused = await ask(uniqueEmail(), '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it("requests from other addresses do not use up the owner's own links", async () => {
    const user = await createUser(limited.database.db, 'employee');
    // Someone asks for her links from four addresses, past the per-e-mail limit from each.
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++) expect((await ask(user.email, `10.3.0.${i}`)).statusCode).toBe(202);
    expect(await mailsTo(user.email)).toBe(8);
    // Her own address has its whole allowance left.
    const before = await mailsTo(user.email);
    for (let i = 0; i < 2; i++) expect((await ask(user.email, '192.168.7.7')).statusCode).toBe(202);
    expect(await mailsTo(user.email)).toBe(before + 2);
  });
});

describe('reset links and the Host header', async () => {
  const forged = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };
  // No PUBLIC_URL, on port 4312, behind a proxy it trusts: still no header decides where links point.
  const bare = await createTestApp({ port: 4312, trustProxy: true });

  it('a request with a forged Host and X-Forwarded-Host gets a link on PUBLIC_URL', async () => {
    const user = await createUser(db, 'employee');
    expect((await requestReset(user.email, forged)).statusCode).toBe(202);
    const link = resetLinkIn((await deliveredTo(user.email))?.raw ?? '');
    expect(link?.origin).toBe('https://clean.example');
    expect(readableBody((await deliveredTo(user.email))?.raw ?? '')).not.toContain('evil.test');
  });

  it('without PUBLIC_URL the link is on http://localhost:<PORT>, even behind a trusted proxy', async () => {
    const user = await createUser(bare.database.db, 'employee');
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
      headers: forged,
    });
    expect(res.statusCode).toBe(202);
    await deliverDueMail(bare.database.db, transport, 'office@clean.example');
    const raw = smtp.received.filter((m) => m.to.includes(user.email)).at(-1)?.raw ?? '';
    expect(resetLinkIn(raw)?.origin).toBe('http://localhost:4312');
    expect(readableBody(raw)).not.toContain('evil.test');
  });

  it('robots.txt and the sitemap point to PUBLIC_URL, else http://localhost:<PORT>, whatever the Host', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).toContain('Sitemap: https://clean.example/sitemap.xml');
    const sitemap = await bare.app.inject({ method: 'GET', url: '/sitemap.xml', headers: forged });
    expect(sitemap.body).toContain('<loc>http://localhost:4312/</loc>');
    expect(sitemap.body).not.toContain('evil.test');
  });
});

describe('reset tokens are kept nowhere readable', () => {
  it('no log line of a whole reset flow holds the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({
      publicUrl: 'https://clean.example',
      logger: { ...loggerOptions('trace'), stream },
    });
    const user = await createUser(logged.database.db, 'employee');
    const asked = await logged.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    await deliverDueMail(logged.database.db, transport, 'office@clean.example');
    const link = resetLinkIn(smtp.received.filter((m) => m.to.includes(user.email)).at(-1)?.raw ?? '');
    const token = link?.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Opening the link (the web app's page), then setting the password with it.
    await logged.app.inject({ method: 'GET', url: `${link?.pathname}${link?.search}` });
    const confirmed = await logged.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, new_password: 'Brand!New9' },
    });
    expect(confirmed.statusCode).toBe(204);

    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/api/auth/password-reset/confirm"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 16));
  });

  it('the outbox keeps the link until the message is sent, and no readable token after', async () => {
    const user = await createUser(db, 'employee');
    expect((await requestReset(user.email)).statusCode).toBe(202);
    const pending = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(pending.map((m) => m.status)).toEqual(['pending']);
    // A retry needs the link: it is there until the message goes out.
    expect(pending[0]?.body).toMatch(/https:\/\/clean\.example\/reset-password\?token=[\w-]{40,}/);

    const token = resetLinkIn((await deliveredTo(user.email))?.raw ?? '')?.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(sent?.status).toBe('sent');
    expect(sent?.body).not.toContain(token);
    expect(sent?.body).toContain('https://clean.example/reset-password?token=[redacted]');
    // The mail still works once: the token was only hidden from the table, not spent.
    expect((await confirm(token, 'Brand!New9')).statusCode).toBe(204);
  });
});
