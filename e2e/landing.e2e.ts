// Journey: a visitor reads the public page and tries to write to the company.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, openPublicPage, pageProblems, screenshot, WIDTHS } from './browser';
import { COMPANY } from './context';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openNav(page: Page, width: number) {
  if (width < 992) await page.getByRole('button', { name: 'Open navigation' }).click();
}

describe.each(WIDTHS)('landing page at %i px', (width) => {
  it('shows the navigation, hero, About Us, Our Services, Contact and footer', async () => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
    expect(await page.title()).toContain('Cleaning & Property Care');

    await openNav(page, width);
    const nav = page.getByRole('navigation', { name: 'Menu' }).locator('visible=true');
    for (const name of ['About Us', 'Services', 'Contact']) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toMatch(/^#/);
    }
    // The company's links as the server is configured (e2e/global-setup.ts), not build-time placeholders.
    expect(await page.getByRole('link', { name: 'WhatsApp' }).first().getAttribute('href')).toBe(
      `https://wa.me/${COMPANY.COMPANY_WHATSAPP}`,
    );
    expect(await page.getByRole('link', { name: 'Facebook' }).first().getAttribute('href')).toBe(
      COMPANY.COMPANY_FACEBOOK_URL,
    );
    await openNav(page, width);

    await page.getByRole('link', { name: 'View Services' }).click();
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Property Maintenance' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Professional Cleaning' }).isVisible()).toBe(true);
    await page.waitForFunction(() => {
      const top = document.getElementById('services')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top - 72) < 40;
    });

    expect(await page.locator('#about').getByRole('heading').first().isVisible()).toBe(true);
    expect(await page.locator('#contact').getByRole('link', { name: 'Send Email' }).isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.getByText(/© \d{4} .+All rights reserved\./).isVisible()).toBe(true);
    expect(await footer.getByRole('button', { name: /Copy our email address/ }).textContent()).toBe(
      COMPANY.COMPANY_EMAIL,
    );
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      COMPANY.COMPANY_LINKEDIN_URL,
    );
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `landing-${width}`);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the Contact Us form for a tap made before the page had started (its link, #contact-form)', async () => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/#contact-form');
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('validates the Contact Us form, then sends the message', async () => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/#contact');
    await page.locator('#contact').getByRole('link', { name: 'Send Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    const dialogWidth = Math.round((await dialog.boundingBox())?.width ?? 0);
    if (width > 440) expect(dialogWidth).toBe(400);
    else expect(dialogWidth).toBeLessThan(width);

    await dialog.getByRole('button', { name: 'Send' }).click();
    for (const message of [
      'Name is required',
      'Enter a valid email address',
      'Subject is required',
      'Message is required',
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await screenshot(page, `contact-validation-${width}`, { fullPage: false });

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Laura Vega');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('laura@example.com');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Weekly turnovers');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Two villas in Tamarindo, about eight turnovers a month.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/emails/company'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Stored in the outbox (202) and sent in the background; the form clears after success.
    expect((await answer).status()).toBe(202);
    await dialog.getByText('Email sent successfully!').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    await screenshot(page, `contact-sent-${width}`, { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

// The public pages arrive as HTML (scripts/prerender.ts) in the browser's language and are hydrated,
// not drawn again: the server-made elements stay, and React reports no mismatch.
describe.each([
  { path: '/', locale: 'en-US', heading: /Welcome to/, screen: 'landing-page' },
  { path: '/', locale: 'es-CR', heading: /Te damos la bienvenida/, screen: 'landing-page' },
  { path: '/login', locale: 'en-US', heading: /Staff login/, screen: 'login-page' },
  { path: '/login', locale: 'es-CR', heading: /Acceso del personal/, screen: 'login-page' },
])('$path prerendered for $locale', ({ path, locale, heading, screen }) => {
  it('is readable without JavaScript and hydrated in place', async () => {
    const language = locale.slice(0, 2);
    const served = await fetch(new URL(path, lane().baseUrl), {
      headers: { 'accept-language': `${locale},${language};q=0.9` },
    });
    expect(served.headers.get('vary')).toContain('accept-language');
    const html = await served.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toMatch(/<h1[^>]*>/);
    // Before the script runs, a tap on a contact button is a link the address keeps.
    if (path === '/') expect(html).toMatch(/<a [^>]*href="#contact-form"/);
    // No script is fetched before the first paint: public/after-paint.js starts the app after it.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(
      /<script defer src="\/after-paint\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]+" data-preload-next="[^"]+"><\/script>/,
    );
    // The screen it hydrates with is fetched along with the entry, not after it.
    expect(html).toMatch(new RegExp(`data-preload-next="[^"]*/assets/${screen}-[\\w-]+\\.js`));

    const page = await newPage(browser, 375, { locale });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    // Counts the server-made headings a client render would throw away.
    await page.addInitScript(() => {
      const removed = { count: 0 };
      Object.assign(window, { removedHeadings: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) removed.count += 1;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Hydrated: the lazy screen's chunk has run (React has attached its handlers to the elements).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { removedHeadings: { count: number } }).removedHeadings.count),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(logged).toEqual([]);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
