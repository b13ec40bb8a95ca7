// Journey: a visitor reads the public page and tries to write to the company.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageProblems, screenshot, WIDTHS } from './browser';
import { COMPANY } from './context';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
    expect(await page.title()).toContain('Cleaning & Property Care');

    await openNav(page, width);
    const nav = page.getByRole('navigation', { name: 'Menu' }).locator('visible=true');
    for (const name of ['About Us', 'Services', 'Contact']) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toMatch(/^#/);
    }
    // The company's links as the server is configured (e2e/global-setup.ts), not build-time placeholders.
    expect(await page.getByRole('link', { name: 'WhatsApp' }).first().getAttribute('href')).toBe(`https://wa.me/${COMPANY.COMPANY_WHATSAPP}`);
    expect(await page.getByRole('link', { name: 'Facebook' }).first().getAttribute('href')).toBe(COMPANY.COMPANY_FACEBOOK_URL);
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
    expect(await page.locator('#contact').getByRole('button', { name: 'Send Email' }).isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.getByText(/© \d{4} .+All rights reserved\./).isVisible()).toBe(true);
    expect(await footer.getByRole('button', { name: /Copy our email address/ }).textContent()).toBe(COMPANY.COMPANY_EMAIL);
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(COMPANY.COMPANY_LINKEDIN_URL);
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `landing-${width}`);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('validates the Contact Us form, then sends the message', async () => {
    const page = await newPage(browser, width);
    await page.goto('/#contact');
    await page.locator('#contact').getByRole('button', { name: 'Send Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    const dialogWidth = Math.round((await dialog.boundingBox())?.width ?? 0);
    if (width > 440) expect(dialogWidth).toBe(400);
    else expect(dialogWidth).toBeLessThan(width);

    await dialog.getByRole('button', { name: 'Send' }).click();
    for (const message of ['Name is required', 'Enter a valid email address', 'Subject is required', 'Message is required']) {
      await dialog.getByText(message).waitFor();
    }
    await screenshot(page, `contact-validation-${width}`, { fullPage: false });

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Laura Vega');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('laura@example.com');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Weekly turnovers');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Two villas in Tamarindo, about eight turnovers a month.');
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
