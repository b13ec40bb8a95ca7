import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectSpreadsheet } from './file-kind';
import { fieldForHeader, normalizeHeader, parseSheet } from './parse-sheet';
import { checkUnpackedSize } from './zip-limits';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets', name));
const parse = (bytes: Uint8Array, maxRows = 20_000) => parseSheet(bytes, { maxRows });

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('headers', () => {
  it('ignore case, spaces, underscores, accents and little words', () => {
    expect(normalizeHeader('Código de Gabinete')).toBe('codigogabinete');
    expect(fieldForHeader('CLIENT_PRICE')).toBe('client_price');
    expect(fieldForHeader('Client Price')).toBe('client_price');
    expect(fieldForHeader('  código postal ')).toBe('zip_code');
    expect(fieldForHeader('Descripción método de entrada')).toBe('entry_method_description');
    expect(fieldForHeader('Pago limpieza')).toBe('worker_payment');
    expect(fieldForHeader('Estado')).toBe('state');
    expect(fieldForHeader('Baños')).toBe('bathrooms');
    expect(fieldForHeader('Colour')).toBeUndefined();
  });
});

describe('detectSpreadsheet (by content, not name)', () => {
  it('knows a zip, an OLE2 file and anything else', () => {
    expect(detectSpreadsheet(fixture('propiedades-es.xlsx'))).toBe('xlsx');
    expect(detectSpreadsheet(fixture('properties.xls'))).toBe('xls');
    expect(detectSpreadsheet(fixture('not-a-spreadsheet.xlsx'))).toBeNull();
    expect(detectSpreadsheet(new Uint8Array([0x50, 0x4b]))).toBeNull();
  });
});

describe('parseSheet', () => {
  it('reads Spanish headers, skips blank rows and numbers the rows as the spreadsheet does', () => {
    const { rows, ignoredHeaders, columns } = parse(fixture('propiedades-es.xlsx'));
    expect(rows.map((r) => [r.row, r.values.name])).toEqual([
      [2, 'Villa Mar'],
      [4, 'Casa Colibrí'],
      [5, 'Loft Arenal'],
    ]);
    expect(rows[0]?.values).toMatchObject({
      client_price: 150,
      worker_payment: 18000,
      supervisor_payment: 5000,
      state: 'Guanacaste',
      street_address: '100 m sur del Super Tamarindo',
      zip_code: '50309',
      region: 'Costa Pacífica',
      bathrooms: 2.5,
      cabinet_code: '4821',
      note: 'https://example.com/lavanderia/villa-mar',
      google_drive_folder_url: 'https://drive.google.com/drive/folders/villa-mar',
      details: 'Reponer café y revisar toallas.',
    });
    // A blank cell is left out: an update keeps the stored value, a creation takes the default.
    expect(rows[1]?.values).not.toHaveProperty('supervisor_payment');
    expect(rows[1]?.values).not.toHaveProperty('note');
    expect(rows[1]?.values).toMatchObject({ cabinet_code: '0077' });
    expect(ignoredHeaders).toEqual(['Observaciones internas']);
    expect(columns).toMatchObject({ name: 'Nombre', client_price: 'Precio Cliente', bathrooms: 'Baños' });
  });

  it('reads the first sheet of an .xls file', () => {
    const { rows } = parse(fixture('properties.xls'));
    expect(rows).toEqual([
      {
        row: 2,
        values: {
          name: 'Ocean View',
          client_price: 200,
          worker_payment: 20000,
          state: 'Guanacaste',
          city: 'Nosara',
          bedrooms: 4,
          bathrooms: 3,
          cabinet_code: '1234',
        },
      },
      {
        row: 3,
        values: {
          name: 'Palm Cottage',
          client_price: 75,
          worker_payment: 9000,
          state: 'Limón',
          city: 'Puerto Viejo',
          bedrooms: 1,
          bathrooms: 1,
          cabinet_code: 'A-9',
        },
      },
    ]);
  });

  it.each([
    ['empty-sheet.xlsx', 'The first sheet is empty.'],
    ['unknown-headers.xlsx', /No column of the first row matches a property field/],
    ['not-a-spreadsheet.xlsx', 'Only .xlsx and .xls spreadsheets can be imported.'],
  ])('refuses %s with a clear message', (name, message) => {
    expect(() => parse(fixture(name))).toThrow(message);
  });

  it('needs only the name column: the others change what they name', async () => {
    expect(
      parse(
        await workbook([
          ['nombre', 'ciudad'],
          ['Casa', 'Nosara'],
        ]),
      ).rows,
    ).toEqual([{ row: 2, values: { name: 'Casa', city: 'Nosara' } }]);
    const bytes = await workbook([
      ['ciudad', 'baños'],
      ['Nosara', 2],
    ]);
    expect(() => parse(bytes)).toThrow(
      'The first row has no name column (name, or nombre): properties are matched by their name.',
    );
  });

  it('refuses a file with headers but no rows', async () => {
    const bytes = await workbook([['name', 'client_price', 'worker_payment', 'state']]);
    expect(() => parse(bytes)).toThrow('The file has headers but no property rows.');
  });

  it('stops at the row limit', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => [`Casa ${i}`, 100, 1000, 'Limón']);
    const bytes = await workbook([['name', 'client_price', 'worker_payment', 'state'], ...rows]);
    expect(parse(bytes, 6).rows).toHaveLength(6);
    expect(() => parse(bytes, 5)).toThrow('The file has more than 5 rows; split it into smaller files.');
  });

  it('refuses a zip bomb before unpacking it, and a truncated zip', () => {
    const bomb = fixture('zip-bomb.xlsx');
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(() => parse(bomb)).toThrow(
      'The file unpacks to more than 64 MB, too large to read; split it into smaller files.',
    );
    const good = fixture('propiedades-es.xlsx');
    expect(checkUnpackedSize(good)).toBeGreaterThan(good.length);
    expect(() => parse(good.subarray(0, 3000))).toThrow('The file could not be read as a spreadsheet.');
  });

  it('refuses an archive whose entry runs past its declared compressed size (the reader would unpack it all)', () => {
    const bytes = new Uint8Array(fixture('propiedades-es.xlsx'));
    const view = new DataView(bytes.buffer);
    let at = bytes.length - 22;
    while (view.getUint32(at, true) !== 0x06054b50) at--;
    at = view.getUint32(at + 16, true); // the first central directory entry
    while (view.getUint16(at + 10, true) !== 8 || view.getUint32(at + 20, true) < 100) {
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    view.setUint32(at + 20, 10, true);
    expect(() => checkUnpackedSize(bytes)).toThrow(Error);
    expect(() => parse(bytes)).toThrow('The file could not be read as a spreadsheet.');
  });
});
