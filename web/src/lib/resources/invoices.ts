// Invoices (/invoices, admins): the list with its totals, one invoice, the clients' balances, and every
// change an invoice goes through (create, delete draft, issue, e-mail, payment, void).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AgingReport,
  ClientBalances,
  CreateInvoiceInput,
  Invoice,
  InvoiceList,
  InvoiceListQuery,
  IssueInvoiceInput,
  ManualLineInput,
  PaymentInput,
  UpdateInvoiceInput,
  UpdateLineInput,
  VoidInvoiceInput,
} from '@common/contracts/invoices';
import { api, apiDownload } from '../api-client';
import { saveFile } from '../save-file';
import { invalidateEvents } from './events';
import { useResourceMutation } from './resource';

/** Query keys of invoices: `all` covers lists, single invoices and balances. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (filters: InvoiceListQuery) => [...invoiceKeys.lists(), filters] as const,
  one: (id: number) => [...invoiceKeys.all, 'one', id] as const,
  balances: () => [...invoiceKeys.all, 'balances'] as const,
  aging: () => [...invoiceKeys.all, 'aging'] as const,
};

/** GET /invoices?status=&client_id=: the invoices, newest first, with the totals per currency. */
export function invoiceListQuery(filters: InvoiceListQuery) {
  return queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.status) params.set('status', filters.status);
      if (filters.client_id) params.set('client_id', String(filters.client_id));
      const search = params.size > 0 ? `?${params}` : '';
      return api.get<InvoiceList>(`/invoices${search}`, { signal });
    },
  });
}

/** GET /invoices/{id}: one invoice with its lines and payments. */
export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ signal }) => api.get<Invoice>(`/invoices/${id}`, { signal }),
  });
}

/** GET /invoices/balances: what each client's issued invoices still owe, in its currency. */
export function clientBalancesQuery() {
  return queryOptions({
    queryKey: invoiceKeys.balances(),
    queryFn: ({ signal }) => api.get<ClientBalances>('/invoices/balances', { signal }),
  });
}

/** GET /invoices/aging: open balances by days past due, per currency and per client. */
export function agingQuery() {
  return queryOptions({
    queryKey: invoiceKeys.aging(),
    queryFn: ({ signal }) => api.get<AgingReport>('/invoices/aging', { signal }),
  });
}

/**
 * An invoice change moves lists, balances and Completed Services (each cleaning's `invoice`, and its
 * client payment once paid): all of them are read again.
 */
async function invalidateInvoices(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: invoiceKeys.all }), invalidateEvents(client)]);
}

/** An answer that is the invoice itself goes straight into its cache. */
const answered = {
  update: (client: QueryClient, invoice: Invoice) => client.setQueryData(invoiceKeys.one(invoice.id), invoice),
  invalidate: invalidateInvoices,
};

/** POST /invoices: a draft of the client's completed cleanings and approved extras of the period. */
export function useCreateInvoice() {
  return useResourceMutation({
    call: (input: CreateInvoiceInput) => api.post<Invoice>('/invoices', input),
    ...answered,
  });
}

/** DELETE /invoices/{id}: a draft is deleted (its cleanings billable again). */
export function useDeleteDraft() {
  return useResourceMutation({
    call: (id: number) => api.delete<unknown>(`/invoices/${id}`),
    update: (client, _data, id) => client.removeQueries({ queryKey: invoiceKeys.one(id) }),
    invalidate: invalidateInvoices,
  });
}

/** POST /invoices/{id}/issue: numbers the draft (the exchange rate may be set here). */
export function useIssueInvoice() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input?: IssueInvoiceInput }) =>
      api.post<Invoice>(`/invoices/${id}/issue`, input ?? {}),
    ...answered,
  });
}

/** POST /invoices/{id}/email: queued to the client's billing (else contact) e-mail; answers to whom. */
export function useEmailInvoice() {
  return useResourceMutation({
    call: (id: number) => api.post<{ queued: true; to: string }>(`/invoices/${id}/email`),
    invalidate: (client, _data, id) => client.invalidateQueries({ queryKey: invoiceKeys.one(id) }),
  });
}

/** POST /invoices/{id}/payments: a payment received; the status and balance follow. */
export function useRecordPayment() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: PaymentInput }) => api.post<Invoice>(`/invoices/${id}/payments`, input),
    ...answered,
  });
}

/** POST /invoices/{id}/void: kept with its reason; its cleanings become billable again. */
export function useVoidInvoice() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: VoidInvoiceInput }) => api.post<Invoice>(`/invoices/${id}/void`, input),
    ...answered,
  });
}

/** GET /invoices/{id}/pdf?lang=: downloads the invoice in that language. */
export function useDownloadInvoice() {
  return useResourceMutation({
    call: async ({ invoice, lang }: { invoice: Pick<Invoice, 'id' | 'number'>; lang: 'en' | 'es' }) => {
      const file = await apiDownload(`/invoices/${invoice.id}/pdf?lang=${lang}`);
      saveFile(file.blob, file.fileName ?? `invoice-${invoice.number ?? `draft-${invoice.id}`}-${lang}.pdf`);
      return file;
    },
  });
}

/** PATCH /invoices/{id}: a draft's discount on the whole invoice, its terms. */
export function useUpdateDraft() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: UpdateInvoiceInput }) => api.patch<Invoice>(`/invoices/${id}`, input),
    ...answered,
  });
}

/** POST /invoices/{id}/lines, or PUT .../lines/{line_id} with `lineId`: a draft's manual line, a line's discount. */
export function useSaveLine() {
  return useResourceMutation({
    call: ({ id, lineId, input }: { id: number; lineId?: number; input: ManualLineInput | UpdateLineInput }) =>
      lineId === undefined
        ? api.post<Invoice>(`/invoices/${id}/lines`, input)
        : api.put<Invoice>(`/invoices/${id}/lines/${lineId}`, input),
    ...answered,
  });
}

/** DELETE /invoices/{id}/lines/{line_id}: a line off a draft. */
export function useDeleteLine() {
  return useResourceMutation({
    call: ({ id, lineId }: { id: number; lineId: number }) => api.delete<Invoice>(`/invoices/${id}/lines/${lineId}`),
    ...answered,
  });
}
