// Journey: a signed-in user logs out from the sidebar and is back on the public page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, signInAs, storedToken } from './browser';

const { users } = lane();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('logout', () => {
  it('clears the session and goes to / on a desktop', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, users.admin);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('works from the drawer on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, users.supervisor);
    await page.goto('/supervisor-path');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });
});
