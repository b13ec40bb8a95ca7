// Journey: the admin sets up a new client with a property (two photos), a housekeeper, a supervisor
// and another admin; searches and opens the property; deletes and re-activates the client.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs } from './browser';

const { demo } = lane();
const IMAGES = join(process.cwd(), 'server/test/fixtures/images');
const CLIENT = 'Bahía Serena Rentals';
const PROPERTY = 'Casa Mirador Bahía';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await newPage(browser, 1280);
  await signInAs(page, { ...demo.admin, name: 'Laura Jiménez', role: 'admin' });
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (name: string) => page.getByRole('dialog', { name });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('back office at 1280 px', () => {
  it('registers a client', async () => {
    await page.goto('/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await row('Pacific Coast Rentals').waitFor();
    await screenshot(page, 'clients-1280');

    await page.getByRole('button', { name: 'Register client' }).click();
    const modal = dialog('Register client');
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText('Name is required').waitFor();
    await modal.getByLabel('Name').fill(CLIENT);
    await modal.getByLabel('Email').fill('owners@bahiaserena.example');
    await modal.getByLabel('Phone').fill('+506 2670 1234');
    await screenshot(page, 'client-form-1280', { fullPage: false });
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.waitFor({ state: 'hidden' });
    await row(CLIENT).getByText('owners@bahiaserena.example').waitFor();
  });

  it('registers a property with two photos, uploaded one at a time', async () => {
    await page.goto('/propertys');
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    await row('Casa Pelícano').waitFor();
    await screenshot(page, 'properties-1280');

    await page.getByRole('button', { name: 'Register property' }).click();
    const modal = dialog('Register property');
    await modal.getByText('Client price (USD)').waitFor();
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText('Choose a client').waitFor();
    expect(await modal.getByText('Required', { exact: true }).count()).toBe(2);

    await modal.getByRole('combobox', { name: 'Client' }).fill('Bahía');
    await page.getByRole('option', { name: CLIENT }).click();
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(PROPERTY);
    await modal.getByLabel('Client price (USD)').fill('110');
    await modal.getByLabel('Housekeeper payment (CRC)').fill('20000');
    await modal.getByLabel('Supervisor payment (CRC)').fill('5000');
    await modal.getByLabel('Street address').fill('Playa Flamingo, calle 3');
    await modal.getByLabel('City').fill('Flamingo');
    await modal.getByLabel('State / province').fill('Guanacaste');
    await modal.getByLabel('Bedrooms').fill('3');
    await modal.getByLabel('Bathrooms').fill('2.5');
    await modal.getByLabel('Cabinet code').fill('4521');
    await modal.getByLabel('Laundry instructions link').fill('https://docs.example.com/laundry-flamingo');
    await modal.getByLabel('Google Drive folder URL').fill('not a link');
    await modal.locator('input[type=file]').setInputFiles([join(IMAGES, 'house-1.jpg'), join(IMAGES, 'house-2.jpg')]);
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText('Enter a full link starting with https://').waitFor();
    await modal.getByLabel('Google Drive folder URL').fill('https://drive.google.com/drive/folders/flamingo');
    await screenshot(page, 'property-form-1280', { fullPage: false });

    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 20_000 });
    await row(PROPERTY).getByText(CLIENT).waitFor();
    expect(await row(PROPERTY).getByText('Flamingo, Guanacaste').count()).toBe(1);
  });

  it('finds the property by client or city and shows its details with the photo carousel', async () => {
    const search = page.getByRole('textbox', { name: 'Search by name, city, street, state, or client...' });
    await search.fill('bahía serena');
    await row(PROPERTY).waitFor();
    expect(await page.getByRole('row').count()).toBe(2); // header + the match
    await search.fill('flamingo');
    await screenshot(page, 'properties-search-1280');
    expect(await page.getByRole('row').count()).toBe(2);
    await search.fill('no such place');
    await page.getByText('No property matches your search.').waitFor();
    await search.fill('');

    await page.getByRole('button', { name: `Details ${PROPERTY}` }).click();
    const modal = dialog(PROPERTY);
    await modal.getByTestId('photo-counter').filter({ hasText: '1 / 2' }).waitFor();
    await modal.getByText('$110.00').waitFor();
    await modal.getByText('₡20,000.00').waitFor();
    await modal.getByText(CLIENT).waitFor();
    const maps = await modal.getByRole('link', { name: 'Open in Maps' }).getAttribute('href');
    expect(maps).toBe(
      'https://www.google.com/maps/search/?api=1&query=Playa%20Flamingo%2C%20calle%203%2C%20Flamingo%2C%20Guanacaste',
    );
    expect(await modal.getByRole('link', { name: 'Laundry instructions' }).getAttribute('href')).toBe(
      'https://docs.example.com/laundry-flamingo',
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('dialog img, [role=dialog] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await screenshot(page, 'property-details-1280', { fullPage: false });
    await modal.getByRole('button', { name: 'Next photo' }).click();
    await modal.getByTestId('photo-counter').filter({ hasText: '2 / 2' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  it('registers a housekeeper and a supervisor', async () => {
    await page.goto('/staff');
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await row('Ana Mora').waitFor();
    await screenshot(page, 'staff-1280');
    for (const [name, email, role] of [
      ['Rosa Chaves', 'rosa@bahiaserena.example', 'Housekeeper'],
      ['Mario Ureña', 'mario@bahiaserena.example', 'Supervisor'],
    ] as const) {
      await page.getByRole('button', { name: 'Register employee' }).click();
      const modal = dialog('Register User Employee');
      await modal.getByLabel('Name').fill(name);
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('Phone').fill('+506 8890 1122');
      await modal.getByRole('textbox', { name: 'Password' }).fill('short');
      await modal.getByText(/Password must be at least 8 characters/).waitFor();
      await modal.getByRole('button', { name: 'Generate password' }).click();
      expect(await modal.getByText(/Password must be at least 8 characters/).count()).toBe(0);
      await modal.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role }).click();
      if (role === 'Supervisor') await screenshot(page, 'staff-form-1280', { fullPage: false });
      await modal.getByRole('button', { name: 'Register' }).click();
      await modal.waitFor({ state: 'hidden' });
      await row(name).getByText(role).waitFor();
    }
    await page.getByRole('button', { name: 'Delete Rosa Chaves' }).click();
    await dialog('Delete or deactivate staff member')
      .getByText(/has cleanings on record, they are deactivated/)
      .waitFor();
    await screenshot(page, 'staff-delete-1280', { fullPage: false });
    await dialog('Delete or deactivate staff member').getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds an administrator and shows the credentials', async () => {
    await page.goto('/supervisors-admins');
    await page.getByRole('heading', { level: 1, name: 'Administrators' }).waitFor();
    await screenshot(page, 'admins-1280');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const modal = dialog('Register User');
    await modal.getByLabel('Name').fill('Andrea Solano');
    await modal.getByLabel('Email').fill('admin@demo.cr');
    await modal.getByRole('button', { name: 'Generate password' }).click();
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByRole('alert').waitFor();
    await screenshot(page, 'admin-form-error-1280', { fullPage: false });
    await modal.getByLabel('Email').fill('andrea@demo.cr');
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Sign-in details for Andrea Solano').waitFor();
    await row('andrea@demo.cr').getByText('Admin').waitFor();
    await screenshot(page, 'admins-created-1280');
  });

  it('deletes the client (inactive at once) and activates it again', async () => {
    await page.goto('/clients');
    await page.getByRole('button', { name: `Delete ${CLIENT}` }).click();
    await dialog('Delete client').waitFor();
    await screenshot(page, 'client-delete-1280', { fullPage: false });
    await dialog('Delete client').getByRole('button', { name: 'Delete' }).click();
    await row(CLIENT).getByText('Inactive').waitFor();
    await page.getByRole('button', { name: `Activate ${CLIENT}` }).click();
    await row(CLIENT).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${CLIENT}` }).waitFor();
    await page.reload();
    await row(CLIENT).getByText('Active', { exact: true }).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
  });
});
