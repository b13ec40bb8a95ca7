import {
  reportHistoryList,
  reportStats as reportStatsSchema,
  type EmailReportResponse,
  type ReportHistoryItem,
  type ReportHistoryQuery,
  type ReportInput,
  type ReportStats,
  type ReportStatsQuery,
} from '@common/contracts/reports';
import { todayIso } from '@common/domain/dates';
import { formatDate, PAYROLL_CURRENCY, type Currency } from '@common/domain/format';
import { firstName } from '@common/domain/names';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../errors';
import { portalClientOf, type AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { translate, type Language } from '../../i18n/catalogue';
import { getClient } from '../clients/clients.service';
import { companyIdentity } from '../settings/settings.service';
import { queueMailWithAttachments } from '../email/email.service';
import { sumMoney } from '@common/domain/money';
import { reportFileName } from '../../pdf/format';
import { checklistSummaries } from '../checklists/summaries';
import { renderReportPdf, type ReportChecklist, type ReportDocument } from './report-pdf';
import { readReportPhotos, type PhotoStore } from './report-photos';
import * as q from './reports.queries';
import { text, type Text } from '../../i18n/text';
import { can } from '@common/domain/policy';

/** What rendering a report needs: the database, and where the cleanings' photos are stored. */
export type ReportDeps = { db: Db; photos: PhotoStore };

/** A rendered report, ready to download. */
export type ReportFile = { fileName: string; pdf: Buffer };

type Scope = {
  /** Its prices are in its currency (decision 0036). */
  client: { id: number; name: string; currency: Currency };
  property: { id: number; name: string } | null;
  start: string;
  end: string;
  includePhotos: boolean;
  includeChecklist: boolean;
};

const invalid = (detail: Text, errors: FieldError[]) => new AppError('invalid', detail, errors);

/** Checks that the client exists and the property (if any) is one of theirs. */
async function resolveScope(
  db: DbOrTx,
  input: {
    client_id: number;
    start_date: string;
    end_date: string;
    property_id?: number | null;
    include_photos?: boolean;
    include_checklist?: boolean;
  },
): Promise<Scope> {
  const client = await getClient(db, input.client_id).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not_found')
      throw invalid(text('client.notChosen'), [{ field: 'client_id', message: text('client.notFoundField') }]);
    throw err;
  });
  let property: Scope['property'] = null;
  if (input.property_id != null) {
    const row = await q.findPropertyOwner(db, input.property_id);
    if (!row || row.clientId !== client.id) {
      throw invalid(text('property.notOfClient'), [
        { field: 'property_id', message: text('property.notOfClientField') },
      ]);
    }
    property = { id: row.id, name: row.name };
  }
  return {
    client: { id: client.id, name: client.name, currency: client.currency },
    property,
    start: input.start_date,
    end: input.end_date,
    includePhotos: input.include_photos ?? false,
    includeChecklist: input.include_checklist ?? false,
  };
}

const scopeFilter = (s: Scope): q.ReportScope => ({
  clientId: s.client.id,
  from: s.start,
  to: s.end,
  propertyId: s.property?.id ?? null,
});

/** The language of a client's documents: the one asked for, else the client's own (docs/decisions/0048). */
async function documentLanguage(db: DbOrTx, scope: Scope, language: Language | undefined): Promise<Language> {
  return language ?? (await getClient(db, scope.client.id)).language;
}

/** Reads what the PDF shows; the caller renders it afterwards, outside any transaction. */
async function readDocument({ db, photos }: ReportDeps, scope: Scope, language: Language): Promise<ReportDocument> {
  const rows = await q.listCompletedCleanings(db, scopeFilter(scope));
  const cleanings = rows.map((r) => ({ eventId: r.eventId, property: r.propertyName, date: r.serviceDate }));
  return {
    company: (await companyIdentity(db)).company_name,
    language,
    clientName: scope.client.name,
    currency: scope.client.currency,
    propertyName: scope.property?.name ?? null,
    startDate: scope.start,
    endDate: scope.end,
    generatedOn: todayIso(),
    lines: rows.map((r) => ({
      date: r.serviceDate,
      propertyId: r.propertyId,
      property: r.propertyName,
      summary: r.summary,
      // A client reads a housekeeper's first name only, as in the portal.
      housekeeper: firstName(r.housekeeper),
      // The cleaning with its approved extras, as its invoice bills it (docs/decisions/0046-one-truth-for-money.md).
      price: sumMoney([r.clientPrice ?? 0, r.extras]),
    })),
    photos: scope.includePhotos ? await readReportPhotos(db, photos, cleanings) : null,
    checklists: scope.includeChecklist ? await readChecklists(db, rows, language) : null,
  };
}

