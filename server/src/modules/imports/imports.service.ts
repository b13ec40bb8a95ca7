import {
  CLIENT_ID_REQUIRED,
  FILE_REQUIRED,
  importClientId,
  type ImportHousesResponse,
  type ImportPreviewResponse,
} from '@common/contracts/imports';
import { setTimeout as sleep } from 'node:timers/promises';
import { yieldToLoop } from '../../db/batches';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isDatabaseUnavailable, type FieldError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { render, text, type Text } from '../../i18n/text';
import { withLease } from '../feeds/feed-lease';
import {
  importableProperties,
  insertPropertiesWithoutPhotos,
  lockImportableProperties,
  removeImportedProperties,
  replacePropertiesFields,
  requireClient,
  restorePropertiesFields,
} from '../properties/properties.service';
import { detectSpreadsheet } from './file-kind';
import * as q from './imports.queries';
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
 * Creations and changes written per transaction of an import: PGlite has one connection, so every other
 * request's query waits for a transaction to end; 500 rows take a few tens of milliseconds to a few hundred
 * on a loaded machine.
 */
export const WRITE_SLICE = 500;

function slices<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += WRITE_SLICE) out.push(rows.slice(start, start + WRITE_SLICE));
  return out;
}

function changedMeanwhile(): AppError {
  return new AppError('conflict', text('import.changedMeanwhile'));
}

/**
 * Writes a plan in slices, each one short transaction that changes or creates up to WRITE_SLICE properties
 * and notes each in the client's import journal, with a yield to the event loop between them. A change is
 * applied to the property as it is then (locked in its slice): only the sheet's changed columns are written
 * over it, so an edit made meanwhile to another field stays. Answers the ids of the created properties in
 * the plan's order.
 */
async function writeInSlices(db: Db, clientId: number, plan: ImportPlan): Promise<number[]> {
  for (const slice of slices(plan.update)) {
    await yieldToLoop();
    await db.transaction(async (tx) => {
      const now = await lockImportableProperties(
        tx,
        clientId,
        slice.map((u) => u.id),
      );
      // Archived, deleted or moved to another client since the plan: the sheet no longer says what to do.
      if (now.size !== slice.length) throw changedMeanwhile();
      await replacePropertiesFields(
        tx,
        slice.map((u) => ({
          id: u.id,
          input: {
            ...now.get(u.id)!.fields,
            ...Object.fromEntries(u.changes.map((c) => [c.field, c.new])),
            client_id: clientId,
          },
        })),
      );
      await q.insertImportJournal(
        tx,
        clientId,
        slice.map((u) => ({ propertyId: u.id, previous: now.get(u.id)!.previous })),
      );
    });
  }
  const created: number[] = [];
  for (const slice of slices(plan.create)) {
    await yieldToLoop();
    const ids = await db.transaction(async (tx) => {
      const ids = await insertPropertiesWithoutPhotos(
        tx,
        slice.map((c) => ({ ...c.fields, client_id: clientId })),
      );
      await q.insertImportJournal(
        tx,
        clientId,
        ids.map((propertyId) => ({ propertyId, previous: null })),
      );
      return ids;
    });
    created.push(...ids);
  }
  return created;
}

/**
 * Undoes what the client's journal holds, latest first, a slice per short transaction: created properties
 * are taken back (removed, or archived when something refers to them already), changed ones get their
 * fields back. Each slice forgets its journal rows in the same transaction, so an undo cut short resumes.
 */
export async function undoUnfinishedImport(db: DbOrTx, clientId: number): Promise<void> {
  for (;;) {
    const rows = await q.latestImportJournal(db, clientId, WRITE_SLICE);
    if (rows.length === 0) return;
    await db.transaction(async (tx) => {
      await removeImportedProperties(
        tx,
        rows.filter((r) => r.previous === null).map((r) => r.propertyId),
      );
      await restorePropertiesFields(
        tx,
        rows.flatMap((r) => (r.previous ? [{ id: r.propertyId, previous: r.previous }] : [])),
      );
      await q.deleteImportJournal(
        tx,
        clientId,
        rows.map((r) => r.id),
      );
    });
    await yieldToLoop();
  }
}

/**
 * `undoUnfinishedImport` after a failed slice, trying again while the database is out of reach (a lost
 * connection is what most often fails a slice) for up to about 10 s; what is still not undone then stays
 * in the journal, undone before the client's next import or at the next start.
 */
async function undoAfterFailure(db: Db, clientId: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await undoUnfinishedImport(db, clientId);
    } catch (err) {
      if (attempt >= 40 || !isDatabaseUnavailable(err)) return;
      await sleep(250);
    }
  }
}

/** Runs `work` holding the client's import lease: the client's imports (and their undoing) wait for each other. */
function withImportLease<T>(db: DbOrTx, clientId: number, work: () => Promise<T>): Promise<T> {
  return withLease(db, `import:${clientId}`, work);
}

/**
 * Undoes the imports a stopped process left unfinished (their clients' journals hold rows), each under its
 * client's lease, so one still running in another process ends first (and leaves nothing to undo).
 */
export async function undoUnfinishedImports(db: Db): Promise<void> {
  for (const clientId of await q.clientsWithImportJournal(db))
    await withImportLease(db, clientId, () => undoUnfinishedImport(db, clientId));
}

/**
 * POST /houses/import_excel: reads the first sheet in a worker and checks its rows in slices; then, holding
 * the client's import lease, updates the client's properties of the same name (any case) with the columns
 * present and not blank, and creates the rest. Only the client's properties named in the sheet are read. A
 * file with any bad row imports nothing. The writes go in short transactions of WRITE_SLICE rows, noted in
 * the client's import journal, and the import becomes final when its journal is deleted, one statement; a
 * failure before that undoes every slice written (docs/decisions/0041). With `dryRun`, answers the preview
 * and writes nothing.
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

  // Two imports into one client wait for each other, so neither creates a name the other just did.
  return withImportLease(db, clientId, async () => {
    await undoUnfinishedImport(db, clientId); // left by a process that stopped midway
    const plan = planChecked(sheet, await importableProperties(db, clientId, names));
    if (plan.errors.length > 0) throw failure(plan);
    let createdIds: number[];
    try {
      createdIds = await writeInSlices(db, clientId, plan);
      await q.deleteImportJournal(db, clientId); // the import is final
    } catch (err) {
      await undoAfterFailure(db, clientId);
      throw err;
    }
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
