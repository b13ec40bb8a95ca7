import { queryOptions, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import type { PropertyView } from '@common/contracts/properties';
import type { ReportHistoryItem, ReportInput, ReportStats } from '@common/contracts/reports';
import { api, apiDownload } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** Query keys of the Reports screen. */
export const reportKeys = {
  history: ['reports', 'history'] as const,
  stats: (input: StatsRequest) => ['reports', 'stats', input] as const,
  clients: ['reports', 'clients'] as const,
  properties: (clientId: number) => ['reports', 'properties', clientId] as const,
  generate: ['reports', 'generate'] as const,
};

/** The stats of a range: the form's fields and an optional exchange rate (₡ per $). */
export type StatsRequest = ReportInput & { crc_per_usd?: number };

/** GET /reports/: the history, newest first. */
export const reportHistoryQuery = () =>
  queryOptions({ queryKey: reportKeys.history, queryFn: ({ signal }) => api.get<ReportHistoryItem[]>('/reports/', { signal }) });

/** GET /clients/: the clients a report can be made for. */
export const reportClientsQuery = () =>
  queryOptions({ queryKey: reportKeys.clients, queryFn: ({ signal }) => api.get<Client[]>('/clients/', { signal }), staleTime: 60_000 });

/** GET /houses/client/{id}: the chosen client's properties. */
export const clientPropertiesQuery = (clientId: number) =>
  queryOptions({
    queryKey: reportKeys.properties(clientId),
    queryFn: ({ signal }) => api.get<PropertyView[]>(`/houses/client/${clientId}`, { signal }),
    staleTime: 60_000,
  });

/** GET /reports/stats for the chosen range. */
export const reportStatsQuery = (input: StatsRequest) =>
  queryOptions({
    queryKey: reportKeys.stats(input),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ client_id: String(input.client_id), start_date: input.start_date, end_date: input.end_date });
      if (input.property_id) params.set('property_id', String(input.property_id));
      if (input.crc_per_usd) params.set('crc_per_usd', String(input.crc_per_usd));
      return api.get<ReportStats>(`/reports/stats?${params}`, { signal });
    },
  });

/** The name a report downloads under when the server gives none. */
function fallbackName(input: Pick<ReportInput, 'start_date' | 'end_date'>): string {
  return `report-${input.start_date}_${input.end_date}.pdf`;
}

/** POST /reports/: stores the report, downloads its PDF and refreshes the history. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reportKeys.generate,
    mutationFn: async (input: ReportInput) => {
      const file = await apiDownload('/reports/', { method: 'POST', body: input });
      saveFile(file.blob, file.fileName ?? fallbackName(input));
      return file;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.history }),
  });
}

/** GET /reports/{id}/pdf: downloads a stored report again, from current data. */
export function useRegenerateReport() {
  return useMutation({
    mutationFn: async (item: ReportHistoryItem) => {
      const file = await apiDownload(`/reports/${item.id}/pdf`);
      saveFile(file.blob, file.fileName ?? fallbackName(item));
      return file;
    },
  });
}

/** Whether a report is being generated from the form (history buttons wait for it). */
export function useIsGenerating(): boolean {
  return useIsMutating({ mutationKey: reportKeys.generate }) > 0;
}
