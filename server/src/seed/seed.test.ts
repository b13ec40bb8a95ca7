import { describe, expect, it } from 'vitest';
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
});
