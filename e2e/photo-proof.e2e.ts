// Journey: on her phone a housekeeper adds a photo to today's cleaning (shrunk in the
// browser to a JPEG), reports a problem and marks it serviced; the supervisor sees the photo before
// completing (with an Undo); the admin closes the problem on /problems. Decision 0032: a
// 6 MB camera picture on the serviced card goes up shrunk; a refused file is named on the card while
// the cleaning stays sent to review.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { lane } from './lane';
import { apiCall, createAssignedEvent, demoUser, readEvent } from './staff-events-api';

const today = todayIso();
const summary = `Photo proof E2E ${Date.now()}`;
const problemNote = `Broken lamp ${Date.now()}`;
const fixture = path.join(import.meta.dirname, '../server/test/fixtures/images/small.png');
const cardSummaries = { big: `Big photo E2E ${Date.now()}`, refused: `Refused photo E2E ${Date.now()}` };
const folder = mkdtempSync(path.join(tmpdir(), 'photo-proof-'));
// A 12-megapixel camera picture of noise: a JPEG well over the server's 5 MB.
const bigPhoto = path.join(folder, 'IMG_4000x3000.jpg');
// Not a picture at all, named like one: the browser cannot read it, the server refuses it (415).
const notAPhoto = path.join(folder, 'notes.jpg');
let browser: Browser;
let adminToken: string;
let eventId: number;
const cardIds = { big: 0, refused: 0 };

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  eventId = (await createAssignedEvent(adminToken, today, summary)).id;
  for (const key of ['big', 'refused'] as const)
    cardIds[key] = (await createAssignedEvent(adminToken, today, cardSummaries[key])).id;
  const noise = randomBytes(4000 * 3000 * 3);
  await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(bigPhoto);
  writeFileSync(notAPhoto, 'Shopping list: towels, soap, coffee.\n');
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
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
    // The photo is shown once it has loaded (on a busy machine it can still be on its way when its tag is there).
    await expect
      .poll(() =>
        details
          .getByRole('img', { name: 'Foto 1' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
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

  it('a 6 MB photo on the serviced card goes up shrunk, a file that is no photo is named (375, Spanish)', async () => {
    expect(statSync(bigPhoto).size).toBeGreaterThan(6 * 1024 * 1024);
    const page = await newPage(browser, 375, { locale: 'es' });
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/cleaning_events/${cardIds.big}/photos`))
        sent.push(request.postDataBuffer()?.length ?? 0);
    });
    await signInAs(page, demoUser('employee'));
    await page.goto('/cleaning-events-employee');
    const card = page.getByRole('article', { name: cardSummaries.big });
    await card.locator('input[type=file]').setInputFiles([bigPhoto, notAPhoto]);
    await card.getByText('2 fotos por enviar').waitFor();
    await card.getByRole('checkbox', { name: 'Marcar como realizado / Enviar a revisión' }).click();
    await card.getByRole('checkbox', { name: 'Enviado a revisión' }).waitFor();
    const refused = card.getByTestId('photos-refused');
    await refused.getByText('notes.jpg: Solo se pueden subir fotos JPEG, PNG o WebP.').waitFor();
    await expect.poll(async () => (await readEvent(adminToken, today, cardIds.big))?.status).toBe('in_review');
    const photos = await apiCall<{ url: string }[]>(`/cleaning_events/${cardIds.big}/photos`, adminToken);
    expect(photos).toHaveLength(1);
    // What left the phone was the picture shrunk: far below the 5 MB the file weighed (then the refused file).
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeLessThan(2 * 1024 * 1024);
    const stored = Buffer.from(await (await fetch(new URL(photos[0]!.url, lane().baseUrl))).arrayBuffer());
    const { width, height } = await sharp(stored).metadata();
    expect([width, height]).toEqual([1600, 1200]);
    expect(await card.getByTestId('waiting-mark').count()).toBe(0);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'serviced-photo-shrunk-375-es', { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a refused file is named on the card while the cleaning stays sent to review (1280, English)', async () => {
    const page = await newPage(browser, 1280, { locale: 'en' });
    await signInAs(page, demoUser('employee'));
    await page.goto('/cleaning-events-employee');
    const card = page.getByRole('article', { name: cardSummaries.refused });
    await card.locator('input[type=file]').setInputFiles(notAPhoto);
    await card.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await card.getByRole('checkbox', { name: 'Sent to Review' }).waitFor();
    const refused = card.getByTestId('photos-refused');
    await refused.getByText('notes.jpg: Only JPEG, PNG or WebP photos can be uploaded.').waitFor();
    await refused.getByText('A photo was not sent').waitFor();
    await expect.poll(async () => (await readEvent(adminToken, today, cardIds.refused))?.status).toBe('in_review');
    expect(await apiCall<unknown[]>(`/cleaning_events/${cardIds.refused}/photos`, adminToken)).toHaveLength(0);
    expect(await page.getByText(/Could not send to review/).count()).toBe(0);
    expect(await card.getByTestId('waiting-mark').count()).toBe(0);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'serviced-photo-refused-1280-en', { fullPage: false });
    // Lasting: still there when the app is opened again, until she dismisses it.
    await page.reload();
    await refused.getByText('notes.jpg: Only JPEG, PNG or WebP photos can be uploaded.').waitFor();
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'hidden' });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
