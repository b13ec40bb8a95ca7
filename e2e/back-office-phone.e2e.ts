// Journey: the admin uses the back office on a 375 px phone: cards instead of tables, full-screen
// property form, no sideways page scroll; also in Spanish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs } from './browser';

const { demo } = lane();

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await newPage(browser, 375);
  await signInAs(page, { ...demo.admin, name: 'Laura Jiménez', role: 'admin' });
});
afterAll(async () => {
  await browser?.close();
});

const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('back office at 375 px', () => {
  it('shows clients as cards and the client form', async () => {
    await page.goto('/clients');
    await page.getByRole('listitem').filter({ hasText: 'Pacific Coast Rentals' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'clients-375');
    await page.getByRole('button', { name: 'Register client' }).click();
    await page.getByRole('dialog', { name: 'Register client' }).getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name is required').waitFor();
    await screenshot(page, 'client-form-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Capital City Lofts' }).click();
    await screenshot(page, 'client-delete-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows properties as cards, the full-screen form and the details', async () => {
    await page.goto('/propertys');
    await page.getByRole('listitem').filter({ hasText: 'Villa Marea' }).waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'properties-375');
    await page.getByRole('button', { name: 'Register property' }).click();
    const form = page.getByRole('dialog', { name: 'Register property' });
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Choose a client').waitFor();
    await screenshot(page, 'property-form-375', { fullPage: false });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Details Villa Marea' }).click();
    await page.getByRole('dialog', { name: 'Villa Marea' }).getByTestId('photo-counter').waitFor();
    await screenshot(page, 'property-details-375', { fullPage: false });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Delete Villa Marea' }).click();
    await screenshot(page, 'property-delete-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows staff and administrators, and their forms', async () => {
    await page.goto('/staff');
    await page.getByRole('listitem').filter({ hasText: 'Ana Mora' }).waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'staff-375');
    await page.getByRole('button', { name: 'Register employee' }).click();
    await page.getByRole('button', { name: 'Generate password' }).click();
    await screenshot(page, 'staff-form-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Ana Mora' }).click();
    await screenshot(page, 'staff-delete-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/supervisors-admins');
    await page.getByRole('listitem').filter({ hasText: 'admin@demo.cr' }).waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admins-375');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await page.getByRole('textbox', { name: 'Password' }).fill('weak');
    await screenshot(page, 'admin-form-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('speaks Spanish', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/propertys');
    await page.getByRole('textbox', { name: 'Buscar por nombre, ciudad, calle, provincia o cliente...' }).waitFor();
    await page.getByRole('button', { name: 'Registrar propiedad' }).waitFor();
    await screenshot(page, 'properties-es-375');
    await page.goto('/staff');
    await page.getByRole('button', { name: 'Registrar empleado' }).click();
    await page.getByRole('dialog', { name: 'Registrar usuario y empleado' }).waitFor();
    await screenshot(page, 'staff-form-es-375', { fullPage: false });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    expect(pageProblems.get(page)).toEqual([]);
  });
});
