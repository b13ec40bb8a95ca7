import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@common/contracts/push';
import { mailOutbox } from '../../db/schema/mail';
import { calendarFeeds } from '../../db/schema/feeds';
import { pushOutbox } from '../../db/schema/push';
import { createClient, PASSWORD, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { startPushService } from '../../../test/push-service';
import { createTestApp } from '../../../test/test-app';
import { deliverDuePushes, forgetOldPushes, sendFallbackMail } from './push-delivery';
import { createPushSender } from './push-send';
import { createVapid } from './push.service';

// Web Push (decision 0038): pushes reach the right people once, in their language,
// through a push-service stand-in on loopback that checks the VAPID JWT and decrypts each payload;
// quiet hours hold them; a 410 forgets the device; a change no device confirmed goes by e-mail.

const { app, database } = await createTestApp();
const db = database.db;
const service = await startPushService();
const sender = createPushSender({ allowPrivateHosts: true });
afterAll(async () => {
  await sender.close();
  await service.close();
});
// The worker's own key source on the same database: it must sign with the key the browsers were given.
const vapid = createVapid(db, undefined, 'mailto:office@brightstay.test');
const deliver = async (now = new Date()) => deliverDuePushes(db, sender, await vapid(), now);

const admin = await signedIn(app, db, 'admin');
const client = await createClient(db, 'Push Stays');
const house = (
  await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, { name: 'Casa Aviso' }),
  })
).json<{ id: number }>().id;

type Who = { auth: Record<string, string> };
const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => app.inject({ method, url: `/api${url}`, headers: { ...who?.auth, 'accept-language': language }, payload });

/** A device of `who` on the stand-in, subscribed through the API. */
async function subscribe(who: Who) {
  const device = service.device();
  const res = await call(who, 'POST', '/push/subscriptions', device.subscription);
  expect(res.statusCode).toBe(201);
  return device;
}
const speaks = async (who: Who, language: 'en' | 'es') =>
  expect((await call(who, 'PUT', '/auth/me/language', { language })).statusCode).toBe(204);

let day = 1;
async function cleaning(employeeId?: number) {
  const date = `2027-01-${String(day++).padStart(2, '0')}`;
  const event = (
    await call(admin, 'POST', '/cleaning_events/create', {
      property_id: house,
      service_date: date,
      event_summary: 'Turnover',
    })
  ).json<{ id: number }>();
  if (employeeId !== undefined)
    expect(
      (await call(admin, 'POST', '/assignments/', { cleaning_event_id: event.id, employee_id: employeeId })).statusCode,
    ).toBe(200);
  return { id: event.id, date };
}
const titles = (deviceId: string) => service.to(deviceId).map((p) => p.title);

