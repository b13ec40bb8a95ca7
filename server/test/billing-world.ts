// The data the invoice tests read: billing clients, houses and completed cleanings inserted with Drizzle
// (fast, and with the exact client prices a test needs), approved extras inserted as the extras module stores them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ExtraKind } from '@common/domain/invoice';
import { cleaningExtras } from '../src/db/schema/billing';
import { cleaningEvents } from '../src/db/schema/events';
import { clients, properties } from '../src/db/schema/properties';
import { signedIn, staffMember } from './factories';
import type { TestContext } from './test-app';

type ClientOptions = {
  currency?: 'USD' | 'CRC';
  taxRate?: number;
  email?: string | null;
  billingEmail?: string | null;
  idType?: '01' | '02' | '03' | '04' | null;
  idNumber?: string | null;
  language?: 'en' | 'es';
  creditDays?: number;
  paymentReminders?: boolean;
};

/** An admin, a supervisor and a housekeeper, and helpers to make billing clients, houses, cleanings and extras. */
export async function billingWorld({ app, database }: TestContext) {
  const db = database.db;
  const admin = await signedIn(app, db, 'admin');
  const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Vargas');
  const housekeeper = await staffMember(app, admin.auth, 'employee', 'Ana Mora');

  /** A client with its billing fields. */
  async function client(name: string, o: ClientOptions = {}) {
    const [row] = await db
      .insert(clients)
      .values({
        name,
        email: o.email ?? null,
        currency: o.currency ?? 'USD',
        taxRate: o.taxRate ?? 13,
        billingEmail: o.billingEmail ?? null,
        idType: o.idType ?? null,
        idNumber: o.idNumber ?? null,
        language: o.language ?? 'es',
        ...(o.creditDays !== undefined && { terms: 'credit' as const, creditDays: o.creditDays }),
        paymentReminders: o.paymentReminders ?? false,
      })
      .returning({ id: clients.id });
    return row!;
  }

  /** A house of the client. */
  async function house(clientId: number, name = `Casa ${randomBytes(3).toString('hex')}`, price = 100) {
    const [row] = await db
      .insert(properties)
      .values({ clientId, name, clientPrice: price, workerPayment: 15000 })
      .returning({ id: properties.id });
    return row!;
  }

  /** Completed cleanings of the house, one per date, each frozen at `price` (else the house's price). */
  async function cleanings(propertyId: number, dates: string[], price?: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < dates.length; i += 1000) {
      const rows = await db
        .insert(cleaningEvents)
        .values(
          dates.slice(i, i + 1000).map((serviceDate) => ({
            propertyId,
            serviceDate,
            eventSummary: 'Check-out turnover',
            status: 'completed' as const,
            ...(price !== undefined && { clientPrice: price }),
          })),
        )
        .returning({ id: cleaningEvents.id });
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /** An extra on a cleaning, approved unless told otherwise. */
  async function extra(
    cleaningEventId: number,
    clientAmount: number,
    o: {
      kind?: ExtraKind;
      description?: string;
      status?: 'requested' | 'approved' | 'refused';
      quantity?: number;
    } = {},
  ) {
    const [row] = await db
      .insert(cleaningExtras)
      .values({
        cleaningEventId,
        kind: o.kind ?? 'laundry',
        description: o.description ?? '',
        quantity: o.quantity ?? 1,
        clientAmount,
        workerAmount: 2000,
        status: o.status ?? 'approved',
      })
      .returning({ id: cleaningExtras.id });
    return row!.id;
  }

  /** The client payment status of a cleaning. */
  async function clientStatus(eventId: number) {
    const [row] = await db
      .select({ s: cleaningEvents.paymentClientStatus })
      .from(cleaningEvents)
      .where(eq(cleaningEvents.id, eventId));
    return row?.s;
  }

  const call = (
    who: { auth: Record<string, string> },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    lang?: string,
  ) => app.inject({ method, url, payload, headers: { ...who.auth, ...(lang && { 'accept-language': lang }) } });

  return { db, admin, supervisor, housekeeper, client, house, cleanings, extra, clientStatus, call };
}
