// Pure: what importing a sheet into a client's properties would do. A row whose name matches a
// property (any case) updates it with the columns present and not blank, and only where they differ;
// any other row creates a property. Row errors are sentences a person would write, kept as catalogue
// texts until the reader's language is known.
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@common/contracts/common';
import type { ImportChange, ImportRowError } from '@common/contracts/imports';
import { text, type Text } from '../../i18n/text';
import { propertyInput, type PropertyInput, type PropertyTimingField } from '@common/contracts/properties';
import type { z } from 'zod';
import { NUMERIC_FIELDS, type ImportField, type ParsedSheet, type SheetValue } from './parse-sheet';

/** A property's importable fields as stored. */
export type PropertyFields = Omit<PropertyInput, 'images' | 'client_id' | PropertyTimingField>;
export type ExistingProperty = { id: number; fields: PropertyFields };
/** A row error before translation. */
export type PlanRowError = Omit<ImportRowError, 'message'> & { message: Text };
export type ImportPlan = {
  create: { row: number; fields: PropertyFields }[];
  update: { row: number; id: number; fields: PropertyFields; changes: ImportChange[] }[];
  unchanged: { row: number; id: number; name: string }[];
  errors: PlanRowError[];
};

const fieldsSchema = propertyInput.omit({ images: true, client_id: true });
const REQUIRED_TO_CREATE: ImportField[] = ['client_price', 'worker_payment', 'state'];

/** The column's name as the sheet writes it, else the field's in words ("client price"). */
function labelOf(field: ImportField, sheet: Pick<ParsedSheet, 'columns'>): string {
  return sheet.columns[field] ?? field.replaceAll('_', ' ');
}

/** What is wrong with a value, in words: "must be a number", "is required"... */
function problem(field: ImportField, issue: z.core.$ZodIssue): Text {
  const i = issue as z.core.$ZodIssue & { expected?: string; maximum?: number | bigint };
  if (NUMERIC_FIELDS.has(field)) {
    if (i.code === 'invalid_type') return text(i.expected === 'int' ? 'import.mustBeWhole' : 'import.mustBeNumber');
    if (i.code === 'too_small') return text('import.mustBeZeroOrMore');
    if (i.code === 'too_big') return text('import.mustBeAtMost', { max: String(i.maximum) });
    if (i.code === 'not_multiple_of') return text('import.mustBeHalf');
  }
  if (i.message === SINGLE_LINE_MESSAGE) return text('import.oneLine');
  if (i.message === MULTI_LINE_MESSAGE) return text('import.noControl');
  if (i.code === 'too_small') return text('import.isRequired');
  if (i.code === 'too_big') return text('import.tooLong', { max: String(i.maximum) });
  if (field === 'google_drive_folder_url') return text('import.mustBeWeb');
  return text('import.notValid');
}

function rowError(row: number, field: ImportField, sheet: Pick<ParsedSheet, 'columns'>, what: Text): PlanRowError {
  const column = labelOf(field, sheet);
  return { row, field, column, message: text('import.row', { row, column, what }) };
}

function sameValue(a: unknown, b: unknown): boolean {
  return typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : String(a ?? '') === String(b ?? '');
}

// The property form's schema picked to the fields a row fills: rows of one sheet fill the same few sets
// of columns, and building a picked schema costs far more than checking a row with it.
const pickedSchemas = new Map<string, z.ZodType>();
function schemaFor(keys: ImportField[]): z.ZodType {
  const id = keys.join(',');
  let schema = pickedSchemas.get(id);
  if (!schema) {
    if (pickedSchemas.size >= 64) pickedSchemas.clear(); // a sheet whose rows fill every combination
    schema = fieldsSchema.pick(Object.fromEntries(keys.map((k) => [k, true])) as { [K in ImportField]?: true });
    pickedSchemas.set(id, schema);
  }
  return schema;
}

// Checks the given values of one row with the property form's own schema (only those fields).
function check(row: number, values: Partial<Record<ImportField, SheetValue>>, sheet: Pick<ParsedSheet, 'columns'>) {
  const keys = Object.keys(values) as ImportField[];
  const result = schemaFor(keys).safeParse(values);
  if (result.success) return { data: result.data as Partial<PropertyFields>, errors: [] };
  const errors = result.error.issues.map((issue) => {
    const field = String(issue.path[0]) as ImportField;
    return rowError(row, field, sheet, problem(field, issue));
  });
  return { data: null, errors };
}

/**
 * One row checked on its own, before the client's properties are known: a name problem (missing, or
 * already on an earlier row), else its values as the property form reads them and their problems.
 */
