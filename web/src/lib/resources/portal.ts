// The owners' portal (/portal/*, decision 0039): what a client's person reads, their PDFs, and
// the admins' side, who has access to a client (/clients/{id}/users).
import { queryOptions } from '@tanstack/react-query';
import type {
  ClientUser,
  InviteClientUserInput,
  PortalCleaning,
  PortalInvoice,
  PortalProblem,
  PortalProperty,
  PortalReport,
} from '@common/contracts/portal';
import { api, apiDownload } from '../api-client';
import { saveFile } from '../save-file';
import { useResourceMutation } from './resource';

/** Query keys of the portal (a client user's own data) and of a client's portal users (admins). */
export const portalKeys = {
  all: ['portal'] as const,
  properties: () => [...portalKeys.all, 'properties'] as const,
  cleanings: (start: string, end: string) => [...portalKeys.all, 'cleanings', start, end] as const,
  problems: () => [...portalKeys.all, 'problems'] as const,
  reports: () => [...portalKeys.all, 'reports'] as const,
  invoices: () => [...portalKeys.all, 'invoices'] as const,
  users: (clientId: number) => ['clients', clientId, 'users'] as const,
};

const read =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    api.get<T>(path, { signal });

/** GET /portal/properties: their properties with each feed's health. */
export const portalPropertiesQuery = () =>
  queryOptions({ queryKey: portalKeys.properties(), queryFn: read<PortalProperty[]>('/portal/properties') });

/** GET /portal/cleanings?start=&end=: their cleanings of the period, completed ones with their proof. */
export const portalCleaningsQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: portalKeys.cleanings(start, end),
    queryFn: read<PortalCleaning[]>(`/portal/cleanings?start=${start}&end=${end}`),
  });

/** GET /portal/problems: the problems found at their properties, newest first. */
export const portalProblemsQuery = () =>
  queryOptions({ queryKey: portalKeys.problems(), queryFn: read<PortalProblem[]>('/portal/problems') });

/** GET /portal/reports: their reports, newest first. */
export const portalReportsQuery = () =>
  queryOptions({ queryKey: portalKeys.reports(), queryFn: read<PortalReport[]>('/portal/reports') });

/** GET /portal/invoices: their issued invoices, newest first. */
export const portalInvoicesQuery = () =>
  queryOptions({ queryKey: portalKeys.invoices(), queryFn: read<PortalInvoice[]>('/portal/invoices') });

/** Downloads one of their documents: a report (GET /reports/{id}/pdf) or an invoice (GET /invoices/{id}/pdf). */
export function useDownloadDocument() {
  return useResourceMutation({
    call: async ({ kind, id, name }: { kind: 'reports' | 'invoices'; id: number; name: string }) => {
      const file = await apiDownload(`/${kind}/${id}/pdf`);
      saveFile(file.blob, file.fileName ?? name);
      return file;
    },
  });
}

/** GET /clients/{id}/users: who has access to the client's portal (admins). */
export const clientUsersQuery = (clientId: number) =>
  queryOptions({ queryKey: portalKeys.users(clientId), queryFn: read<ClientUser[]>(`/clients/${clientId}/users`) });

/** POST /clients/{id}/users: invites a person (or invites them again); the list refreshes. */
export function useInviteClientUser(clientId: number) {
  return useResourceMutation({
    call: (input: InviteClientUserInput) => api.post<ClientUser>(`/clients/${clientId}/users`, input),
    invalidate: (client) => client.invalidateQueries({ queryKey: portalKeys.users(clientId) }),
  });
}

/** DELETE /clients/{id}/users/{user_id}: ends a person's access; the list refreshes. */
export function useRevokeClientUser(clientId: number) {
  return useResourceMutation({
    call: (userId: number) => api.delete<null>(`/clients/${clientId}/users/${userId}`),
    invalidate: (client) => client.invalidateQueries({ queryKey: portalKeys.users(clientId) }),
  });
}
