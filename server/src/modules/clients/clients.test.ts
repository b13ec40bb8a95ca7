import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });

describe('/clients/', () => {
  it('registers a client, trimming and storing blank contact fields as absent', async () => {
    const res = await req('POST', '/api/clients/', { name: '  Sunset Rentals ', email: '  ', phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sunset Rentals', email: null, phone: null, active_status: true });
    const full = await req('POST', '/api/clients/', {
      name: 'Ocean Homes',
      email: ' Info@Ocean.CR ',
      phone: ' +506 8888-1234 ',
    });
    // Stored in one international form, like staff phones (+506 when no country code is typed).
    expect(full.json()).toMatchObject({ email: 'info@ocean.cr', phone: '+50688881234' });
    const local = await req('POST', '/api/clients/', { name: 'Lago Homes', phone: '8888 4321' });
    expect(local.json().phone).toBe('+50688884321');
    const list = await req('GET', '/api/clients');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Sunset Rentals', 'Ocean Homes']),
    );
  });

  it.each([
    [{ email: 'a@b.cr' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'X', email: 'not-an-email' }, 'email'],
    [{ name: 'X', phone: 'call me' }, 'phone'],
    [{ name: 'X', phone: '12' }, 'phone'],
  ])('refuses %o naming %s, and stores nothing', async (body, field) => {
    const before = (await req('GET', '/api/clients/')).json().length;
    const res = await req('POST', '/api/clients/', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await req('GET', '/api/clients/')).json().length).toBe(before);
  });

  it('edits, deactivates on delete and activates again', async () => {
    const { id } = (await req('POST', '/api/clients/', { name: 'Blue Bay', email: 'bay@example.com' })).json();
    const edited = await req('PUT', `/api/clients/${id}`, { name: 'Blue Bay Villas', email: '' });
    expect(edited.json()).toMatchObject({ name: 'Blue Bay Villas', email: null });
    const deleted = await req('DELETE', `/api/clients/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().active_status).toBe(false);
    const listed = (await req('GET', '/api/clients/')).json().find((c: { id: number }) => c.id === id);
    expect(listed.active_status).toBe(false);
    const activated = await req('PUT', `/api/clients/${id}`, { active_status: true });
    expect(activated.json()).toMatchObject({ active_status: true, name: 'Blue Bay Villas' });
  });

  it('answers 404 for an unknown client', async () => {
    expect((await req('PUT', '/api/clients/99999', { name: 'X' })).statusCode).toBe(404);
    expect((await req('DELETE', '/api/clients/99999')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const supervisor = await signedIn(app, database.db, 'supervisor');
    expect((await app.inject({ method: 'GET', url: '/api/clients/', headers: supervisor.auth })).statusCode).toBe(403);
  });
});

describe('client names', () => {
  const conflict = (name: string) =>
    `An active client named "${name}" already exists. Choose another name, or edit that client.`;

  it('two active clients cannot share a name, whatever its case and spacing (409, nothing stored)', async () => {
    expect((await req('POST', '/api/clients/', { name: 'Palm  Grove Villas' })).json().name).toBe('Palm Grove Villas');
    for (const name of ['Palm Grove Villas', ' palm grove  VILLAS ']) {
      const res = await req('POST', '/api/clients/', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: conflict(name.trim().replace(/\s+/g, ' ')),
        errors: [{ field: 'name', message: conflict(name.trim().replace(/\s+/g, ' ')) }],
      });
    }
    const list = (await req('GET', '/api/clients/')).json() as { name: string }[];
    expect(list.filter((c) => c.name.toLowerCase() === 'palm grove villas')).toHaveLength(1);
  });

  it('lets only one of two registrations sent at once through', async () => {
    const answers = await Promise.all([1, 2].map(() => req('POST', '/api/clients/', { name: 'Twin Peaks Rentals' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('an inactive client frees its name; activating it again is refused while another has it', async () => {
    const old = (await req('POST', '/api/clients/', { name: 'Mango Bay' })).json();
    await req('DELETE', `/api/clients/${old.id}`);
    const fresh = await req('POST', '/api/clients/', { name: 'mango bay' });
    expect(fresh.statusCode).toBe(201);
    const again = await req('PUT', `/api/clients/${old.id}`, { active_status: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(conflict('Mango Bay'));
    const renamed = await req('PUT', `/api/clients/${fresh.json().id}`, { name: 'MANGO BAY' });
    expect(renamed.json()).toMatchObject({ name: 'MANGO BAY' });
    const taken = await req('PUT', `/api/clients/${fresh.json().id}`, { name: 'Palm Grove Villas' });
    expect(taken.statusCode).toBe(409);
  });
});

describe('billing fields (decision 0036)', () => {
  it('default to USD and 13 % with no billing e-mail or tax id', async () => {
    const res = await req('POST', '/api/clients/', { name: 'Default Billing' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      currency: 'USD',
      tax_rate: 13,
      billing_email: null,
      id_type: null,
      id_number: null,
    });
  });

  it('are set on creation, edited, and the billing e-mail cleared with "" or null', async () => {
    const created = await req('POST', '/api/clients/', {
      name: 'Colones Rentals',
      currency: 'CRC',
      tax_rate: 4,
      billing_email: ' Facturas@Colones.CR ',
      id_type: '02',
      id_number: '3101123456',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      currency: 'CRC',
      tax_rate: 4,
      billing_email: 'facturas@colones.cr',
      id_type: '02',
      id_number: '3101123456',
    });
    const edited = await req('PUT', `/api/clients/${id}`, { currency: 'USD', tax_rate: 13.5 });
    // Fields left out stay.
    expect(edited.json()).toMatchObject({ currency: 'USD', tax_rate: 13.5, billing_email: 'facturas@colones.cr' });
    expect((await req('PUT', `/api/clients/${id}`, { billing_email: '' })).json().billing_email).toBeNull();
    await req('PUT', `/api/clients/${id}`, { billing_email: 'b@colones.cr' });
    expect((await req('PUT', `/api/clients/${id}`, { billing_email: null })).json().billing_email).toBeNull();
    const listed = (await req('GET', '/api/clients/')).json().find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ currency: 'USD', tax_rate: 13.5, billing_email: null, id_type: '02' });
  });

  it('take the id type and number both or neither; both may be cleared together', async () => {
    const { id } = (
      await req('POST', '/api/clients/', { name: 'Pair Client', id_type: '01', id_number: '112340567' })
    ).json();
    const cleared = await req('PUT', `/api/clients/${id}`, { id_type: '', id_number: null });
    expect(cleared.json()).toMatchObject({ id_type: null, id_number: null });
    for (const body of [
      { id_type: '01', id_number: '' },
      { id_type: null, id_number: '112340567' },
      { id_type: '01' },
      { id_number: '112340567' },
    ]) {
      const res = await req('PUT', `/api/clients/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('id_number');
    }
    const half = await req('POST', '/api/clients/', { name: 'Half Client', id_type: '02' });
    expect(half.statusCode).toBe(422);
    const both = await req('PUT', `/api/clients/${id}`, { id_type: '03', id_number: '155812345678' });
    expect(both.json()).toMatchObject({ id_type: '03', id_number: '155812345678' });
    // Changing one of a stored pair keeps the other.
    expect((await req('PUT', `/api/clients/${id}`, { id_number: '155812345679' })).json()).toMatchObject({
      id_type: '03',
      id_number: '155812345679',
    });
  });

  it.each([
    [{ currency: 'EUR' }, 'currency'],
    [{ tax_rate: 101 }, 'tax_rate'],
    [{ tax_rate: -1 }, 'tax_rate'],
    [{ tax_rate: 13.005 }, 'tax_rate'],
    [{ billing_email: 'not-an-email' }, 'billing_email'],
    [{ id_type: '05', id_number: '123456789' }, 'id_type'],
    [{ id_type: '01', id_number: '12345678' }, 'id_number'],
    [{ id_type: '01', id_number: '1234567890123' }, 'id_number'],
    [{ id_type: '01', id_number: '1-1234-0567' }, 'id_number'],
  ])('refuses %o naming %s (422), and stores nothing', async (body, field) => {
    const before = (await req('GET', '/api/clients/')).json().length;
    const res = await req('POST', '/api/clients/', { name: `Bad ${field} ${Math.random()}`, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await req('GET', '/api/clients/')).json().length).toBe(before);
  });

  it('says a bad currency in Spanish to a Spanish-speaking admin', async () => {
    const ana = await signedIn(app, database.db, 'admin');
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: ana.auth,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients/',
      headers: ana.auth,
      payload: { name: 'Euro Client', currency: 'EUR', id_type: '01', id_number: '12' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'currency', message: 'La moneda debe ser USD o CRC' },
        { field: 'id_number', message: 'El número de identificación debe tener de 9 a 12 dígitos, sin guiones' },
      ]),
    );
  });
});
