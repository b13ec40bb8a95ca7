// Journey: a Spanish-speaking visitor switches the language, and the choice sticks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, openPublicPage, screenshot } from './browser';

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
});
