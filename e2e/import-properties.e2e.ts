// Journey: an admin imports properties from an Excel file for a client, sees them loaded (and through
// the API, as the Properties screen is not built yet), downloads the template, and sees the row errors
// of a bad file.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { baseUrl, demo } = inject('e2e');
const fixture = (name: string) => join(process.cwd(), 'server/test/fixtures/spreadsheets', name);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

describe.each(WIDTHS)('import properties at %i px', (width) => {
  it('imports a good file for a client, then shows the row errors of a bad one', async () => {
    const page = await newPage(browser, width);
    const token = await signInAs(page, { ...demo.admin, name: 'Admin', role: 'admin' });
    const clientName = `Import Owner ${randomBytes(3).toString('hex')}`;
    const client = await apiCall<{ id: number }>(token, '/clients/', { name: clientName });

    await page.goto('/import-properties');
    await page.getByRole('heading', { level: 1, name: 'Import Properties from Excel' }).waitFor();
    const upload = page.getByRole('button', { name: 'Upload Excel' });
    expect(await upload.isDisabled()).toBe(true);
    await page.getByText('No properties loaded.').waitFor();
    await screenshot(page, `import-properties-empty-${width}`);

    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: clientName });
    await page.locator('input[type="file"]').setInputFiles(fixture('propiedades-es.xlsx'));
    await upload.click();
    await page.getByText('Properties imported successfully.').waitFor();
    const loaded = page.getByRole('list', { name: 'Loaded Properties' }).getByRole('listitem');
    expect(await loaded.allTextContents()).toEqual(['Villa Mar', 'Casa Colibrí', 'Loft Arenal']);
    await screenshot(page, `import-properties-success-${width}`);

    const houses = await apiCall<{ name: string; city: string }[]>(token, `/houses/client/${client.id}`);
    expect(houses.map((h) => h.name).sort()).toEqual(['Casa Colibrí', 'Loft Arenal', 'Villa Mar']);
    await page.goto('/propertys');
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();

    await page.goto('/import-properties');
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: clientName });
    await page.locator('input[type="file"]').setInputFiles(fixture('bad-rows.xlsx'));
    await page.getByRole('button', { name: 'Upload Excel' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error importing properties.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nothing was imported: rows 3, 4, 5, 6 have errors.');
    const rows = alert.getByRole('list', { name: 'Rows to fix' }).getByRole('listitem');
    // The current screen prints the field before the sentence; the import screen of issue 10 shows the sentence alone.
    expect(await rows.first().textContent()).toBe('row 3: name: Row 3: name is required');
    expect(await rows.count()).toBe(5);
    expect(await page.getByText('No properties loaded.').isVisible()).toBe(true);
    await screenshot(page, `import-properties-errors-${width}`);
    expect((await apiCall<unknown[]>(token, `/houses/client/${client.id}`)).length).toBe(3);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
    expect(download.suggestedFilename()).toBe('properties-template.xlsx');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
