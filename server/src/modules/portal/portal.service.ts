import {
  PORTAL_MAX_DAYS,
  type PortalCleaning,
  type PortalCleaningsQuery,
  type PortalInvoice,
  type PortalProblem,
  type PortalProperty,
  type PortalReport,
} from '@common/contracts/portal';
import { invoiceBalance } from '@common/domain/invoice';
import { firstName } from '@common/domain/names';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/catalogue';
import { portalClientOf, type AuthUser } from '../../plugins/auth';
import { checklistSummaries } from '../checklists/summaries';
import { clientCleaningRows, eventTiming } from '../events/events.service';
import { requiredPeriod } from '../events/removed.service';
import { platformOf } from '../feeds/feeds.service';
import { photosOfEvents } from '../photos/photos.service';
import { clientProblems } from '../problems/problems.service';
import { clientReports } from '../reports/reports.service';
import * as q from './portal.queries';

// What a client's portal user reads (decision 0039). Every read is of the
// signed-in user's own client: the client comes from their session, never from the request.

/** The most problems the portal lists (newest first). */
const PROBLEMS_SHOWN = 200;

/** The client of a portal user: their session names it. */
const clientOf = portalClientOf;

/** GET /portal/properties: the client's properties in use, each with its feeds' health. */
export async function portalProperties(db: Db, who: AuthUser): Promise<PortalProperty[]> {
  const rows = await q.clientProperties(db, clientOf(who));
  const feeds = await q.feedsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    address: [p.streetAddress, p.city, p.state].filter((part) => part.trim() !== '').join(', '),
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    check_out_time: p.checkOutTime,
    check_in_time: p.checkInTime,
    feeds: feeds
      .filter((f) => f.propertyId === p.id)
      .map((f) => ({
        id: f.id,
        platform: platformOf(f),
        last_sync_at: f.lastSyncAt?.toISOString() ?? null,
        failing_since: f.failingSince?.toISOString() ?? null,
        ok: f.failingSince === null,
      })),
  }));
}

/**
 * GET /portal/cleanings?start=&end=: the client's cleanings of the period (cancelled ones left out), by date.
 * Completed ones (reviewed by a supervisor) carry their proof: every photo, and the checklist summed up per
 * room in the reader's language. The housekeeper is named by her first name only.
 */
export async function portalCleanings(
  db: Db,
  who: AuthUser,
  query: PortalCleaningsQuery,
  language: Language,
  publicUrl: string | undefined,
): Promise<PortalCleaning[]> {
  const { start, end } = requiredPeriod(query, PORTAL_MAX_DAYS);
  const rows = await clientCleaningRows(db, clientOf(who), { start, end });
  const completed = rows.filter((r) => r.event.status === 'completed');
  const ids = completed.map((r) => r.event.id);
  const [photos, checklists] = await Promise.all([
    photosOfEvents(db, publicUrl, ids),
    checklistSummaries(
      db,
      completed.map((r) => ({ eventId: r.event.id, propertyId: r.event.propertyId })),
      language,
    ),
  ]);
  return rows.map(({ event: e, propertyName, employeeName, timing }) => {
    const summary = checklists.get(e.id);
    const { window_start, window_end, started_at, finished_at } = eventTiming(e, timing);
    return {
      id: e.id,
      property_id: e.propertyId,
      property_name: propertyName,
      service_date: e.serviceDate,
      status: e.status,
      window_start,
      window_end,
      started_at,
      finished_at,
      housekeeper: firstName(employeeName),
      photos: photos.get(e.id) ?? [],
      checklist: summary ? { done: summary.done, total: summary.total, sections: summary.sections } : null,
    };
  });
}

/** GET /portal/problems: the problems found at the client's properties, newest first (at most 200), with photos. */
export async function portalProblems(db: Db, who: AuthUser, publicUrl: string | undefined): Promise<PortalProblem[]> {
  const found = await clientProblems({ db, publicUrl }, clientOf(who), PROBLEMS_SHOWN);
  return found.map((p) => ({
    id: p.id,
    property_id: p.property_id,
    property_name: p.property_name,
    service_date: p.service_date,
    kind: p.kind,
    note: p.note,
    status: p.status,
    created_at: p.created_at,
    closed_at: p.closed_at,
    close_note: p.close_note,
    photos: p.photos,
  }));
}

/** GET /portal/reports: the client's stored reports, last generated first. */
export async function portalReports(db: Db, who: AuthUser): Promise<PortalReport[]> {
  return (await clientReports(db, clientOf(who))).map((r) => ({
    id: r.id,
    property_name: r.property?.name ?? null,
    start_date: r.start_date,
    end_date: r.end_date,
    generated_at: r.generated_at,
  }));
}

/** GET /portal/invoices: the client's issued invoices (void ones too, marked so), last issued first. */
export async function portalInvoices(db: Db, who: AuthUser): Promise<PortalInvoice[]> {
  return (await q.issuedInvoicesOf(db, clientOf(who))).flatMap((i) =>
    i.status === 'draft' || i.number === null || i.issuedOn === null
      ? []
      : [
          {
            id: i.id,
            number: i.number,
            status: i.status,
            currency: i.currency,
            start_date: i.startDate,
            end_date: i.endDate,
            issued_on: i.issuedOn,
            total: i.total,
            paid: i.paid,
            balance: i.status === 'void' ? 0 : invoiceBalance(i.total, i.paid),
          },
        ],
  );
}
