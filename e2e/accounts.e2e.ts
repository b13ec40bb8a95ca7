// Journeys of people and accounts (decision 0010): an admin registers a housekeeper and hands over the credentials; the
// housekeeper signs in and changes the password in Settings; a forgotten password is reset through
// the link the app mails (a real SMTP catcher, see global-setup). Phone and desktop, English and Spanish.
import { dialogMisfits } from './dialog-fit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { mailTo } from './mail';
import { resetLinkIn } from '../server/test/smtp-catcher';
import {
  expectNoRawKeys,
  connectBrowser,
  newPage,
  openPublicPage,
  pageProblems,
  screenshot,
  signInAs,
  WIDTHS,
  type Width,
} from './browser';

const { baseUrl, users } = lane();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the login screen, as a person would. */
async function signInOnScreen(page: Page, email: string, password: string): Promise<void> {
  await openPublicPage(page, '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens a menu entry: from the sidebar on a desktop, from the drawer on a phone. */
async function openMenuEntry(page: Page, width: Width, name: string): Promise<void> {
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation').getByRole('link', { name }).click();
  }
}

const apiLogin = (email: string, password: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe.each(WIDTHS)('accounts at %i px', (width) => {
  it('an admin registers a housekeeper, copies the credentials; she signs in and changes the password', async () => {
    const admin = await newPage(browser, width);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInAs(admin, users.admin);
    await admin.goto('/staff');
    await admin.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    const email = `lucia-${width}@example.com`;
    await admin.getByRole('button', { name: 'Register employee' }).click();
    const modal = admin.getByRole('dialog', { name: 'Register User Employee' });
    await modal.getByLabel('Name').fill(`Lucía ${width}`);
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Phone').fill('8765 4321');
    await modal.getByRole('button', { name: 'Generate password' }).click();
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.waitFor({ state: 'hidden' });

    const panel = admin.getByRole('status', { name: `Sign-in details for Lucía ${width}` });
    await panel.waitFor();
    const password = (await panel.getByTestId('one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    const share = await panel.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
    expect(share).toMatch(/^https:\/\/wa\.me\/50687654321\?text=/);
    expect(decodeURIComponent(share ?? '')).toContain(`Password: ${password}`);
    await panel.getByRole('button', { name: 'Copy details' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await admin.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(email);
    expect(copied).toContain(password);
    await admin.getByText('+506 8765 4321').first().waitFor(); // stored +50687654321, shown grouped
    await screenshot(admin, `credentials-panel-${width}`);
    await expectNoRawKeys(admin);

    const housekeeper = await newPage(browser, width);
    await signInOnScreen(housekeeper, email, password);
    await openMenuEntry(housekeeper, width, 'Settings');
    await housekeeper.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await housekeeper.getByLabel('Current password').fill(password);
    await housekeeper.getByRole('textbox', { name: 'New password' }).fill('short');
    await housekeeper.getByText(/Password must be at least 8 characters/).waitFor(); // the live check
    await housekeeper.getByRole('textbox', { name: 'New password' }).fill('Luc1a#Nueva');
    expect(await housekeeper.getByText(/Password must be at least 8 characters/).count()).toBe(0);
    await housekeeper.getByRole('button', { name: 'Change password' }).click();
    await housekeeper.getByText('Your password was changed.').waitFor();
    await screenshot(housekeeper, `settings-${width}`);
    await expectNoRawKeys(housekeeper);
    // Still signed in here (the app signed in again), and only the new password works.
    await housekeeper.reload();
    await housekeeper.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect((await apiLogin(email, password)).status).toBe(401);
    expect((await apiLogin(email, 'Luc1a#Nueva')).status).toBe(200);
    expect(pageProblems.get(admin)).toEqual([]);
    expect(pageProblems.get(housekeeper)).toEqual([]);
    await admin.context().close();
    await housekeeper.context().close();
  });

  it('a forgotten password is reset from the e-mailed link', async () => {
    const admin = await apiLogin(users.admin.email, users.admin.password).then(
      (r) => r.json() as Promise<{ access_token: string }>,
    );
    const email = `olvido-${width}@example.com`;
    const created = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ name: `Olga ${width}`, email, password: 'Olga#Vieja1', role: 'supervisor' }),
    });
    expect(created.status).toBe(201);

    const page = await newPage(browser, width);
    await openPublicPage(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(`If ${email} belongs to an active account, a link is on its way.`, { exact: false }).waitFor();
    await screenshot(page, `forgot-password-sent-${width}`);
    await expectNoRawKeys(page);

    const link = resetLinkIn(await mailTo(email));
    expect(link?.origin).toBe(baseUrl); // PUBLIC_URL
    await page.goto(`${link?.pathname}${link?.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password' }).fill('Olga#Nueva22');
    await screenshot(page, `reset-password-${width}`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password was changed. Sign in with the new one.').waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInOnScreen(page, email, 'Olga#Nueva22');
    expect(new URL(page.url()).pathname).not.toBe('/login');

    // The link worked once.
    const again = await newPage(browser, width);
    await again.goto(`${link?.pathname}${link?.search}`);
    await again.getByRole('textbox', { name: 'New password' }).fill('Olga#Otra333');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await again.getByText(/This link is invalid, was already used or has expired/).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
    await again.context().close();
  });

  it('a browser that prefers Spanish opens the sign-in and reset pages in Spanish', async () => {
    const page = await newPage(browser, width, { locale: 'es-CR' });
    await openPublicPage(page, '/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor();
    await screenshot(page, `forgot-password-es-${width}`);
    await page.goto('/reset-password?token=nada');
    await page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' }).waitFor();
    await screenshot(page, `reset-password-es-${width}`);
    await expectNoRawKeys(page);
    // The choice is remembered: English once picked stays.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.context().close();
  });

  it('Settings and the credentials panel in Spanish', async () => {
    const admin = await apiLogin(users.admin.email, users.admin.password).then(
      (r) => r.json() as Promise<{ access_token: string }>,
    );
    const name = `Pablo ${width}`;
    const email = `pablo-${width}@example.com`;
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ name, email, password: 'Pabl0#Viejo', role: 'supervisor' }),
    });
    const page = await newPage(browser, width, { locale: 'es-ES' });
    await signInAs(page, users.admin);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await screenshot(page, `settings-es-${width}`);
    await expectNoRawKeys(page);
    await page.goto('/supervisors-admins');
    await page.getByRole('button', { name: `Restablecer contraseña ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Restablecer contraseña' })
      .getByRole('button', { name: 'Restablecer contraseña' })
      .click();
    const panel = page.getByRole('status', { name: `Datos de acceso de ${name}` });
    await panel.waitFor();
    await screenshot(page, `credentials-panel-es-${width}`);
    await expectNoRawKeys(page);
    const password = (await panel.getByTestId('one-time-password').textContent()) ?? '';
    expect((await apiLogin(email, password)).status).toBe(200);
    expect((await apiLogin(email, 'Pabl0#Viejo')).status).toBe(401);
    await page.context().close();
  });

  it('deactivating asks first with the cleanings it releases; reactivating gives back those still free', async () => {
    // Phone in Spanish, desktop in English (decision 0030).
    const es = width < 768;
    const admin = await apiLogin(users.admin.email, users.admin.password).then(
      (r) => r.json() as Promise<{ access_token: string }>,
    );
    const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
        body: body && JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      return res.json() as Promise<T>;
    };
    const register = (name: string) =>
      call<{ user: { id: number }; employee: { id: number } }>('POST', '/employee/register-user-employee', {
        name,
        email: `${name.toLowerCase().replace(/\s/g, '-')}@example.com`,
        phone: '8765 4321',
        password: 'Rita#Limpia1',
        role: 'employee',
      });
    const rita = await register(`Rita ${width}`);
    const other = await register(`Otra ${width}`);
    const [first, second] = await call<{ id: number; name: string }[]>('GET', '/houses/');
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toLocaleDateString('sv-SE');
    const events = [];
    for (const [house, ahead] of [
      [first!, 20],
      [second!, 21],
    ] as const) {
      const event = await call<{ id: number }>('POST', '/cleaning_events/create', {
        property_id: house.id,
        event_summary: 'Deactivation journey',
        service_date: day(ahead),
      });
      await call('POST', '/assignments/', { cleaning_event_id: event.id, employee_id: rita.employee.id });
      events.push(event);
    }
    const upcoming = () => call<{ cleanings: unknown[] }>('GET', `/auth/users/${rita.user.id}/upcoming`);

    const page = await newPage(browser, width, es ? { locale: 'es-CR' } : {});
    await signInAs(page, users.admin);
    await page.goto('/supervisors-admins');
    const name = `Rita ${width}`;
    const deactivate = page.getByRole('button', { name: `${es ? 'Desactivar' : 'Deactivate'} ${name}` });
    await deactivate.click();
    let dialog = page.getByRole('dialog', { name: es ? 'Desactivar cuenta' : 'Deactivate account' });
    await dialog
      .getByText(
        es ? 'Estas 2 limpiezas volverán a quedar sin asignar:' : 'These 2 cleanings will go back to unassigned:',
      )
      .waitFor();
    await dialog.getByText(first!.name).waitFor();
    await dialog.getByText(second!.name).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(page, `deactivate-confirm-${es ? 'es' : 'en'}-${width}`, { fullPage: false });
    if (width === 375) expect(await dialogMisfits(page)).toEqual([]);
    await expectNoRawKeys(page);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: es ? 'Cancelar' : 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await upcoming()).cleanings).toHaveLength(2);

    await deactivate.click();
    dialog = page.getByRole('dialog', { name: es ? 'Desactivar cuenta' : 'Deactivate account' });
    await dialog.getByText(first!.name).waitFor();
    await dialog.getByRole('button', { name: es ? 'Desactivar' : 'Deactivate', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(es ? `${name} ya no puede iniciar sesión.` : `${name} can no longer sign in.`).waitFor();
    expect((await upcoming()).cleanings).toHaveLength(0);

    // Meanwhile the second cleaning goes to someone else: it stays with her.
    await call('POST', '/assignments/', { cleaning_event_id: events[1]!.id, employee_id: other.employee.id });
    await page.getByRole('button', { name: `${es ? 'Reactivar' : 'Reactivate'} ${name}` }).click();
    dialog = page.getByRole('dialog', { name: es ? `Reactivar a ${name}` : `Reactivate ${name}` });
    await dialog.getByText(es ? `ahora Otra ${width}` : `now Otra ${width}`, { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(page, `reactivate-give-back-${es ? 'es' : 'en'}-${width}`, { fullPage: false });
    if (width === 375) expect(await dialogMisfits(page)).toEqual([]);
    await expectNoRawKeys(page);
    await dialog
      .getByRole('button', { name: es ? 'Reactivar y devolver 1 limpieza' : 'Reactivate and give back 1 cleaning' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(
        es
          ? `${name} puede volver a iniciar sesión y recuperó 1 limpieza. 1 limpieza se quedó con otra persona.`
          : `${name} can sign in again and has 1 cleaning back. 1 cleaning stayed with someone else.`,
      )
      .waitFor();
    const back = (await upcoming()).cleanings as { id: number }[];
    expect(back.map((c) => c.id)).toEqual([events[0]!.id]);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
