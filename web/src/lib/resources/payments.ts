// Money (decision 0012): Completed Services with its filters and totals, marking many paid at once,
// the spreadsheet export.
import { queryOptions } from '@tanstack/react-query';
import type {
  BulkPaymentInput,
  BulkPaymentResponse,
  CompletedFilters,
  CompletedLean,
  CompletedList,
} from '@common/contracts/payments';
import { api, apiDownload } from '../api-client';
import { saveFile } from '../save-file';
import { eventKeys, fromLeanMonth, invalidateEvents } from './events';
import { useResourceMutation } from './resource';

/** The month and filters of Completed Services. */
export type CompletedSelection = { year: number; month: number } & CompletedFilters;

/** Query keys of Completed Services: under the events' keys, so any event change makes them stale. */
export const completedKeys = {
  list: (selection: CompletedSelection) => [...eventKeys.completed(), selection] as const,
};

/** The query string of a selection (empty filters left out). */
export function completedParams(selection: CompletedSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(selection)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/**
 * GET /cleaning_events/completed?lean=true: the month's completed events matching the filters, with
 * totals; asked in the lean form (each property once) and rebuilt into the full events.
 */
export function completedQuery(selection: CompletedSelection) {
  return queryOptions({
    queryKey: completedKeys.list(selection),
    queryFn: async ({ signal }): Promise<CompletedList> => {
      const { events, properties, totals } = await api.get<CompletedLean>(
        `/cleaning_events/completed?${completedParams(selection)}&lean=true`,
        { signal },
      );
      return { events: fromLeanMonth({ events, properties }), totals };
    },
  });
}

/** PATCH /cleaning_events/payments: many events' payment statuses, all or nothing. */
export function useBulkPayment() {
  return useResourceMutation({
    call: (input: BulkPaymentInput) => api.patch<BulkPaymentResponse>('/cleaning_events/payments', input),
    invalidate: (client) => invalidateEvents(client),
  });
}

/** GET /cleaning_events/completed/xlsx: downloads the filtered list as a spreadsheet. */
export function useExportCompleted() {
  return useResourceMutation({
    call: async (selection: CompletedSelection) => {
      const file = await apiDownload(`/cleaning_events/completed/xlsx?${completedParams(selection)}`);
      saveFile(
        file.blob,
        file.fileName ?? `completed-services-${selection.year}-${String(selection.month).padStart(2, '0')}.xlsx`,
      );
      return file;
    },
  });
}
