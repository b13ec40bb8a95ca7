import { CLIENT_ID_REQUIRED, FILE_REQUIRED, importClientId, type ImportHousesResponse } from '@common/contracts/imports';
import { propertyInput, type PropertyInput } from '@common/contracts/properties';
import type { Db } from '../../db/client';
import { AppError, type FieldError } from '../../errors';
import { insertPropertiesWithoutPhotos, propertyIdsByName, replacePropertiesFields, requireClient } from '../properties/properties.service';
import { detectSpreadsheet } from './file-kind';
import type { ParsedSheet } from './parse-sheet';
import { DEFAULT_READ_LIMITS, readSheetInWorker, type ReadLimits } from './read-sheet';

/** The multipart form as received: text fields and the file, any of them possibly missing. */
export type ImportForm = { client_id?: string; file?: Buffer };
type RowInput = { row: number; input: Omit<PropertyInput, 'images'> };

/** Row errors listed in one answer at most; the detail still counts every bad row. */
const MAX_LISTED_ERRORS = 200;

function checkForm(form: ImportForm): { clientId: number; file: Buffer } {
  const errors: FieldError[] = [];
  const clientText = form.client_id?.trim() ?? '';
  const clientId = importClientId.safeParse(clientText);
  if (clientText === '') errors.push({ field: 'client_id', message: CLIENT_ID_REQUIRED });
  else if (!clientId.success) errors.push({ field: 'client_id', message: clientId.error.issues[0]?.message ?? 'Invalid client' });
  if (!form.file || form.file.length === 0) errors.push({ field: 'file', message: FILE_REQUIRED });
  if (errors.length > 0 || !clientId.success || !form.file) throw new AppError('invalid', errors[0]?.message ?? FILE_REQUIRED, errors);
  return { clientId: clientId.data, file: form.file };
}

function rowList(rows: number[]): string {
  const shown = rows.slice(0, 20).join(', ');
  return rows.length > 20 ? `${shown} and ${rows.length - 20} more` : shown;
}

/** Validates every row with the property form's own schema; a repeated name within the file is an error too. */
export function validateRows(sheet: ParsedSheet, clientId: number): RowInput[] {
  const errors: FieldError[] = [];
  const badRows = new Set<number>();
  const firstRowOfName = new Map<string, number>();
  const valid: RowInput[] = [];
  for (const { row, values } of sheet.rows) {
    const parsed = propertyInput.omit({ images: true }).safeParse({ ...values, client_id: clientId });
    if (!parsed.success) {
      badRows.add(row);
      for (const issue of parsed.error.issues) errors.push({ field: `row ${row}: ${issue.path.join('.') || 'row'}`, message: issue.message });
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    const earlier = firstRowOfName.get(key);
    if (earlier !== undefined) {
      badRows.add(row);
      errors.push({ field: `row ${row}: name`, message: `Same name as row ${earlier}` });
      continue;
    }
    firstRowOfName.set(key, row);
    valid.push({ row, input: parsed.data });
  }
  if (badRows.size > 0) {
    const rows = [...badRows].sort((a, b) => a - b);
    const what = rows.length === 1 ? `row ${rows[0]} has` : `rows ${rowList(rows)} have`;
    throw new AppError('invalid', `Nothing was imported: ${what} errors.`, errors.slice(0, MAX_LISTED_ERRORS));
  }
  return valid;
}

/**
 * POST /houses/import_excel: reads the first sheet in a worker, validates every row, then in one
 * transaction updates the client's properties with the same name (case-insensitive) and creates the rest.
 */
export async function importHouses(db: Db, form: ImportForm, limits: ReadLimits = DEFAULT_READ_LIMITS): Promise<ImportHousesResponse> {
  const { clientId, file } = checkForm(form);
  if (!detectSpreadsheet(file)) throw new AppError('unsupported', 'Only .xlsx and .xls spreadsheets can be imported.');
  await requireClient(db, clientId);
  const rows = validateRows(await readSheetInWorker(file, limits), clientId);

  return db.transaction(async (tx) => {
    const existing = await propertyIdsByName(tx, clientId);
    const toCreate: RowInput[] = [];
    const toUpdate: { id: number; input: RowInput['input'] }[] = [];
    const ids = new Map<number, number>();
    for (const item of rows) {
      const id = existing.get(item.input.name.toLowerCase());
      if (id === undefined) toCreate.push(item);
      else {
        toUpdate.push({ id, input: item.input });
        ids.set(item.row, id);
      }
    }
    await replacePropertiesFields(tx, toUpdate);
    const createdIds = await insertPropertiesWithoutPhotos(tx, toCreate.map((item) => item.input));
    toCreate.forEach((item, i) => ids.set(item.row, createdIds[i]!));
    return {
      properties: rows.map((item) => ({ id: ids.get(item.row)!, name: item.input.name })),
      created: toCreate.length,
      updated: toUpdate.length,
    };
  });
}
