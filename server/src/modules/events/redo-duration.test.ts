import { describe, expect, it } from 'vitest';
import type { CleaningEvent } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { assignedCleaning, createHouse, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// A redo counts its own time (docs/decisions/0050-a-redo-counts-its-own-time.md): a send-back puts the first
// attempt's Start and Done into the history, the redo's Start measures again, and the real duration (the event,
// her phone's list, the property's median) is from the last Start to Done.
const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const houseId = await createHouse(app, database.db, admin.auth, 'Redo Stays');
type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const cleaning = () =>
  assignedCleaning(app, admin.auth, { propertyId: houseId, employeeId: ana.employee.id, date: todayIso() });
const tap = async (id: number, what: 'start' | 'done', at?: string) => {
  const res =
    what === 'start'
      ? await call(ana, 'POST', `/cleaning_events/${id}/start`, at ? { at } : {})
      : await call(ana, 'PATCH', `/cleaning_events/${id}/status`, { status: 'in_review', ...(at && { at }) });
  expect(res.statusCode).toBe(200);
};
const eventOf = async (who: Who, id: number) => {
  const [year, month] = todayIso().split('-').map(Number);
  const list = (await call(who, 'GET', `/cleaning_events/by-month?year=${year}&month=${month}`)).json<
    CleaningEvent[]
  >();
  return list.find((e) => e.id === id)!;
};

describe('a redo after a send-back', () => {
  it('measures from its own Start: the event, her list and the median; the first attempt is in the history', async () => {
    const id = await cleaning();
    const firstStart = minutesFromNow(-300);
    const firstDone = minutesFromNow(-240);
    await tap(id, 'start', firstStart);
    await tap(id, 'done', firstDone);
    expect((await eventOf(admin, id)).actual_minutes).toBe(60);
    const back = await call(supervisor, 'PATCH', `/cleaning_events/${id}/status`, {
      status: 'assigned',
      reason: 'Bathroom mirror',
    });
    expect(back.statusCode).toBe(200);
    // Sent back, her phone shows Start again: nothing of the first attempt is measured any more.
    expect(back.json()).toMatchObject({ started_at: null, finished_at: null, actual_minutes: null });

    const redoStart = new Date().toISOString();
    await tap(id, 'start', redoStart);
    await tap(id, 'done', minutesFromNow(4));
    for (const who of [admin, ana]) {
      const event = await eventOf(who, id);
      expect(event.started_at).toBe(redoStart);
      expect(event.actual_minutes).toBeGreaterThanOrEqual(3);
      expect(event.actual_minutes).toBeLessThanOrEqual(4);
    }
    const property = (await call(admin, 'GET', '/houses/')).json<{ id: number; median_minutes: number | null }[]>();
    const median = property.find((h) => h.id === houseId)!.median_minutes!;
    expect(median).toBeLessThanOrEqual(4);

    const { entries } = (await call(admin, 'GET', `/cleaning_events/${id}/history`)).json<{
      entries: { field: string | null; before: string | null; after: string | null }[];
    }>();
    expect(entries.filter((e) => ['started_at', 'finished_at'].includes(e.field ?? ''))).toEqual([
      expect.objectContaining({ field: 'started_at', before: firstStart, after: null }),
      expect.objectContaining({ field: 'finished_at', before: firstDone, after: null }),
    ]);
  });

  it('a Start repeated within one attempt still keeps the first tap', async () => {
    const id = await cleaning();
    const first = minutesFromNow(-30);
    await tap(id, 'start', first);
    await tap(id, 'start', minutesFromNow(-10));
    expect((await eventOf(ana, id)).started_at).toBe(first);
  });
});
