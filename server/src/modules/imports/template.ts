import type { ImportField } from './parse-sheet';

/** One example property, as a user would type it. */
const EXAMPLE: Record<ImportField, string | number> = {
  name: 'Casa Azul',
  client_price: 120,
  worker_payment: 15000,
  supervisor_payment: 5000,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: '200 m norte de la playa',
  zip_code: '50309',
  region: 'Costa Pacífica',
  bedrooms: 3,
  bathrooms: 2.5,
  entry_method: 'Lockbox',
  entry_method_description: 'Caja junto a la puerta principal',
  cabinet_code: '4821',
  laundry_type: 'On site',
  laundry_type_description: 'Lavadora en la terraza',
  note: 'https://example.com/instrucciones-lavanderia',
  google_maps_address: 'https://maps.google.com/?q=Tamarindo',
  google_drive_folder_url: 'https://drive.google.com/drive/folders/example',
  details: 'Reponer café y revisar toallas.',
};

/** The import template: a header row of property field names and one example row, as .xlsx bytes. */
export async function buildImportTemplate(): Promise<Buffer> {
  // Loaded on first use: exceljs is large and most server starts never need it.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Turnover ops';
  const sheet = book.addWorksheet('Properties', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = (Object.keys(EXAMPLE) as ImportField[]).map((field) => ({
    header: field,
    key: field,
    width: Math.max(14, field.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE);
  // Codes and postal codes stay text, so a leading zero survives.
  for (const key of ['zip_code', 'cabinet_code'] as const) sheet.getColumn(key).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}
