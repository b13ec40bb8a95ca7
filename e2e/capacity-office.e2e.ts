// Journey (decision 0035): the office sets the times cleanings follow. An admin
// sets the company's check-out and check-in in Settings, a property's own check-out and estimate, a
// housekeeper's working week and a day off, and approves a requested one; the server's answers follow
// (cleaning windows, capacity). Then the working-week dialog fits a 375 px phone. One page, one context.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, expectNoRawKeys, newPage, pageProblems, screenshot, signInAs } from './browser';
import { dialogMisfits } from './dialog-fit';
import { lane } from './lane';

const { baseUrl, users } = lane();

let browser: Browser;
let page: Page;
let token: string;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await newPage(browser, 1280);
  token = await signInAs(page, users.admin);
});
afterAll(async () => {
  await browser?.close();
});

/** An admin's GET through the API. */
async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

type Timed = { property_id: number; service_date: string; window_start: string; cleaning_minutes: number };

/** The coming cleanings of a property (this month and the next), with their windows and estimates. */
async function comingCleanings(propertyId: number): Promise<Timed[]> {
  const today = todayIso();
  const months = [today, addDays(today.slice(0, 8) + '01', 32)].map((d) => d.slice(0, 7).split('-').map(Number));
  const lists = await Promise.all(
    months.map(([y, m]) => get<{ events: Timed[] }>(`/cleaning_events/by-month?year=${y}&month=${m}&lean=true`)),
  );
  return lists.flatMap((l) => l.events).filter((e) => e.property_id === propertyId && e.service_date >= today);
}

/** One housekeeper's day in GET /capacity. */
async function capacityOf(employeeId: number, date: string) {
  const { days } = await get<{
    days: { staff: { employee_id: number; available_minutes: number; off: boolean }[] }[];
  }>(`/capacity?start=${date}&days=1`);
  return days[0]?.staff.find((s) => s.employee_id === employeeId);
}

/** Types a time into a time field (24-hour, with or without the colon) and takes it. */
async function chooseTime(field: Locator, time: string): Promise<void> {
  await field.click();
  await field.fill(time.replace(':', ''));
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(time);
}

/** Opens a housekeeper's Schedule menu on Staff and one of its entries; answers the dialog. */
async function schedule(name: string, entry: 'Working week' | 'Time off'): Promise<Locator> {
  await page.getByRole('button', { name: `Schedule ${name}` }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: `${entry}: ${name}` });
  await dialog.waitFor();
  return dialog;
}

describe('the office sets the times cleanings follow', () => {
  it("company times, a property's own times and estimate: the cleanings' windows follow", async () => {
    const properties = await get<{ id: number; name: string; check_out_time: string | null }[]>('/houses');
    const sabana = properties.find((p) => p.name === 'Apartamento Sabana');
    expect(sabana?.check_out_time).toBeNull(); // the company's times until it sets its own
    const id = sabana?.id ?? 0;

    await page.goto('/settings');
    await chooseTime(page.getByRole('combobox', { name: 'Check-out' }), '10:00');
    await chooseTime(page.getByRole('combobox', { name: 'Check-in' }), '16:00');
    await page.getByRole('button', { name: 'Save times' }).click();
    await page.getByText('The company times were saved.').waitFor();
    expect(await get('/settings/company')).toMatchObject({ check_out_time: '10:00', check_in_time: '16:00' });
    const before = await comingCleanings(id);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((e) => e.window_start)).toEqual(before.map((e) => `${e.service_date}T10:00`));

    await page.goto('/propertys');
    await page.getByRole('button', { name: 'Edit Apartamento Sabana' }).click();
    const form = page.getByRole('dialog', { name: 'Edit property' });
    await form.getByText("Empty: the company's 10:00").waitFor();
    await chooseTime(form.getByRole('combobox', { name: 'Check-out time' }), '09:30');
    await form.getByRole('textbox', { name: 'Cleaning estimate (minutes)' }).fill('165');
    await screenshot(page, 'capacity-office-property-1280', { fullPage: false });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'hidden' });
    const after = await comingCleanings(id);
    expect(after.map((e) => [e.window_start, e.cleaning_minutes])).toEqual(
      after.map((e) => [`${e.service_date}T09:30`, 165]),
    );
  });

  it('a working week, a day off and an approved request: her capacity follows', async () => {
    const staff = await get<{ id: number; name: string }[]>('/employee/');
    const idOf = (name: string) => staff.find((s) => s.name === name)?.id ?? 0;
    const elena = idOf('Elena Brenes');
    const jose = idOf('José Quesada');
    const today = todayIso();
    const weekday = new Date(`${today}T12:00:00`).getDay();
    const nextSaturday = addDays(today, (6 - weekday + 7) % 7 || 7);
    expect((await capacityOf(elena, nextSaturday))?.available_minutes).toBe(0); // the seed: weekdays only

    await page.goto('/staff');
    const week = await schedule('Elena Brenes', 'Working week');
    await week.getByRole('switch', { name: 'Saturday' }).check(); // from the default 08:00-18:00
    await chooseTime(week.getByRole('combobox', { name: 'Monday to' }), '24:00');
    await week.getByRole('button', { name: 'Save week' }).click();
    await week.waitFor({ state: 'hidden' });
    const saved = (await get<{ id: number; availability: unknown[] }[]>('/employee/')).find((s) => s.id === elena);
    expect(saved?.availability).toContainEqual({ weekday: 1, start: '13:00', end: '24:00' });
    expect(saved?.availability).toContainEqual({ weekday: 6, start: '08:00', end: '18:00' });
    expect((await capacityOf(elena, nextSaturday))?.available_minutes).toBe(600);

    const timeOff = await schedule('Elena Brenes', 'Time off');
    await timeOff.getByRole('button', { name: 'Dates' }).click();
    const todayCell = page.locator('.mantine-DatePickerInput-day[data-today]').first();
    await todayCell.click();
    await todayCell.click(); // the same day twice: one day off
    await timeOff.getByRole('textbox', { name: 'Note' }).fill('Dentista');
    await timeOff.getByRole('button', { name: 'Add time off' }).click();
    await timeOff.getByText('Dentista').waitFor();
    await page.keyboard.press('Escape');
    await timeOff.waitFor({ state: 'hidden' });
    expect(await capacityOf(elena, today)).toMatchObject({ off: true, available_minutes: 0 });

    const requests = page.getByRole('region', { name: /Time-off requests/ });
    await requests.getByRole('button', { name: /^Approve José Quesada/ }).click();
    await requests.waitFor({ state: 'detached' }); // none waits any more
    const periods = await get<{ start_date: string; status: string }[]>(`/employee/${jose}/time-off`);
    expect(periods.map((p) => p.status)).toEqual(['approved']);
    expect(await capacityOf(jose, periods[0]?.start_date ?? '')).toMatchObject({ off: true, available_minutes: 0 });
    await expectNoRawKeys(page);
  });

  it('the working week fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/staff');
    await schedule('Ana Mora', 'Working week');
    expect(await dialogMisfits(page)).toEqual([]);
    await screenshot(page, 'capacity-office-week-375', { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
  });
});
