import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, multipart, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { importJournal, properties } from '../../db/schema/properties';
import {
  importableProperties,
  insertPropertiesWithoutPhotos,
  replacePropertiesFields,
} from '../properties/properties.service';
import * as journal from './imports.queries';
import { undoUnfinishedImports, WRITE_SLICE } from './imports.service';
import { parseSheet } from './parse-sheet';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets', name));
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');

type Who = { auth: Record<string, string> };
const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer }, who: Who = admin) => {
  const body = multipart(
    fields,
    file && { ...file, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  );
  return app.inject({
    method: 'POST',
    url: '/api/houses/import_excel',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
};
const importFile = (clientId: number, name: string, who?: Who) =>
  upload({ client_id: String(clientId) }, { name, content: fixture(name) }, who);
const housesOf = async (clientId: number) =>
  (await app.inject({ method: 'GET', url: `/api/houses/client/${clientId}`, headers: admin.auth })).json();

describe('POST /houses/import_excel', () => {
  it('imports an .xlsx with Spanish headers for the chosen client', async () => {
    const client = await createClient(db);
    const res = await importFile(client.id, 'propiedades-es.xlsx');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    expect(body.properties.map((p: { name: string }) => p.name)).toEqual(['Villa Mar', 'Casa Colibrí', 'Loft Arenal']);
    const houses = await housesOf(client.id);
    expect(houses.map((h: { id: number }) => h.id).sort()).toEqual(
      body.properties.map((p: { id: number }) => p.id).sort(),
    );
    expect(houses.find((h: { name: string }) => h.name === 'Villa Mar')).toMatchObject({
      client_id: client.id,
      client_price: 150,
      worker_payment: 18000,
      supervisor_payment: 5000,
      state: 'Guanacaste',
      city: 'Tamarindo',
      street_address: '100 m sur del Super Tamarindo',
      zip_code: '50309',
      bedrooms: 3,
      bathrooms: 2.5,
      entry_method: 'Lockbox',
      cabinet_code: '4821',
      laundry_type_description: 'Lavadora en la terraza',
      note: 'https://example.com/lavanderia/villa-mar',
      google_maps_address: 'https://maps.google.com/?q=Villa+Mar',
      google_drive_folder_url: 'https://drive.google.com/drive/folders/villa-mar',
      details: 'Reponer café y revisar toallas.',
      images: [],
    });
    expect(houses.find((h: { name: string }) => h.name === 'Casa Colibrí')).toMatchObject({
      supervisor_payment: 0,
      cabinet_code: '0077',
      bathrooms: 1,
    });
  });

  it('imports an .xls file', async () => {
    const client = await createClient(db);
    const res = await importFile(client.id, 'properties.xls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      updated: 0,
      properties: [{ name: 'Ocean View' }, { name: 'Palm Cottage' }],
    });
    expect((await housesOf(client.id)).find((h: { name: string }) => h.name === 'Ocean View')).toMatchObject({
      bedrooms: 4,
      cabinet_code: '1234',
    });
  });

  it('updates properties with the same name (any case) instead of duplicating them, keeping their photos', async () => {
    const client = await createClient(db);
    const photo = [{ url: 'https://img.example.com/villa.jpg' }];
    const existing = (
      await app.inject({
        method: 'POST',
        url: '/api/houses/',
        headers: admin.auth,
        payload: propertyBody(client.id, { name: 'VILLA MAR', client_price: 1, images: photo }),
      })
    ).json();
    const other = await createClient(db);
    await app.inject({
      method: 'POST',
      url: '/api/houses/',
      headers: admin.auth,
      payload: propertyBody(other.id, { name: 'Loft Arenal' }),
    });

    const first = (await importFile(client.id, 'propiedades-es.xlsx')).json();
    expect(first).toMatchObject({ created: 2, updated: 1 });
    expect(first.properties[0]).toEqual({ id: existing.id, name: 'Villa Mar' });
    const again = (await importFile(client.id, 'propiedades-es.xlsx')).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(again.properties).toEqual(first.properties);
    const houses = await housesOf(client.id);
    expect(houses).toHaveLength(3);
    expect(houses.find((h: { id: number }) => h.id === existing.id)).toMatchObject({
      name: 'Villa Mar',
      client_price: 150,
      images: photo,
    });
    expect(await housesOf(other.id)).toHaveLength(1);
  });

  it('imports nothing from a file with bad rows and says what is wrong with each, as a person would', async () => {
    const client = await createClient(db);
    const res = await importFile(client.id, 'bad-rows.xlsx');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toBe('Nothing was imported: rows 3, 4, 5, 6 have errors.');
    expect(body.errors).toEqual([
      { field: 'row 3: name', message: 'Row 3: name is required' },
      { field: 'row 4: client_price', message: 'Row 4: client_price must be a number' },
      { field: 'row 5: bathrooms', message: 'Row 5: bathrooms must be a whole or half number (like 2 or 2.5)' },
      {
        field: 'row 5: google_drive_folder_url',
        message: 'Row 5: google_drive_folder_url must be a web address starting with https://',
      },
      { field: 'row 6: name', message: 'Row 6: name "Good House" is also on row 2' },
    ]);
    expect(await housesOf(client.id)).toEqual([]);
  });

  it.each([
    ['empty-sheet.xlsx', 'The first sheet is empty.'],
    ['unknown-headers.xlsx', /No column of the first row matches a property field/],
    ['zip-bomb.xlsx', /unpacks to more than 64 MB/],
  ])('refuses %s with a 422 and a clear detail', async (name, detail) => {
    const client = await createClient(db);
    const res = await importFile(client.id, name);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(detail);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a cell holding a control character (`_x0000_`, a NUL) by the one text rule, importing nothing', async () => {
    const client = await createClient(db);
    const sheet = XLSX.utils.aoa_to_sheet([
      ['name', 'client_price', 'worker_payment', 'state', 'details'],
      ['Casa Buena', 100, 200, 'Guanacaste', 'two\nlines are fine here'],
      ['Casa\u0000Nul', 100, 200, 'Guanacaste', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await upload({ client_id: String(client.id) }, { name: 'nul.xlsx', content });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Nothing was imported: row 3 has errors.');
    expect(res.json().errors).toEqual([
      {
        field: 'row 3: name',
        message: 'Row 3: name must be one line of text, without control characters such as NUL, tab or line breaks',
      },
    ]);
    expect(await housesOf(client.id)).toEqual([]);
  });

  it('answers a client id beyond the database range, and a truncated form, with 4xx', async () => {
    const huge = await importFile(2_147_483_648, 'propiedades-es.xlsx');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors[0].field).toBe('client_id');
    const { payload, headers } = multipart(
      { client_id: '1' },
      { name: 'p.xlsx', content: fixture('propiedades-es.xlsx') },
    );
    const cut = await app.inject({
      method: 'POST',
      url: '/api/houses/import_excel',
      payload: payload.subarray(0, payload.length - 100),
      headers: { ...headers, ...admin.auth },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/incomplete or malformed/);
  });

  it('checks the content, not the name: a text file named .xlsx is 415', async () => {
    const client = await createClient(db);
    const res = await importFile(client.id, 'not-a-spreadsheet.xlsx');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Only .xlsx and .xls spreadsheets can be imported.');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const client = await createClient(db);
    const big = Buffer.concat([fixture('propiedades-es.xlsx'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload({ client_id: String(client.id) }, { name: 'big.xlsx', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The file is larger than 10 MB.');
  });

  it('requires the client and the file with the spec texts', async () => {
    const file = { name: 'p.xlsx', content: fixture('propiedades-es.xlsx') };
    const noClient = await upload({}, file);
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json()).toEqual({
      detail: 'Client ID is required',
      errors: [{ field: 'client_id', message: 'Client ID is required' }],
    });
    const client = await createClient(db);
    const noFile = await upload({ client_id: String(client.id) });
    expect(noFile.json()).toEqual({
      detail: 'File is required',
      errors: [{ field: 'file', message: 'File is required' }],
    });
    const neither = await upload({ client_id: ' ' });
    expect(neither.json().errors.map((e: { field: string }) => e.field)).toEqual(['client_id', 'file']);
    expect((await upload({ client_id: 'abc' }, file)).json().detail).toBe('Client ID must be a number');
  });

  it('refuses a client that does not exist', async () => {
    const res = await importFile(999_999, 'propiedades-es.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: 'The chosen client does not exist.', errors: [{ field: 'client_id' }] });
  });

  it('wants a multipart form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/houses/import_excel',
      headers: admin.auth,
      payload: { client_id: 1 },
    });
    expect(res.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const client = await createClient(db);
    for (const role of ['supervisor', 'employee'] as const) {
      const who = await signedIn(app, db, role);
      expect((await importFile(client.id, 'propiedades-es.xlsx', who)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/api/houses/import_template', headers: who.auth })).statusCode,
      ).toBe(403);
    }
    expect(await housesOf(client.id)).toEqual([]);
  });
});

describe('GET /houses/import_template', () => {
  it('downloads an .xlsx whose headers and example row import as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/houses/import_template', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="properties-template.xlsx"');
    const { rows, ignoredHeaders } = parseSheet(res.rawPayload, { maxRows: 10 });
    expect(ignoredHeaders).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.values)).toHaveLength(20);
    const client = await createClient(db);
    const imported = await upload(
      { client_id: String(client.id) },
      { name: 'properties-template.xlsx', content: res.rawPayload },
    );
    expect(imported.json()).toMatchObject({ created: 1, properties: [{ name: 'Casa Azul' }] });
    expect((await housesOf(client.id))[0]).toMatchObject({
      zip_code: '50309',
      bathrooms: 2.5,
      supervisor_payment: 5000,
    });
  });
});

describe('partial sheets and the preview', () => {
  async function sheet(rows: unknown[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Propiedades');
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const send = (clientId: number, content: Buffer, fields: Record<string, string> = {}, query = '') => {
    const body = multipart(
      { client_id: String(clientId), ...fields },
      { name: 'partial.xlsx', content, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    );
    return app.inject({
      method: 'POST',
      url: `/api/houses/import_excel${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
  };
  type House = {
    id: number;
    name: string;
    bathrooms: number;
    city: string;
    note: string;
    client_price: number;
    cabinet_code: string;
  };
  const byName = async (clientId: number) => new Map(((await housesOf(clientId)) as House[]).map((h) => [h.name, h]));

  it('changes only the columns present on a matched property; a blank cell keeps the stored value', async () => {
    const client = await createClient(db);
    await importFile(client.id, 'propiedades-es.xlsx');
    const before = await byName(client.id);
    const file = await sheet([
      ['Nombre', 'Baños', 'Ciudad', 'Notas'],
      ['Villa Mar', 3, '', ''],
      ['Casa Colibrí', '', 'Jacó Centro', null],
      ['Loft Arenal', 1.5, 'La Fortuna', ''],
    ]);
    const res = await send(client.id, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    const after = await byName(client.id);
    expect(after.get('Villa Mar')).toEqual({ ...before.get('Villa Mar'), bathrooms: 3 });
    expect(after.get('Casa Colibrí')).toEqual({ ...before.get('Casa Colibrí'), city: 'Jacó Centro' });
    expect(after.get('Loft Arenal')).toEqual(before.get('Loft Arenal'));
  });

  it('a new property needs its required columns; the error names the column as the sheet does', async () => {
    const client = await createClient(db);
    const res = await send(
      client.id,
      await sheet([
        ['Nombre', 'Ciudad'],
        ['Casa Nueva', 'Nosara'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 2: client price is required for a new property',
      'Row 2: worker payment is required for a new property',
      'Row 2: state is required for a new property',
    ]);
  });

  it('dry_run=true answers what would be created and changed (old and new values) and the row errors, writing nothing', async () => {
    const client = await createClient(db);
    await importFile(client.id, 'propiedades-es.xlsx');
    const before = await housesOf(client.id);
    const file = await sheet([
      ['Nombre', 'Precio cliente', 'Pago trabajador', 'Provincia', 'Baños', 'Color'],
      ['villa mar', 160, '', '', 2.5, 'azul'],
      ['Casa Colibrí', 95.5, '', '', '', ''],
      ['Casa Nueva', 70, 9000, 'Limón', 1, ''],
      ['Casa Rota', 70, 9000, 'Limón', 'dos', ''],
    ]);
    for (const [fields, query] of [
      [{ dry_run: 'true' }, ''],
      [{}, '?dry_run=true'],
    ] as const) {
      const res = await send(client.id, file, fields, query);
      expect(res.statusCode).toBe(200);
      const villa = before.find((h: { name: string }) => h.name === 'Villa Mar');
      expect(res.json()).toEqual({
        dry_run: true,
        to_create: [{ row: 4, name: 'Casa Nueva' }],
        to_update: [
          {
            row: 2,
            id: villa.id,
            name: 'villa mar',
            changes: [
              { field: 'name', column: 'Nombre', old: 'Villa Mar', new: 'villa mar' },
              { field: 'client_price', column: 'Precio cliente', old: 150, new: 160 },
            ],
          },
        ],
        unchanged: [{ row: 3, id: expect.any(Number), name: 'Casa Colibrí' }],
        errors: [{ row: 5, field: 'bathrooms', column: 'Baños', message: 'Row 5: Baños must be a number' }],
        ignored_columns: ['Color'],
      });
    }
    expect(await housesOf(client.id)).toEqual(before);
    // Without dry_run the same file imports nothing: it has a bad row.
    expect((await send(client.id, file)).statusCode).toBe(422);
    expect(await housesOf(client.id)).toEqual(before);
  });
});

describe('what an import reads of the client', () => {
  it("only the client's properties its rows name (any case), not every one it has", async () => {
    const client = await createClient(db);
    await db
      .insert(properties)
      .values(Array.from({ length: 40 }, (_, i) => ({ clientId: client.id, name: `Casa ${i}` })));
    await db.insert(properties).values({ clientId: client.id, name: 'Casa 40', archivedAt: new Date() });
    const read = await importableProperties(db, client.id, ['casa 3', 'CASA 17', 'Casa 40', 'Casa Nueva']);
    expect(read.map((p) => p.fields.name)).toEqual(['Casa 3', 'Casa 17']);
    expect(await importableProperties(db, client.id, [])).toEqual([]);
  });
});

describe('an import written in slices (docs/decisions/0041)', () => {
  const HEADERS = ['Nombre', 'Precio Cliente', 'Pago Trabajador', 'Provincia', 'Notas'];
  async function book(rows: unknown[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Propiedades');
    ws.addRow(HEADERS);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  const send = (clientId: number, content: Buffer) =>
    upload({ client_id: String(clientId) }, { name: 'slices.xlsx', content });
  const stored = async (clientId: number) =>
    (
      await db
        .select()
        .from(properties)
        .where(sql`${properties.clientId} = ${clientId}`)
        .orderBy(properties.id)
    ).map((p) => ({
      id: p.id,
      name: p.name,
      note: p.note,
      clientPrice: p.clientPrice,
      archived: p.archivedAt !== null,
    }));
  const journalOf = async (clientId: number) =>
    db
      .select()
      .from(importJournal)
      .where(sql`${importJournal.clientId} = ${clientId}`);

  it('a row failing in the last slice leaves nothing imported: no property created, changed ones as they were', async () => {
    const client = await createClient(db);
    await send(
      client.id,
      await book([
        ['Casa A', 100, 15000, 'Guanacaste', 'antes A'],
        ['Casa B', 100, 15000, 'Guanacaste', 'antes B'],
      ]),
    );
    const before = await stored(client.id);
    // More rows than two slices of creations, and the two existing ones changed first; the database refuses
    // the very last row (a trigger standing for any failure while writing).
    const rows = [
      ['casa a', 120, 15000, 'Guanacaste', 'después A'],
      ['Casa B', 130, 15000, 'Guanacaste', 'después B'],
      ...Array.from({ length: 2 * WRITE_SLICE }, (_, i) => [`Nueva ${i}`, 90, 12000, 'Limón', '']),
      ['Falla al final', 90, 12000, 'Limón', ''],
    ];
    await db.execute(
      sql.raw(`create function refuse_last_row() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_last_row before insert on properties for each row
        when (new.name = 'Falla al final') execute function refuse_last_row()`),
    );
    try {
      const res = await send(client.id, await book(rows));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_last_row on properties'));
      await db.execute(sql.raw('drop function refuse_last_row()'));
    }
    expect(await stored(client.id)).toEqual(before);
    expect(await journalOf(client.id)).toEqual([]);
    // The same file without the refusal imports whole.
    const res = await send(client.id, await book(rows));
    expect(res.json()).toMatchObject({ created: 2 * WRITE_SLICE + 1, updated: 2, unchanged: 0 });
    const after = await stored(client.id);
    expect(after).toHaveLength(2 * WRITE_SLICE + 3);
    expect(after.find((p) => p.id === before[0]!.id)).toMatchObject({
      name: 'casa a',
      note: 'después A',
      clientPrice: 120,
    });
    expect(await journalOf(client.id)).toEqual([]);
  });

  it('undoes an import a stopped process left midway: what it created goes, what it changed gets its fields back', async () => {
    const client = await createClient(db);
    await send(client.id, await book([['Casa Vieja', 100, 15000, 'Guanacaste', 'como estaba']]));
    const [old] = await stored(client.id);
    // What the first slices of an import leave before its process dies: properties written, each noted in the journal.
    const [row] = await db
      .select()
      .from(properties)
      .where(sql`${properties.id} = ${old!.id}`);
    const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, ...previous } = row!;
    await replacePropertiesFields(db, [
      {
        id: old!.id,
        input: {
          ...(await importableProperties(db, client.id, ['Casa Vieja']))[0]!.fields,
          note: 'a medias',
          client_id: client.id,
        },
      },
    ]);
    const created = await insertPropertiesWithoutPhotos(db, [
      {
        ...(await importableProperties(db, client.id, ['Casa Vieja']))[0]!.fields,
        name: 'Casa a medias',
        client_id: client.id,
      },
    ]);
    await journal.insertImportJournal(db, client.id, [
      { propertyId: old!.id, previous },
      { propertyId: created[0]!, previous: null },
    ]);
    // A property the import changed and an admin deleted before the undo stays deleted.
    const [gone] = await insertPropertiesWithoutPhotos(db, [
      {
        ...(await importableProperties(db, client.id, ['Casa Vieja']))[0]!.fields,
        name: 'Borrada',
        client_id: client.id,
      },
    ]);
    await journal.insertImportJournal(db, client.id, [
      { propertyId: gone!, previous: { ...previous, name: 'Borrada' } },
    ]);
    await db.delete(properties).where(sql`${properties.id} = ${gone!}`);
    expect(await stored(client.id)).toHaveLength(2);

    await undoUnfinishedImports(db);
    expect(await stored(client.id)).toEqual([old]);
    expect(await journalOf(client.id)).toEqual([]);
  });

  it('two imports of the same new names into one client wait for each other: no name is created twice', async () => {
    const client = await createClient(db);
    const file = await book(Array.from({ length: WRITE_SLICE + 10 }, (_, i) => [`Doble ${i}`, 90, 12000, 'Limón', '']));
    const [first, second] = await Promise.all([send(client.id, file), send(client.id, file)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const created = [first.json().created, second.json().created].sort((a, b) => a - b);
    expect(created).toEqual([0, WRITE_SLICE + 10]);
    expect(await stored(client.id)).toHaveLength(WRITE_SLICE + 10);
  });
});
