// The data set of the month benchmarks: one client, 200 properties with 3 photos each, 10
// housekeepers and 3,000 events spread over one month, written to a fresh embedded database; and,
// for the requests benchmark, months of history before it.
import path from 'node:path';
import { monthRange } from '../common/domain/calendar';
import { openPglite } from '../server/src/db/client';
import { employees } from '../server/src/db/schema/accounts';
import { assignments, cleaningEvents } from '../server/src/db/schema/events';
import { clients, properties, propertyImages } from '../server/src/db/schema/properties';

export const PROPERTIES = 200;
export const EVENTS = 3000;

/** Fills `dataDir/db` with the busy month `yyyy-mm`, events cycling through `statuses`; closes it after. */
export async function writeBusyMonth(
  dataDir: string,
  yearMonth: string,
  statuses: readonly ('unassigned' | 'assigned' | 'in_review' | 'completed')[],
) {
  const days = Number(monthRange(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7))).end.slice(8));
  const database = await openPglite(path.join(dataDir, 'db'));
  const db = database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench Client' }).returning();
  const houses = await db
    .insert(properties)
    .values(
      Array.from({ length: PROPERTIES }, (_, i) => ({
        clientId: client!.id,
        name: `House ${i}`,
        state: 'Guanacaste',
        city: 'Tamarindo',
        streetAddress: `Street ${i}`,
        region: `Region ${i % 5}`,
        clientPrice: 100,
        workerPayment: 15000,
        details: 'Reponer café y revisar toallas. '.repeat(5),
      })),
    )
    .returning({ id: properties.id });
  await db
    .insert(propertyImages)
    .values(
      houses.flatMap((h) =>
        [0, 1, 2].map((position) => ({ propertyId: h.id, position, url: `/media/${h.id}-${position}.jpg` })),
      ),
    );
  const staff = await db
    .insert(employees)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Housekeeper ${i}`,
        email: `hk${i}@bench.example`,
        phone: '+506 8000 0000',
      })),
    )
    .returning({ id: employees.id });
  const events = await db
    .insert(cleaningEvents)
    .values(
      Array.from({ length: EVENTS }, (_, i) => ({
        propertyId: houses[i % PROPERTIES]!.id,
        serviceDate: `${yearMonth}-${String((i % days) + 1).padStart(2, '0')}`,
        eventSummary: `Turnover ${i}`,
        status: statuses[i % statuses.length]!,
      })),
    )
    .returning({ id: cleaningEvents.id, status: cleaningEvents.status });
  await db
    .insert(assignments)
    .values(
      events
        .filter((e) => e.status !== 'unassigned')
        .map((e, i) => ({ cleaningEventId: e.id, employeeId: staff[i % staff.length]!.id })),
    );
  await database.close();
}

/** Adds `months` months of completed, assigned cleanings before `yearMonth` (a company's history) to the data set. */
export async function writeHistory(dataDir: string, yearMonth: string, months: number, perMonth: number) {
  const database = await openPglite(path.join(dataDir, 'db'));
  const db = database.db;
  const houses = await db.select({ id: properties.id }).from(properties);
  const staff = await db.select({ id: employees.id }).from(employees);
  for (let back = 1; back <= months; back += 1) {
    const index = Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1 - back;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    const days = Number(monthRange(Math.floor(index / 12), (index % 12) + 1).end.slice(8));
    const events = await db
      .insert(cleaningEvents)
      .values(
        Array.from({ length: perMonth }, (_, i) => ({
          propertyId: houses[i % houses.length]!.id,
          serviceDate: `${month}-${String((i % days) + 1).padStart(2, '0')}`,
          eventSummary: `Turnover ${i}`,
          status: 'completed' as const,
        })),
      )
      .returning({ id: cleaningEvents.id });
    await db
      .insert(assignments)
      .values(events.map((e, i) => ({ cleaningEventId: e.id, employeeId: staff[i % staff.length]!.id })));
  }
  await database.close();
}
