// Client reports (/reports/): the history (paged, newest first), the stats of a range, and the PDF
// downloads.
import { infiniteQueryOptions, queryOptions, useIsMutating } from '@tanstack/react-query';
import type { EmailReportResponse, ReportHistoryItem, ReportInput, ReportStats } from '@common/contracts/reports';
import { api, apiDownload } from '../api-client';
import { saveFile } from '../save-file';
import { useResourceMutation } from './resource';

/** The stats of a range: the form's fields and an optional exchange rate (₡ per $). */
export type StatsRequest = Pick<ReportInput, 'client_id' | 'property_id' | 'start_date' | 'end_date'> & {
  crc_per_usd?: number;
};

/** Query keys of reports; `stats()` without a request covers every range (events invalidate them). */
export const reportKeys = {
  all: ['reports'] as const,
  history: () => [...reportKeys.all, 'history'] as const,
  // Keyed by what the stats depend on: the PDF's language and photos do not change them.
  stats: (input?: StatsRequest) => {
    if (!input) return [...reportKeys.all, 'stats'] as const;
    const { client_id, property_id, start_date, end_date, crc_per_usd } = input;
    return [...reportKeys.all, 'stats', { client_id, property_id, start_date, end_date, crc_per_usd }] as const;
  },
  generate: () => [...reportKeys.all, 'generate'] as const,
};

/** How many history items one page brings. */
export const REPORT_PAGE_SIZE = 50;

/** GET /reports/?limit=&before=: the history a page at a time, newest first. */
export function reportHistoryQuery() {
  return infiniteQueryOptions({
    queryKey: reportKeys.history(),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REPORT_PAGE_SIZE) });
      if (pageParam !== null) params.set('before', String(pageParam));
      return api.get<ReportHistoryItem[]>(`/reports/?${params}`, { signal });
    },
    initialPageParam: null as number | null,
    // A full page may have more behind it: the next one starts before its last (oldest) item.
    getNextPageParam: (page) => (page.length === REPORT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null),
  });
}

/** GET /reports/stats for a range. */
export function reportStatsQuery(input: StatsRequest) {
  return queryOptions({
    queryKey: reportKeys.stats(input),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        client_id: String(input.client_id),
        start_date: input.start_date,
        end_date: input.end_date,
      });
      if (input.property_id) params.set('property_id', String(input.property_id));
      if (input.crc_per_usd) params.set('crc_per_usd', String(input.crc_per_usd));
      return api.get<ReportStats>(`/reports/stats?${params}`, { signal });
    },
  });
}

/** The name a report downloads under when the server gives none. */
function fallbackName(input: Pick<ReportInput, 'start_date' | 'end_date'>): string {
  return `report-${input.start_date}_${input.end_date}.pdf`;
}

/** POST /reports/: stores the report and downloads its PDF; the history gains it. */
export function useGenerateReport() {
  return useResourceMutation({
    mutationKey: reportKeys.generate(),
    call: async (input: ReportInput) => {
      const file = await apiDownload('/reports/', { method: 'POST', body: input });
      saveFile(file.blob, file.fileName ?? fallbackName(input));
      return file;
    },
    invalidate: (client) => client.invalidateQueries({ queryKey: reportKeys.history() }),
  });
}

/** GET /reports/{id}/pdf: downloads a stored report again, from current data. */
export function useRegenerateReport() {
  return useResourceMutation({
    call: async (item: ReportHistoryItem) => {
      const file = await apiDownload(`/reports/${item.id}/pdf`);
      saveFile(file.blob, file.fileName ?? fallbackName(item));
      return file;
    },
  });
}

/** Whether a report is being generated from the form (the history's buttons wait for it). */
export function useIsGenerating(): boolean {
  return useIsMutating({ mutationKey: reportKeys.generate() }) > 0;
}

/** POST /reports/{id}/email: the report goes to its client through the outbox, in the app's language; the history shows it mailed. */
export function useEmailReport() {
  return useResourceMutation({
    call: (item: Pick<ReportHistoryItem, 'id'>) => api.post<EmailReportResponse>(`/reports/${item.id}/email`, {}),
    invalidate: (client) => client.invalidateQueries({ queryKey: reportKeys.history() }),
  });
}
