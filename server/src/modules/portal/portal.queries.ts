import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/billing';
import { calendarFeeds } from '../../db/schema/feeds';
import { properties } from '../../db/schema/properties';
import { timingSelection } from '../../db/property-timing';

/** A client's properties in use (not archived), by name, with their check-out and check-in times (else the company's). */
export function clientProperties(db: DbOrTx, clientId: number) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      streetAddress: properties.streetAddress,
      city: properties.city,
      state: properties.state,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      checkOutTime: timingSelection.checkOutTime,
      checkInTime: timingSelection.checkInTime,
    })
    .from(properties)
    .where(and(eq(properties.clientId, clientId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.name), asc(properties.id));
}

/** The calendar feeds of these properties, oldest first. */
export function feedsOf(db: DbOrTx, propertyIds: number[]) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(calendarFeeds)
    .where(inArray(calendarFeeds.propertyId, propertyIds))
    .orderBy(asc(calendarFeeds.id));
}

/** A client's issued invoices (never drafts), last issued first. */
export function issuedInvoicesOf(db: DbOrTx, clientId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
}
