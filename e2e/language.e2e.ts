// Journeys: a Spanish-speaking visitor switches the language, and the choice sticks; a person's saved
// language wins over the browser's at sign-in, and an admin's choice of it reaches her e-mails (decision 0030).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableBody, resetLinkIn } from '../server/test/smtp-catcher';
import {
  connectBrowser,
  newPage,
  openPublicPage,
  pageProblems,
  screenshot,
  signInAs,
  tokenFor,
  waitForApp,
} from './browser';
import { lane } from './lane';
import { mailFiledFor } from './mail';

const { baseUrl, users, demo } = lane();

/** The admin's answer to an API call (the journey's setup, not what it checks). */
async function asAdmin<T>(path: string, method = 'GET', body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenFor(users.admin)}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits for the reset mail the catcher received for `to`, its text readable. */
const resetMailTo = async (to: string) =>
  readableBody(await mailFiledFor(to, { matches: (raw) => resetLinkIn(raw) !== undefined, what: 'reset mail' }));

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('language', () => {
  it('switches the landing page and login to Spanish and remembers it', async () => {
    const page = await newPage(browser, 1280);
    await openPublicPage(page, '/');
    await page.getByRole('button', { name: 'ES' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Te damos la bienvenida a/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await screenshot(page, 'landing-es-1280');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Te damos la bienvenida a/ }).waitFor();
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cancelar' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a housekeeper who saved Spanish signs in from an English browser and reads Spanish (375 px)', async () => {
    const all = await asAdmin<{ id: number; email: string }[]>('/auth/users');
    const housekeeper = all.find((u) => u.email === users.employee.email)!;
    await asAdmin(`/auth/users/${housekeeper.id}`, 'PUT', { language: 'es' });

    const page = await newPage(browser, 375, { locale: 'en-US' });
    await openPublicPage(page, '/login');
    // The sign-in page follows the browser: English.
    await page.getByRole('textbox', { name: 'Email' }).fill(users.employee.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(users.employee.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis eventos asignados (viernes → jueves)' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang')])).toEqual([
      'es',
      'es',
    ]);
    // Her week's range in the Spanish date style ('vie 20 nov – jue 26 nov').
    expect(await page.getByTestId('week-range').innerText()).toMatch(
      /^Vie \d{1,2} [a-z]{3,4} – jue \d{1,2} [a-z]{3,4}$/i,
    );
    await screenshot(page, 'language-saved-es-375');

    // A reload asks the server again (GET /auth/me) and stays Spanish whatever the browser says.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Mis eventos asignados (viernes → jueves)' }).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it("an admin sets a housekeeper's language to Spanish; her reset e-mail is Spanish (1280 px, English)", async () => {
    const carmen = (await asAdmin<{ name: string; email: string }[]>('/employee/')).find(
      (e) => e.email === 'carmen@demo.cr',
    )!;
    expect(demo.employee.email).not.toBe(carmen.email);
    const page = await newPage(browser, 1280, { locale: 'en-US' });
    await signInAs(page, users.admin);
    await page.goto('/staff');
    await page.getByRole('button', { name: `Edit ${carmen.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Employee' });
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await screenshot(page, 'language-admin-sets-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Asked for from an English browser, the link still comes in her language.
    const asked = await fetch(`${baseUrl}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ email: carmen.email }),
    });
    expect(asked.status).toBe(202);
    const mail = await resetMailTo(carmen.email);
    expect(mail).toContain('Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de BrightStay.');
    expect(mail).not.toContain('Someone (hopefully you)');

    // Date fields in the one style of each language: English here, Spanish once the admin switches.
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'language-dates-en-1280');
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Reportes y estadísticas' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await screenshot(page, 'language-dates-es-1280');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('Settings shows no language she did not choose, and the one she chose (375 px Spanish, 1280 px English)', async () => {
    // docs/decisions/0043-words-and-numbers.md: until she chooses, what the server sends her is in her app's language.
    for (const [who, width, locale, hint, own] of [
      [demo.supervisor, 375, 'es-CR', /Aún no has elegido uno: .+ \(Español\)\./, 'ES'],
      [users.supervisor, 1280, 'en-US', /You have not chosen one yet: .+ \(English\)\./, 'EN'],
    ] as const) {
      const page = await newPage(browser, width, { locale });
      await openPublicPage(page, '/login');
      await page.getByRole('textbox', { name: /Correo|Email/ }).fill(who.email);
      await page.getByRole('textbox', { name: /Contraseña|Password/ }).fill(who.password);
      await page.getByRole('button', { name: /Iniciar sesión|Login/ }).click();
      // Signed in once the app has left the login page (its own heading already passes waitForApp).
      await page.waitForURL((url) => url.pathname !== '/login');
      await waitForApp(page);
      await page.goto('/settings');
      const main = page.getByRole('main');
      await main.getByText(hint).waitFor();
      for (const name of ['EN', 'ES'])
        expect(await main.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('false');
      await screenshot(page, `settings-language-unchosen-${locale}-${width}`);
      await main.getByRole('button', { name: own, exact: true }).click();
      await expect
        .poll(() => main.getByRole('button', { name: own, exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await main.getByText(hint).count()).toBe(0);
      await screenshot(page, `settings-language-chosen-${locale}-${width}`);
      expect(pageProblems.get(page)).toEqual([]);
      await page.context().close();
    }
  });
});