/** The checklist summaries of the report's cleanings, in the table's order (those with a checklist). */
async function readChecklists(
  db: DbOrTx,
  rows: { eventId: number; propertyId: number; propertyName: string; serviceDate: string }[],
  language: Language,
): Promise<ReportChecklist[]> {
  const summaries = await checklistSummaries(db, rows, language);
  return rows.flatMap((r) => {
    const summary = summaries.get(r.eventId);
    return summary ? [{ ...summary, property: r.propertyName, date: r.serviceDate }] : [];
  });
}

async function render(scope: Scope, doc: ReportDocument): Promise<ReportFile> {
  return { fileName: reportFileName(scope.client.name, scope.start, scope.end), pdf: await renderReportPdf(doc) };
}

/** Validates the request, renders the PDF, then stores the history item (POST /reports/). */
export async function createReport(
  deps: ReportDeps,
  who: AuthUser,
  input: ReportInput,
  language: Language | undefined,
): Promise<ReportFile> {
  const { db } = deps;
  const scope = await resolveScope(db, input);
  const file = await render(scope, await readDocument(deps, scope, await documentLanguage(db, scope, language)));
  const row = {
    clientId: scope.client.id,
    propertyId: scope.property?.id ?? null,
    startDate: scope.start,
    endDate: scope.end,
    createdBy: who.id,
    includePhotos: scope.includePhotos,
    includeChecklist: scope.includeChecklist,
  };
  await q.upsertReport(db, row);
  return file;
}

function toHistoryItem(row: q.HistoryRow): ReportHistoryItem {
  return {
    id: row.id,
    client: { id: row.clientId, name: row.clientName },
    property: row.propertyName === null ? null : { name: row.propertyName },
    start_date: row.startDate,
    end_date: row.endDate,
    created_at: row.createdAt.toISOString(),
    generated_at: row.generatedAt.toISOString(),
    generated_by:
      row.generatedById !== null && row.generatedByName !== null
        ? { id: row.generatedById, name: row.generatedByName }
        : null,
    emailed_at: row.emailedAt?.toISOString() ?? null,
    include_photos: row.includePhotos,
    include_checklist: row.includeChecklist,
  };
}

/** Stored reports, newest first: all of them, or one page (`limit` items older than report `before`). */
/** The body of `listReports`, cached per page until reports, clients, properties or people move. */
export function reportHistoryBody(db: Db, cache: ResponseCache, page: ReportHistoryQuery): Promise<CachedBody> {
  return cache.answer(db, {
    key: `report-history:${JSON.stringify(page)}`,
    reads: ['reports', 'events', 'users'],
    schema: reportHistoryList,
    load: () => listReports(db, page),
  });
}

export async function listReports(db: Db, page: ReportHistoryQuery = {}): Promise<ReportHistoryItem[]> {
  return (await q.listHistoryRows(db, page)).map(toHistoryItem);
}

/** One client's stored reports, last generated first (the owners' portal). */
export async function clientReports(db: Db, clientId: number): Promise<ReportHistoryItem[]> {
  return (await q.listHistoryRows(db, { clientId })).map(toHistoryItem);
}

async function storedScope(db: DbOrTx, id: number): Promise<Scope> {
  const [row] = await q.listHistoryRows(db, { id });
  if (!row) throw new AppError('not_found', text('report.notFound'));
  return {
    client: { id: row.clientId, name: row.clientName, currency: row.clientCurrency },
    property:
      row.propertyId !== null && row.propertyName !== null ? { id: row.propertyId, name: row.propertyName } : null,
    start: row.startDate,
    end: row.endDate,
    includePhotos: row.includePhotos,
    includeChecklist: row.includeChecklist,
  };
}

