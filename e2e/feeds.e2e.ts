// Journey: an admin registers a calendar feed on /airbnb and its reservations become cleaning events.
// The feed is served by a loopback HTTP server (the e2e server runs with ICAL_ALLOW_PRIVATE_HOSTS=1).
import { dialogMisfits } from './dialog-fit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { baseUrl, users } = lane();

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const compact = (iso: string) => iso.replaceAll('-', '');
/** An Airbnb-style calendar: two stays from today on and a blocked week (without the first stay: it was cancelled). */
function calendar(tag: string, withFirstStay = true): string {
  const stay = (uid: string, start: string, end: string, summary: string, code?: string) => [
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    `SUMMARY:${summary}`,
    `UID:${uid}-${tag}@airbnb.com`,
    ...(code
      ? [
          'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d',
          ` etails/${code}\\nPhone Number (Last 4 Digits): 4821`,
        ]
      : []),
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    ...(withFirstStay
      ? stay('a', day(1), day(3), 'Reserved', `HME2E${tag.toUpperCase()}01`.slice(0, 10).padEnd(10, '0'))
      : []),
    ...stay('b', day(5), day(8), 'Reserved'),
    ...stay('c', day(10), day(15), 'Airbnb (Not available)'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let browser: Browser;
let feedServer: Server;
/** /cancel.ics lists its first stay until the guest cancels it. */
let cancelled = false;
let feedUrl: string;
beforeAll(async () => {
  browser = await connectBrowser();
  // /down/... answers 503: a calendar server that is down.
  feedServer = createServer((req, res) =>
    req.url?.startsWith('/down/')
      ? res.writeHead(503).end('Service Unavailable')
      : res
          .writeHead(200, { 'content-type': 'text/calendar' })
          .end(calendar(req.url?.slice(1, 4) ?? 'x', req.url !== '/cancel.ics' || !cancelled)),
  );
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe.each(WIDTHS)('calendar feeds at %i px', (width) => {
  it('registers a feed, sees it synced in the list, and its events exist', async () => {
    const page = await newPage(browser, width);
    const token = await signInAs(page, users.admin);
    const client = await apiCall<{ id: number; name: string }>(token, 'POST', '/clients/', {
      name: `Feed Client ${width}`,
    });
    const house = await apiCall<{ id: number; name: string }>(token, 'POST', '/houses/', {
      client_id: client.id,
      name: `Casa Feed ${width}`,
      client_price: 100,
      worker_payment: 15000,
      state: 'Guanacaste',
      city: 'Tamarindo',
    });

    await page.goto('/airbnb');
    await page.getByRole('heading', { level: 1, name: 'Airbnb Integrations' }).waitFor();
    await page.getByRole('button', { name: 'New Airbnb Integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Airbnb Integration' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await choose(page, 'Client', client.name);
    await choose(page, 'Property', `${house.name} (Tamarindo)`);
    await dialog.getByRole('textbox', { name: 'iCal URL' }).fill(`${feedUrl}/${width}.ics`);
    await screenshot(page, `feeds-new-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await page.getByText('✅ URL successfully registered').waitFor();
    await page.getByText(house.name).filter({ visible: true }).first().waitFor();
    await page.getByText('Synced').filter({ visible: true }).first().waitFor();
    await screenshot(page, `feeds-list-${width}`);
    // The banner goes after 2 seconds (the wait is bounded below Playwright's default 30 s).
    await page.getByText('✅ URL successfully registered').waitFor({ state: 'hidden', timeout: 5_000 });

    // Its reservations are cleaning events on their check-out days; the blocked week makes none.
    const months = [...new Set([day(3), day(8)].map((d) => d.slice(0, 7)))];
    const events = (
      await Promise.all(
        months.map((m) =>
          apiCall<{ property_id: number; service_date: string; arrival_date: string | null; source: string }[]>(
            token,
            'GET',
            `/cleaning_events/by-month?year=${m.slice(0, 4)}&month=${Number(m.slice(5))}`,
          ),
        ),
      )
    )
      .flat()
      .filter((e) => e.property_id === house.id);
    expect(events.map((e) => [e.service_date, e.arrival_date, e.source])).toEqual([
      [day(3), day(5), 'feed'],
      [day(8), null, 'feed'],
    ]);

    await page
      .getByRole('button', { name: `Sync now: ${house.name}` })
      .first()
      .click();
    await page.getByText(`${house.name} synced: 0 new`).waitFor();

    // Its activity log: the first sync and the one just made, newest first.
    await page
      .getByRole('button', { name: `Activity: ${house.name}` })
      .filter({ visible: true })
      .first()
      .click();
    const log = page.getByRole('table', { name: `Activity of ${house.name}` });
    await log.waitFor();
    expect(await log.getByRole('row').count()).toBe(3);
    await log.getByText('2 created, 0 updated, 0 cancelled').waitFor();
    await screenshot(page, `feeds-activity-${width}`, { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a feed whose first sync fails, in Spanish', () => {
  it.each(WIDTHS)('says why instead of the success banner at %i px', async (width) => {
    const page = await newPage(browser, width);
    const token = await signInAs(page, users.admin);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    const client = await apiCall<{ id: number; name: string }>(token, 'POST', '/clients/', {
      name: `Cliente caído ${width}`,
    });
    const house = await apiCall<{ id: number; name: string }>(token, 'POST', '/houses/', {
      client_id: client.id,
      name: `Casa Caída ${width}`,
      client_price: 100,
      worker_payment: 15000,
      state: 'Guanacaste',
      city: 'Nosara',
    });
    await page.goto('/airbnb');
    await page.getByRole('button', { name: 'Nueva integración de Airbnb' }).click();
    await choose(page, 'Cliente', client.name);
    await choose(page, 'Propiedad', `${house.name} (Nosara)`);
    await page.getByRole('dialog').getByRole('textbox', { name: 'URL iCal' }).fill(`${feedUrl}/down/${width}.ics`);
    await page.getByRole('dialog').getByRole('button', { name: 'Registrar' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: `El calendario de ${house.name} quedó registrado, pero su primera sincronización falló:` });
    await alert.waitFor();
    // The server's reason, in Spanish too.
    await alert.getByText('El calendario respondió HTTP 503.').waitFor();
    expect(await page.getByText('✅ URL registrada correctamente').count()).toBe(0);
    await screenshot(page, `feeds-first-sync-failed-es-${width}`);
    await page.context().close();
  });
});

describe('a stay its calendar cancelled, in Spanish on a phone', () => {
  it('is on Limpiezas eliminadas with its reason, and Restaurar brings it back unassigned', async () => {
    const page = await newPage(browser, 375);
    const token = await signInAs(page, users.admin);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    const client = await apiCall<{ id: number }>(token, 'POST', '/clients/', { name: 'Cliente cancelado' });
    const house = await apiCall<{ id: number; name: string }>(token, 'POST', '/houses/', {
      client_id: client.id,
      name: 'Casa Cancelada',
      client_price: 100,
      worker_payment: 15000,
      state: 'Guanacaste',
      city: 'Nosara',
    });
    const feed = await apiCall<{ id: number }>(token, 'POST', '/airbn_url/', {
      property_id: house.id,
      ical_url: `${feedUrl}/cancel.ics`,
    });
    // Two successful fetches without the stay cancel it; unassigned, its cleaning leaves the schedule.
    cancelled = true;
    await apiCall(token, 'POST', `/airbn_url/${feed.id}/sync`, {});
    const second = await apiCall<{ sync: { removed: number } }>(token, 'POST', `/airbn_url/${feed.id}/sync`, {});
    expect(second.sync.removed).toBe(1);

    await page.goto(`/removed-events?week=${day(3)}`);
    const card = page.getByRole('listitem').filter({ hasText: house.name });
    await card.getByText('Cancelada por el calendario sincronizado').waitFor();
    await card.getByText(/^Calendario sincronizado · /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'removed-events-es-375');
    await card.getByRole('button', { name: /^Restaurar la limpieza de Casa Cancelada del / }).click();
    const dialog = page.getByRole('dialog', { name: '¿Restaurar esta limpieza?' });
    await dialog.getByText(/vuelve al calendario, sin asignar\.$/).waitFor();
    await screenshot(page, 'removed-events-restore-es-375', { fullPage: false });
    expect(await dialogMisfits(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText(/volvió al calendario, sin asignar\.$/).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No se eliminó ninguna limpieza esta semana.').waitFor();

    const month = day(3).slice(0, 7);
    const events = await apiCall<{ property_id: number; service_date: string; status: string }[]>(
      token,
      'GET',
      `/cleaning_events/by-month?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`,
    );
    expect(events.filter((e) => e.property_id === house.id && e.service_date === day(3)).map((e) => e.status)).toEqual([
      'unassigned',
    ]);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
