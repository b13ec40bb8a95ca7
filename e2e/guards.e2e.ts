// Journey: someone opens a screen they may not see, or a path that does not exist.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, screenshot, signInAs, storedToken, WIDTHS } from './browser';

const { users } = lane();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('guards at %i px', (width) => {
  it('sends an employee who opens /dashboard to /unauthorized, then to /login after 5 s', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, users.employee);
    await page.goto('/dashboard');
    await page.waitForURL('**/unauthorized');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await page
      .getByText('You do not have permission to view this page. You will be redirected to login shortly.')
      .waitFor();
    await screenshot(page, `unauthorized-${width}`);
    const shownAt = Date.now();

    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('heading', { name: 'Staff login' }).waitFor();
    await page.context().close();
  });

  it("'Go to Login Now' signs out at once", async () => {
    const page = await newPage(browser, width);
    await signInAs(page, users.supervisor);
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Go to Login Now' }).click();
    // At once: well before the automatic redirect (4 s) could take her there.
    await page.waitForURL('**/login', { timeout: 2_000 });
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  it('sends a visitor without a token from a staff screen to /login', async () => {
    const page = await newPage(browser, width);
    await page.goto('/propertys');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('redirects an unknown path to /', async () => {
    const page = await newPage(browser, width);
    await page.goto('/this/page/does-not-exist');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
    await page.context().close();
  });
});
