import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { clients } from '../../db/schema/properties';
import { reportWorld } from '../../../test/reports-world';
import { freePort } from '../../../test/server-process';
import { startSmtp, stopSmtp } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { deliverDueMail } from '../email/email.service';

// Reports mailed to the client through the outbox, and a history that says when, by whom and whether mailed.
const ctx = await createTestApp();
const { app, database } = ctx;
const db = database.db;
const w = await reportWorld(ctx);
const pacific = await w.client('Pacific Coast Rentals', 'es');
await db.update(clients).set({ email: 'billing@pacific.example' }).where(eq(clients.id, pacific.id));
const silent = await w.client('No Mail Rentals');
const sol = await w.house(pacific.id, 'Casa Sol', 80, 15000, 5000);
const quiet = await w.house(silent.id, 'Casa Quieta', 70, 15000);
await w.cleaning(sol.id, '2026-11-03', 'completed', 'Check-out turnover', true);
await w.cleaning(quiet.id, '2026-11-04', 'completed', 'Check-out turnover', true);

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

type Item = {
  id: number;
  client: { name: string };
  generated_at: string;
  generated_by: { name: string } | null;
  emailed_at: string | null;
};
const history = async () => (await w.call(w.admin, 'GET', '/api/reports/')).json() as Item[];
const generate = (clientId: number, extra: object = {}) =>
  w.call(w.admin, 'POST', '/api/reports/', {
    client_id: clientId,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    ...extra,
  });

describe('report history', () => {
  it('says when and by whom a report was generated; regenerating an identical one updates its row', async () => {
    expect((await generate(pacific.id)).statusCode).toBe(200);
    const [first] = await history();
    expect(first).toMatchObject({
      client: { name: 'Pacific Coast Rentals' },
      generated_by: { name: w.admin.user.name },
      emailed_at: null,
    });
    expect((await generate(pacific.id)).statusCode).toBe(200);
    const again = await history();
    expect(again).toHaveLength(1);
    expect(again[0]!.id).toBe(first!.id);
    expect(again[0]!.generated_at > first!.generated_at).toBe(true);
    expect((await generate(pacific.id, { property_id: sol.id })).statusCode).toBe(200);
    expect(await history()).toHaveLength(2);
  });
});

describe('POST /reports/{id}/email', () => {
  it('queues the report to the client with the PDF attached; a real SMTP server receives it', async () => {
    const [item] = (await history()).filter((i) => i.client.name === 'Pacific Coast Rentals');
    const res = await app.inject({
      method: 'POST',
      url: `/api/reports/${item!.id}/email`,
      headers: w.admin.auth,
      payload: { language: 'es' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id: item!.id, to: 'billing@pacific.example', status: 'queued' });
    expect((await history()).find((i) => i.id === item!.id)!.emailed_at).not.toBeNull();

    const smtp = await startSmtp(port);
    try {
      expect(await deliverDueMail(db, transport, 'reports@clean.example')).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const { to, raw } = smtp.received[0]!;
      expect(to).toEqual(['billing@pacific.example']);
      expect(raw).toMatch(/Subject: =\?UTF-8\?Q\?Reporte|Subject: Reporte de limpiezas/);
      expect(raw).toMatch(
        /Content-Type: application\/pdf;\s+name="?report-pacific-coast-rentals-2026-11-01_2026-11-30\.pdf/,
      );
      const attachment = raw
        .split('Content-Disposition: attachment')[1]!
        .split(/\r?\n\r?\n/)[1]!
        .split(/\r?\n--/)[0]!;
      expect(Buffer.from(attachment.replace(/\s+/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it("takes no body at all, or an empty JSON object: the message is in the client's language, not the reader's", async () => {
    const [item] = (await history()).filter((i) => i.client.name === 'Pacific Coast Rentals');
    const queuedSubjects = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'billing@pacific.example'))).map(
        (m) => m.subject,
      );
    const before = await queuedSubjects();

    // No Content-Type and nothing sent, as `curl -X POST` does.
    const bare = await app.inject({
      method: 'POST',
      url: `/api/reports/${item!.id}/email`,
      headers: { ...w.admin.auth, 'accept-language': 'en' },
    });
    expect(bare.statusCode, bare.body).toBe(202);
    expect(bare.json()).toEqual({ id: item!.id, to: 'billing@pacific.example', status: 'queued' });
    await db.update(clients).set({ language: 'en' }).where(eq(clients.id, pacific.id));
    const empty = await app.inject({
      method: 'POST',
      url: `/api/reports/${item!.id}/email`,
      headers: { ...w.admin.auth, 'accept-language': 'es' },
      payload: {},
    });
    expect(empty.statusCode, empty.body).toBe(202);
    await db.update(clients).set({ language: 'es' }).where(eq(clients.id, pacific.id));
    // Spanish (the client's) to an English reader, then English once the client reads English.
    expect((await queuedSubjects()).slice(before.length)).toEqual([
      expect.stringMatching(/^Reporte de limpiezas de BrightStay /),
      expect.stringMatching(/^BrightStay cleaning report /),
    ]);

    // A body that is there must still be right: a language the report has not answers 422 and queues nothing.
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/reports/${item!.id}/email`,
      headers: w.admin.auth,
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toEqual(expect.any(String));
    expect(await queuedSubjects()).toHaveLength(before.length + 2);
  });

  it('answers 409 when the client has no e-mail, 404 for an unknown report, 403 to others; nothing is queued', async () => {
    expect((await generate(silent.id)).statusCode).toBe(200);
    const before = (await db.select().from(mailOutbox)).length;
    const [item] = (await history()).filter((i) => i.client.name === 'No Mail Rentals');
    const res = await w.call(w.admin, 'POST', `/api/reports/${item!.id}/email`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('No Mail Rentals has no e-mail address');
    expect((await w.call(w.admin, 'POST', '/api/reports/99999/email', {})).statusCode).toBe(404);
    expect((await w.call(w.supervisor, 'POST', `/api/reports/${item!.id}/email`, {})).statusCode).toBe(403);
    expect((await db.select().from(mailOutbox)).length).toBe(before);
    expect((await history()).find((i) => i.id === item!.id)!.emailed_at).toBeNull();
  });
});
