import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { addDays, monthRange } from '@common/domain/calendar';
import {
  cleaningWindow,
  defaultCleaningMinutes,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  unavailability,
  type AvailabilitySlot,
  type DaysOff,
} from '@common/domain/capacity';
import { todayIso } from '@common/domain/dates';
import type { EventStatus } from '@common/domain/event-status';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir, pgliteDir } from '../data-dir';
import { openPglite, openPostgres, type Db } from '../db/client';
import { recordAppLanguage, userExists, registerUser } from '../modules/accounts/accounts.service';
import { createClient } from '../modules/clients/clients.service';
import { seedInvoices } from './invoices';
import { composeEventLifecycle } from '../event-lifecycle';
import { assign, createEvent, setPayment, setStatus } from '../modules/events/events.service';
import { storeImage } from '../modules/media/media.service';
import { parseS3Url, type S3Bucket } from '../s3-url';
import { createProperty } from '../modules/properties/properties.service';
import { registerUserEmployee } from '../modules/accounts/staff.service';
import { createPortalUser } from '../modules/accounts/client-users.service';
import {
  DEMO_ACCESS,
  DEMO_ADMIN,
  DEMO_AVAILABILITY,
  DEMO_CLIENTS,
  DEMO_INVOICE_HEADER,
  DEMO_OWNER,
  DEMO_PASSWORD,
  DEMO_PROPERTIES,
  DEMO_STAFF,
  DEMO_TIME_OFF,
  demoBusySunday,
  SUMMARIES,
} from './demo-data';
import { insertTimeOff, setAvailability, setCleaningTimes } from './seed.queries';
import { answerDemoChecklist, seedChecklists } from './seed-checklists';
import { seedApprovedExtra, seedExtraRequest } from './seed-extras';
import { updateCompanySettings } from '../modules/settings/settings.service';

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

type Housekeeper = { id: number; availability: AvailabilitySlot[] | null; off: DaysOff[] };

/** The first housekeeper from a random place in the list who works during the cleaning's window that day. */
function availableHousekeeper(
  housekeepers: Housekeeper[],
  r: number,
  day: string,
  window: { start: string; end: string },
) {
  const first = Math.floor(r * housekeepers.length);
  for (let k = 0; k < housekeepers.length; k++) {
    const h = housekeepers[(first + k) % housekeepers.length] as Housekeeper;
    if (!unavailability(h.availability, h.off, day, window)) return h.id;
  }
  return undefined;
}

