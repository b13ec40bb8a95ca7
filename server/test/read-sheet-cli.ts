// Reads a spreadsheet through the worker thread and prints the outcome as JSON: the import test runs
// it with `node --import tsx`, as the server runs, to prove the worker loads there too.
import { readFileSync } from 'node:fs';
import { readSheetInWorker } from '../src/modules/imports/read-sheet';

const file = process.argv[2];
if (!file) throw new Error('usage: read-sheet-cli <file>');
try {
  const sheet = await readSheetInWorker(readFileSync(file));
  console.log(JSON.stringify({ ok: true, names: sheet.rows.map((r) => r.values.name) }));
} catch (err) {
  console.log(JSON.stringify({ ok: false, message: (err as Error).message }));
}
