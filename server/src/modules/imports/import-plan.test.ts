import { describe, expect, it } from 'vitest';
import { render } from '../../i18n/text';
import { checkSheet, checkSheetInSlices, planImport, type ExistingProperty } from './import-plan';
import type { ParsedSheet, SheetRow } from './parse-sheet';

const sheet = (rows: SheetRow[], columns: ParsedSheet['columns'] = {}): ParsedSheet => ({
  rows,
  ignoredHeaders: [],
  columns,
});
const base = { client_price: 100, worker_payment: 10000, state: 'Limón' };
const stored: ExistingProperty = {
  id: 7,
  fields: {
    name: 'Casa Azul',
    client_price: 90,
    worker_payment: 9000,
    supervisor_payment: 0,
    state: 'Limón',
    city: 'Cahuita',
    street_address: '',
    zip_code: '',
    region: '',
    bedrooms: 2,
    bathrooms: 1,
    entry_method: '',
    entry_method_description: '',
    cabinet_code: '12',
    laundry_type: '',
    laundry_type_description: '',
    note: '',
    google_maps_address: '',
    google_drive_folder_url: '',
    details: '',
  },
};

describe('planImport row errors read like a person wrote them', () => {
  it.each([
    [{ bedrooms: 1.5 }, 'Row 2: bedrooms must be a whole number'],
    [{ bedrooms: 'tres' }, 'Row 2: Habitaciones must be a number'],
    [{ bedrooms: 300 }, 'Row 2: Habitaciones must be at most 100'],
    [{ client_price: -5 }, 'Row 2: client price must be zero or more'],
    [{ bathrooms: 1.2 }, 'Row 2: bathrooms must be a whole or half number (like 2 or 2.5)'],
    [{ cabinet_code: 'x'.repeat(101) }, 'Row 2: cabinet code is longer than 100 characters'],
    [
      { google_drive_folder_url: 'carpeta' },
      'Row 2: google drive folder url must be a web address starting with https://',
    ],
  ])('%o -> %s', (values, message) => {
    const columns = 'bedrooms' in values && values.bedrooms !== 1.5 ? { bedrooms: 'Habitaciones' } : {};
    const plan = planImport(sheet([{ row: 2, values: { name: 'Casa Nueva', ...base, ...values } }], columns), []);
    expect(plan.errors.map((e) => render('en', e.message))).toEqual([message]);
  });

  it('says them in Spanish too', () => {
    const plan = planImport(
      sheet([{ row: 3, values: { name: 'Casa Nueva', ...base, bedrooms: 'tres' } }], { bedrooms: 'Habitaciones' }),
      [],
    );
    expect(plan.errors.map((e) => render('es', e.message))).toEqual(['Fila 3: Habitaciones debe ser un número']);
  });
});

describe('planImport against stored properties', () => {
  it('updates only what differs, as numbers or text, and says which rows change nothing', () => {
    const plan = planImport(
      sheet([{ row: 2, values: { name: 'casa azul', cabinet_code: '12', bedrooms: '2', city: 'Puerto Viejo' } }]),
      [stored],
    );
    expect(plan.update).toEqual([
      {
        row: 2,
        id: 7,
        fields: { ...stored.fields, name: 'casa azul', cabinet_code: '12', bedrooms: 2, city: 'Puerto Viejo' },
        changes: [
          { field: 'name', column: 'name', old: 'Casa Azul', new: 'casa azul' },
          { field: 'city', column: 'city', old: 'Cahuita', new: 'Puerto Viejo' },
        ],
      },
    ]);
    expect(planImport(sheet([{ row: 2, values: { name: 'Casa Azul', bedrooms: 2 } }]), [stored]).unchanged).toEqual([
      { row: 2, id: 7, name: 'Casa Azul' },
    ]);
  });

  it('creates the others with defaults for the columns they leave out', () => {
    const plan = planImport(sheet([{ row: 3, values: { name: 'Casa Roja', ...base } }]), [stored]);
    expect(plan.create).toEqual([
      { row: 3, fields: expect.objectContaining({ name: 'Casa Roja', bedrooms: 0, city: '', supervisor_payment: 0 }) },
    ]);
  });
});

describe('checking a big sheet', () => {
  it('pauses every 500 rows, so the server answers others meanwhile, and checks each row as checkSheet does', async () => {
    const rows: SheetRow[] = Array.from({ length: 2_000 }, (_, i) => ({
      row: i + 2,
      values: { name: `Casa ${i % 1_500}`, ...base, bedrooms: i % 7 === 0 ? 'tres' : 2 },
    }));
    let pauses = 0;
    const checked = await checkSheetInSlices(sheet(rows), async () => {
      pauses++;
    });
    expect(pauses).toBe(4);
    expect(checked).toEqual(checkSheet(sheet(rows)));
    expect(checked.rows.filter((r) => r.nameError)).toHaveLength(500);
    expect(checked.rows.filter((r) => !r.nameError && r.errors.length > 0)).toHaveLength(215);
  });
});
