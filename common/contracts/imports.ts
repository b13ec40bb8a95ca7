import { z } from 'zod';
import { idField } from './common';

/** Largest spreadsheet POST /houses/import_excel accepts (413 above). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most property rows one file may hold (422 above). */
export const MAX_IMPORT_ROWS = 20_000;

/** The texts for a missing form field. */
export const CLIENT_ID_REQUIRED = 'Client ID is required';
export const FILE_REQUIRED = 'File is required';

/** The multipart text field of the import form: the client every row belongs to. */
export const importClientId = idField('Client ID must be a number');

/**
 * What an import did: every property of the file (id and name), how many were created, how many
 * existing ones changed, and how many matched but had nothing to change.
 */
export const importHousesResponse = z.object({
  properties: z.array(z.object({ id: z.number(), name: z.string() })),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
export type ImportHousesResponse = z.infer<typeof importHousesResponse>;

const cellValue = z.union([z.string(), z.number()]);

/** One field an import would change on an existing property: its column as the sheet names it, old and new value. */
export const importChange = z.object({ field: z.string(), column: z.string(), old: cellValue, new: cellValue });
export type ImportChange = z.infer<typeof importChange>;

/** A row that cannot be imported: `message` is the sentence to show ("Row 4: bathrooms must be a number"). */
export const importRowError = z.object({ row: z.number(), field: z.string(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * POST /houses/import_excel with `dry_run=true` (query or form field): what the import would do,
 * writing nothing: properties to create, properties to update with each field's old and new value,
 * rows that match a property and change nothing, and row errors (a real import refuses any).
 */
export const importPreviewResponse = z.object({
  dry_run: z.literal(true),
  to_create: z.array(z.object({ row: z.number(), name: z.string() })),
  to_update: z.array(z.object({ row: z.number(), id: z.number(), name: z.string(), changes: z.array(importChange) })),
  unchanged: z.array(z.object({ row: z.number(), id: z.number(), name: z.string() })),
  errors: z.array(importRowError),
  ignored_columns: z.array(z.string()),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

/** `dry_run` as the form field or query parameter sends it. */
export const dryRunFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
export const importQuery = z.object({ dry_run: dryRunFlag });

/** GET /houses/import_template answers an .xlsx file (binary). */
export const importTemplateFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'properties-template.xlsx' });

/** Media type of an .xlsx file. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
