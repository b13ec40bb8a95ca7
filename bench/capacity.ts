// Benchmark: capacity and assignment suggestions for 300 properties and 40 housekeepers, on the
// embedded database (PGlite on disk), through the app's HTTP handling (inject): POST /api/assignments/suggest
// for a week of ~600 cleanings (two thirds unassigned) and GET /api/capacity for 14 days, right after a
// change (each run computes it: a time-off note is edited before each, untimed) and unchanged (the response
// cache answers). Targets: suggest < 1 s, capacity < 100 ms. Run: npm run bench:capacity
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../common/domain/calendar';
import type { AvailabilitySlot } from '../common/domain/capacity';
import { openPglite } from '../server/src/db/client';
import { employees, timeOff, users } from '../server/src/db/schema/accounts';
import { assignments, cleaningEvents } from '../server/src/db/schema/events';
import { clients, properties } from '../server/src/db/schema/properties';
import { createUser, login } from '../server/test/factories';
import { benchApp } from './bench-app';

const PROPERTIES = 300;
const HOUSEKEEPERS = 40;
const WEEK = '2027-03-05'; // a Friday
const REGIONS = ['Pacífico Norte', 'Península', 'Zona Norte', 'Valle Central', 'Caribe', 'Pacífico Sur'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-capacity-'));
const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;

const slots = (days: number[], start: string, end: string): AvailabilitySlot[] =>
  days.map((weekday) => ({ weekday, start, end }));
const admin = await createUser(db, 'admin', { name: 'Bench Admin' });
const [client] = await db.insert(clients).values({ name: 'Pacific Coast Rentals' }).returning();
const staffUsers = await db
  .insert(users)
  .values(
    Array.from({ length: HOUSEKEEPERS }, (_, i) => ({
      name: `Camarera ${i}`,
      email: `h${i}@bench.example`,
      passwordHash: 'x',
      role: 'employee' as const,
    })),
  )
  .returning({ id: users.id });
// 30 work Monday to Saturday 08:00-17:00, 5 part-time afternoons on weekdays, 5 never set their week (every day).
const staff = await db
  .insert(employees)
  .values(
    staffUsers.map((u, i) => ({
      userId: u.id,
      name: `Camarera Solís ${String(i).padStart(2, '0')}`,
      email: `h${i}@bench.example`,
      availability:
        i < 30 ? slots([1, 2, 3, 4, 5, 6], '08:00', '17:00') : i < 35 ? slots([1, 2, 3, 4, 5], '13:00', '17:00') : null,
    })),
  )
  .returning({ id: employees.id });
// Six of them have a few days off in the fortnight.
await db.insert(timeOff).values(
  [0, 7, 14, 21, 28, 36].map((k, n) => ({
    employeeId: staff[k]!.id,
    startDate: addDays(WEEK, n),
    endDate: addDays(WEEK, n + 2),
    note: 'Vacaciones',
  })),
);
const houses = await db
  .insert(properties)
  .values(
    Array.from({ length: PROPERTIES }, (_, i) => ({
      clientId: client!.id,
      name: `Casa Pelícano ${i + 1}`,
      state: 'Guanacaste',
      region: REGIONS[i % REGIONS.length]!,
      bedrooms: 1 + (i % 5),
      bathrooms: 1 + (i % 3),
      clientPrice: 95,
      workerPayment: 15000,
      checkOutTime: i % 4 === 0 ? '10:00' : null,
      checkInTime: i % 4 === 0 ? '16:00' : null,
      cleaningMinutes: i % 5 === 0 ? 150 : null,
      preferredEmployeeId: i % 3 === 2 ? null : staff[i % HOUSEKEEPERS]!.id,
      backupEmployeeId: i % 3 === 0 ? staff[(i + 11) % HOUSEKEEPERS]!.id : null,
    })),
  )
  .returning({ id: properties.id });
// Two cleanings per property per week over the fortnight; a quarter are same-day turnovers; two thirds unassigned.
const rows = houses.flatMap((h, i) =>
  [0, 1, 2, 3].map((k) => {
    const serviceDate = addDays(WEEK, (i + k * 4) % 14);
    return {
      propertyId: h.id,
      serviceDate,
      checkOutDate: serviceDate,
      arrivalDate: (i + k) % 4 === 0 ? serviceDate : addDays(serviceDate, 2),
      eventSummary: 'Check-out turnover',
      status: (i + k) % 3 === 0 ? ('assigned' as const) : ('unassigned' as const),
    };
  }),
);
const events = await db.insert(cleaningEvents).values(rows).returning({ id: cleaningEvents.id });
await db
  .insert(assignments)
  .values(
    events.flatMap((e, n) =>
      rows[n]!.status === 'assigned' ? [{ cleaningEventId: e.id, employeeId: staff[n % HOUSEKEEPERS]!.id }] : [],
    ),
  );

const app = await benchApp(database, dataDir);
await app.ready();
const auth = { authorization: `Bearer ${await login(app, admin.email)}` };
const suggest = () =>
  app.inject({ method: 'POST', url: '/api/assignments/suggest', headers: auth, payload: { week_start: WEEK } });
const capacity = () => app.inject({ method: 'GET', url: `/api/capacity?start=${WEEK}&days=14`, headers: auth });

// Edits a time-off note: the capacity's data version moves, so the next read computes it again.
let edits = 0;
const change = () => db.update(timeOff).set({ note: `Vacaciones ${++edits}` });

async function time(runs: number, call: () => ReturnType<typeof suggest>, before?: () => Promise<unknown>) {
  await call(); // warm-up
  const times: number[] = [];
  let body = '';
  for (let run = 0; run < runs; run++) {
    await before?.();
    const started = performance.now();
    const res = await call();
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    body = res.body;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(runs / 2)]!, worst: sorted.at(-1)!, body };
}

const s = await time(5, suggest);
const c = await time(20, capacity, change);
const cached = await time(20, capacity);
const suggestions = (JSON.parse(s.body) as { suggestions: { employee_id: number | null }[] }).suggestions;
const days = (JSON.parse(c.body) as { days: { cleanings: number; over: boolean }[] }).days;
console.log(
  `${PROPERTIES} properties, ${HOUSEKEEPERS} housekeepers, ${rows.length} cleanings over 14 days from ${WEEK}`,
);
console.log(
  `  POST /assignments/suggest (5 runs): median ${s.median.toFixed(0)} ms, worst ${s.worst.toFixed(0)} ms — ${suggestions.length} suggestions, ${suggestions.filter((x) => x.employee_id === null).length} with nobody — target < 1000 ms`,
);
console.log(
  `  GET /capacity?days=14 after a change (20 runs): median ${c.median.toFixed(1)} ms, worst ${c.worst.toFixed(1)} ms — ${days.reduce((n, d) => n + d.cleanings, 0)} cleanings, ${days.filter((d) => d.over).length} days over — target < 100 ms`,
);
console.log(
  `  GET /capacity?days=14 unchanged (20 runs, cached): median ${cached.median.toFixed(1)} ms, worst ${cached.worst.toFixed(1)} ms`,
);
console.log(
  `  load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
