// Journey: the admin generates a client report for last month on the demo company, finds it in the
// history and regenerates it, at phone and desktop widths; the PDF's first page is saved as a picture.
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { monthRange } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { formatDate } from '../common/domain/format';
import type { CleaningEvent } from '../common/contracts/events';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor, WIDTHS } from './browser';
import { apiCall } from './staff-events-api';
import { pdfImageCount, pdfText } from '../server/test/reports-world';
import { previewPdf } from './pdf-preview';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };
const [year, month] = todayIso().split('-').map(Number) as [number, number];
const last = month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
const FILE = `report-pacific-coast-rentals-${last.start}_${last.end}.pdf`;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function bytesOf(download: Download): Promise<Buffer> {
  // A browser connected to remotely keeps downloads on its side: save a local copy.
  const path = `${tmpdir()}/${Date.now()}-${download.suggestedFilename()}`;
  await download.saveAs(path);
  return readFile(path);
}

async function chooseClient(page: Page, name: string) {
  await page
    .getByLabel(/^Client/)
    .and(page.locator('input'))
    .click();
  await page.getByRole('option', { name }).click();
}

describe.each(WIDTHS)('reports at %i px', (width) => {
  it('generates last month for a client, lists it in the history and regenerates it', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports & Stats' }).waitFor();
    await page.getByRole('heading', { name: 'Report History' }).waitFor();

    await chooseClient(page, 'Pacific Coast Rentals');
    await page.getByText('Client price of completed cleanings').waitFor();
    const revenue = await page.getByTestId('stat-Revenue').textContent();
    expect(revenue).toMatch(/^\$[\d,]+\.\d{2}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE);
    const pdf = await bytesOf(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const row = page.getByRole('row').filter({ hasText: 'Pacific Coast Rentals' }).first();
    await row.waitFor();
    // The start date in the app's one English date style (decision 0030).
    await row.getByText(formatDate(last.start, 'en'), { exact: true }).waitFor();
    await screenshot(page, `reports-${width}`);

    const [again] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Regenerate PDF' }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(FILE);
    expect((await bytesOf(again)).subarray(0, 5).toString()).toBe('%PDF-');
    await row.getByRole('button', { name: 'Regenerate PDF' }).and(page.locator(':enabled')).waitFor();

    if (width === 1280) expect(await previewPdf(browser, pdf, 'report-pdf-page-1')).toBeGreaterThanOrEqual(1);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a report in Spanish', () => {
  it('is written in the app language by default, and the PDF says it in Spanish', async () => {
    const page = await newPage(browser, 375);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto('/reports');
    await page
      .getByLabel(/^Cliente/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: 'Pacific Coast Rentals' }).click();
    expect(await page.getByLabel('Idioma del reporte').and(page.locator('input')).inputValue()).toBe('Español');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generar PDF', exact: true }).click(),
    ]);
    const pdf = await bytesOf(download);
    const { text } = await pdfText(pdf);
    expect(text).toContain('Reporte de servicios de limpieza');
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).not.toContain('Cleaning services report');
    await screenshot(page, 'reports-es-375');
    expect(await previewPdf(browser, pdf, 'report-pdf-es-page-1')).toBeGreaterThanOrEqual(1);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

// Photo proof in the client report: two photos on a completed cleaning of last month, then
// the admin ticks 'Include photos'. Phone in English and desktop in Spanish (with the journeys above,
// the form is seen at both widths in both languages).
const PHOTOS = ['house-1.jpg', 'house-2.jpg'].map((name) => join(process.cwd(), 'server/test/fixtures/images', name));
const WORDS = {
  en: {
    client: /^Client/,
    include: 'Include photos',
    language: 'Report language',
    languageName: 'English',
    generate: 'Generate PDF',
    section: 'Photos',
    withPhotos: 'With photos',
  },
  es: {
    client: /^Cliente/,
    include: 'Incluir fotos',
    language: 'Idioma del reporte',
    languageName: 'Español',
    generate: 'Generar PDF',
    section: 'Fotos',
    withPhotos: 'Con fotos',
  },
} as const;

describe.each([
  [375, 'en'],
  [1280, 'es'],
] as const)('a report with photos at %i px in %s', (width, lang) => {
  let heading = '';
  beforeAll(async () => {
    // The same two files every time: a second upload answers the photo it already is.
    const token = await tokenFor(demo.admin);
    const [y, m] = last.start.split('-').map(Number) as [number, number];
    const month = await apiCall<CleaningEvent[]>(`/cleaning_events/by-month?year=${y}&month=${m}`, token);
    const done = month
      .filter((e) => e.clientName === 'Pacific Coast Rentals' && e.status === 'completed')
      .sort((a, b) => a.service_date.localeCompare(b.service_date));
    const event = done[0];
    if (!event) throw new Error('The demo company has no completed cleaning of Pacific Coast Rentals last month');
    for (const file of PHOTOS) {
      const form = new FormData();
      form.append('photo', new Blob([await readFile(file)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${lane().baseUrl}/api/cleaning_events/${event.id}/photos`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
    }
    heading = `${event.house.name} · ${formatDate(event.service_date, lang)}`;
  });

  it("ticks 'Include photos' and the downloaded PDF ends with the photos section", async () => {
    const words = WORDS[lang];
    const page = await newPage(browser, width);
    if (lang === 'es') await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto('/reports');
    await page.getByLabel(words.client).and(page.locator('input')).click();
    await page.getByRole('option', { name: 'Pacific Coast Rentals' }).click();
    // The form starts on the client's language (the demo's are Spanish): the report is asked in the screen's.
    await page.getByLabel(words.language).and(page.locator('input')).click();
    await page.getByRole('option', { name: words.languageName }).click();
    const box = page.getByRole('checkbox', { name: words.include });
    expect(await box.isChecked()).toBe(false);
    await page.getByText(words.include, { exact: true }).click();
    expect(await box.isChecked()).toBe(true);
    // The whole label is the touch target.
    const label = await page.locator('label', { hasText: words.include }).boundingBox();
    expect(label?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, `reports-photos-${lang}-${width}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.generate, exact: true }).click(),
    ]);
    const pdf = await bytesOf(download);
    const { text, total } = await pdfText(pdf);
    expect(text).toContain(words.section);
    expect(text).toContain(heading);
    // Its two photos, and the demo cleanings' checklist photos of the month besides.
    expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(PHOTOS.length);
    await page
      .getByRole('row')
      .filter({ hasText: 'Pacific Coast Rentals' })
      .first()
      .getByText(words.withPhotos)
      .waitFor();
    expect(await previewPdf(browser, pdf, `report-pdf-photos-${lang}`, total)).toBe(total);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