/** Fills an empty database with the demo company, in one transaction. */
export async function seedDemo(db: Db, today = todayIso(), bucket?: S3Bucket): Promise<{ events: number }> {
  const photoFiles = readdirSync(PHOTOS)
    .sort()
    .map((file) => path.join(PHOTOS, file));
  const photos: string[] = [];
  for (const file of photoFiles) photos.push(`/media/${await storeImage({ db, bucket }, readFileSync(file))}`);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const admin = await registerUser(tx, { ...DEMO_ADMIN, password: DEMO_PASSWORD, role: 'admin' });
    await recordAppLanguage(tx, admin, DEMO_ADMIN.language);
    const actor = { id: admin.id, role: 'admin' as const, name: admin.name };
    const lifecycle = composeEventLifecycle();
    const staff: Awaited<ReturnType<typeof registerUserEmployee>>[] = [];
    for (const s of DEMO_STAFF) {
      const made = await registerUserEmployee(tx, { ...s, password: DEMO_PASSWORD });
      await recordAppLanguage(tx, made.user, s.language);
      staff.push(made);
    }
    const employeeId = (email: string | undefined) => staff.find((s) => s.user.email === email)?.employee.id ?? null;
    for (const [email, slots] of Object.entries(DEMO_AVAILABILITY))
      await setAvailability(tx, employeeId(email) as number, slots);
    const timeOff = DEMO_TIME_OFF.map((t) => ({
      ...t,
      start_date: addDays(today, t.from),
      end_date: addDays(today, t.to),
    }));
    for (const t of timeOff) {
      const approved = t.status === 'approved';
      const own = staff.find((s) => s.user.email === t.email)?.user.id ?? null;
      await insertTimeOff(tx, {
        employeeId: employeeId(t.email) as number,
        startDate: t.start_date,
        endDate: t.end_date,
        note: t.note,
        status: t.status,
        createdBy: approved ? admin.id : own,
        decidedBy: approved ? admin.id : null,
      });
    }
    const housekeepers: Housekeeper[] = staff
      .filter((s) => s.user.role === 'employee')
      .map((s) => ({
        id: s.employee.id,
        availability: DEMO_AVAILABILITY[s.user.email] ?? null,
        off: timeOff.filter((t) => t.email === s.user.email && t.status === 'approved'),
      }));
    // The supervisors review and complete the cleanings, so their pay statements have something to show.
    const supervisors = staff
      .filter((s) => s.user.role === 'supervisor')
      .map((s) => ({ id: s.user.id, role: 'supervisor' as const, name: s.user.name }));
    const clients = [];
    for (const c of DEMO_CLIENTS) clients.push(await createClient(tx, c));
    await createPortalUser(tx, (clients[0] as { id: number }).id, { ...DEMO_OWNER, password: DEMO_PASSWORD });
    await updateCompanySettings(tx, {
      check_out_time: DEFAULT_CHECK_OUT_TIME,
      check_in_time: DEFAULT_CHECK_IN_TIME,
      ...DEMO_INVOICE_HEADER,
    });
    // Ana (the journeys' housekeeper) asks for extras from her phone on her cleanings waiting or in review.
    const ana = staff.find((s) => s.user.email === 'ana@demo.cr');
    const anaUser = ana && { id: ana.user.id, role: 'employee' as const, name: ana.user.name };
    let requests = 0;
    let approved = 0;
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
          entry_method: DEMO_ACCESS.entry[i % 2 ? 1 : 0],
          entry_method_description: i % 2 ? 'Caja junto a la puerta, código 1234' : 'Código de la puerta: 5678#',
          cabinet_code: String(4000 + i * 37),
          laundry_type: DEMO_ACCESS.laundry[i % 3 ? 1 : 0],
          laundry_type_description: i % 3 ? 'Lavadora en la terraza de servicio' : 'Dejar bolsas en la bodega',
          note: 'https://docs.example.com/laundry-instructions',
          google_maps_address: `${p.name}, ${p.city}, Costa Rica`,
          google_drive_folder_url: 'https://drive.example.com/folder/demo',
          details: 'Revisar toallas extra y reponer café.',
          images,
          check_out_time: p.checkOut ?? null,
          check_in_time: p.checkIn ?? null,
          cleaning_minutes: p.minutes ?? null,
          preferred_employee_id: employeeId(p.preferred),
          backup_employee_id: employeeId(p.backup),
        }),
      );
    }
    await seedChecklists(tx, actor, houses, photoFiles, bucket);
    const userOf = (employee: number) => staff.find((s) => s.employee.id === employee)?.user.id ?? admin.id;
    const rand = random(2026);
    // Extras have their own random source too: the schedule stays the same.
    const bonus = random(26);
    // Real durations come from their own random source, so the schedule is the same as before they existed.
    const clock = random(7);
    const timing = (i: number, day: string, arrival: string | null) => {
      const p = DEMO_PROPERTIES[i] as (typeof DEMO_PROPERTIES)[number];
      const checkOut = p.checkOut ?? DEFAULT_CHECK_OUT_TIME;
      return {
        checkOut,
        window: cleaningWindow(day, arrival, checkOut, p.checkIn ?? DEFAULT_CHECK_IN_TIME),
        minutes: p.minutes ?? defaultCleaningMinutes(p.bedrooms, p.bathrooms),
      };
    };
    const [y, m] = today.split('-').map(Number) as [number, number];
    const first = monthRange(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1).start;
    const last = monthRange(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1).end;
    let count = 0;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const perDay = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < perDay; k++) {
        const index = Math.floor(rand() * houses.length);
        const house = houses[index] as { id: number };
        const sameDay = rand() < 0.25;
        const arrival = sameDay ? day : addDays(day, 2);
        const summary = SUMMARIES[Math.floor(rand() * SUMMARIES.length)] as string;
        const event = await createEvent(tx, actor, {
          property_id: house.id,
          service_date: day,
          check_out_date: day,
          arrival_date: arrival,
          event_summary: summary === 'Reserva HM' ? `Reserva HM${Math.floor(rand() * 1e8)}` : summary,
          status: 'unassigned',
          payment_employee_status: 'pending',
          payment_client_status: 'pending',
          note: null,
        });
        count++;
        const status = plausibleStatus(day, today, rand());
        if (status === 'unassigned') continue;
        const { checkOut, window, minutes } = timing(index, day, arrival);
        // Someone who works that day during its window (nobody: it stays unassigned).
        const housekeeper = availableHousekeeper(housekeepers, rand(), day, window);
        if (housekeeper === undefined) continue;
        await assign(tx, lifecycle, actor, { cleaning_event_id: event.id, employee_id: housekeeper });
        if (status !== 'assigned') {
          // She went through the checklist before marking it serviced (Done needs its required items).
          const done = { id: event.id, propertyId: house.id, serviceDate: day };
          await answerDemoChecklist(tx, done, userOf(housekeeper), photos, count);
          await setStatus(tx, lifecycle, actor, event.id, 'in_review');
        }
        if (status === 'completed' && bonus() < 0.2)
          await seedApprovedExtra(tx, actor, event.id, approved++, DEMO_PROPERTIES[index]?.client === 1);
        if (status !== 'completed' && anaUser && housekeeper === ana.employee.id && day <= today)
          if (await seedExtraRequest(tx, anaUser, event.id, requests)) requests++;
        if (status === 'completed')
          await setStatus(tx, lifecycle, supervisors[count % supervisors.length] ?? actor, event.id, 'completed');
        // Most completed cleanings were started and finished on her phone: their real durations give the medians.
        if (status === 'completed' && clock() < 0.8) {
          const started = new Date(Date.parse(`${day}T${checkOut}:00-06:00`) + Math.round(clock() * 60) * 60_000);
          const took = Math.round(minutes * (0.8 + clock() * 0.45));
          await setCleaningTimes(tx, event.id, started, new Date(started.getTime() + took * 60_000));
        }
        if (status === 'completed' && day < addDays(today, -14)) {
          await setPayment(tx, lifecycle, actor, event.id, 'client', 'paid');
          await setPayment(tx, lifecycle, actor, event.id, 'employee', 'paid');
          await setPayment(tx, lifecycle, actor, event.id, 'supervisor', 'paid');
        }
      }
    }
    // The coming Sunday, when only two housekeepers work, is over capacity, with two tight same-day turnovers
    // (Villa Marea and the lodge take longer than their window); these wait unassigned for the suggestions.
    const sunday = demoBusySunday(today);
    const busy = [
      'Lodge Los Perezosos',
      'Villa Marea',
      'Casa Escazú',
      'Casa Pelícano',
      'Casa del Lago',
      'Ocean View Condo 3B',
      'Cabina Volcán',
    ];
    const extra = [
      ...busy.map((name, k) => ({ name, day: sunday, sameDay: k < 2 })),
      { name: 'Villa Marea', day: addDays(today, 2), sameDay: true },
    ];
    for (const { name, day, sameDay } of extra) {
      const house = houses[DEMO_PROPERTIES.findIndex((p) => p.name === name)] as { id: number };
      await createEvent(tx, actor, {
        property_id: house.id,
        service_date: day,
        check_out_date: day,
        arrival_date: sameDay ? day : addDays(day, 3),
        event_summary: 'Limpieza de salida',
        status: 'unassigned',
        payment_employee_status: 'pending',
        payment_client_status: 'pending',
        note: null,
      });
      count++;
    }
    await seedInvoices(
      tx,
      actor,
      clients.map((c) => c.id),
      today,
    );
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
      `Sign in with password ${DEMO_PASSWORD} as ${DEMO_ADMIN.email} (admin), sofia@demo.cr (supervisor), ana@demo.cr (housekeeper) or ${DEMO_OWNER.email} (a client's owner portal).`,
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
