import { describe, expect, it } from 'vitest';
import type { CapacityResponse, SuggestResponse } from '@common/contracts/capacity';
import { timeOff } from '../db/schema/accounts';
import { addDays } from '@common/domain/calendar';
import { EVENT_STATUSES } from '@common/domain/event-status';
import { login } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_STAFF } from './demo-data';
import { seedDemo } from './seed';

const { app, database } = await createTestApp();
const today = '2026-11-21';
const { events } = await seedDemo(database.db, today);

describe('npm run seed', () => {
  it('builds a believable company that every role can sign in to', async () => {
    const admin = { authorization: `Bearer ${await login(app, DEMO_ADMIN.email, DEMO_PASSWORD)}` };
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: admin })).json();
    expect(await get('/api/clients/')).toHaveLength(3);
    // Billing: last month's invoices issued (one paid, one partly paid) and this month's drafts.
    const invoices = (await get('/api/invoices/')).invoices as { status: string; number: number | null }[];
    expect(invoices.map((i) => i.status).sort()).toEqual(['draft', 'draft', 'draft', 'paid', 'partially_paid']);
    expect(
      invoices
        .filter((i) => i.number !== null)
        .map((i) => i.number)
        .sort(),
    ).toEqual([1, 2]);
    const houses = await get('/api/houses/');
    expect(houses).toHaveLength(12);
    for (const house of houses) {
      expect(house.images.length).toBeGreaterThan(0);
      const photo = await app.inject({ method: 'GET', url: house.images[0].url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
    const staff = await get('/api/employee/');
    expect(staff.filter((s: { role: string }) => s.role === 'employee')).toHaveLength(6);
    expect(staff.filter((s: { role: string }) => s.role === 'supervisor')).toHaveLength(2);
    for (const person of DEMO_STAFF) expect(await login(app, person.email, DEMO_PASSWORD)).toBeTruthy();

    const months = [
      await get('/api/cleaning_events/by-month?year=2026&month=10'),
      await get('/api/cleaning_events/by-month?year=2026&month=11'),
      await get('/api/cleaning_events/by-month?year=2026&month=12'),
    ];
    expect(months.flat()).toHaveLength(events);
    for (const month of months) expect(month.length).toBeGreaterThan(20);
    const statuses = new Set(months.flat().map((e: { status: string }) => e.status));
    expect([...statuses].sort()).toEqual([...EVENT_STATUSES].sort());
    const upcoming = months.flat().filter((e: { service_date: string }) => e.service_date > addDays(today, 10));
    expect(upcoming.some((e: { status: string }) => e.status === 'unassigned')).toBe(true);
    expect(months.flat().some((e: { same_day_turnover: boolean }) => e.same_day_turnover)).toBe(true);

    // Checklists: the company's template, and every cleaning marked serviced went through it (photos too).
    expect((await get('/api/checklist/template')).sections).toHaveLength(4);
    const reviewed = months.flat().filter((e: { status: string }) => e.status === 'completed');
    for (const event of reviewed.slice(0, 3)) {
      const checklist = await get(`/api/cleaning_events/${event.id}/checklist`);
      expect(checklist.total).toBeGreaterThan(8);
      expect(checklist.done).toBe(checklist.total);
      const photo = checklist.sections[0].items.find((i: { kind: string }) => i.kind === 'photo');
      expect((await app.inject({ method: 'GET', url: photo.answer.photo_url })).statusCode).toBe(200);
    }
    const marea = houses.find((h: { name: string }) => h.name === 'Villa Marea');
    const own = await get(`/api/houses/${marea.id}/checklist`);
    expect(own.added.map((i: { id: string }) => i.id)).toEqual(['pool']);
    expect(Object.keys(own.references).sort()).toEqual(['kitchen-photo', 'pool']);

    // The supervisors completed cleanings, so their pay statements show supervisor pay.
    type Week = { staff: { role: string; total: number }[] };
    const weeks: Week[] = await Promise.all(
      ['2026-10-30', '2026-11-06', '2026-11-13'].map((friday) => get(`/api/payroll/weekly?week_start=${friday}`)),
    );
    const supervisorPay = weeks
      .flatMap((w) => w.staff)
      .filter((s) => s.role === 'supervisor')
      .map((s) => s.total);
    expect(supervisorPay.some((total) => total > 0)).toBe(true);
  });

  it('plans the coming fortnight: hours, time off, real durations, a day over capacity, tight turnovers, work to suggest', async () => {
    const admin = { authorization: `Bearer ${await login(app, DEMO_ADMIN.email, DEMO_PASSWORD)}` };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: admin, payload });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const staff: { email: string; availability: { weekday: number }[] | null }[] = await call('GET', '/api/employee/');
    expect(staff.find((s) => s.email === 'elena@demo.cr')?.availability).toContainEqual({
      weekday: 1,
      start: '13:00',
      end: '17:00',
    });
    const houses: {
      check_out_time: string | null;
      cleaning_minutes: number | null;
      preferred_employee_id: number | null;
    }[] = await call('GET', '/api/houses/');
    expect(houses.some((h) => h.check_out_time === '10:00')).toBe(true);
    expect(houses.some((h) => h.cleaning_minutes !== null)).toBe(true);
    expect(houses.filter((h) => h.preferred_employee_id !== null).length).toBeGreaterThan(6);
    const off = await database.db.select().from(timeOff);
    expect(off.map((t) => t.status).sort()).toEqual(['approved', 'requested']);

    const { days }: CapacityResponse = await call('GET', `/api/capacity?start=${today}&days=14`);
    // 2026-11-22 is the coming Sunday: only Ana and Carmen work.
    expect(days.find((d) => d.date === '2026-11-22')).toMatchObject({ over: true });
    expect(days.reduce((n, d) => n + d.tight, 0)).toBeGreaterThanOrEqual(3);
    const carmen = days.find((d) => d.date === addDays(today, 3))?.staff.find((s) => s.name === 'Carmen Solís');
    expect(carmen).toMatchObject({ off: true, available_minutes: 0 });

    const { suggestions }: SuggestResponse = await call('POST', '/api/assignments/suggest', { week_start: today });
    expect(suggestions.filter((s) => s.employee_id !== null).length).toBeGreaterThan(3);

    const month: { status: string; actual_minutes: number | null }[] = await call(
      'GET',
      '/api/cleaning_events/by-month?year=2026&month=10',
    );
    const completed = month.filter((e) => e.status === 'completed');
    expect(completed.filter((e) => e.actual_minutes !== null).length).toBeGreaterThan(completed.length / 2);
  });

  it('bills its clients: a client in colones, tax ids, the invoice header, extras approved and waiting', async () => {
    const admin = { authorization: `Bearer ${await login(app, DEMO_ADMIN.email, DEMO_PASSWORD)}` };
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: admin })).json();
    const clients = (await get('/api/clients/')) as { name: string; currency: string; id_number: string | null }[];
    expect(clients.find((c) => c.name === 'Arenal Vacation Homes')).toMatchObject({ currency: 'CRC' });
    expect(clients.every((c) => c.id_number !== null)).toBe(true);
    const company = await get('/api/settings/company');
    expect(company.legal_name).toBeTruthy();
    expect(company.cabys_cleaning).toMatch(/^\d{13}$/);
    expect(company.cabys_extra).toMatch(/^\d{13}$/);
    const requests = (await get('/api/extras/requests')) as { housekeeper_name: string; status: string }[];
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.every((r) => r.housekeeper_name === 'Ana Mora' && r.status === 'requested')).toBe(true);
    // Approved extras reach the pay statements of this month and the last.
    type Week = { staff: { events: { extras: unknown[] }[] }[] };
    const weeks: Week[] = await Promise.all(
      ['2026-10-09', '2026-10-23', '2026-11-06', '2026-11-13'].map((friday) =>
        get(`/api/payroll/weekly?week_start=${friday}`),
      ),
    );
    const withExtras = weeks.map((w) => w.staff.flatMap((s) => s.events).filter((e) => e.extras.length > 0).length);
    expect(withExtras.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
  });
});
