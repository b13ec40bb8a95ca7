// Worker thread body: parses one spreadsheet and posts the rows (or a user-safe message) back.
import { parentPort, workerData } from 'node:worker_threads';
import { text, type Text } from '../../i18n/text';
import { parseSheet, SheetError, type ParsedSheet } from './parse-sheet';

/** What the worker answers. */
export type WorkerAnswer = { ok: true; sheet: ParsedSheet } | { ok: false; message: Text };

const { bytes, maxRows } = workerData as { bytes: ArrayBuffer; maxRows: number };
let answer: WorkerAnswer;
try {
  answer = { ok: true, sheet: parseSheet(new Uint8Array(bytes), { maxRows }) };
} catch (err) {
  answer = { ok: false, message: err instanceof SheetError ? err.text : text('import.unreadable') };
}
parentPort?.postMessage(answer);
