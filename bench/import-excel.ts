// Benchmark: POST /houses/import_excel through the real app (buildApp, requests by inject), on PGlite (on
// disk) and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/t_import_bench;
// that database is DROPPED, created and dropped again, so never point it at real data).
// - A 5,000-row .xlsx: the duration of a first import (5,000 creations) and of a re-import (5,000
//   unchanged rows, nothing written), and the process's peak RSS growth (the parsing worker thread
//   included), sampled every 5 ms. Targets: under 5 s, under 300 MB.
// - /api/health and /robots.txt while a 19,990-row file (the limit is 20,000) is previewed and imported,
//   and while an 8-row file is imported into the same client, which then has about 20,000 properties
//   (bench/latency.ts). Target: every answer within 1 s.
// Run: npm run bench:import (`-- --pglite` or `-- --postgres` for one database). BENCH_PARSE_TIMEOUT_MS raises the
// parse worker's 10 s limit in this process: on a loaded machine the 19,990-row parse alone exceeds it, and the
// file is refused before anything is written (the parse runs in its worker and holds no request).
import ExcelJS from 'exceljs';
import { benchApp, benchDatabases, withBenchDatabase } from './bench-app';
import { measure } from './latency';
import type { Database } from '../server/src/db/client';
import { DEFAULT_READ_LIMITS, readSheetInWorker } from '../server/src/modules/imports/read-sheet';
import { createClient, createUser, login, multipart } from '../server/test/factories';

/** A workbook of `rows` properties named `<prefix> 0`, `<prefix> 1`... */
async function buildWorkbook(rows: number, prefix = 'Casa'): Promise<Buffer> {
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
  for (let i = 0; i < rows; i++) {
    sheet.addRow([
      `${prefix} ${i}`,
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

const mb = (bytes: number) => bytes / 1024 / 1024;
/** CPU time of the whole process (worker threads included) since `from`: on a busy machine, wall time is not ours alone. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(2);
};

type Importer = (file: Buffer, clientId: number, dryRun?: boolean) => Promise<string>;

/** The app on `database`, listening, with an admin signed in; `send` posts a file and says what it answered. */
async function importer(database: Database, dataDir: string) {
  const app = await benchApp(database, dataDir);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createUser(database.db, 'admin');
  const auth = { authorization: `Bearer ${await login(app, admin.email)}` };
  const send: Importer = async (file, clientId, dryRun = false) => {
    const body = multipart(
      { client_id: String(clientId), ...(dryRun && { dry_run: 'true' }) },
      { name: 'bench.xlsx', content: file },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/houses/import_excel',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const answer = res.json() as {
      created?: number;
      updated?: number;
      to_create?: unknown[];
      to_update?: unknown[];
      detail?: string;
    };
    return answer.to_create
      ? `${res.statusCode}, previews ${answer.to_create.length} to create, ${answer.to_update?.length} to update`
      : `${res.statusCode}, created ${answer.created ?? '-'} updated ${answer.updated ?? '-'} ${answer.detail ?? ''}`;
  };
  return { app, base, send };
}

if (process.env.BENCH_PARSE_TIMEOUT_MS) DEFAULT_READ_LIMITS.timeoutMs = Number(process.env.BENCH_PARSE_TIMEOUT_MS);
const file = await buildWorkbook(5_000);
console.log(`workbook: 5,000 rows, ${(file.length / 1024).toFixed(0)} KB`);
{
  // The parse alone (worker start, unzip guard, SheetJS), to tell it apart from the database work.
  const started = performance.now();
  const cpu = process.cpuUsage();
  const sheet = await readSheetInWorker(file);
  console.log(
    `parse in a worker: ${sheet.rows.length} rows in ${((performance.now() - started) / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s)`,
  );
}
const big = await buildWorkbook(19_990, 'Villa');
const small = await buildWorkbook(8, 'Cabina');
console.log(`workbooks: 19,990 rows (${(big.length / 1024).toFixed(0)} KB) and 8 rows`);

for (const kind of benchDatabases()) {
  await withBenchDatabase(kind, 'import', async (database, dataDir) => {
    const { app, base, send } = await importer(database, dataDir);
    console.log(`\n## ${kind}: 5,000 rows`);
    const client = await createClient(database.db, 'Bench Client');
    for (const label of ['first import (creates)', 're-import of the same file (nothing to change)']) {
      global.gc?.();
      const baseline = mb(process.memoryUsage().rss);
      let peak = baseline;
      // Sampled from a timer: the parse runs in a worker thread, so the main event loop stays free to sample.
      const sampler = setInterval(() => (peak = Math.max(peak, mb(process.memoryUsage().rss))), 5);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const said = await send(file, client.id);
      clearInterval(sampler);
      console.log(`${label}: ${said}`);
      console.log(
        `  duration ${((performance.now() - started) / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s), RSS ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MB (growth ${(peak - baseline).toFixed(0)} MB)`,
      );
    }

    console.log(`\n## ${kind}: /api/health during a 19,990-row preview and import, then an 8-row import`);
    const villas = await createClient(database.db, 'Villas Client');
    console.log(`  ${await measure(base, 'preview of 19,990 rows', () => send(big, villas.id, true))}`);
    console.log(`  ${await measure(base, 'import of 19,990 rows (creates)', () => send(big, villas.id))}`);
    console.log(
      `  ${await measure(base, 'preview of 8 rows (19,990 properties there)', () => send(small, villas.id, true))}`,
    );
    console.log(`  ${await measure(base, 'import of 8 rows (19,990 properties there)', () => send(small, villas.id))}`);
    await app.close();
  });
}
