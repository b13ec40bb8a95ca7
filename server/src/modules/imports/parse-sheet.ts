// Pure parsing of an untrusted spreadsheet: bytes in, property rows out. No I/O, no database.
// It runs inside a worker thread (parse-worker.ts) with memory and time limits; tests call it directly.
import * as XLSX from '@e965/xlsx';
import type { PropertyInput, PropertyTimingField } from '@common/contracts/properties';
import { detectSpreadsheet } from './file-kind';
import { checkUnpackedSize, MAX_UNPACKED_BYTES, UnpackedTooLarge } from './zip-limits';
import { text, TextError } from '../../i18n/text';

/** The property fields a spreadsheet column can fill (the client comes from the form, photos never). */
export type ImportField = Exclude<keyof PropertyInput, 'client_id' | 'images' | PropertyTimingField>;
export type SheetValue = string | number;
/** One data row: its spreadsheet row number (1-based) and the non-blank values of the matched columns. */
export type SheetRow = { row: number; values: Partial<Record<ImportField, SheetValue>> };
/** The rows, the headers no field answers to, and each matched field's header as the sheet writes it. */
export type ParsedSheet = { rows: SheetRow[]; ignoredHeaders: string[]; columns: Partial<Record<ImportField, string>> };

/** A file that is not a usable property sheet; the message is safe to show to the user. */
export class SheetError extends TextError {}

/** Numeric columns. */
export const NUMERIC_FIELDS = new Set<ImportField>([
  'client_price',
  'worker_payment',
  'supervisor_payment',
  'bedrooms',
  'bathrooms',
]);

/** Header names each field answers to, besides its own name (Spanish first, then plain English). */
export const HEADER_ALIASES: Record<ImportField, string[]> = {
  name: ['nombre', 'nombre propiedad', 'propiedad', 'property', 'property name', 'house'],
  client_price: ['precio cliente', 'precio', 'price'],
  worker_payment: ['pago trabajador', 'pago limpieza', 'pago empleado', 'housekeeper payment', 'cleaning payment'],
  supervisor_payment: ['pago supervisor'],
  state: ['provincia', 'estado'],
  city: ['ciudad'],
  street_address: ['dirección', 'address', 'street'],
  zip_code: ['código postal', 'zip', 'postal code'],
  region: ['región', 'zona'],
  bedrooms: ['habitaciones', 'dormitorios', 'cuartos'],
  bathrooms: ['baños'],
  entry_method: ['método de entrada', 'método entrada'],
  entry_method_description: ['descripción método de entrada', 'descripción de entrada'],
  cabinet_code: ['código gabinete', 'código de gabinete'],
  laundry_type: ['tipo lavandería', 'tipo de lavandería', 'lavandería'],
  laundry_type_description: ['descripción lavandería', 'descripción de lavandería'],
  note: ['nota', 'notas', 'instrucciones', 'instrucciones lavandería', 'laundry instructions'],
  google_maps_address: ['dirección google maps', 'google maps', 'maps'],
  google_drive_folder_url: ['carpeta google drive', 'google drive', 'drive'],
  details: ['detalles', 'detalle'],
};

/** The fields in template order. */
export const IMPORT_FIELDS = Object.keys(HEADER_ALIASES) as ImportField[];

const STOP_WORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'the', 'of']);

/** A header reduced for matching: no accents, case, spaces, underscores or little words ("de"). */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word))
    .join('');
}

const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    [field, ...HEADER_ALIASES[field]].map((name) => [normalizeHeader(name), field] as const),
  ),
);

/** The field a header names, if any. */
export function fieldForHeader(header: unknown): ImportField | undefined {
  return typeof header === 'string' || typeof header === 'number'
    ? FIELD_BY_HEADER.get(normalizeHeader(String(header)))
    : undefined;
}

function cellValue(cell: XLSX.CellObject | undefined): SheetValue | undefined {
  const v = cell?.v;
  if (v === undefined || v === null || cell?.t === 'e') return undefined;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return cell?.w ?? String(v);
}

/**
 * Text fields take numbers as text (a cabinet code 1234). A blank cell is left out: on an update it
 * keeps the stored value, on a creation the default applies.
 */
function fieldValue(field: ImportField, raw: SheetValue | undefined): SheetValue | undefined {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  return NUMERIC_FIELDS.has(field) ? raw : String(raw);
}

const UNREADABLE = text('import.unreadable');

function checkZip(bytes: Uint8Array): void {
  try {
    checkUnpackedSize(bytes);
  } catch (err) {
    if (!(err instanceof UnpackedTooLarge)) throw new SheetError(UNREADABLE);
    const mb = MAX_UNPACKED_BYTES / 1024 / 1024;
    throw new SheetError(text('import.unpacksTooLarge', { mb }));
  }
}

function firstSheet(bytes: Uint8Array, maxRows: number): XLSX.WorkSheet {
  if (detectSpreadsheet(bytes) === 'xlsx') checkZip(bytes);
  let book: XLSX.WorkBook;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // sheetRows stops reading after the row limit; formulas, styles and macros are not wanted.
    book = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      sheetRows: maxRows + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw new SheetError(UNREADABLE);
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) throw new SheetError(text('import.noSheet'));
  return sheet;
}

/** Reads the first sheet: first row = headers matched to property fields, each later row one property. */
export function parseSheet(bytes: Uint8Array, { maxRows }: { maxRows: number }): ParsedSheet {
  if (!detectSpreadsheet(bytes)) throw new SheetError(text('import.onlySpreadsheets'));
  const sheet = firstSheet(bytes, maxRows);
  const data = sheet['!data'] ?? [];
  const headerIndex = data.findIndex((cells) => cells?.some((cell) => cellValue(cell) !== undefined));
  if (headerIndex < 0) throw new SheetError(text('import.emptySheet'));

  const columns = new Map<number, ImportField>();
  const labels: ParsedSheet['columns'] = {};
  const ignoredHeaders: string[] = [];
  (data[headerIndex] ?? []).forEach((cell, index) => {
    const header = cellValue(cell);
    const field = fieldForHeader(header);
    if (field && !labels[field]) {
      columns.set(index, field);
      labels[field] = String(header).trim();
    } else if (header !== undefined) ignoredHeaders.push(String(header));
  });
  if (columns.size === 0) {
    throw new SheetError(text('import.noColumns'));
  }
  // Properties are matched by name; every other column is optional (only the columns present change).
  if (!labels.name) throw new SheetError(text('import.noNameColumn'));

  const rows: SheetRow[] = [];
  for (let r = headerIndex + 1; r < data.length; r++) {
    const cells = data[r] ?? [];
    const values: SheetRow['values'] = {};
    let empty = true;
    for (const [index, field] of columns) {
      const value = fieldValue(field, cellValue(cells[index]));
      if (value === undefined) continue;
      empty = false;
      values[field] = value;
    }
    if (empty) continue;
    if (rows.length >= maxRows) throw new SheetError(text('import.tooManyRows', { max: maxRows }));
    rows.push({ row: r + 1, values });
  }
  if (rows.length === 0) throw new SheetError(text('import.noRows'));
  return { rows, ignoredHeaders, columns: labels };
}
