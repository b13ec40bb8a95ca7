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

  it('limits per address with 429, and per e-mail silently', async () => {
    const user = await createUser(limited.database.db, 'employee');
    for (let i = 0; i < 3; i++) expect((await ask(user.email, `10.1.0.${i}`)).statusCode).toBe(202);
    const mails = await limited.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(2);
    for (let i = 0; i < 3; i++) await ask(uniqueEmail(), '10.2.0.1');
    const refused = await ask(uniqueEmail(), '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});
