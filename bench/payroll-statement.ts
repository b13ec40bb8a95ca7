// Benchmark: weekly pay statements of 200 staff (180 housekeepers, 20 supervisors) over a year of
// completed cleanings (40,000), read from the embedded database as GET /api/payroll/weekly does, and
// one person's statement PDF as GET /api/payroll/weekly/pdf does.
// Targets: the week for all staff < 300 ms, its PDF < 1 s. Run: npm run bench:payroll
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../common/domain/calendar';
import { openPglite } from '../server/src/db/client';
import { employees, users } from '../server/src/db/schema/accounts';
import { assignments, cleaningEvents } from '../server/src/db/schema/events';
import { clients, properties } from '../server/src/db/schema/properties';
import { statementPdf, weeklyPayroll } from '../server/src/modules/payroll/payroll.service';

const HOUSEKEEPERS = 180;
const SUPERVISORS = 20;
const PROPERTIES = 300;
const CLEANINGS = 40_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-payroll-'));
const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

const [client] = await db.insert(clients).values({ name: 'Pacific Coast Rentals' }).returning();
const [admin] = await db
  .insert(users)
  .values({ name: 'Bench Admin', email: 'admin@bench.example', passwordHash: 'x', role: 'admin' })
  .returning();
const staffUsers = await db
  .insert(users)
  .values(
    Array.from({ length: HOUSEKEEPERS + SUPERVISORS }, (_, i) => ({
      name: `Staff ${i}`,
      email: `s${i}@bench.example`,
      passwordHash: 'x',
      role: i < HOUSEKEEPERS ? ('employee' as const) : ('supervisor' as const),
    })),
  )
  .returning({ id: users.id, role: users.role });
const staff = await db
  .insert(employees)
  .values(
    staffUsers.map((u, i) => ({
      userId: u.id,
      name: `${u.role === 'supervisor' ? 'Supervisor' : 'Housekeeper'} Solís ${i}`,
      email: `s${i}@bench.example`,
      phone: '+506 8000 0000',
    })),
  )
  .returning({ id: employees.id });
const houses = await db
  .insert(properties)
  .values(
    Array.from({ length: PROPERTIES }, (_, i) => ({
      clientId: client!.id,
      name: `Casa Pelícano ${i + 1}`,
      state: 'Guanacaste',
      clientPrice: 95 + (i % 50),
      workerPayment: 14000 + (i % 9) * 1000,
      supervisorPayment: 3000,
    })),
  )
  .returning({ id: properties.id });
const supervisorUserIds = staffUsers.slice(HOUSEKEEPERS).map((u) => u.id);
const eventRows = Array.from({ length: CLEANINGS }, (_, i) => ({
  propertyId: houses[i % PROPERTIES]!.id,
  serviceDate: addDays('2026-01-01', i % 365),
  eventSummary: 'Check-out turnover',
  status: 'completed' as const,
  completedBy: supervisorUserIds[i % SUPERVISORS]!,
  paymentEmployeeStatus: i % 3 === 0 ? ('paid' as const) : ('pending' as const),
}));
const eventIds: number[] = [];
await inBatches(eventRows, async (batch) =>
  eventIds.push(
    ...(await db.insert(cleaningEvents).values(batch).returning({ id: cleaningEvents.id })).map((r) => r.id),
  ),
);
await inBatches(
  eventIds.map((id, i) => ({ cleaningEventId: id, employeeId: staff[i % HOUSEKEEPERS]!.id })),
  (batch) => db.insert(assignments).values(batch),
);

const who = { id: admin!.id, role: 'admin' as const, name: 'Bench Admin' };
const WEEK = '2026-06-05'; // a Friday
await weeklyPayroll(db, who, '2026-01-02'); // warm-up
await statementPdf(db, who, '2026-01-02', staff[0]!.id, 'es'); // loads the PDF library and fonts

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const weekTimes: number[] = [];
let answer = await weeklyPayroll(db, who, WEEK);
for (let run = 0; run < 9; run++) {
  const started = performance.now();
  answer = await weeklyPayroll(db, who, WEEK);
  weekTimes.push(performance.now() - started);
}
const pdfTimes: number[] = [];
let bytes = 0;
for (let run = 0; run < 9; run++) {
  const started = performance.now();
  bytes = (await statementPdf(db, who, WEEK, staff[run]!.id, 'es')).pdf.length;
  pdfTimes.push(performance.now() - started);
}
const lines = answer.staff.reduce((n, s) => n + s.events.length, 0);
console.log(
  `${HOUSEKEEPERS + SUPERVISORS} staff, ${CLEANINGS} completed cleanings in 2026; week of ${WEEK}: ${answer.staff.length} statements, ${lines} paid lines`,
);
console.log(
  `  weekly statement, all staff (9 runs): median ${median(weekTimes).toFixed(0)} ms, worst ${Math.max(...weekTimes).toFixed(0)} ms — target < 300 ms`,
);
console.log(
  `  one statement PDF (9 runs): median ${median(pdfTimes).toFixed(0)} ms, worst ${Math.max(...pdfTimes).toFixed(0)} ms, ${(bytes / 1024).toFixed(1)} KB — target < 1000 ms`,
);
console.log(
  `  load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
