// Journey: on a phone the sidebar is a drawer that slides in over a locked page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, waitForApp } from './browser';

const { users } = lane();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe('sidebar drawer', () => {
  it('opens and closes at 375 px with page scrolling locked while open', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, users.admin);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // Measured once its opening transition is over.
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await drawer.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(250);
    expect(await bodyOverflow(page)).toBe('hidden');
    await screenshot(page, 'drawer-open-375');

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await bodyOverflow(page)).not.toBe('hidden');

    // Following a link closes the drawer too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL('**/clients');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('is a fixed 250 px sidebar at 1280 px, without the menu button', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, users.employee);
    await page.goto('/home-employee');
    // Her home arrives as a prerendered shell that the app draws over: measure the app's sidebar, once laid out.
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    const sidebar = page.locator('.mantine-AppShell-navbar');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(250);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
