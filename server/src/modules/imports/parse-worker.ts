// Worker job (server/src/worker-pool.ts): parses one spreadsheet and checks its rows with the property
// form's schema (the heavy part of an import, kept off the main thread), or answers a user-safe message.
import { text, type Text } from '../../i18n/text';
import { checkSheet, type CheckedSheet } from './import-plan';
import { parseSheet, SheetError } from './parse-sheet';

/** What the worker answers. */
export type WorkerAnswer = { ok: true; sheet: CheckedSheet } | { ok: false; message: Text };

/** Parses the bytes handed over (transferred) with the row limit and checks the rows. */
export default function parseInWorker({ bytes, maxRows }: { bytes: ArrayBuffer; maxRows: number }): WorkerAnswer {
  try {
    return { ok: true, sheet: checkSheet(parseSheet(new Uint8Array(bytes), { maxRows })) };
  } catch (err) {
    return { ok: false, message: err instanceof SheetError ? err.text : text('import.unreadable') };
  }
}
