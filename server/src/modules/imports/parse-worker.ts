// Worker job (server/src/worker-pool.ts): parses one spreadsheet and answers the rows or a user-safe message.
import { text, type Text } from '../../i18n/text';
import { parseSheet, SheetError, type ParsedSheet } from './parse-sheet';

/** What the worker answers. */
export type WorkerAnswer = { ok: true; sheet: ParsedSheet } | { ok: false; message: Text };

/** Parses the bytes handed over (transferred) with the row limit. */
export default function parseInWorker({ bytes, maxRows }: { bytes: ArrayBuffer; maxRows: number }): WorkerAnswer {
  try {
    return { ok: true, sheet: parseSheet(new Uint8Array(bytes), { maxRows }) };
  } catch (err) {
    return { ok: false, message: err instanceof SheetError ? err.text : text('import.unreadable') };
  }
}