describe('who hears of what', () => {
  it('a cleaning assigned to her reaches her device once, in her language, signed with the served key', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
    await speaks(ana, 'es');
    const phone = await subscribe(ana);
    const tablet = await subscribe(ana);
    const betoPhone = await subscribe(beto);

    await cleaning(ana.employee.id);
    // Two workers (two processes) at once: each message is claimed by one.
    await Promise.all([deliver(), deliver()]);

    for (const device of [phone, tablet]) {
      expect(service.to(device.id)).toEqual([
        expect.objectContaining({
          title: 'Nueva limpieza: Casa Aviso',
          body: expect.stringContaining('Ya está en tu lista'),
          url: '/cleaning-events-employee',
        }),
      ]);
    }
    expect(service.to(betoPhone.id)).toEqual([]);
    const got = service.received.find((r) => r.device === phone.id)!;
    const served = (await call(ana, 'GET', '/push/key')).json<{ public_key: string }>().public_key;
    expect(got.key).toBe(served);
    expect(got.claims.sub).toBe('mailto:office@brightstay.test');
    expect(got).toMatchObject({ urgency: 'high', ttl: '86400' });
    expect(service.refused).toEqual([]);
  });

  it('moved, taken off her list, waiting for review, sent back and cancelled go to the right people', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
    const sofia = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
    const [anaPhone, betoPhone, sofiaPhone] = [await subscribe(ana), await subscribe(beto), await subscribe(sofia)];
    const event = await cleaning(ana.employee.id);
    await call(admin, 'PUT', `/cleaning_events/${event.id}`, { service_date: '2027-02-20' });
    await call(admin, 'POST', '/assignments/', { cleaning_event_id: event.id, employee_id: beto.employee.id });
    await deliver();
    expect(titles(anaPhone.id)).toEqual([
      'New cleaning: Casa Aviso',
      'Cleaning moved: Casa Aviso',
      'Cleaning taken off your list: Casa Aviso',
    ]);
    expect(service.to(anaPhone.id)[1]!.body).toMatch(/^From .+ to .*20.*\.$/);
    expect(titles(betoPhone.id)).toEqual(['New cleaning: Casa Aviso']);

    expect((await call(beto, 'PATCH', `/cleaning_events/${event.id}/status`, { status: 'in_review' })).statusCode).toBe(
      200,
    );
    await deliver();
    expect(titles(sofiaPhone.id)).toEqual(['Waiting for review: Casa Aviso']);
    expect(service.to(sofiaPhone.id)[0]).toMatchObject({
      body: expect.stringContaining('Beto'),
      url: '/supervisor-path',
    });

    const back = await call(sofia, 'PATCH', `/cleaning_events/${event.id}/status`, {
      status: 'assigned',
      reason: 'The mirror is streaked.',
    });
    expect(back.statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/cleaning_events/${event.id}`)).statusCode).toBe(204);
    await deliver();
    expect(titles(betoPhone.id)).toEqual([
      'New cleaning: Casa Aviso',
      'Sent back: Casa Aviso',
      'Cleaning cancelled: Casa Aviso',
    ]);
    expect(service.to(betoPhone.id)[1]!.body).toContain('The mirror is streaked.');
    // Ana no longer has it: she hears nothing more.
    expect(titles(anaPhone.id)).toHaveLength(3);
  });

  it('admins hear of a reported problem and, once per failing spell, of a feed failing for a day', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const otherAdmin = await signedIn(app, db, 'admin');
    const adminPhone = await subscribe(otherAdmin);
    const anaPhone = await subscribe(ana);
    const event = await cleaning(ana.employee.id);
    const problem = await call(ana, 'POST', '/problems', {
      event_id: event.id,
      kind: 'damage',
      note: 'Broken lamp in the hall',
    });
    expect(problem.statusCode).toBe(201);

    const feed = await call(admin, 'POST', '/airbn_url/', {
      property_id: house,
      ical_url: 'http://127.0.0.1:1/closed.ics',
    });
    expect(feed.statusCode).toBe(201);
    const feedId = feed.json<{ id: number }>().id;
    await deliver();
    expect(titles(adminPhone.id)).toEqual(['Problem reported: Casa Aviso']); // not failing for a day yet
    expect(service.to(adminPhone.id)[0]).toMatchObject({ body: 'Ana: Broken lamp in the hall', url: '/problems' });

    await db
      .update(calendarFeeds)
      .set({ failingSince: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(calendarFeeds.id, feedId));
    await call(admin, 'POST', `/airbn_url/${feedId}/sync`);
    await call(admin, 'POST', `/airbn_url/${feedId}/sync`);
    await deliver();
    expect(titles(adminPhone.id)).toEqual(['Problem reported: Casa Aviso', 'A calendar stopped syncing: Casa Aviso']);
    expect(service.to(adminPhone.id)[1]).toMatchObject({
      url: '/airbnb',
      body: expect.stringMatching(/^Failing since /),
    });
    expect(titles(anaPhone.id)).toEqual(['New cleaning: Casa Aviso']);
  });
});

describe('what waits for the office', () => {
  it('admins hear of a time-off request and an extra asked for; not of what an admin enters herself', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const otherAdmin = await signedIn(app, db, 'admin');
    await speaks(otherAdmin, 'es');
    const adminPhone = await subscribe(otherAdmin);
    const event = await cleaning(ana.employee.id);
    const asked = await call(ana, 'POST', `/employee/${ana.employee.id}/time-off`, {
      start_date: '2027-03-01',
      end_date: '2027-03-02',
      note: 'Boda de mi hermana',
    });
    expect(asked.statusCode).toBe(201);
    const byAdmin = await call(admin, 'POST', `/employee/${ana.employee.id}/time-off`, {
      start_date: '2027-04-01',
      end_date: '2027-04-01',
    });
    expect(byAdmin.statusCode).toBe(201);
    const extra = await call(ana, 'POST', `/cleaning_events/${event.id}/extras`, {
      kind: 'laundry',
      description: '3 cargas',
      quantity: 3,
    });
    expect(extra.statusCode).toBe(201);
    expect(
      (await call(admin, 'POST', `/cleaning_events/${event.id}/extras`, { kind: 'supplies', client_amount: 5 }))
        .statusCode,
    ).toBe(201);
    await deliver();
    expect(service.to(adminPhone.id)).toEqual([
      expect.objectContaining({
        title: 'Días libres pedidos: Ana',
        body: expect.stringMatching(/^1 – 2 mar 2027 \(Boda de mi hermana\)\. Espera tu respuesta en Ver personal\.$/),
        url: '/staff',
      }),
      expect.objectContaining({
        title: 'Extra por aprobar: Casa Aviso',
        body: expect.stringMatching(/^Ana pide Lavandería extra \(3 cargas\) en la limpieza del .+\.$/),
        url: '/dashboard',
      }),
    ]);
  });

  it("each role's Settings offer only its own kinds: the office's waiting work to admins, the review to supervisors", async () => {
    const sofia = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
    const settings = (who: Who) => call(who, 'GET', '/push/settings').then((r) => r.json<NotificationSettings>());
    expect((await settings(admin)).available).toEqual([
      'feed_failing',
      'problem',
      'time_off_requested',
      'extra_requested',
    ]);
    expect((await settings(sofia)).available).toEqual(['review']);
    const base = { quiet_start: null, quiet_end: null, time_zone: 'UTC' };
    expect((await call(sofia, 'PUT', '/push/settings', { ...base, kinds: ['review', 'assigned'] })).statusCode).toBe(
      422,
    );
    const off = await call(admin, 'PUT', '/push/settings', { ...base, kinds: ['problem', 'extra_requested'] });
    expect(off.json<NotificationSettings>().kinds).toEqual(['problem', 'extra_requested']);
  });
});

describe('choices', () => {
  it('a kind turned off, or a person without a device, gets nothing queued', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const carla = await staffMember(app, admin.auth, 'employee', 'Carla');
    const phone = await subscribe(ana);
    const settings = await call(ana, 'PUT', '/push/settings', {
      kinds: ['moved', 'cancelled', 'sent_back'],
      quiet_start: null,
      quiet_end: null,
      time_zone: 'Europe/Madrid',
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json<NotificationSettings>()).toMatchObject({
      kinds: ['moved', 'cancelled', 'sent_back'],
      available: ['assigned', 'moved', 'cancelled', 'sent_back'],
      devices: 1,
      time_zone: 'Europe/Madrid',
    });
    await cleaning(ana.employee.id);
    await cleaning(carla.employee.id);
    const queued = await db.select().from(pushOutbox).where(eq(pushOutbox.userId, carla.user.id));
    expect(queued).toEqual([]);
    await deliver();
    expect(service.to(phone.id)).toEqual([]);
  });

  it('quiet hours hold a push until they end; the test notification goes at once', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const phone = await subscribe(ana);
    const now = new Date(Date.now() + 1000);
    const hhmm = (minutesFromNow: number) =>
      new Date(now.getTime() + minutesFromNow * 60_000).toISOString().slice(11, 16);
    const quiet = { quiet_start: hhmm(-60), quiet_end: hhmm(120), time_zone: 'UTC' };
    expect((await call(ana, 'PUT', '/push/settings', { kinds: ['assigned'], ...quiet })).statusCode).toBe(200);

    await cleaning(ana.employee.id);
    expect((await call(ana, 'POST', '/push/test')).json()).toEqual({ devices: 1 });
    await deliver(now);
    expect(titles(phone.id)).toEqual(['Notifications are on']);
    await deliver(new Date(now.getTime() + 110 * 60_000));
    expect(titles(phone.id)).toHaveLength(1);
    await deliver(new Date(now.getTime() + 121 * 60_000));
    expect(titles(phone.id)).toEqual(['Notifications are on', 'New cleaning: Casa Aviso']);
  });

  it('refuses settings it cannot keep, in the reader’s language', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const base = { kinds: [], quiet_start: null, quiet_end: null, time_zone: 'UTC' };
    const cases = [
      { ...base, kinds: ['problem'] },
      { ...base, quiet_start: '22:00' },
      { ...base, time_zone: 'Mars/Olympus' },
      { ...base, quiet_start: '25:00', quiet_end: '07:00' },
    ];
    for (const body of cases) expect((await call(ana, 'PUT', '/push/settings', body)).statusCode).toBe(422);
    const spanish = await call(ana, 'PUT', '/push/settings', cases[0], 'es');
    expect(spanish.json<{ detail: string }>().detail).toBe('Estas notificaciones no son para tu rol: problem.');
    const none = await call(ana, 'POST', '/push/test', undefined, 'es');
    expect(none.statusCode).toBe(409);
    expect(none.json<{ detail: string }>().detail).toMatch(/^Ningún dispositivo tuyo/);
    expect((await call(ana, 'GET', '/push/settings')).json<NotificationSettings>()).toMatchObject({
      kinds: ['assigned', 'moved', 'cancelled', 'sent_back'],
      quiet_start: null,
      devices: 0,
    });
  });
});

describe('her language until she chooses one', () => {
  // docs/decisions/0043-words-and-numbers.md: a Spanish housekeeper who never chose a language gets her pushes
  // and mails in Spanish, the language her app runs in (sent at sign-in and with her device).
  const signIn = async (email: string, language?: 'en' | 'es') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD, ...(language && { language }) },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  };

  it('is the one her app signed in with: pushes and the fallback mail in Spanish, no choice shown', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const auth = await signIn(ana.user.email, 'es');
    const me = (await call({ auth }, 'GET', '/auth/me')).json<{ language: string | null }>();
    expect(me.language).toBeNull(); // Settings shows no choice she did not make
    const device = service.device();
    expect((await call({ auth }, 'POST', '/push/subscriptions', device.subscription)).statusCode).toBe(201);
    service.answer(device.id, 410);
    await cleaning(ana.employee.id);
    const at = new Date();
    await deliver(at);
    const [push] = await db.select().from(pushOutbox).where(eq(pushOutbox.userId, ana.user.id));
    expect(push).toMatchObject({ title: 'Nueva limpieza: Casa Aviso' });
    await sendFallbackMail(db, new Date(at.getTime() + 16 * 60_000));
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Cambios en tus limpiezas']);
  });

  it('follows the device: her app in Spanish when she turned notifications on; a choice wins over both', async () => {
    const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
    const auth = await signIn(beto.user.email, 'en');
    const device = service.device();
    const subscribed = await call({ auth }, 'POST', '/push/subscriptions', { ...device.subscription, language: 'es' });
    expect(subscribed.statusCode).toBe(201);
    await cleaning(beto.employee.id);
    await deliver();
    expect(titles(device.id)).toEqual(['Nueva limpieza: Casa Aviso']);
    await speaks({ auth }, 'en');
    expect((await call({ auth }, 'GET', '/auth/me')).json()).toMatchObject({ language: 'en' });
    await signIn(beto.user.email, 'es'); // a Spanish sign-in page does not undo her choice
    await cleaning(beto.employee.id);
    await deliver();
    expect(titles(device.id)).toEqual(['Nueva limpieza: Casa Aviso', 'New cleaning: Casa Aviso']);
    const bad = await call({ auth }, 'POST', '/push/subscriptions', { ...device.subscription, language: 'fr' }, 'es');
    expect(bad.statusCode).toBe(422);
  });
});

describe('devices that stop answering, and the e-mail fallback', () => {
  it('a 410 forgets the device; the change no device confirmed goes by e-mail once, 15 minutes on', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    await speaks(ana, 'es');
    const phone = await subscribe(ana);
    service.answer(phone.id, 410);
    await cleaning(ana.employee.id);
    const at = new Date();
    await deliver(at);
    expect((await call(ana, 'GET', '/push/settings')).json<NotificationSettings>().devices).toBe(0);
    const [push] = await db.select().from(pushOutbox).where(eq(pushOutbox.userId, ana.user.id));
    expect(push).toMatchObject({ status: 'failed', fallback: true, receivedAt: null });

    const mailsTo = () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.user.email));
    expect(await sendFallbackMail(db, new Date(at.getTime() + 14 * 60_000))).toBe(0);
    await sendFallbackMail(db, new Date(at.getTime() + 16 * 60_000));
    await sendFallbackMail(db, new Date(at.getTime() + 30 * 60_000));
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cambios en tus limpiezas');
    expect(mails[0]!.body).toContain('- Nueva limpieza: Casa Aviso:');
  });

  it('a receipt from her device stops the fallback; a wrong receipt is 404', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const phone = await subscribe(ana);
    await cleaning(ana.employee.id);
    const at = new Date();
    await deliver(at);
    const [payload] = service.to(phone.id) as { id: number; receipt: string }[];
    expect((await call(null, 'POST', '/push/receipts', { id: payload!.id, receipt: 'guess' })).statusCode).toBe(404);
    expect(
      (await call(null, 'POST', '/push/receipts', { id: payload!.id, receipt: payload!.receipt })).statusCode,
    ).toBe(204);
    await sendFallbackMail(db, new Date(at.getTime() + 20 * 60_000));
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.user.email))).toEqual([]);
  });

  it('a push service that fails for a while is retried, then the message is sent once', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const phone = await subscribe(ana);
    service.answer(phone.id, 503);
    await cleaning(ana.employee.id);
    const at = new Date();
    await deliver(at);
    service.answer(phone.id, 201);
    await deliver(at); // not due again yet
    expect(service.to(phone.id)).toEqual([]);
    await deliver(new Date(at.getTime() + 31_000));
    await deliver(new Date(at.getTime() + 120_000));
    expect(titles(phone.id)).toEqual(['New cleaning: Casa Aviso']);
  });
});

describe('keeping the queue small', () => {
  it('forgets messages settled a month ago, keeping those still waiting for a push or an e-mail', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const phone = await subscribe(ana);
    await cleaning(ana.employee.id);
    await deliver();
    const [shown] = service.to(phone.id) as { id: number; receipt: string }[];
    await call(null, 'POST', '/push/receipts', { id: shown!.id, receipt: shown!.receipt });
    service.answer(phone.id, 410);
    await cleaning(ana.employee.id); // not confirmed: its e-mail has not gone yet
    await deliver();
    await subscribe(ana);
    await cleaning(ana.employee.id); // still waiting to be sent
    const mine = (await db.select().from(pushOutbox).where(eq(pushOutbox.userId, ana.user.id))).map((p) => p.id);
    expect(mine).toHaveLength(3);
    const old = new Date(Date.now() - 40 * 24 * 3600_000);
    await db.update(pushOutbox).set({ createdAt: old }).where(inArray(pushOutbox.id, mine));
    await forgetOldPushes(db);
    const left = await db.select().from(pushOutbox).where(inArray(pushOutbox.id, mine)).orderBy(pushOutbox.id);
    expect(left.map((p) => [p.status, p.receivedAt === null])).toEqual([
      ['failed', true],
      ['pending', true],
    ]);
  });
});

describe('the address check at send time', () => {
  it('refuses the IPv6 literals the subscription check refuses, without connecting', async () => {
    const strict = createPushSender({ allowPrivateHosts: false, timeoutMs: 1_000 });
    const keys = service.device().subscription.keys;
    try {
      for (const endpoint of ['https://[::127.0.0.1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://[::1]/x']) {
        const outcome = await strict.send({ endpoint, ...keys }, '{}', await vapid(), {
          ttlSeconds: 60,
          urgency: 'normal',
        });
        expect(outcome, endpoint).toEqual({ result: 'gone', detail: 'not a public https address' });
      }
    } finally {
      await strict.close();
    }
  });
});

describe('subscriptions', () => {
  it('moves a device to whoever subscribes it last, and forgets it on DELETE', async () => {
    const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
    const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
    const shared = await subscribe(ana);
    expect((await call(beto, 'POST', '/push/subscriptions', shared.subscription)).json()).toMatchObject({ devices: 1 });
    expect((await call(ana, 'GET', '/push/settings')).json<NotificationSettings>().devices).toBe(0);
    expect(
      (await call(beto, 'DELETE', '/push/subscriptions', { endpoint: shared.subscription.endpoint })).statusCode,
    ).toBe(204);
    expect((await call(beto, 'GET', '/push/settings')).json<NotificationSettings>().devices).toBe(0);
    const bad = await call(beto, 'POST', '/push/subscriptions', {
      endpoint: 'ftp://push.example/1',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses push addresses that are not https on a public address (outside tests)', async () => {
    const strict = await createTestApp({ pushAllowPrivateHosts: false });
    const who = await signedIn(strict.app, strict.database.db, 'employee');
    const post = (endpoint: string, language = 'en') =>
      strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { ...who.auth, 'accept-language': language },
        payload: { endpoint, keys: service.device().subscription.keys },
      });
    const plain = await post(`${service.url}/push/x`);
    expect(plain.statusCode).toBe(422);
    expect(plain.json<{ detail: string }>().detail).toBe('Push addresses must be https URLs.');
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '[::1]',
      '169.254.169.254',
      'localhost',
      '[::127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
    ])
      expect((await post(`https://${host}/push/x`)).statusCode, host).toBe(422);
    const spanish = await post('https://192.168.1.20/push/x', 'es');
    expect(spanish.json<{ detail: string }>().detail).toBe(
      'Esa dirección de notificaciones apunta a 192.168.1.20, que no es una dirección pública de internet.',
    );
  });
});
