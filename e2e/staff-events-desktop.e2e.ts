// Journey: a supervisor sends a reviewed cleaning back; every housekeeper and supervisor screen
// is captured at phone and desktop widths for a human to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor, WIDTHS } from './browser';
import { apiCall, createAssignedEvent, demoUser, readEvent } from './staff-events-api';

const today = todayIso();
const summary = `Send-back E2E ${Date.now()}`;
let browser: Browser;
let adminToken: string;
let eventId: number;

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  eventId = (await createAssignedEvent(adminToken, today, summary)).id;
  const anaToken = await tokenFor(demoUser('employee'));
  await apiCall(`/cleaning_events/${eventId}/status`, anaToken, 'PATCH', { status: 'in_review' });
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('supervisor send back', () => {
  it('asks first, then returns the event to the housekeeper as assigned', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('supervisor'));
    await page.goto('/supervisor-path');
    const card = page.getByRole('article', { name: summary });
    await card.getByRole('button', { name: 'Send back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send back to the housekeeper?' });
    await confirm.waitFor();
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('Mirror still streaked');
    await screenshot(page, 'supervisor-send-back-375', { fullPage: false });
    await confirm.getByRole('button', { name: 'Send back' }).click();
    await card.waitFor({ state: 'detached' });
    // The card leaves at once (optimistic); the server has the move when the PATCH is answered.
    await expect.poll(async () => (await readEvent(adminToken, today, eventId))?.status).toBe('assigned');
    expect(await readEvent(adminToken, today, eventId)).toMatchObject({
      status: 'assigned',
      sent_back_reason: 'Mirror still streaked',
    });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it.each(WIDTHS)('the housekeeper sees why it came back at %i px', async (width) => {
    const ana = await newPage(browser, width);
    await signInAs(ana, demoUser('employee'));
    await ana.goto('/cleaning-events-employee');
    const note = ana.getByRole('article', { name: summary }).getByTestId('sent-back');
    await note.waitFor();
    expect(await note.textContent()).toBe('Sent back: Mirror still streaked');
    expect(await noSideScroll(ana)).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await screenshot(ana, `employee-events-sent-back-${width}`, { fullPage: false });
    await ana.goto('/home-employee');
    await ana
      .getByRole('button', { name: new RegExp(summary) })
      .getByTestId('sent-back')
      .waitFor();
    await screenshot(ana, `home-employee-sent-back-${width}`, { fullPage: false });
    expect(pageProblems.get(ana)).toEqual([]);
    await ana.context().close();
  });
});

describe('screens at both widths', () => {
  it.each(WIDTHS)('housekeeper and supervisor screens at %i px', async (width) => {
    const ana = await newPage(browser, width);
    await signInAs(ana, demoUser('employee'));
    await ana.goto('/home-employee');
    await ana.getByRole('button', { name: new RegExp(summary) }).waitFor();
    expect(await noSideScroll(ana)).toBe(true);
    await screenshot(ana, `home-employee-${width}`);
    await ana.locator(`[data-day="${today}"]`).click();
    await ana
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(summary) })
      .click();
    await ana.getByRole('tab', { name: 'Propiedad' }).waitFor();
    await screenshot(ana, `event-details-${width}`, { fullPage: false });
    await ana.goto('/cleaning-events-employee');
    await ana.getByRole('article', { name: summary }).waitFor();
    expect(await noSideScroll(ana)).toBe(true);
    await screenshot(ana, `employee-events-${width}`, { fullPage: false });
    await ana.locator('.mantine-MonthPickerInput-input').click();
    await ana.locator('.mantine-MonthPickerInput-monthsListControl').first().waitFor();
    await screenshot(ana, `employee-events-month-picker-${width}`, { fullPage: false });
    await ana.context().close();

    const sofia = await newPage(browser, width);
    await signInAs(sofia, demoUser('supervisor'));
    await sofia.goto('/home-employee');
    await sofia.getByRole('heading', { level: 1, name: 'My Assigned Events (Friday → Thursday)' }).waitFor();
    await sofia.locator(`[data-day="${today}"]`).waitFor();
    await screenshot(sofia, `home-supervisor-${width}`, { fullPage: false });
    await sofia.goto('/supervisor-path');
    await sofia.getByRole('heading', { level: 2, name: /^Waiting for review/ }).waitFor();
    expect(await noSideScroll(sofia)).toBe(true);
    await screenshot(sofia, `supervisor-review-${width}`, { fullPage: false });
    expect(pageProblems.get(sofia)).toEqual([]);
    await sofia.context().close();
  });
});
