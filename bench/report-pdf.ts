// Benchmark: a client report over 2,000 completed cleanings (40 properties, a year), read from the
// embedded database and rendered to PDF by the reports service, as POST /api/reports/ does.
// Target: under 3 s. Run: npm run bench:report
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { openPglite } from '../server/src/db/client';
import { employees, users } from '../server/src/db/schema/accounts';
import { assignments, cleaningEvents } from '../server/src/db/schema/events';
import { clients, properties } from '../server/src/db/schema/properties';
import { createReport, regenerateReport } from '../server/src/modules/reports/reports.service';

const PROPERTIES = 40;
const CLEANINGS = 2000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;

const [client] = await db.insert(clients).values({ name: 'Pacific Coast Rentals' }).returning();
const [admin] = await db
  .insert(users)
  .values({ name: 'Bench Admin', email: 'admin@bench.example', passwordHash: 'x', role: 'admin' })
  .returning();
const houses = await db
  .insert(properties)
  .values(
    Array.from({ length: PROPERTIES }, (_, i) => ({
      clientId: client!.id,
      name: `Casa Pelícano ${i + 1}`,
      state: 'Guanacaste',
      clientPrice: 95 + i,
      workerPayment: 18000,
      supervisorPayment: 3000,
    })),
  )
  .returning({ id: properties.id });
const staff = await db
  .insert(employees)
  .values(Array.from({ length: 8 }, (_, i) => ({ name: `Housekeeper Solís ${i}`, email: `hk${i}@bench.example` })))
  .returning({ id: employees.id });
const events = await db
  .insert(cleaningEvents)
  .values(
    Array.from({ length: CLEANINGS }, (_, i) => ({
      propertyId: houses[i % PROPERTIES]!.id,
      serviceDate: new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10),
      eventSummary: i % 3 ? 'Check-out turnover' : `Reservation HM${1000 + i} · late check-out, extra linen`,
      status: 'completed' as const,
    })),
  )
  .returning({ id: cleaningEvents.id });
await db
  .insert(assignments)
  .values(events.map((e, i) => ({ cleaningEventId: e.id, employeeId: staff[i % staff.length]!.id })));

// A report without photos (the default) reads none: the photo store is there for the type only.
const deps = { db, photos: { db, bucket: undefined, dir: tmpdir() } };
const input = {
  client_id: client!.id,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  include_photos: false,
  include_checklist: false,
};
const who = { id: admin!.id, role: 'admin' as const, name: 'Bench Admin' };
await createReport(deps, who, { ...input, end_date: '2026-01-31' }, 'en'); // warm-up: loads the PDF library and fonts

const timings: number[] = [];
let pdf: Buffer = Buffer.alloc(0);
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  pdf = (await createReport(deps, who, input, 'en')).pdf;
  timings.push(performance.now() - started);
}
const regen = performance.now();
await regenerateReport(deps, 2, 'en');
const regenMs = performance.now() - regen;

if (process.env.BENCH_PDF) writeFileSync(process.env.BENCH_PDF, pdf); // the last PDF, to look at
const parser = new PDFParse({ data: new Uint8Array(pdf) });
const { total } = await parser.getText();
await parser.destroy();
timings.sort((a, b) => a - b);
console.log(
  `report of ${CLEANINGS} completed cleanings over ${PROPERTIES} properties: ${total} pages, ${(pdf.length / 1024).toFixed(0)} KB`,
);
console.log(
  `  read + render (createReport), 5 runs: best ${timings[0]!.toFixed(0)} ms, median ${timings[2]!.toFixed(0)} ms, worst ${timings[4]!.toFixed(0)} ms`,
);
console.log(`  regenerate (GET /reports/{id}/pdf path): ${regenMs.toFixed(0)} ms — target < 3000 ms`);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
