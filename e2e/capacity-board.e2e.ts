// Journey: on /assign the admin sees the demo's busy Sunday over capacity (in this week or the next: weeks run
// Friday to Thursday), asks for suggestions, accepts them (one at a phone's width, all at a desktop's), and the
// cleanings are in the housekeepers' columns.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { businessWeek } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { demoBusySunday } from '../server/src/seed/demo-data';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** A suggestion's cleaning id, housekeeper and property, read from its Accept button ("Accept Ana Mora for Villa Marea"). */
async function suggested(row: Locator) {
  const id = Number((await row.getAttribute('data-testid'))!.replace('suggestion-', ''));
  const label = (await row.getByRole('button', { name: /^Accept / }).getAttribute('aria-label')) ?? '';
  const [, name = '', property = ''] = /^Accept (.+) for (.+)$/.exec(label) ?? [];
  return { id, name, property };
}

describe.each(WIDTHS)('capacity on the board at %i px', (width) => {
  it('shows the day over capacity, suggests, and accepted suggestions land in the housekeepers’ columns', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto('/assign');
    await page.getByRole('heading', { level: 1, name: 'Weekly Cleaning Assignment' }).waitFor();
    await page.getByTestId('employee-board').waitFor();
    // The demo's busy Sunday: only two housekeepers work, and it holds more than they can do. From Wednesday on it
    // is in next week's board.
    const sunday = demoBusySunday(todayIso());
    if (businessWeek(todayIso()).end < sunday) await page.getByRole('button', { name: 'Next Week' }).click();
    const over = page.getByTestId(`capacity-${sunday}`);
    await over.getByText('Over capacity').waitFor();
    expect(await over.innerText()).toMatch(/\d+ h( \d+ min)? \/ \d+ h/);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `capacity-board-${width}`);

    await page.getByRole('button', { name: 'Suggest assignments' }).click();
    const panel = page.getByRole('dialog', { name: /^Suggestions · / });
    const rows = panel.locator('[data-testid^="suggestion-"]');
    await rows.first().waitFor();
    const acceptable = rows.filter({ has: page.getByRole('button', { name: /^Accept / }) });
    const chosen = await Promise.all(
      (await acceptable.all()).slice(0, width === 375 ? 1 : undefined).map((row) => suggested(row)),
    );
    expect(chosen.length).toBeGreaterThan(0);
    await screenshot(page, `capacity-suggest-${width}`, { fullPage: false });

    // Nothing is assigned before Accept.
    for (const { id } of chosen) await page.getByTestId(`unassigned-${id}`).waitFor({ state: 'attached' });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/assignments/accept'));
    const acceptOne = acceptable.first().getByRole('button', { name: /^Accept / });
    await (width === 375 ? acceptOne : panel.getByRole('button', { name: /^Accept all \(\d+\)$/ })).click();
    const answer = (await (await answered).json()) as {
      assigned: { cleaning_event_id: number }[];
      skipped: { cleaning_event_id: number; detail: string }[];
    };
    expect(answer.assigned.length + answer.skipped.length).toBe(chosen.length);
    // Those the server could not assign are listed with why; the accepted ones leave the panel.
    for (const { detail } of answer.skipped) await panel.getByTestId('suggestions-skipped').getByText(detail).waitFor();
    for (const { cleaning_event_id } of answer.assigned)
      await panel.getByTestId(`suggestion-${cleaning_event_id}`).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const assigned = chosen.filter(({ id }) => answer.assigned.some((a) => a.cleaning_event_id === id));
    expect(assigned.length).toBeGreaterThan(0);
    for (const { id, name, property } of assigned) {
      await page.getByTestId(`unassigned-${id}`).waitFor({ state: 'detached' });
      await page.locator('[data-testid^="column-"]').filter({ hasText: name }).getByText(property).first().waitFor();
    }
    await screenshot(page, `capacity-accepted-${width}`);
    expect(await noSideScroll(page)).toBe(true);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
