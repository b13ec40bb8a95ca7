import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFeedServer } from '../../test/feed-server';
import { createClient, multipart, propertyBody, signedIn } from '../../test/factories';
import { pdfText, reportWorld } from '../../test/reports-world';
import { createTestApp } from '../../test/test-app';

// Every text a person reads from the server comes in the language the web app asks for (Accept-Language).
const context = await createTestApp({ feeds: { today: () => '2027-03-01' } });
const { app, database } = context;
const admin = await signedIn(app, database.db, 'admin');
const es = { ...admin.auth, 'accept-language': 'es-CR,es;q=0.9' };
const feedServer = await startFeedServer();
afterAll(() => feedServer.close());
const spreadsheet = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../test/fixtures/spreadsheets', name));

describe('answers in Spanish', () => {
  it('says error details, field errors and schema checks in Spanish, and in English without the header', async () => {
    const missing = await app.inject({ method: 'DELETE', url: '/api/houses/999999', headers: es });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Propiedad no encontrada.');
    const english = await app.inject({ method: 'DELETE', url: '/api/houses/999999', headers: admin.auth });
    expect(english.json().detail).toBe('Property not found.');

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/houses/',
      headers: es,
      payload: propertyBody(999_999),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      detail: 'El cliente elegido no existe.',
      errors: [{ field: 'client_id', message: 'Cliente no encontrado' }],
    });

    const schema = await app.inject({
      method: 'POST',
      url: '/api/clients/',
      headers: es,
      payload: { name: '', email: 'no' },
    });
    expect(schema.statusCode).toBe(422);
    expect(schema.json().detail).toMatch(/^Datos no válidos \(body\): /);
    expect(schema.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Correo electrónico no válido']),
    );

    const signedOut = await app.inject({ method: 'GET', url: '/api/clients/', headers: { 'accept-language': 'es' } });
    expect(signedOut.json().detail).toBe('No has iniciado sesión.');
  });

  it('says import row errors in Spanish, in the preview and in the refusal', async () => {
    const client = await createClient(database.db);
    const send = (dryRun: boolean) => {
      const body = multipart(
        { client_id: String(client.id), ...(dryRun ? { dry_run: 'true' } : {}) },
        { name: 'bad-rows.xlsx', content: spreadsheet('bad-rows.xlsx') },
      );
      return app.inject({
        method: 'POST',
        url: '/api/houses/import_excel',
        payload: body.payload,
        headers: { ...body.headers, ...es },
      });
    };
    const preview = (await send(true)).json();
    expect(preview.errors[0].message).toBe('Fila 3: name es obligatorio');
    const refused = await send(false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('No se importó nada: las filas 3, 4, 5, 6 tienen errores.');
    expect(refused.json().errors).toContainEqual({
      field: 'row 6: name',
      message: 'Fila 6: name "Good House" también está en la fila 2',
    });
  });

  it('says a feed failure in the language of whoever reads it, though it was stored once', async () => {
    const client = await createClient(database.db);
    const house = (
      await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
    ).json();
    const url = feedServer.serve('/gone.ics', { status: 404, body: 'gone' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/airbn_url/',
      headers: es,
      payload: { property_id: house.id, ical_url: url },
    });
    expect(created.json()).toMatchObject({
      last_error: 'El calendario respondió HTTP 404.',
      sync: { result: 'error', error: 'El calendario respondió HTTP 404.' },
    });
    const list = (await app.inject({ method: 'GET', url: '/api/airbn_url/', headers: admin.auth })).json();
    expect(list.find((f: { id: number }) => f.id === created.json().id).last_error).toBe('The feed answered HTTP 404.');
    const activity = (
      await app.inject({ method: 'GET', url: `/api/airbn_url/${created.json().id}/activity`, headers: es })
    ).json();
    expect(activity[0].error).toBe('El calendario respondió HTTP 404.');
  });

  it('writes the client report PDF in the language chosen, else the client’s, never the reader’s', async () => {
    const world = await reportWorld(context);
    const client = await world.client('Cliente Playa', 'es');
    const house = await world.house(client.id, 'Casa Sol', 80, 20);
    await world.cleaning(house.id, '2027-02-10', 'completed');
    const body = { client_id: client.id, start_date: '2027-02-01', end_date: '2027-02-28' };
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/reports/',
      headers: admin.auth,
      payload: { ...body, language: 'en' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await pdfText(chosen.rawPayload)).text).toContain('Cleaning services report');
    const byClient = await app.inject({
      method: 'POST',
      url: '/api/reports/',
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: body,
    });
    const spanish = (await pdfText(byClient.rawPayload)).text;
    expect(spanish).toContain('Reporte de servicios de limpieza');
    expect(spanish).toContain('1 limpieza completada');
    expect(spanish).toMatch(/Página 1 de 1/);
    expect(spanish).toContain('10 feb 2027');
  });
});