export type CheckedRow =
  | { row: number; nameError: PlanRowError }
  | {
      row: number;
      nameError?: undefined;
      name: string;
      data: Partial<PropertyFields> | null;
      errors: PlanRowError[];
      /** Columns a new property needs that the row leaves blank. */
      missingIfNew: ImportField[];
      /** The new property the row would make (defaults for what it leaves out), when it can make one. */
      asNew: PropertyFields | null;
    };
/** A sheet's rows checked (`checkSheet`), with the headers it matched and ignored. */
export type CheckedSheet = Omit<ParsedSheet, 'rows'> & { rows: CheckedRow[] };

// Each row checked on its own: the heavy part of an import plan (zod), which needs no database.
function* checkRows(sheet: ParsedSheet): Generator<CheckedRow> {
  const firstRowOfName = new Map<string, number>();
  for (const { row, values } of sheet.rows) {
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    if (!name) {
      yield { row, nameError: rowError(row, 'name', sheet, text('import.isRequired')) };
      continue;
    }
    const earlier = firstRowOfName.get(name.toLowerCase());
    if (earlier !== undefined) {
      yield { row, nameError: rowError(row, 'name', sheet, text('import.alsoOnRow', { name, row: earlier })) };
      continue;
    }
    firstRowOfName.set(name.toLowerCase(), row);
    const missingIfNew = REQUIRED_TO_CREATE.filter((f) => values[f] === undefined);
    const { data, errors } = check(row, values, sheet);
    const asNew = data && missingIfNew.length === 0 ? fieldsSchema.parse(data) : null;
    yield { row, name, data, errors, missingIfNew, asNew };
  }
}

/** Rows checked between two pauses of `checkSheetInSlices` (a few milliseconds of the main thread). */
export const CHECK_SLICE = 500;

/** Checks every row of a sheet with the property form's schema, before the client's properties are known. */
export function checkSheet(sheet: ParsedSheet): CheckedSheet {
  return { rows: [...checkRows(sheet)], columns: sheet.columns, ignoredHeaders: sheet.ignoredHeaders };
}

/**
 * `checkSheet`, awaiting `pause` after every CHECK_SLICE rows: the server passes a yield to the event
 * loop, so other requests are answered while 20,000 rows are checked.
 */
export async function checkSheetInSlices(sheet: ParsedSheet, pause: () => Promise<void>): Promise<CheckedSheet> {
  const rows: CheckedRow[] = [];
  for (const row of checkRows(sheet)) {
    rows.push(row);
    if (rows.length % CHECK_SLICE === 0) await pause();
  }
  return { rows, columns: sheet.columns, ignoredHeaders: sheet.ignoredHeaders };
}

/**
 * The names of a checked sheet's rows: the client's properties an import needs to see. A name holding
 * NUL names no property (the database's text cannot hold one) and cannot be asked for.
 */
export function namesOf(sheet: CheckedSheet): string[] {
  return sheet.rows.flatMap((r) => (r.nameError || r.name.includes('\u0000') ? [] : [r.name]));
}

/** Plans the import of a checked sheet against a client's properties of those names (matched in any case). */
export function planChecked(sheet: CheckedSheet, existing: ExistingProperty[]): ImportPlan {
  const byName = new Map<string, ExistingProperty>();
  for (const p of existing) if (!byName.has(p.fields.name.toLowerCase())) byName.set(p.fields.name.toLowerCase(), p);
  const plan: ImportPlan = { create: [], update: [], unchanged: [], errors: [] };
  for (const r of sheet.rows) {
    if (r.nameError) {
      plan.errors.push(r.nameError);
      continue;
    }
    const { row, data } = r;
    const match = byName.get(r.name.toLowerCase());
    const missing = match ? [] : r.missingIfNew;
    plan.errors.push(...missing.map((f) => rowError(row, f, sheet, text('import.requiredForNew'))), ...r.errors);
    if (missing.length > 0 || !data) continue;
    if (!match) {
      plan.create.push({ row, fields: r.asNew! });
      continue;
    }
    const changes: ImportChange[] = [];
    // The name column is present too: a name written in another case renames the property.
    for (const [field, value] of Object.entries(data) as [ImportField, string | number][]) {
      const old = match.fields[field];
      if (!sameValue(old, value)) changes.push({ field, column: labelOf(field, sheet), old, new: value });
    }
    if (changes.length === 0) plan.unchanged.push({ row, id: match.id, name: match.fields.name });
    else plan.update.push({ row, id: match.id, fields: { ...match.fields, ...data }, changes });
  }
  return plan;
}

/** Plans the import of a sheet against a client's properties (matched by name, any case). */
export function planImport(sheet: ParsedSheet, existing: ExistingProperty[]): ImportPlan {
  return planChecked(checkSheet(sheet), existing);
}
