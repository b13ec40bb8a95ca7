// Journey: an admin imports properties from an Excel file for a client after its preview, sees them
// loaded (and through the API), re-imports a sheet with only some columns (only those change),
// downloads the template, and sees the row errors of a bad file before anything is imported.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCleaningMinutes } from '../common/domain/capacity';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { baseUrl, demo } = lane();
const fixture = (name: string) => join(process.cwd(), 'server/test/fixtures/spreadsheets', name);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Writes a sheet with the given rows (the first names the columns) and returns its path. */
async function writeSheet(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Propiedades');
  for (const row of rows) ws.addRow(row);
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-sheet-')), 'parcial.xlsx');
  await book.xlsx.writeFile(path);
  return path;
}

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
    const preview = page.getByTestId('import-preview');
    await preview.getByText('3 properties to create').waitFor();
    expect((await apiCall<unknown[]>(token, `/houses/client/${client.id}`)).length).toBe(0);
    await preview.getByRole('button', { name: 'Import 3 properties' }).click();
    await page.getByText('Properties imported successfully.').waitFor();
    const loaded = page.getByRole('list', { name: 'Loaded Properties' }).getByRole('listitem');
    expect(await loaded.allTextContents()).toEqual(['Villa Mar', 'Casa Colibrí', 'Loft Arenal']);
    await screenshot(page, `import-properties-success-${width}`);

    type House = {
      name: string;
      city: string;
      bedrooms: number;
      bathrooms: number;
      client_price: number;
      state: string;
      estimated_minutes: number;
    };
    const houses = await apiCall<House[]>(token, `/houses/client/${client.id}`);
    expect(houses.map((h) => h.name).sort()).toEqual(['Casa Colibrí', 'Loft Arenal', 'Villa Mar']);
    await page.goto('/propertys');
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();

    // A partial sheet: only its columns change, a blank cell keeps the stored value.
    const villa = houses.find((h) => h.name === 'Villa Mar')!;
    const colibri = houses.find((h) => h.name === 'Casa Colibrí')!;
    const partial = await writeSheet([
      ['Nombre', 'Baños', 'Ciudad'],
      ['Villa Mar', villa.bathrooms + 1, ''],
      ['Casa Colibrí', '', 'Jacó Centro'],
    ]);
    await page.goto('/import-properties');
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: clientName });
    await page.locator('input[type="file"]').setInputFiles(partial);
    await page.getByRole('button', { name: 'Upload Excel' }).click();
    const changes = page.getByTestId('import-preview').getByRole('list', { name: '2 properties to update' });
    await changes.getByText(`Baños: ${villa.bathrooms} → ${villa.bathrooms + 1}`).waitFor();
    await changes.getByText(`Ciudad: ${colibri.city} → Jacó Centro`).waitFor();
    await screenshot(page, `import-preview-${width}`);
    await page.getByRole('button', { name: 'Import 2 properties' }).click();
    await page.getByText('Properties imported successfully.').waitFor();
    const after = await apiCall<House[]>(token, `/houses/client/${client.id}`);
    // One more bathroom: its estimate from the rooms follows (decision 0035).
    expect(after.find((h) => h.name === 'Villa Mar')).toEqual({
      ...villa,
      bathrooms: villa.bathrooms + 1,
      estimated_minutes: defaultCleaningMinutes(villa.bedrooms, villa.bathrooms + 1),
    });
    expect(after.find((h) => h.name === 'Casa Colibrí')).toEqual({ ...colibri, city: 'Jacó Centro' });

    await page.goto('/import-properties');
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: clientName });
    await page.locator('input[type="file"]').setInputFiles(fixture('bad-rows.xlsx'));
    await page.getByRole('button', { name: 'Upload Excel' }).click();
    const bad = page.getByTestId('import-preview');
    const rows = bad.getByRole('list', { name: 'Rows to fix' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toBe('Row 3: name is required');
    expect(await rows.count()).toBe(5);
    expect(await bad.getByRole('button', { name: /^Import / }).isDisabled()).toBe(true);
    expect(await page.getByText('No properties loaded.').isVisible()).toBe(true);
    await screenshot(page, `import-properties-errors-${width}`);
    expect((await apiCall<unknown[]>(token, `/houses/client/${client.id}`)).length).toBe(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('properties-template.xlsx');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('import preview in Spanish', () => {
  it.each(WIDTHS)('shows what a partial sheet would change at %i px', async (width) => {
    const page = await newPage(browser, width);
    const token = await signInAs(page, { ...demo.admin, name: 'Admin', role: 'admin' });
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    const clientName = `Dueño ${randomBytes(3).toString('hex')}`;
    const client = await apiCall<{ id: number }>(token, '/clients/', { name: clientName });
    await page.goto('/import-properties');
    await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: clientName });
    await page.locator('input[type="file"]').setInputFiles(fixture('propiedades-es.xlsx'));
    await page.getByRole('button', { name: 'Subir Excel' }).click();
    await page.getByRole('button', { name: 'Importar 3 propiedades' }).click();
    await page.getByTestId('import-preview').waitFor({ state: 'detached' });
    await page.locator('input[type="file"]').setInputFiles(
      await writeSheet([
        ['Nombre', 'Baños', 'Ciudad', 'Color'],
        ['Villa Mar', 9, 'Playa Hermosa', 'azul'],
        ['Casa Nueva', 1, 'Nosara', ''],
      ]),
    );
    await page.getByRole('button', { name: 'Subir Excel' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('1 propiedad por actualizar').waitFor();
    await preview.getByText('Columnas que no se importan: Color').waitFor();
    await screenshot(page, `import-preview-es-${width}`);
    expect((await apiCall<unknown[]>(token, `/houses/client/${client.id}`)).length).toBe(3);
    // A row error comes from the server in Spanish too.
    await page
      .getByRole('button', { name: /Cancelar/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(
      await writeSheet([
        ['Nombre', 'Baños'],
        ['Villa Mar', 'muchos'],
      ]),
    );
    await page.getByRole('button', { name: 'Subir Excel' }).click();
    await page.getByText('Fila 2: Baños debe ser un número').first().waitFor();
    await screenshot(page, `import-row-error-es-${width}`);
    await page.context().close();
  });
});
