import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AssignInput, CleaningEvent, CreateEventInput } from '@common/contracts/events';
import type { PropertyView } from '@common/contracts/properties';
import type { Employee } from '@common/contracts/staff';
import { api } from '../../lib/api-client';
import i18n from '../../lib/i18n';

/** Query keys of the assignment screen; by-month shares its key shape with the other event screens. */
export const assignKeys = {
  allMonths: ['cleaning-events', 'by-month'] as const,
  byMonth: (year: number, month: number) => ['cleaning-events', 'by-month', year, month] as const,
  employees: ['employees'] as const,
  houses: ['houses'] as const,
};

/** GET /cleaning_events/by-month for one month. */
export function byMonthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: assignKeys.byMonth(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}`, { signal }),
  });
}

/** GET /employee/: housekeepers and supervisors. */
export const employeesQuery = queryOptions({
  queryKey: assignKeys.employees,
  queryFn: ({ signal }) => api.get<Employee[]>('/employee/', { signal }),
});

/** GET /houses/: the properties a new event can be for. */
export const housesQuery = queryOptions({
  queryKey: assignKeys.houses,
  queryFn: ({ signal }) => api.get<PropertyView[]>('/houses/', { signal }),
});

type Snapshot = [readonly unknown[], CleaningEvent[] | undefined][];

/** Applies a change to one event wherever it sits in the month caches; returns what was there. */
async function patchEvent(client: QueryClient, id: number, patch: Partial<CleaningEvent>): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: assignKeys.allMonths });
  const snapshot = client.getQueriesData<CleaningEvent[]>({ queryKey: assignKeys.allMonths });
  client.setQueriesData<CleaningEvent[]>({ queryKey: assignKeys.allMonths }, (events) =>
    events?.map((event) => (event.id === id ? { ...event, ...patch } : event)),
  );
  return snapshot;
}

function reportFailure(key: string, error: Error) {
  console.error(i18n.t(key), error);
  notifications.show({ color: 'red', message: `${i18n.t(key)} ${error.message}` });
}

/** POST /assignments/: shown at once; on failure the screen change is kept and logged (spec 8). */
export function useAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignInput & { employee_name: string }) =>
      api.post('/assignments/', { cleaning_event_id: input.cleaning_event_id, employee_id: input.employee_id }),
    onMutate: (input) =>
      patchEvent(client, input.cleaning_event_id, {
        status: 'assigned',
        displayStatus: 'assigned',
        isAssigned: true,
        assignedEmployeeId: input.employee_id,
        assignedEmployeeName: input.employee_name,
      }),
    onError: (error) => reportFailure('assign.assignFailed', error),
    onSuccess: () => client.invalidateQueries({ queryKey: assignKeys.allMonths }),
  });
}

/** DELETE /assignments/by-event/{id}: shown at once, rolled back on failure (spec 8). */
export function useUnassign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => api.delete(`/assignments/by-event/${eventId}`),
    onMutate: (eventId) =>
      patchEvent(client, eventId, {
        status: 'unassigned',
        displayStatus: 'unassigned',
        isAssigned: false,
        assignedEmployeeId: null,
        assignedEmployeeName: null,
      }),
    onError: (error, _eventId, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      reportFailure('assign.unassignFailed', error);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: assignKeys.allMonths }),
  });
}

/** POST /cleaning_events/create; the month lists reload after. */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventInput) => api.post<CleaningEvent>('/cleaning_events/create', input),
    onSuccess: () => client.invalidateQueries({ queryKey: assignKeys.allMonths }),
  });
}
