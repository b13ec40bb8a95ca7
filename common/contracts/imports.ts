import { z } from 'zod';

/** Largest spreadsheet POST /houses/import_excel accepts (413 above). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most property rows one file may hold (422 above). */
export const MAX_IMPORT_ROWS = 20_000;

/** The spec's texts for a missing form field (spec 5). */
export const CLIENT_ID_REQUIRED = 'Client ID is required';
export const FILE_REQUIRED = 'File is required';

/** The multipart text field of the import form: the client every row belongs to. */
export const importClientId = z.coerce
  .number({ message: 'Client ID must be a number' })
  .int('Client ID must be a number')
  .positive('Client ID must be a number');

/** What an import did: every property of the file (id and name), and how many were new or updated. */
export const importHousesResponse = z.object({
  properties: z.array(z.object({ id: z.number(), name: z.string() })),
  created: z.number(),
  updated: z.number(),
});
export type ImportHousesResponse = z.infer<typeof importHousesResponse>;

/** GET /houses/import_template answers an .xlsx file (binary). */
export const importTemplateFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'properties-template.xlsx' });

/** Media type of an .xlsx file. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
