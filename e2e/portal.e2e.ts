// The owners' portal (decision 0039): an admin invites a person of a client from Clients; the
// invitation's e-mailed link (a real SMTP catcher) sets their password; they sign in on the login screen and
// land on /portal, see a finished cleaning's photos and checklist, and download an invoice. At 375 px in
// Spanish and at 1280 px in English; the admin then sees that they signed in.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn } from '../server/test/smtp-catcher';
import { DEMO_CHECKLIST } from '../server/src/seed/demo-data';
import { describeViolations, seriousViolations } from './a11y';
import {
  connectBrowser,
  expectNoRawKeys,
  newPage,
  pageProblems,
  screenSettled,
  screenshot,
  signInAs,
  tokenFor,
} from './browser';
import { lane } from './lane';
import { mailTo } from './mail';
import { apiCall } from './staff-events-api';

const { demo } = lane();
const CLIENT = 'Pacific Coast Rentals';

const WORDS = {
  es: {
    locale: 'es-CR',
    portalOf: `Portal de propietarios de ${CLIENT}`,
    email: 'Correo',
    name: 'Nombre (opcional)',
    inviteLanguage: 'Idioma de la invitación y del portal',
    languageName: 'Español',
    invite: 'Enviar invitación',
    sent: (email: string) => `Invitación enviada a ${email}.`,
    newPassword: 'Contraseña nueva',
    savePassword: 'Guardar contraseña nueva',
    toLogin: 'Ir a iniciar sesión',
    loginEmail: 'Correo electrónico',
    loginPassword: 'Contraseña',
    login: 'Iniciar sesión',
    previousMonth: 'Mes anterior',
    seeProof: /^Ver evidencia \(\d+ fotos\)$/,
    checklist: /^Lista de verificación: \d+ de \d+ hechos$/,
    documents: 'Documentos',
    downloadInvoice: /^Descargar PDF de la factura \d{6}$/,
    passwordSet: 'Contraseña creada',
    lastLogin: /último inicio de sesión/,
  },
  en: {
    locale: 'en-US',
    portalOf: `Owner portal of ${CLIENT}`,
    email: 'Email',
    name: 'Name (optional)',
    inviteLanguage: 'Language of the invitation and portal',
    languageName: 'English',
    invite: 'Send invitation',
    sent: (email: string) => `Invitation sent to ${email}.`,
    newPassword: 'New password',
    savePassword: 'Save new password',
    toLogin: 'Go to sign in',
    loginEmail: 'Email',
    loginPassword: 'Password',
    login: 'Login',
    previousMonth: 'Previous month',
    seeProof: /^See proof \(\d+ photos\)$/,
    checklist: /^Checklist: \d+ of \d+ done$/,
    documents: 'Documents',
    downloadInvoice: /^Download PDF of invoice \d{6}$/,
    passwordSet: 'Password set',
    lastLogin: /last sign-in/,
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  // The journeys' company starts without a checklist (global-setup.ts): the demo's comes back, with the
  // answers its housekeepers gave, for the proof to show.
  await apiCall('/checklist/template', await tokenFor(demo.admin), 'PUT', { sections: DEMO_CHECKLIST });
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** The client's Portal dialog on the Clients screen, opened by an admin. */
async function openAccess(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto('/clients');
  await screenSettled(page);
  await page.getByRole('button', { name: words.portalOf }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: words.email }).waitFor();
  return dialog;
}

describe.each([
  [375, 'es'],
  [1280, 'en'],
] as const)('the owners’ portal at %i px in %s', (width, language) => {
  const words = WORDS[language];
  const email = `duena-${width}@example.com`;
  const password = 'Portal#Dueña26';

  it('invited by an admin, sets a password, sees a finished cleaning’s photos and downloads an invoice', async () => {
    const admin = await newPage(browser, width, { locale: words.locale });
    await signInAs(admin, { ...demo.admin, name: 'Laura Jiménez', role: 'admin' });
    let dialog = await openAccess(admin, words);
    await dialog.getByRole('textbox', { name: words.email }).fill(email);
    await dialog.getByRole('textbox', { name: words.name }).fill(`Dueña ${width}`);
    // The invitation starts in the client's language (the demo's are Spanish); the admin picks the owner's.
    await dialog.getByLabel(words.inviteLanguage).and(admin.locator('input')).click();
    await admin.getByRole('option', { name: words.languageName }).click();
    await dialog.getByRole('button', { name: words.invite }).click();
    await admin.getByText(words.sent(email)).waitFor();
    expect(describeViolations(await seriousViolations(admin))).toBe('');
    expect(await noSideScroll(admin)).toBe(true);
    await screenshot(admin, `portal-access-${language}-${width}`);

    // The invitation's link: to PUBLIC_URL's set-password page.
    const link = resetLinkIn(await mailTo(email));
    expect(link?.origin).toBe(lane().baseUrl);
    const owner = await newPage(browser, width, { locale: words.locale });
    await owner.goto(`${link?.pathname}${link?.search}`);
    await owner.getByRole('textbox', { name: words.newPassword }).fill(password);
    await owner.getByRole('button', { name: words.savePassword }).click();
    await owner.getByRole('link', { name: words.toLogin }).click();
    await owner.getByRole('textbox', { name: words.loginEmail }).fill(email);
    await owner.getByRole('textbox', { name: words.loginPassword }).fill(password);
    await owner.getByRole('button', { name: words.login }).click();
    await owner.waitForURL((url) => url.pathname === '/portal');
    await owner.getByRole('heading', { level: 1, name: CLIENT }).waitFor();
    expect(await owner.evaluate(() => document.documentElement.lang)).toBe(language);

    // Last month's cleanings: the demo company completed many of them, each with photos.
    await Promise.all([
      owner.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/cleanings'),
      owner.getByRole('button', { name: words.previousMonth }).click(),
    ]);
    await screenSettled(owner);
    const proof = owner.getByRole('button', { name: words.seeProof }).first();
    await proof.click();
    await owner.getByText(words.checklist).first().waitFor();
    const photo = owner.locator('[data-cleaning] img').first();
    await photo.scrollIntoViewIfNeeded();
    await owner.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await photo.elementHandle(),
    );
    expect(await noSideScroll(owner)).toBe(true);
    await expectNoRawKeys(owner);
    // The portal is not in the accessibility journey's list (its accounts are staff): axe runs here.
    expect(describeViolations(await seriousViolations(owner))).toBe('');
    await screenshot(owner, `portal-proof-${language}-${width}`, { fullPage: false });

    await owner.getByRole('tab', { name: words.documents }).click();
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: words.downloadInvoice }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-\d{6}-pacific-coast-rentals\.pdf$/);
    // A browser connected to remotely keeps downloads on its side: save a local copy.
    const path = `${tmpdir()}/${Date.now()}-${download.suggestedFilename()}`;
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(owner, `portal-documents-${language}-${width}`);
    expect(pageProblems.get(owner)).toEqual([]);

    // The admin sees that they set a password and signed in.
    await admin.keyboard.press('Escape');
    dialog = await openAccess(admin, words);
    const row = dialog.locator(`[data-portal-user="${email}"]`);
    await row.getByText(words.passwordSet).waitFor();
    await row.getByText(words.lastLogin).waitFor();
    expect(pageProblems.get(admin)).toEqual([]);
    await admin.context().close();
    await owner.context().close();
  });
});
