// Journey: from the calendar an admin edits, reschedules, reassigns and deletes an event,
// and reads its history, at phone and desktop widths; screenshots of the details in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { todayIso } from '@common/domain/dates';
import { formatDate } from '@common/domain/format';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor, WIDTHS } from './browser';
import { apiCall, createAssignedEvent, demoUser, propertyFreeOn, readEvent } from './staff-events-api';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(lane().demo.admin);
});
afterAll(async () => {
  await browser?.close();
});

const month = todayIso().slice(0, 7);
// The app's one English date style (decision 0030).
const date = (iso: string) => formatDate(iso, 'en');
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The calendar's button for `status` on `date`: at desktop widths the day's count of that status, on
 * a phone the whole day (decision 0034); both say how many, which must be at least one.
 */
const dayButton = (page: Page, date: string, status: string) =>
  page.getByRole('button', {
    name: new RegExp(
      page.viewportSize()!.width < 768 ? `^${date}: .*\\b${status} [1-9]` : `^${status}: [1-9]\\d* (on|el) ${date}$`,
    ),
  });

/** Opens the details of the event with `summary` from the calendar's button for its status on `date`. */
async function openFromCalendar(page: Page, date: string, status: string, summary: string) {
  await page.goto('/dashboard');
  await page.getByTestId('month-grid').waitFor();
  const phone = page.viewportSize()!.width < 768;
  await dayButton(page, date, status).click();
  // The count's list is named by the day and status (the day's by the day alone).
  const dayName = phone ? await page.getByRole('dialog').locator('.mantine-Modal-title').textContent() : null;
  const list = page.getByRole('dialog', { name: dayName ?? new RegExp(` · ${status}$`), exact: true });
  await list.getByRole('button', { name: new RegExp(summary) }).click();
  await list.waitFor({ state: 'detached' });
  return page.getByRole('dialog', { name: /^Event Details - / });
}

/** The deleted cleaning (decision 0028) is on Removed cleanings for its week; Restore brings it back unassigned. */
async function restoreFromRemoved(page: Page, date: string, summary: string, id: number) {
  await page.goto(`/removed-events?week=${date}`);
  const row = page.getByRole('row').filter({ hasText: summary });
  await row.getByText('Deleted', { exact: true }).waitFor();
  await row.getByText(/^Laura Jiménez · /).waitFor();
  await screenshot(page, 'removed-events-1280', { fullPage: false });
  await row.getByRole('button', { name: /^Restore the cleaning of / }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this cleaning?' });
  await screenshot(page, 'removed-events-restore-1280', { fullPage: false });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await page.getByText(/is back on the schedule, unassigned\.$/).waitFor();
  await row.waitFor({ state: 'detached' });
  expect(await readEvent(adminToken, date, id)).toMatchObject({ status: 'unassigned', event_summary: summary });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: new RegExp(`^Unassigned: [1-9]\\d* on ${date}$`) }).waitFor();
}

describe.each(WIDTHS)('correcting an event at %i px', (width) => {
  it('edits, reschedules, reassigns and deletes it from the calendar, and shows the history', async () => {
    const from = `${month}-${width === 375 ? '10' : '12'}`;
    const to = `${month}-${width === 375 ? '11' : '13'}`;
    const summary = `Typo turnover ${width}`;
    // Where nothing else is cleaned on either day: a deleted cleaning is restored only when it meets no twin.
    const event = await createAssignedEvent(adminToken, from, summary, await propertyFreeOn(adminToken, [from, to]));
    const staff = await apiCall<{ id: number; name: string; email: string; role: string; active_status: boolean }[]>(
      '/employee/',
      adminToken,
    );
    const other = staff.find(
      (e) => e.role === 'employee' && e.active_status && e.email !== lane().demo.employee.email,
    )!;
    const page = await newPage(browser, width);
    await signInAs(page, { ...demoUser('admin'), name: 'Laura Jiménez' });

    const details = await openFromCalendar(page, from, 'Assigned', summary);
    await details.getByRole('button', { name: 'Edit' }).click();
    const summaryBox = details.getByRole('textbox', { name: /Event summary/ });
    await summaryBox.fill(`Corrected turnover ${width}`);
    await details.getByRole('button', { name: /Service date/ }).click();
    await page.getByRole('button', { name: longDate(to), exact: true }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: `Event Details - ${formatDate(to, 'en', { weekday: true })}` }).waitFor();
    await details.getByRole('button', { name: 'Reassign' }).click();
    await details.getByRole('combobox', { name: 'Housekeeper' }).click();
    await page.getByRole('option', { name: other.name, exact: true }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByRole('button', { name: 'Reassign' }).waitFor();

    await details.getByRole('tab', { name: 'History' }).click();
    const history = details.getByTestId('event-history');
    await history.getByText(`Cleaning date: ${date(from)} → ${date(to)}`).waitFor();
    await history.getByText(`Summary: ${summary} → Corrected turnover ${width}`).waitFor();
    await history.getByText(new RegExp(`^Housekeeper: .+ → ${other.name}$`)).waitFor();
    await screenshot(page, `event-history-${width}`, { fullPage: false });
    // The calendar moved it: it is counted on its new day.
    expect(await dayButton(page, to, 'Assigned').count()).toBe(1);

    await details.getByRole('button', { name: 'Delete' }).click();
    await screenshot(page, `event-delete-${width}`, { fullPage: false });
    await details.getByRole('button', { name: 'Delete event' }).click();
    await details.waitFor({ state: 'hidden' });
    expect(await readEvent(adminToken, to, event.id)).toBeUndefined();
    if (width === 1280) await restoreFromRemoved(page, to, `Corrected turnover ${width}`, event.id);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the details with Edit and History in Spanish', async () => {
    const date = `${month}-${width === 375 ? '14' : '15'}`;
    const summary = `Limpieza ${width}`;
    await createAssignedEvent(adminToken, date, summary);
    const page = await newPage(browser, width);
    await signInAs(page, { ...demoUser('admin'), name: 'Laura Jiménez' });
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await page.goto('/dashboard');
    await dayButton(page, date, 'Asignado').click();
    const list = page.getByRole('dialog');
    await list.getByRole('button', { name: new RegExp(summary) }).click();
    const details = page.getByRole('dialog', { name: /^Detalles del evento - / });
    await details.getByRole('button', { name: 'Editar' }).click();
    await details.getByRole('textbox', { name: /Resumen/ }).waitFor();
    await screenshot(page, `event-edit-es-${width}`, { fullPage: false });
    await details.getByRole('button', { name: 'Cancelar' }).click();
    await details.getByRole('tab', { name: 'Historial' }).click();
    await details.getByTestId('event-history').getByText('Evento creado').waitFor();
    await screenshot(page, `event-history-es-${width}`, { fullPage: false });
    await page.context().close();
  });
});
