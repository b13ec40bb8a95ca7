// Journey (issue 27, decision 0037): an admin writes the company's checklist (1280 px, English) and changes it
// for one property (375 px, Spanish: an item hidden, a reference photo); the housekeeper goes through a
// cleaning's checklist on her phone offline, photos included, is told what is missing before Done, and
// everything arrives once when the connection returns; the supervisor sees the answers beside the reference
// photo and sends one item back; she redoes it and marks the cleaning serviced again.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventChecklist, PropertyChecklist } from '@common/contracts/checklists';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { apiCall, createAssignedEvent, demoUser } from './staff-events-api';

const today = todayIso();
const summary = `Checklist turnover ${Date.now()}`;
const PHOTO = join(process.cwd(), 'server/test/fixtures/images/house-1.jpg');
const PHOTO_2 = join(process.cwd(), 'server/test/fixtures/images/house-2.jpg');
let browser: Browser;
let adminToken: string;
let eventId: number;
let house: { id: number; name: string };

const TEMPLATE = {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [
        { id: 'oven', label: 'Oven cleaned', label_es: 'Horno limpio', kind: 'check', required: true },
        { id: 'kitchen-photo', label: 'Photo of the kitchen', label_es: 'Foto de la cocina', kind: 'photo', required: true },
        { id: 'balcony', label: 'Balcony swept', label_es: 'Balcón barrido', kind: 'check', required: true },
      ],
    },
    {
      title: 'Bathroom',
      title_es: 'Baño',
      items: [{ id: 'towels', label: 'Towel sets laid out', label_es: 'Juegos de toallas', kind: 'count', required: true }],
    },
  ],
};

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  const created = await createAssignedEvent(adminToken, today, summary);
  eventId = created.id;
  const houses = await apiCall<{ id: number; name: string }[]>('/houses/', adminToken);
  house = houses[0]!;
  // The journeys' company starts without a checklist (global-setup.ts): this one writes its own.
  await apiCall('/checklist/template', adminToken, 'PUT', TEMPLATE);
});
afterAll(async () => {
  await browser?.close();
});

const checklist = (token = adminToken) => apiCall<EventChecklist>(`/cleaning_events/${eventId}/checklist`, token);

describe('the office writes the checklist', () => {
  it('an admin adds an item to the company checklist (1280 px, English)', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, demoUser('admin'));
    await page.goto('/checklist');
    const bathroom = page.getByRole('region', { name: 'Bathroom' });
    await bathroom.waitFor();
    await bathroom.getByRole('button', { name: 'Add item to Bathroom' }).click();
    const fresh = bathroom.getByRole('textbox', { name: 'Item', exact: true }).last();
    await fresh.fill('Anything the office should know');
    await bathroom.getByRole('textbox', { name: 'Item in Spanish' }).last().fill('Algo para la oficina');
    await bathroom.getByRole('combobox', { name: 'Kind' }).last().selectOption('note');
    await screenshot(page, 'checklist-template-en-1280');
    await page.getByRole('button', { name: 'Save checklist' }).click();
    await page.getByText('Checklist saved.').waitFor();
    const saved = await apiCall<typeof TEMPLATE>('/checklist/template', adminToken);
    expect(saved.sections[1]!.items.map((i) => [i.label, i.kind, i.required])).toEqual([
      ['Towel sets laid out', 'count', true],
      ['Anything the office should know', 'note', false],
    ]);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('hides an item at one property and gives another its reference photo (375 px, Spanish)', async () => {
    const page = await newPage(browser, 375, { locale: 'es-CR' });
    await signInAs(page, demoUser('admin'));
    await page.goto('/propertys');
    await page.getByRole('button', { name: `Lista de verificación ${house.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lista de verificación · ${house.name}` });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Balcón barrido' }).getByRole('switch', { name: 'Ocultar en esta propiedad' }).check();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Agregar foto de referencia: Foto de la cocina' }).click();
    await (await chooser).setFiles(PHOTO_2);
    await dialog.getByText('Foto de referencia guardada.').or(page.getByText('Foto de referencia guardada.')).first().waitFor();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText(`Lista de verificación guardada para ${house.name}.`).waitFor();
    await screenshot(page, 'property-checklist-es-375', { fullPage: false });
    const own = await apiCall<PropertyChecklist>(`/houses/${house.id}/checklist`, adminToken);
    expect(own.hidden).toEqual(['balcony']);
    expect(own.references['kitchen-photo']).toMatch(/\/media\//);
    expect((await checklist()).missing.map((m) => m.id)).toEqual(['oven', 'kitchen-photo', 'towels']);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

// The phone and review parts follow (the housekeeper's checklist offline, the send-back of one item).
export type { Page };
