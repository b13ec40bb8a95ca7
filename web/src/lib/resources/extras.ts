// Extras on a cleaning (decision 0036): a cleaning's extras, the housekeepers' requests
// waiting for the office, and the office's add, approve, refuse and delete. An extra moves the cleaning's
// pay line (statements) and its history, so every change reads those again.
import { can } from '@common/domain/policy';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ApproveExtraInput,
  Extra,
  ExtraInput,
  ExtraRequest,
  RefuseExtraInput,
  UpdateExtraInput,
} from '@common/contracts/extras';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { api } from '../api-client';
import type { EventExtrasTools, ExtraRequestsTools } from '../event-extras';
import { getRole } from '../session';
import { clientsQuery } from './clients';
import { propertiesQuery } from './properties';
import { eventKeys } from './events';
import { invoiceKeys } from './invoices';
import { payrollKeys } from './payroll';
import { useResourceMutation } from './resource';

const all = ['extras'] as const;

/** Query keys of extras: one cleaning's list and the office's requests. */
export const extraKeys = {
  all,
  event: (eventId: number) => [...all, 'event', eventId] as const,
  requests: () => [...all, 'requests'] as const,
};

/** GET /cleaning_events/{id}/extras: a cleaning's extras (a housekeeper's answer has no client amounts). */
export const eventExtrasQuery = (eventId: number) =>
  queryOptions({
    queryKey: extraKeys.event(eventId),
    queryFn: ({ signal }) => api.get<Extra[]>(`/cleaning_events/${eventId}/extras`, { signal }),
  });

/** GET /extras/requests (admin, supervisor): housekeepers' requests waiting for a decision, oldest first. */
export const extraRequestsQuery = () =>
  queryOptions({
    queryKey: extraKeys.requests(),
    queryFn: ({ signal }) => api.get<ExtraRequest[]>('/extras/requests', { signal }),
  });

/**
 * After any extra change: the extras lists, the pay statements (a line's amount includes its extras), the cleaning's
 * history, Completed Services and the invoices (they count extras and a draft follows a correction).
 */
export async function invalidateExtras(client: QueryClient, eventId: number): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: extraKeys.all }),
    client.invalidateQueries({ queryKey: eventKeys.completed() }),
    client.invalidateQueries({ queryKey: invoiceKeys.all }),
    client.invalidateQueries({ queryKey: payrollKeys.all() }),
    client.invalidateQueries({ queryKey: eventKeys.history(eventId) }),
  ]);
}

/** The extra a call acts on. */
export type ExtraRef = { eventId: number; id: number };

const invalidate = (client: QueryClient, _data: unknown, variables: { eventId: number }) =>
  invalidateExtras(client, variables.eventId);

/** POST /cleaning_events/{id}/extras (admin, supervisor): approved at once. */
export function useAddExtra() {
  return useResourceMutation({
    call: ({ eventId, input }: { eventId: number; input: ExtraInput }) =>
      api.post<Extra>(`/cleaning_events/${eventId}/extras`, input),
    invalidate,
  });
}

/** POST .../extras/{extra_id}/approve: approves a request, with the amounts the office set. */
export function useApproveExtra() {
  return useResourceMutation({
    call: ({ eventId, id, input }: ExtraRef & { input?: ApproveExtraInput }) =>
      api.post<Extra>(`/cleaning_events/${eventId}/extras/${id}/approve`, input ?? {}),
    invalidate,
  });
}

/** POST .../extras/{extra_id}/refuse: refuses a request, with the reason she will read. */
export function useRefuseExtra() {
  return useResourceMutation({
    call: ({ eventId, id, input }: ExtraRef & { input?: RefuseExtraInput }) =>
      api.post<Extra>(`/cleaning_events/${eventId}/extras/${id}/refuse`, input ?? {}),
    invalidate,
  });
}

/** PUT /cleaning_events/{id}/extras/{extra_id} (admin, supervisor): corrects an extra, also after completion. */
export function useCorrectExtra() {
  return useResourceMutation({
    call: ({ eventId, id, input }: ExtraRef & { input: UpdateExtraInput }) =>
      api.put<Extra>(`/cleaning_events/${eventId}/extras/${id}`, input),
    invalidate,
  });
}

/** DELETE /cleaning_events/{id}/extras/{extra_id}. */
export function useDeleteExtra() {
  return useResourceMutation({
    call: ({ eventId, id }: ExtraRef) => api.delete<unknown>(`/cleaning_events/${eventId}/extras/${id}`),
    invalidate,
  });
}

/**
 * Everything the Extras tab of one cleaning needs, for the office. Client amounts are in the client's
 * currency, read from the clients list by the property's client: admins only (supervisors see no client
 * prices, decision 0031, and cannot read clients).
 */
export function useEventExtras(event: CleaningEvent | null): EventExtrasTools | undefined {
  const admin = can(getRole(), 'client.read');
  const id = event?.id ?? 0;
  // Asked for when the tab is first shown (show()), not with every opened cleaning.
  const [shown, setShown] = useState<number | null>(null);
  const wanted = event !== null && shown === event.id;
  const extras = useQuery({ ...eventExtrasQuery(id), enabled: wanted });
  const clients = useQuery({ ...clientsQuery(), enabled: wanted && admin });
  const add = useAddExtra();
  const approve = useApproveExtra();
  const refuse = useRefuseExtra();
  const remove = useDeleteExtra();
  const correct = useCorrectExtra();
  if (!event) return undefined;
  const clientId = event.property?.client_id;
  const currency = admin ? (clients.data?.find((c) => c.id === clientId)?.currency ?? null) : null;
  const ref = (extra: Extra) => ({ eventId: event.id, id: extra.id });
  return {
    extras: extras.data,
    loading: extras.isPending,
    error: extras.error,
    currency,
    frozen: normalizeStatus(event.status) === 'completed',
    show: () => setShown(event.id),
    add: (input) => add.mutateAsync({ eventId: event.id, input }),
    approve: (extra, input) => approve.mutateAsync({ ...ref(extra), input }),
    refuse: (extra, reason) => refuse.mutateAsync({ ...ref(extra), input: reason ? { reason } : {} }),
    remove: (extra) => remove.mutateAsync(ref(extra)),
    correct: (extra, input) => correct.mutateAsync({ ...ref(extra), input }),
  };
}

/**
 * The office's "Extras to approve": the requests waiting, Approve (with amounts) and Refuse. An admin's
 * client amount is in the client's currency, found through the property of that name and its client.
 */
export function useExtraRequests(): ExtraRequestsTools {
  const admin = can(getRole(), 'client.read');
  const requests = useQuery(extraRequestsQuery());
  const waiting = (requests.data?.length ?? 0) > 0;
  const clients = useQuery({ ...clientsQuery(), enabled: admin && waiting });
  const properties = useQuery({ ...propertiesQuery(), enabled: admin && waiting });
  const approve = useApproveExtra();
  const refuse = useRefuseExtra();
  const ref = (request: ExtraRequest) => ({ eventId: request.cleaning_event_id, id: request.id });
  return {
    requests: requests.data,
    error: requests.error,
    currencyOf: (request) => {
      if (!admin) return null;
      const named = properties.data?.filter((p) => p.name === request.property_name) ?? [];
      const [only] = named;
      if (named.length !== 1 || !only) return null;
      return clients.data?.find((c) => c.id === only.client_id)?.currency ?? null;
    },
    approve: (request, input) => approve.mutateAsync({ ...ref(request), input }),
    refuse: (request, reason) => refuse.mutateAsync({ ...ref(request), input: reason ? { reason } : {} }),
  };
}
