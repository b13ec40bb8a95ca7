// Journey: each role signs in on the login screen and lands on its home screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, openPublicPage, pageProblems, screenshot, storedToken, WIDTHS } from './browser';

const { users } = lane();
const HOMES = [
  { role: 'admin', path: '/dashboard', title: 'Calendar' },
  { role: 'supervisor', path: '/supervisor-path', title: 'Supervisor Review' },
  { role: 'employee', path: '/home-employee', title: 'My Assigned Events (Friday → Thursday)' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('login at %i px', (width) => {
  it.each(HOMES)('signs in the $role and lands on $path', async ({ role, path, title }) => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/login');
    await page.getByRole('heading', { name: 'Staff login' }).waitFor();
    if (role === 'admin') await screenshot(page, `login-${width}`);

    await page.getByRole('textbox', { name: 'Email' }).fill(users[role].email);
    await page.locator('input[autocomplete="current-password"]').fill(users[role].password);
    await page.getByRole('button', { name: 'Login' }).click();

    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await storedToken(page)).toMatch(/^ey/);
    await screenshot(page, `home-${role}-${width}`);

    // Coming back to /login while signed in goes straight home again.
    await page.goto('/login');
    await page.waitForURL(`**${path}`);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it("says 'Email or password incorrect' for a wrong password", async () => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${width}@example.com`);
    await page.locator('input[autocomplete="current-password"]').fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('Email or password incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, `login-failed-${width}`);
    await page.context().close();
  });

  it('Cancel returns to the landing page', async () => {
    const page = await newPage(browser, width);
    await openPublicPage(page, '/login');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