/** Renders a stored report again from today's data, with or without photos as stored (GET /reports/{id}/pdf). */
export async function regenerateReport(deps: ReportDeps, id: number, language?: Language): Promise<ReportFile> {
  const scope = await storedScope(deps.db, id);
  return render(scope, await readDocument(deps, scope, await documentLanguage(deps.db, scope, language)));
}

/**
 * E-mails a stored report to its client with the PDF attached, through the outbox (POST /reports/{id}/email):
 * 409 when the client has no e-mail. The PDF is rendered first, outside the transaction that queues it.
 */
export async function emailReport(deps: ReportDeps, id: number, language?: Language): Promise<EmailReportResponse> {
  const { db } = deps;
  const scope = await storedScope(db, id);
  const client = await getClient(db, scope.client.id);
  if (!client.email) throw new AppError('conflict', text('client.noEmail', { name: client.name }));
  const to = client.email;
  const lang = language ?? client.language;
  const document = await readDocument(deps, scope, lang);
  const file = await render(scope, document);
  const words = {
    company: document.company,
    client: client.name,
    start: formatDate(scope.start, lang),
    end: formatDate(scope.end, lang),
  };
  const mail = {
    subject: translate(lang, 'mail.report.subject', words),
    body: translate(lang, 'mail.report.body', words),
  };
  await db.transaction(async (tx) => {
    await queueMailWithAttachments(tx, {
      to,
      ...mail,
      attachments: [
        { filename: file.fileName, contentType: 'application/pdf', contentBase64: file.pdf.toString('base64') },
      ],
    });
    await q.markEmailed(tx, id, to);
  });
  return { id, to, status: 'queued' };
}

/** The body of `reportStats`, cached per query until events, prices or clients move. */
export function reportStatsBody(db: Db, cache: ResponseCache, query: ReportStatsQuery): Promise<CachedBody> {
  return cache.answer(db, {
    key: `report-stats:${JSON.stringify(query)}`,
    reads: ['events'],
    schema: reportStatsSchema,
    load: () => reportStats(db, query),
  });
}

/**
 * Events per status, revenue in the client's currency, staff cost (CRC) and the margin in the client's
 * currency: a colones client's at once, a dollar client's only given an exchange rate (decision 0004).
 */
export async function reportStats(db: Db, query: ReportStatsQuery): Promise<ReportStats> {
  const resolved = await resolveScope(db, query);
  const scope = scopeFilter(resolved);
  const [counts, sums] = await Promise.all([q.countEventsByStatus(db, scope), q.sumCompleted(db, scope)]);
  const events = { unassigned: 0, assigned: 0, in_review: 0, completed: 0 };
  for (const c of counts) events[c.status] = Number(c.count);
  const staffCost = sumMoney([sums.worker, sums.supervisor]);
  const currency = resolved.client.currency;
  return {
    events,
    total_events: events.unassigned + events.assigned + events.in_review + events.completed,
    revenue: [{ amount: sums.revenue, currency }],
    staff_cost: { amount: staffCost, currency: 'CRC', worker: sums.worker, supervisor: sums.supervisor },
    margin: marginOf(sums.revenue, currency, staffCost, query.crc_per_usd),
  };
}

/** Revenue less staff cost (CRC), in the revenue's currency; dollars need the caller's rate, else null. */
function marginOf(
  revenue: number,
  currency: Currency,
  staffCost: number,
  rate: number | undefined,
): ReportStats['margin'] {
  if (currency === PAYROLL_CURRENCY) return { amount: sumMoney([revenue, -staffCost]), currency, crc_per_usd: null };
  if (rate === undefined) return null;
  return { amount: Math.round((revenue - staffCost / rate) * 100) / 100, currency, crc_per_usd: rate };
}

/** Lets a portal user read a report's PDF only if it is their client's (404 otherwise, as for a missing one). */
export async function assertOwnReport(db: Db, who: AuthUser, id: number): Promise<void> {
  if (!can(who.role, 'portal.ownClientOnly')) return;
  if ((await q.reportClientId(db, id)) !== portalClientOf(who))
    throw new AppError('not_found', text('portal.notYours'));
}
