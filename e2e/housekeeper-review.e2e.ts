// Journey: a housekeeper finds today's cleaning on her phone, reads its details in Spanish, marks it
// serviced with a note, and a supervisor completes it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../common/domain/dates';
import { formatDate } from '../common/domain/format';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { createAssignedEvent, demoUser, readEvent } from './staff-events-api';

const today = todayIso();
// Today in the app's one date style (decision 0030), plain and with its weekday (the details' title).
const date = formatDate(today, 'en');
const summary = `Turnover E2E ${Date.now()}`;
let browser: Browser;
let adminToken: string;
let eventId: number;

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  eventId = (await createAssignedEvent(adminToken, today, summary)).id;
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('housekeeper to supervisor', () => {
  it('ana finds today on her phone and reads the details in Spanish', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('employee'));
    await page.goto('/home-employee');
    await page.getByRole('heading', { level: 1, name: 'My Assigned Events (Friday → Thursday)' }).waitFor();
    await page.getByRole('button', { name: new RegExp(summary) }).waitFor();
    const todayCell = page.locator(`[data-day="${today}"]`);
    expect(await todayCell.getAttribute('aria-current')).toBe('date');
    // Her week draws before the month's calendar (decision 0033): the day's mark comes with the month's data.
    await todayCell.locator('[data-status="assigned"]').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'home-employee-375');

    await todayCell.click();
    const day = page.getByRole('dialog', { name: `Cleaning Events - ${date} - assigned` });
    await day.waitFor();
    await screenshot(page, 'home-day-modal-375', { fullPage: false });
    await day.getByRole('button', { name: new RegExp(summary) }).click();

    const details = page.getByRole('dialog', {
      name: `Detalles del evento - ${formatDate(today, 'es', { weekday: true })}`,
    });
    await details.waitFor();
    await details.getByRole('tab', { name: 'Propiedad' }).waitFor();
    expect(await details.getByText('Habitaciones').isVisible()).toBe(true);
    expect(await details.getByText('Pago al trabajador').isVisible()).toBe(true);
    expect(await details.getByText('Mismo día').first().isVisible()).toBe(true);
    const map = details.locator('iframe');
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    expect(Math.round((await map.boundingBox())?.height ?? 0)).toBe(180);
    expect(await details.getByRole('link', { name: 'Instrucciones' }).getAttribute('target')).toBe('_blank');
    await screenshot(page, 'event-details-property-375', { fullPage: false });

    await details.getByRole('tab', { name: 'Evento' }).click();
    await details.getByText('Fecha de llegada').waitFor();
    expect(await details.getByText(summary).isVisible()).toBe(true);
    await screenshot(page, 'event-details-event-375', { fullPage: false });
    await details.locator('label', { hasText: /^EN$/ }).click();
    await page
      .getByRole('dialog', { name: `Event Details - ${formatDate(today, 'en', { weekday: true })}` })
      .getByText('Arrival Date')
      .waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('ana marks it serviced with a note', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('employee'));
    await page.goto('/cleaning-events-employee');
    await page.getByRole('heading', { level: 1, name: 'My Assigned Cleaning Events' }).waitFor();
    const card = page.getByRole('article', { name: summary });
    await card.waitFor();
    expect(
      await page.getByRole('heading', { level: 2, name: /^Week \d+ \([A-Z][a-z]{2} \d{1,2} – .+\d{4}\)$/ }).count(),
    ).toBeGreaterThan(0);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'employee-events-375');

    await card.getByRole('textbox', { name: 'Note' }).fill('Extra towels used; the dryer is noisy.');
    // click, not check(): the box turns checked once the move is queued or patched, a moment after the click.
    await card.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await card.getByText('Sent to Review').waitFor();
    expect(await card.getByRole('checkbox').isDisabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'employee-events-sent-375', { fullPage: false });
    // Shown as soon as it is queued on the phone; on the server once sent.
    await expect.poll(async () => (await readEvent(adminToken, today, eventId))?.status).toBe('in_review');
    const saved = await readEvent(adminToken, today, eventId);
    expect(saved?.note).toBe('Extra towels used; the dryer is noisy.');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('sofia completes it, and it stays completed after a reload', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('supervisor'));
    await page.goto('/supervisor-path');
    await page.getByRole('heading', { level: 1, name: 'Supervisor Review – Events In Month' }).waitFor();
    const card = page.getByRole('article', { name: summary });
    await card.waitFor();
    expect(await card.getByText('Extra towels used; the dryer is noisy.').isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'supervisor-review-375', { fullPage: false });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'supervisor-review-card-375', { fullPage: false });

    await card.getByRole('checkbox', { name: 'Mark completed' }).click();
    await card.getByRole('checkbox', { name: 'Completed' }).waitFor();
    await page.reload();
    await card.waitFor();
    expect(await card.getByRole('checkbox', { name: 'Completed' }).isChecked()).toBe(true);
    expect(await card.getByRole('checkbox', { name: 'Completed' }).isDisabled()).toBe(true);
    expect((await readEvent(adminToken, today, eventId))?.status).toBe('completed');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
