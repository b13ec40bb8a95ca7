import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// A property's times, estimate and housekeepers (decision 0035), and the median of its real durations.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db);

type Who = { auth: Record<string, string> };
type House = Record<string, unknown> & { id: number; name: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Who = admin) =>
  app.inject({ method, url, payload, headers: who.auth });
const create = (extra: Record<string, unknown> = {}) => call('POST', '/api/houses/', propertyBody(client.id, extra));
const listed = async (id: number, who: Who = admin, clientId = client.id) =>
  ((await call('GET', `/api/houses/client/${clientId}`, undefined, who)).json() as House[]).find((h) => h.id === id);
const housekeepers = { preferred_employee_id: ana.employee.id, backup_employee_id: beto.employee.id };

describe('times, estimate and housekeepers of a property', () => {
  it('are set on creation and answered; without them, the company times and the estimate from the rooms', async () => {
    const res = await create({
      check_out_time: '10:00',
      check_in_time: '16:30',
      cleaning_minutes: 150,
      bedrooms: 3,
      bathrooms: 2,
      ...housekeepers,
    });
    expect(res.statusCode).toBe(201);
    const own = {
      check_out_time: '10:00',
      check_in_time: '16:30',
      cleaning_minutes: 150,
      estimated_minutes: 150,
      ...housekeepers,
      median_minutes: null,
    };
    expect(res.json()).toMatchObject(own);
    expect(await listed(res.json().id)).toMatchObject(own);

    const plain = (await create({ bedrooms: 3, bathrooms: 2 })).json() as House;
    expect(plain).toMatchObject({
      check_out_time: null,
      check_in_time: null,
      cleaning_minutes: null,
      estimated_minutes: 180, // 45 + 3 x 30 + 2 x 20 = 175, to the next quarter hour
      preferred_employee_id: null,
      backup_employee_id: null,
    });
  });

  it('are changed by an edit; blank values clear them, left-out ones stay', async () => {
    const house = (await create({ check_out_time: '10:00', cleaning_minutes: 150, ...housekeepers })).json() as House;
    const body = propertyBody(client.id, { name: house.name });
    const kept = await call('PUT', `/api/houses/${house.id}`, body);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ check_out_time: '10:00', cleaning_minutes: 150, ...housekeepers });

    const edited = await call('PUT', `/api/houses/${house.id}`, {
      ...body,
      check_in_time: '14:00',
      preferred_employee_id: beto.employee.id,
      backup_employee_id: ana.employee.id,
    });
    expect(edited.json()).toMatchObject({
      check_out_time: '10:00',
      check_in_time: '14:00',
      preferred_employee_id: beto.employee.id,
      backup_employee_id: ana.employee.id,
    });

    const cleared = await call('PUT', `/api/houses/${house.id}`, {
      ...body,
      check_out_time: '',
      check_in_time: null,
      cleaning_minutes: '',
      preferred_employee_id: '',
      backup_employee_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await listed(house.id)).toMatchObject({
      check_out_time: null,
      check_in_time: null,
      cleaning_minutes: null,
      preferred_employee_id: null,
      backup_employee_id: null,
    });
  });

  it.each([
    [{ check_out_time: '11' }, 'check_out_time'],
    [{ check_in_time: '24:00' }, 'check_in_time'],
    [{ cleaning_minutes: 10 }, 'cleaning_minutes'],
    [{ cleaning_minutes: 90.5 }, 'cleaning_minutes'],
  ])('refuses %o with 422 on %s', async (extra, field) => {
    const res = await create(extra);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a preferred or backup who is not an active housekeeper, or the same person twice: 422, nothing written', async () => {
    const gone = await staffMember(app, admin.auth, 'employee', 'Gone');
    await call('PUT', `/api/employee/${gone.employee.id}`, { active_status: false });
    const cases: [object, string, string][] = [
      [{ preferred_employee_id: supervisor.employee.id }, 'preferred_employee_id', 'Choose an active housekeeper'],
      [{ backup_employee_id: gone.employee.id }, 'backup_employee_id', 'Choose an active housekeeper'],
      [{ preferred_employee_id: 999999 }, 'preferred_employee_id', 'Choose an active housekeeper'],
      [
        { preferred_employee_id: ana.employee.id, backup_employee_id: ana.employee.id },
        'backup_employee_id',
        'Choose someone other than the preferred housekeeper',
      ],
    ];
    const name = 'Casa Refused';
    for (const [extra, field, message] of cases) {
      const res = await create({ name, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().detail).toBeTruthy();
      expect(res.json().errors).toEqual([{ field, message }]);
    }
    const names = ((await call('GET', `/api/houses/client/${client.id}`)).json() as House[]).map((h) => h.name);
    expect(names).not.toContain(name);

    const house = (await create({ preferred_employee_id: ana.employee.id })).json() as House;
    const same = await app.inject({
      method: 'PUT',
      url: `/api/houses/${house.id}`,
      payload: propertyBody(client.id, { name: house.name, backup_employee_id: ana.employee.id }),
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({
      detail: 'La camarera preferida y la de respaldo deben ser dos personas distintas.',
      errors: [{ field: 'backup_employee_id', message: 'Elige a alguien distinto de la camarera preferida' }],
    });
    expect(await listed(house.id)).toMatchObject({ preferred_employee_id: ana.employee.id, backup_employee_id: null });
  });

  it('keeps a preferred housekeeper who left since, when an edit does not change her', async () => {
    const leaving = await staffMember(app, admin.auth, 'employee', 'Leaving');
    const house = (await create({ preferred_employee_id: leaving.employee.id })).json() as House;
    await call('PUT', `/api/employee/${leaving.employee.id}`, { active_status: false });
    const res = await call(
      'PUT',
      `/api/houses/${house.id}`,
      propertyBody(client.id, { name: house.name, note: 'New gate', preferred_employee_id: leaving.employee.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ note: 'New gate', preferred_employee_id: leaving.employee.id });
  });

  it('are left untouched by a spreadsheet import that updates the property', async () => {
    const own = await createClient(db);
    const villa = (
      await call(
        'POST',
        '/api/houses/',
        propertyBody(own.id, {
          name: 'Villa Mar',
          client_price: 1,
          check_out_time: '10:00',
          check_in_time: '16:00',
          cleaning_minutes: 200,
          ...housekeepers,
        }),
      )
    ).json() as House;
    const sheet = readFileSync(
      path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets/propiedades-es.xlsx'),
    );
    const body = multipart(
      { client_id: String(own.id) },
      {
        name: 'propiedades-es.xlsx',
        content: sheet,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/houses/import_excel',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1 });
    expect(await listed(villa.id, admin, own.id)).toMatchObject({
      client_price: 150,
      check_out_time: '10:00',
      check_in_time: '16:00',
      cleaning_minutes: 200,
      ...housekeepers,
    });
  });
});

describe('median_minutes on /houses', () => {
  const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2027, 0, day, hour, minute));
  async function cleaned(propertyId: number, day: number, minutes: number | null, finishedAt = at(day, 14)) {
    await db.insert(cleaningEvents).values({
      propertyId,
      serviceDate: `2027-01-${String(day).padStart(2, '0')}`,
      eventSummary: 'Turnover',
      status: 'completed',
      startedAt: minutes === null ? null : new Date(finishedAt.getTime() - minutes * 60_000),
      finishedAt,
    });
  }

  it('is the median of the last 10 real durations (newest finish first), for admins and supervisors; null without any', async () => {
    const own = await createClient(db);
    const mk = async () =>
      (await call('POST', '/api/houses/', propertyBody(own.id, { cleaning_minutes: 120 }))).json() as House;
    const [busy, fresh] = [await mk(), await mk()];
    // Two old, long cleanings fall out of the last 10.
    await cleaned(busy.id, 1, 500);
    await cleaned(busy.id, 2, 500);
    for (const [i, minutes] of [60, 70, 80, 90, 100, 110, 120, 130, 140, 150].entries())
      await cleaned(busy.id, 3 + i, minutes);
    // Neither a cleaning with no Start nor one with a finish before its start counts.
    await cleaned(busy.id, 20, null);
    await cleaned(busy.id, 21, -30);

    for (const who of [admin, supervisor]) {
      expect(await listed(busy.id, who, own.id)).toMatchObject({ median_minutes: 105, estimated_minutes: 120 });
      expect(await listed(fresh.id, who, own.id)).toMatchObject({ median_minutes: null });
    }
    const all = (await call('GET', '/api/houses/')).json() as House[];
    expect(all.find((h) => h.id === busy.id)?.median_minutes).toBe(105);
    const edited = await call('PUT', `/api/houses/${busy.id}`, propertyBody(own.id, { name: busy.name }));
    expect(edited.json().median_minutes).toBe(105);
  });
});
