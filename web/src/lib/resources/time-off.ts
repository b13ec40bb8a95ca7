// Time off (decisions.md 7): a housekeeper asks for days off from her phone (`requested` until an
// admin approves), sees her requests and cancels those still requested. Online only.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@common/contracts/auth';
import type { TimeOff, TimeOffInput } from '@common/contracts/capacity';
import { api } from '../api-client';
import { useResourceMutation } from './resource';

/** Query keys of time off: everything (for invalidation) and one person's list. */
export const timeOffKeys = {
  all: ['time-off'] as const,
  employee: (employeeId: number) => [...timeOffKeys.all, 'employee', employeeId] as const,
};

/** GET /auth/me: who is signed in, with her staff record's id (the time-off calls name it). */
export function meQuery() {
  return queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: ({ signal }) => api.get<Me>('/auth/me', { signal }),
    staleTime: Infinity,
  });
}

/** GET /employee/{id}/time-off: her periods off, newest first, each `requested` or `approved`. */
export function timeOffQuery(employeeId: number) {
  return queryOptions({
    queryKey: timeOffKeys.employee(employeeId),
    queryFn: ({ signal }) => api.get<TimeOff[]>(`/employee/${employeeId}/time-off`, { signal }),
  });
}

const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: timeOffKeys.all });

/** POST /employee/{id}/time-off: her request (an admin's is approved at once). */
export function useRequestTimeOff() {
  return useResourceMutation({
    call: ({ employeeId, input }: { employeeId: number; input: TimeOffInput }) =>
      api.post<TimeOff>(`/employee/${employeeId}/time-off`, input),
    invalidate,
  });
}

/** DELETE /employee/{id}/time-off/{time_off_id}: she may cancel her own requested ones. */
export function useCancelTimeOff() {
  return useResourceMutation({
    call: ({ employeeId, id }: { employeeId: number; id: number }) =>
      api.delete<null>(`/employee/${employeeId}/time-off/${id}`),
    invalidate,
  });
}
