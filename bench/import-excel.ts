// Benchmark: POST /houses/import_excel with a 5,000-row .xlsx, through the real app (buildApp, HTTP
// handling by inject) on the embedded database (PGlite on disk). Prints the duration of a first import
// (5,000 creations) and of a re-import (5,000 updates), and the process's peak RSS growth (the parsing
// worker thread included), sampled every 5 ms.
// Targets: under 5 s, under 300 MB. Run: npm run bench:import
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { benchApp } from './bench-app';
import { openPglite } from '../server/src/db/client';
import { readSheetInWorker } from '../server/src/modules/imports/read-sheet';
import { createClient, createUser, login, multipart } from '../server/test/factories';

const ROWS = 5000;

async function buildWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Propiedades');
  sheet.addRow([
    'Nombre',
    'Precio Cliente',
    'Pago Trabajador',
    'Pago Supervisor',
    'Provincia',
    'Ciudad',
    'Dirección',
    'Código Postal',
    'Región',
    'Habitaciones',
    'Baños',
    'Método de entrada',
    'Código gabinete',
    'Tipo lavandería',
    'Carpeta Google Drive',
    'Detalles',
  ]);
  for (let i = 0; i < ROWS; i++) {
    sheet.addRow([
      `Casa ${i}`,
      100 + (i % 50),
      15000,
      5000,
      'Guanacaste',
      'Tamarindo',
      `${i} m norte de la playa`,
      '50309',
      `Región ${i % 5}`,
      1 + (i % 4),
      1 + (i % 3) / 2,
      'Lockbox',
      String(1000 + i),
      'En sitio',
      `https://drive.google.com/drive/folders/casa-${i}`,
      'Reponer café y revisar toallas. '.repeat(3),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const file = await buildWorkbook();
console.log(`workbook: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
const database = await openPglite(path.join(dataDir, 'db'));
const app = await benchApp(database, dataDir);
await app.ready();
const admin = await createUser(database.db, 'admin');
const auth = { authorization: `Bearer ${await login(app, admin.email)}` };
const client = await createClient(database.db, 'Bench Client');
const mb = (bytes: number) => bytes / 1024 / 1024;
/** CPU time of the whole process (worker threads included) since `from`: on a busy machine, wall time is not ours alone. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(2);
};

async function importOnce(label: string) {
  const body = multipart({ client_id: String(client.id) }, { name: 'bench.xlsx', content: file });
  global.gc?.();
  const baseline = mb(process.memoryUsage().rss);
  let peak = baseline;
  // Sampled from a timer: the parse runs in a worker thread, so the main event loop stays free to sample.
  const sampler = setInterval(() => (peak = Math.max(peak, mb(process.memoryUsage().rss))), 5);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await app.inject({
    method: 'POST',
    url: '/api/houses/import_excel',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  const answer = res.json() as { created?: number; updated?: number; detail?: string };
  console.log(
    `${label}: ${res.statusCode} created ${answer.created ?? '-'} updated ${answer.updated ?? '-'} ${answer.detail ?? ''}`,
  );
  console.log(
    `  duration ${(ms / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s), RSS ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MB (growth ${(peak - baseline).toFixed(0)} MB)`,
  );
}

{
  // The parse alone (worker start, unzip guard, SheetJS), to tell it apart from the database work.
  const started = performance.now();
  const cpu = process.cpuUsage();
  const sheet = await readSheetInWorker(file);
  console.log(
    `parse in a worker: ${sheet.rows.length} rows in ${((performance.now() - started) / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s)`,
  );
}
await importOnce('first import (creates)');
await importOnce('re-import (updates)');
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
