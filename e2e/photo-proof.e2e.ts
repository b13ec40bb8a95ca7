// Journey (issue 14): on her phone a housekeeper adds a photo to today's cleaning (shrunk in the
// browser to a JPEG), reports a problem and marks it serviced; the supervisor sees the photo before
// completing (with an Undo); the admin closes the problem on /problems.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { apiCall, createAssignedEvent, demoUser, readEvent } from './staff-events-api';

const today = todayIso();
const summary = `Photo proof E2E ${Date.now()}`;
const problemNote = `Broken lamp ${Date.now()}`;
const fixture = path.join(import.meta.dirname, '../server/test/fixtures/images/small.png');
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

describe('photo proof and problems', () => {
  it('ana adds a photo and reports a problem from the details, then marks the cleaning serviced', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('employee'));
    await page.goto('/cleaning-events-employee');
    const card = page.getByRole('article', { name: summary });
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: /^Detalles del evento/ });
    await details.getByRole('tab', { name: 'Fotos' }).click();
    await details.getByText('Todavía no hay fotos de esta limpieza.').waitFor();
    await details.locator('input[type=file]').first().setInputFiles(fixture);
    await details.getByRole('img', { name: 'Foto 1' }).waitFor();
    expect(await details.locator('input[type=file]').first().getAttribute('capture')).toBe('environment');
    await screenshot(page, 'photo-proof-housekeeper-375', { fullPage: false });

    await details.getByRole('button', { name: 'Reportar un problema' }).click();
    await details.getByRole('combobox', { name: 'Tipo' }).click();
    await details.getByRole('option', { name: 'Daño' }).click();
    await details.getByRole('textbox', { name: '¿Qué pasó?' }).fill(problemNote);
    await screenshot(page, 'problem-report-375', { fullPage: false });
    await details.getByRole('button', { name: 'Enviar reporte' }).click();
    await details.getByText(problemNote).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // click, not check(): the box turns checked once the move is queued or patched, a moment after the click.
    await card.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await card.getByText('Sent to Review').waitFor();
    // Shown as soon as it is queued on the phone; on the server once sent.
    await expect.poll(async () => (await readEvent(adminToken, today, eventId))?.status).toBe('in_review');
    // The PNG was redrawn on a canvas and sent as a JPEG.
    const photos = await apiCall<{ url: string }[]>(`/cleaning_events/${eventId}/photos`, adminToken);
    expect(photos).toHaveLength(1);
    expect(photos[0]?.url).toMatch(/\/media\/[0-9a-f]{32}\.jpg$/);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('sofia sees the photo on /supervisor-path, completes, and is offered an Undo', async () => {
    const page = await newPage(browser, 375);
    await signInAs(page, demoUser('supervisor'));
    await page.goto('/supervisor-path');
    const card = page.getByRole('article', { name: summary });
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: /^Detalles del evento/ });
    await details.getByRole('tab', { name: 'Fotos' }).click();
    await details.getByRole('img', { name: 'Foto 1' }).waitFor();
    expect(
      await details
        .getByRole('img', { name: 'Foto 1' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, 'photo-proof-supervisor-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // The box turns checked a moment after the click: the optimistic patch first cancels the lists' fetches.
    await card.getByRole('checkbox', { name: 'Mark completed' }).click();
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await screenshot(page, 'supervisor-undo-375', { fullPage: false });
    await undo.click();
    await card.getByRole('checkbox', { name: 'Mark completed' }).waitFor();
    // The card moves back at once (optimistic); the server has it when the PATCH is answered.
    await expect.poll(async () => (await readEvent(adminToken, today, eventId))?.status).toBe('in_review');
    await card.getByRole('checkbox', { name: 'Mark completed' }).click();
    await card.getByRole('checkbox', { name: 'Completed' }).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('the admin closes the problem on /problems (1280, English and Spanish)', async () => {
    for (const [width, language] of [
      [1280, 'en'],
      [375, 'es'],
    ] as const) {
      const page = await newPage(browser, width, { locale: language });
      await signInAs(page, demoUser('admin'));
      await page.goto('/problems');
      if (language === 'en') {
        await page.getByText(problemNote).waitFor();
        await screenshot(page, `problems-${width}-${language}`);
        const problem = page.getByTestId('problem').filter({ hasText: problemNote });
        await problem.getByRole('button', { name: 'Close' }).click();
        const dialog = page.getByRole('dialog', { name: 'Close the problem' });
        await dialog.getByRole('textbox', { name: 'How was it solved?' }).fill('Lamp replaced');
        await screenshot(page, 'problems-close-1280', { fullPage: false });
        await dialog.getByRole('button', { name: 'Close the problem' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(problemNote).waitFor({ state: 'hidden' });
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Closed' }).click();
        await page
          .getByTestId('problem')
          .filter({ hasText: problemNote })
          .getByText(/Lamp replaced/)
          .waitFor();
      } else {
        // Closed by now: it shows under "all" states.
        await page.getByRole('combobox', { name: 'Estado' }).click();
        await page.getByRole('option', { name: 'Todos' }).click();
        await page.getByText(problemNote).waitFor();
        await screenshot(page, `problems-${width}-${language}`);
      }
      expect(pageProblems.get(page)).toEqual([]);
      await page.context().close();
    }
  });
});
