// Benchmark: one client's month of 600 completed cleanings (30 properties, 20 a day) and 150 approved extras,
// on the embedded database (PGlite on disk): its draft as POST /api/invoices makes it (750 lines), the issue
// (POST /api/invoices/{id}/issue) and the PDF (GET /api/invoices/{id}/pdf, Spanish). Each run voids the invoice
// afterwards so the next draft bills the same month again. Target: the PDF under 2 s. Run: npm run bench:invoice
// (BENCH_PDF=file.pdf keeps the last PDF, to look at).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../common/domain/calendar';
import { openPglite } from '../server/src/db/client';
import { users } from '../server/src/db/schema/accounts';
import { cleaningExtras } from '../server/src/db/schema/billing';
import { cleaningEvents } from '../server/src/db/schema/events';
import { clients, properties } from '../server/src/db/schema/properties';
import { invoicePdf } from '../server/src/modules/invoices/invoice-files.service';
import { voidInvoice } from '../server/src/modules/invoices/invoice-payments.service';
import { createInvoice, issueInvoice } from '../server/src/modules/invoices/invoices.service';

const PROPERTIES = 30;
const CLEANINGS = 600;
const RUNS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-invoice-'));
const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;

const [client] = await db
  .insert(clients)
  .values({ name: 'Pacific Coast Rentals', currency: 'USD', taxRate: 13, idType: '02', idNumber: '3-101-123456' })
  .returning();
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
      clientPrice: 95.05 + (i % 50),
      workerPayment: 15000,
    })),
  )
  .returning({ id: properties.id });
const events = await db
  .insert(cleaningEvents)
  .values(
    Array.from({ length: CLEANINGS }, (_, i) => ({
      propertyId: houses[i % PROPERTIES]!.id,
      serviceDate: addDays('2026-10-01', Math.floor(i / 20)),
      eventSummary: 'Check-out turnover',
      status: 'completed' as const,
    })),
  )
  .returning({ id: cleaningEvents.id });
await db.insert(cleaningExtras).values(
  events
    .filter((_, i) => i % 4 === 0)
    .map((e) => ({
      cleaningEventId: e.id,
      kind: 'laundry' as const,
      description: 'Two extra loads',
      quantity: 2,
      clientAmount: 10.05,
      workerAmount: 2000,
      status: 'approved' as const,
    })),
);

const who = { id: admin!.id, role: 'admin' as const, name: 'Bench Admin' };
const input = { client_id: client!.id, start_date: '2026-10-01', end_date: '2026-10-31' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const times = { draft: [] as number[], issue: [] as number[], pdf: [] as number[] };
let lines = 0;
let pages = 0;
let bytes = 0;
for (let run = 0; run <= RUNS; run++) {
  let started = performance.now();
  const draft = await createInvoice(db, who, input);
  const draftMs = performance.now() - started;
  started = performance.now();
  await issueInvoice(db, draft.id, { exchange_rate: 505.25 });
  const issueMs = performance.now() - started;
  started = performance.now();
  const file = await invoicePdf(db, draft.id, 'es');
  const pdfMs = performance.now() - started;
  await voidInvoice(db, who, draft.id, { reason: 'Bench run' });
  lines = draft.lines.length;
  bytes = file.pdf.length;
  if (process.env.BENCH_PDF) writeFileSync(process.env.BENCH_PDF, file.pdf);
  pages = file.pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  if (run === 0) continue; // warm-up: loads the PDF library and fonts
  times.draft.push(draftMs);
  times.issue.push(issueMs);
  times.pdf.push(pdfMs);
}
const line = (name: string, values: number[], target = '') =>
  console.log(
    `  ${name} (${RUNS} runs): median ${median(values).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms${target}`,
  );
console.log(
  `${CLEANINGS} completed cleanings and ${lines - CLEANINGS} extras of one client in October 2026: ${lines} lines`,
);
line('draft', times.draft);
line('issue', times.issue);
line('PDF', times.pdf, ` — ${pages} pages, ${(bytes / 1024).toFixed(1)} KB — target < 2000 ms`);
console.log(
  `  load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
