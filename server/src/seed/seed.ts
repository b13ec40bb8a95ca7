import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { addDays, monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import type { EventStatus } from '@common/domain/event-status';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir, pgliteDir } from '../data-dir';
import { openPglite, openPostgres, type Db } from '../db/client';
import { userExists, registerUser } from '../modules/accounts/accounts.service';
import { createClient } from '../modules/clients/clients.service';
import { assign, createEvent, setPayment, setStatus } from '../modules/events/events.service';
import { storeImage } from '../modules/media/media.service';
import { parseS3Url, type S3Bucket } from '../s3-url';
import { createProperty } from '../modules/properties/properties.service';
import { registerUserEmployee } from '../modules/accounts/staff.service';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_PROPERTIES, DEMO_STAFF, SUMMARIES } from './demo-data';

const PHOTOS = path.join(import.meta.dirname, 'photos');

/** A small deterministic random source, so every seed makes the same company. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The status an event on `date` plausibly has today. */
function plausibleStatus(date: string, today: string, r: number): EventStatus {
  if (date < addDays(today, -7)) return r < 0.9 ? 'completed' : 'in_review';
  if (date < today) return r < 0.5 ? 'completed' : r < 0.8 ? 'in_review' : 'assigned';
  if (date <= addDays(today, 10)) return r < 0.75 ? 'assigned' : 'unassigned';
  return r < 0.3 ? 'assigned' : 'unassigned';
}

/** Fills an empty database with the demo company, in one transaction. */
export async function seedDemo(db: Db, today = todayIso(), bucket?: S3Bucket): Promise<{ events: number }> {
  const photos: string[] = [];
  for (const file of readdirSync(PHOTOS).sort())
    photos.push(`/media/${await storeImage({ db, bucket }, readFileSync(path.join(PHOTOS, file)))}`);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const admin = await registerUser(tx, { ...DEMO_ADMIN, password: DEMO_PASSWORD, role: 'admin' });
    const actor = { id: admin.id, role: 'admin' as const, name: admin.name };
    const staff = [];
    for (const s of DEMO_STAFF) staff.push(await registerUserEmployee(tx, { ...s, password: DEMO_PASSWORD }));
    const housekeepers = staff.filter((s) => s.user.role === 'employee').map((s) => s.employee.id);
    // The supervisors review and complete the cleanings, so their pay statements have something to show.
    const supervisors = staff
      .filter((s) => s.user.role === 'supervisor')
      .map((s) => ({ id: s.user.id, role: 'supervisor' as const, name: s.user.name }));
    const clients = [];
    for (const c of DEMO_CLIENTS) clients.push(await createClient(tx, c));
    const houses = [];
    for (const [i, p] of DEMO_PROPERTIES.entries()) {
      const images = [0, 4, 6].map((k) => ({ url: photos[(i + k) % photos.length] as string }));
      houses.push(
        await createProperty(tx, {
          client_id: (clients[p.client] as { id: number }).id,
          name: p.name,
          client_price: p.price,
          worker_payment: p.pay,
          supervisor_payment: Math.round(p.pay * 0.3),
          state: p.state,
          city: p.city,
          street_address: p.street,
          zip_code: p.zip,
          region: p.region,
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          entry_method: i % 2 ? 'Lockbox' : 'Smart lock',
          entry_method_description: i % 2 ? 'Caja junto a la puerta, código 1234' : 'Código de la puerta: 5678#',
          cabinet_code: String(4000 + i * 37),
          laundry_type: i % 3 ? 'In unit' : 'Laundry service',
          laundry_type_description: i % 3 ? 'Lavadora en la terraza de servicio' : 'Dejar bolsas en la bodega',
          note: 'https://docs.example.com/laundry-instructions',
          google_maps_address: `${p.name}, ${p.city}, Costa Rica`,
          google_drive_folder_url: 'https://drive.example.com/folder/demo',
          details: 'Revisar toallas extra y reponer café.',
          images,
        }),
      );
    }
    const rand = random(2026);
    const [y, m] = today.split('-').map(Number) as [number, number];
    const first = monthRange(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1).start;
    const last = monthRange(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1).end;
    let count = 0;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const perDay = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < perDay; k++) {
        const house = houses[Math.floor(rand() * houses.length)] as { id: number };
        const sameDay = rand() < 0.25;
        const summary = SUMMARIES[Math.floor(rand() * SUMMARIES.length)] as string;
        const event = await createEvent(tx, actor, {
          property_id: house.id,
          service_date: day,
          check_out_date: day,
          arrival_date: sameDay ? day : addDays(day, 2),
          event_summary: summary === 'Reservation HM' ? `Reservation HM${Math.floor(rand() * 1e8)}` : summary,
          status: 'unassigned',
          payment_employee_status: 'pending',
          payment_client_status: 'pending',
          note: null,
        });
        count++;
        const status = plausibleStatus(day, today, rand());
        if (status === 'unassigned') continue;
        await assign(tx, actor, {
          cleaning_event_id: event.id,
          employee_id: housekeepers[Math.floor(rand() * housekeepers.length)] as number,
        });
        if (status !== 'assigned') await setStatus(tx, actor, event.id, 'in_review');
        if (status === 'completed')
          await setStatus(tx, supervisors[count % supervisors.length] ?? actor, event.id, 'completed');
        if (status === 'completed' && day < addDays(today, -14)) {
          await setPayment(tx, actor, event.id, 'client', 'paid');
          await setPayment(tx, actor, event.id, 'employee', 'paid');
          await setPayment(tx, actor, event.id, 'supervisor', 'paid');
        }
      }
    }
    return { events: count };
  });
}

async function main() {
  const config = loadConfig();
  const log = pino({ level: 'info' });
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, log)
    : await openPglite(pgliteDir(config.dataDir));
  try {
    if (await userExists(database.db, DEMO_ADMIN.email)) {
      console.log('The demo company is already there; nothing to do.');
      return;
    }
    const { events } = await seedDemo(database.db, todayIso(), config.s3Url ? parseS3Url(config.s3Url) : undefined);
    console.log(
      `Demo company created: ${DEMO_CLIENTS.length} clients, ${DEMO_PROPERTIES.length} properties, ${DEMO_STAFF.length} staff, ${events} events.`,
    );
    console.log(
      `Sign in with password ${DEMO_PASSWORD} as ${DEMO_ADMIN.email} (admin), sofia@demo.cr (supervisor) or ana@demo.cr (housekeeper).`,
    );
  } finally {
    await database.close();
    await release?.();
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((err: unknown) => {
    if (err instanceof DataDirLockedError) console.error(`${err.message}\nStop the server, then run the seed again.`);
    else if (err instanceof ConfigError) console.error(err.message);
    else console.error(`Seed failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
