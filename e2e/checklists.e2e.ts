// Journey (decision 0037): an admin writes the company's checklist (1280 px, English) and changes it
// for one property (375 px, Spanish: an item hidden, a reference photo); the housekeeper goes through a
// cleaning's checklist on her phone offline, photos included, is told what is missing before Done, and
// everything arrives once when the connection returns; the supervisor sees the answers beside the reference
// photo and sends one item back; she redoes it and marks the cleaning serviced again.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventChecklist, PropertyChecklist } from '@common/contracts/checklists';
import { todayIso } from '../common/domain/dates';
import { cacheHolds, connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
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
        {
          id: 'kitchen-photo',
          label: 'Photo of the kitchen',
          label_es: 'Foto de la cocina',
          kind: 'photo',
          required: true,
        },
        { id: 'balcony', label: 'Balcony swept', label_es: 'Balcón barrido', kind: 'check', required: true },
      ],
    },
    {
      title: 'Bathroom',
      title_es: 'Baño',
      items: [
        { id: 'towels', label: 'Towel sets laid out', label_es: 'Juegos de toallas', kind: 'count', required: true },
      ],
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
    await dialog
      .getByRole('group', { name: 'Balcón barrido' })
      .getByRole('switch', { name: 'Ocultar en esta propiedad' })
      .check();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Agregar foto de referencia: Foto de la cocina' }).click();
    await (await chooser).setFiles(PHOTO_2);
    await dialog
      .getByText('Foto de referencia guardada.')
      .or(page.getByText('Foto de referencia guardada.'))
      .first()
      .waitFor();
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

const card = (page: Page) => page.getByRole('article', { name: summary });
type HistoryLine = { field: string | null; after: string | null };
const statusLines = async () =>
  (await apiCall<{ entries: HistoryLine[] }>(`/cleaning_events/${eventId}/history`, adminToken)).entries.filter(
    (e) => e.field === 'status' && e.after === 'in_review',
  );

async function takePhoto(page: Page, label: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

describe('her checklist on the phone, and the review', () => {
  let phone: Page;

  it('goes through the checklist offline, photo included, and Done waits for it (375 px)', async () => {
    phone = await newPage(browser, 375);
    await signInAs(phone, demoUser('employee'));
    await phone.goto('/cleaning-events-employee');
    const job = card(phone);
    await job.getByRole('button', { name: 'Checklist 0/4' }).waitFor();
    // Her week's checklists are kept on the phone before the connection goes, and their reference photos once the
    // service worker is in control (it keeps photos): opened again, the app reads them through it.
    await expect.poll(() => cacheHolds(phone, 'Towel sets laid out'), { timeout: 15_000 }).toBe(true);
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.reload();
    await job.getByRole('button', { name: 'Checklist 0/4' }).waitFor();
    await expect
      .poll(() => phone.evaluate(async () => (await caches.open('photos')).keys().then((k) => k.length)))
      .toBeGreaterThan(0);
    await phone.context().setOffline(true);

    await job.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    const blocked = job.getByRole('alert');
    await blocked.getByText('Still to do: Oven cleaned, Photo of the kitchen, Towel sets laid out.').waitFor();
    await screenshot(phone, 'checklist-done-blocked-375', { fullPage: false });
    await blocked.getByRole('button', { name: 'Open the checklist' }).click();

    const list = phone.getByRole('dialog', { name: `Checklist · ${house.name}` });
    const reference = list.getByRole('img', { name: 'Reference photo: Photo of the kitchen' });
    await expect
      .poll(() => reference.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await list.getByRole('checkbox', { name: 'Oven cleaned' }).check();
    await takePhoto(phone, 'Take photo: Photo of the kitchen', PHOTO);
    await list
      .getByRole('group', { name: 'Photo of the kitchen' })
      .getByRole('img', { name: 'Your photo: Photo of the kitchen' })
      .waitFor();
    await list.getByText('2 of 4 done').waitFor();
    await screenshot(phone, 'checklist-fill-offline-375', { fullPage: false });
    await list.getByRole('button', { name: 'Next section' }).click();
    await list.getByRole('textbox', { name: 'How many' }).fill('4');
    await list.getByRole('textbox', { name: 'How many' }).blur();
    await list.getByText('3 of 4 done').waitFor();
    await list.getByRole('button', { name: 'Close checklist' }).click();

    await job.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await job.getByRole('checkbox', { name: 'Sent to Review' }).waitFor();
    // The tick, the photo, the count and Done wait on the phone.
    await phone.getByTestId('outbox-count').filter({ visible: true, hasText: '4 waiting' }).waitFor();
    expect((await checklist()).done).toBe(0);
  });

  it('reconnects: everything arrives once', async () => {
    await phone.context().setOffline(false);
    await expect.poll(async () => (await checklist()).done, { timeout: 20_000 }).toBe(3);
    await expect.poll(async () => (await statusLines()).length, { timeout: 20_000 }).toBe(1);
    const sent = await checklist();
    const photo = sent.sections[0]!.items.find((i) => i.id === 'kitchen-photo')!;
    expect(photo.answer?.photo_url).toMatch(/\/media\//);
    expect(sent.sections[1]!.items[0]!.answer?.count).toBe(4);
    // The item's photo is not one of the cleaning's free photos, and none was sent twice.
    expect(await apiCall<unknown[]>(`/cleaning_events/${eventId}/photos`, adminToken)).toEqual([]);
    await phone.getByTestId('outbox-count').filter({ visible: true }).waitFor({ state: 'hidden' });
    expect(pageProblems.get(phone)).toEqual([]);
  });

  it('the supervisor sees the photo beside the reference and sends that item back (1280 px)', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, demoUser('supervisor'));
    await page.goto('/supervisor-path');
    const review = card(page);
    await review.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: /^(Event Details|Detalles del evento)/ });
    await details.getByRole('tab', { name: /^(Checklist|Lista)$/ }).click();
    await details
      .getByRole('img', { name: /Photo of the kitchen|Foto de la cocina/ })
      .first()
      .waitFor();
    await screenshot(page, 'checklist-review-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await review.getByRole('button', { name: 'Send back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send back to the housekeeper?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The oven door still has grease in the photo');
    await dialog.getByRole('checkbox', { name: 'Photo of the kitchen' }).check();
    await screenshot(page, 'checklist-send-back-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect.poll(async () => (await checklist()).missing.map((m) => m.id)).toEqual(['kitchen-photo']);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('she sees which item to redo, retakes the photo and marks it serviced again (375 px)', async () => {
    await phone.goto('/cleaning-events-employee');
    const job = card(phone);
    await job.getByRole('button', { name: 'Checklist 2/4' }).click();
    const list = phone.getByRole('dialog', { name: `Checklist · ${house.name}` });
    await list.getByText('Redo: The oven door still has grease in the photo').waitFor();
    await screenshot(phone, 'checklist-redo-375', { fullPage: false });
    await takePhoto(phone, 'Take photo: Photo of the kitchen', PHOTO_2);
    await list.getByText('3 of 4 done').waitFor();
    await expect.poll(async () => (await checklist()).missing).toEqual([]);
    await list.getByRole('button', { name: 'Next section' }).click();
    await list.getByRole('button', { name: 'Close checklist' }).click();
    await job.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await expect.poll(async () => (await statusLines()).length, { timeout: 20_000 }).toBe(2);
    expect(pageProblems.get(phone)).toEqual([]);
    await phone.context().close();
  });
});
