// Time off (/employee/{id}/time-off, /time-off/requests): a housekeeper's days off and the requests waiting for an admin.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TimeOff, TimeOffInput, TimeOffRequest } from '@common/contracts/capacity';
import { api } from '../api-client';
import { capacityKeys } from './capacity';
import { useResourceMutation } from './resource';

const all = ['time-off'] as const;

/** Query keys of time off: one person's list and the admins' requests. */
export const timeOffKeys = {
  all,
  of: (employeeId: number) => [...all, 'employee', employeeId] as const,
  requests: () => [...all, 'requests'] as const,
};

/** GET /employee/{id}/time-off: her periods off, requested and approved. */
export const timeOffQuery = (employeeId: number) =>
  queryOptions({
    queryKey: timeOffKeys.of(employeeId),
    queryFn: ({ signal }) => api.get<TimeOff[]>(`/employee/${employeeId}/time-off`, { signal }),
  });

/** GET /time-off/requests (admin): the requests waiting for an answer, with whose they are. */
export const timeOffRequestsQuery = () =>
  queryOptions({
    queryKey: timeOffKeys.requests(),
    queryFn: ({ signal }) => api.get<TimeOffRequest[]>('/time-off/requests', { signal }),
  });

// A change to one person's time off shows in her list, in the requests list and in the days' capacity.
const invalidateTimeOff = async (client: QueryClient) => {
  await Promise.all([
    client.invalidateQueries({ queryKey: timeOffKeys.all }),
    client.invalidateQueries({ queryKey: capacityKeys.all }),
  ]);
};

/** POST /employee/{id}/time-off: an admin's is approved at once; its answer names her cleanings in it. */
export function useAddTimeOff() {
  return useResourceMutation({
    call: ({ employeeId, input }: { employeeId: number; input: TimeOffInput }) =>
      api.post<TimeOff>(`/employee/${employeeId}/time-off`, input),
    invalidate: invalidateTimeOff,
  });
}

/** The period of time off a call acts on. */
export type TimeOffRef = { employeeId: number; id: number };

/** POST /employee/{id}/time-off/{time_off_id}/approve (admin). */
export function useApproveTimeOff() {
  return useResourceMutation({
    call: ({ employeeId, id }: TimeOffRef) => api.post<TimeOff>(`/employee/${employeeId}/time-off/${id}/approve`),
    invalidate: invalidateTimeOff,
  });
}

/** DELETE /employee/{id}/time-off/{time_off_id}: removes a period, or declines a request. */
export function useDeleteTimeOff() {
  return useResourceMutation({
    call: ({ employeeId, id }: TimeOffRef) => api.delete<unknown>(`/employee/${employeeId}/time-off/${id}`),
    invalidate: invalidateTimeOff,
  });
}
