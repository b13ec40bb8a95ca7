import {
  CLIENT_ID_REQUIRED,
  FILE_REQUIRED,
  importClientId,
  type ImportHousesResponse,
  type ImportPreviewResponse,
} from '@common/contracts/imports';
import { yieldToLoop } from '../../db/batches';
import type { Db } from '../../db/client';
import { AppError, type FieldError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { render, text, type Text } from '../../i18n/text';
import {
  importableProperties,
  insertPropertiesWithoutPhotos,
  replacePropertiesFields,
  requireClient,
} from '../properties/properties.service';
import { detectSpreadsheet } from './file-kind';
import { checkSheetInSlices, namesOf, planChecked, type CheckedSheet, type ImportPlan } from './import-plan';
import { DEFAULT_READ_LIMITS, readSheetInWorker, type ReadLimits } from './read-sheet';

/** The multipart form as received: text fields and the file, any of them possibly missing. */
export type ImportForm = { client_id?: string; dry_run?: string; file?: Buffer };

/** Row errors listed in one answer at most; the detail still counts every bad row. */
const MAX_LISTED_ERRORS = 200;

function checkForm(form: ImportForm): { clientId: number; file: Buffer } {
  const errors: FieldError[] = [];
  const clientText = form.client_id?.trim() ?? '';
  const clientId = importClientId.safeParse(clientText);
  if (clientText === '') errors.push({ field: 'client_id', message: CLIENT_ID_REQUIRED });
  else if (!clientId.success)
    errors.push({ field: 'client_id', message: clientId.error.issues[0]?.message ?? text('import.invalidClient') });
  if (!form.file || form.file.length === 0) errors.push({ field: 'file', message: FILE_REQUIRED });
  if (errors.length > 0 || !clientId.success || !form.file)
    throw new AppError('invalid', errors[0]?.message ?? FILE_REQUIRED, errors);
  return { clientId: clientId.data, file: form.file };
}

function rowList(rows: number[]): Text | string {
  const shown = rows.slice(0, 20).join(', ');
  return rows.length > 20 ? text('import.andMore', { shown, more: rows.length - 20 }) : shown;
}

function failure(plan: ImportPlan): AppError {
  const rows = [...new Set(plan.errors.map((e) => e.row))].sort((a, b) => a - b);
  const detail =
    rows.length === 1
      ? text('import.nothingImportedRow', { rows: rows[0]! })
      : text('import.nothingImportedRows', { rows: rowList(rows) });
  const errors = plan.errors
    .slice(0, MAX_LISTED_ERRORS)
    .map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message }));
  return new AppError('invalid', detail, errors);
}

function preview(plan: ImportPlan, sheet: CheckedSheet, language: Language): ImportPreviewResponse {
  return {
    dry_run: true,
    to_create: plan.create.map((c) => ({ row: c.row, name: c.fields.name })),
    to_update: plan.update.map((u) => ({ row: u.row, id: u.id, name: u.fields.name, changes: u.changes })),
    unchanged: plan.unchanged,
    errors: plan.errors.slice(0, MAX_LISTED_ERRORS).map((e) => ({ ...e, message: render(language, e.message) })),
    ignored_columns: sheet.ignoredHeaders,
  };
}

/**
 * POST /houses/import_excel: reads the first sheet in a worker and checks its rows in slices, then in one transaction
 * updates the client's properties of the same name (any case) with the columns present and not blank,
 * and creates the rest, a batch of rows per statement. Only the client's properties named in the sheet
 * are read. A file with any bad row imports nothing. With `dryRun`, answers the preview and writes nothing.
 */
export async function importHouses(
  db: Db,
  form: ImportForm,
  opts: { dryRun?: boolean; limits?: ReadLimits; language?: Language } = {},
): Promise<ImportHousesResponse | ImportPreviewResponse> {
  const { clientId, file } = checkForm(form);
  if (!detectSpreadsheet(file)) throw new AppError('unsupported', text('import.onlySpreadsheets'));
  await requireClient(db, clientId);
  const sheet = await checkSheetInSlices(
    await readSheetInWorker(file, opts.limits ?? DEFAULT_READ_LIMITS),
    yieldToLoop,
  );
  const names = namesOf(sheet);
  if (opts.dryRun || form.dry_run === 'true' || form.dry_run === '1')
    return preview(planChecked(sheet, await importableProperties(db, clientId, names)), sheet, opts.language ?? 'en');

  return db.transaction(async (tx) => {
    // Two imports into one client wait for each other, so neither creates a name the other just did.
    const plan = planChecked(sheet, await importableProperties(tx, clientId, names, { lock: true }));
    if (plan.errors.length > 0) throw failure(plan);
    await replacePropertiesFields(
      tx,
      plan.update.map((u) => ({ id: u.id, input: { ...u.fields, client_id: clientId } })),
    );
    const createdIds = await insertPropertiesWithoutPhotos(
      tx,
      plan.create.map((c) => ({ ...c.fields, client_id: clientId })),
    );
    const ids = new Map<number, number>([...plan.update, ...plan.unchanged].map((u) => [u.row, u.id]));
    plan.create.forEach((c, i) => ids.set(c.row, createdIds[i]!));
    const named = new Map<number, string>([...plan.create, ...plan.update].map((r) => [r.row, r.fields.name] as const));
    for (const u of plan.unchanged) named.set(u.row, u.name);
    return {
      properties: sheet.rows.map((r) => ({ id: ids.get(r.row)!, name: named.get(r.row)! })),
      created: plan.create.length,
      updated: plan.update.length,
      unchanged: plan.unchanged.length,
    };
  });
}
