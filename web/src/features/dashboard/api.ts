import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import type { Assignment, CleaningEvent } from '@common/contracts/events';
import type { PropertyView } from '@common/contracts/properties';
import type { Employee } from '@common/contracts/staff';
import { api } from '../../lib/api-client';

/** Query keys of the calendar; by-month shares its key shape with the other event screens. */
export const dashboardKeys = {
  byMonth: (year: number, month: number) => ['cleaning-events', 'by-month', year, month] as const,
  assignments: ['assignments'] as const,
  employees: ['employees'] as const,
  houses: ['houses'] as const,
  clients: ['clients'] as const,
};

/** Performance mark set when a month of events has arrived (read by bench/calendar-render.ts). */
export const DATA_RECEIVED_MARK = 'calendar:data-received';

/** GET /cleaning_events/by-month for one month. */
export function byMonthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: dashboardKeys.byMonth(year, month),
    queryFn: async ({ signal }) => {
      const events = await api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}`, { signal });
      performance.mark(DATA_RECEIVED_MARK);
      return events;
    },
  });
}

const assignmentsQuery = queryOptions({
  queryKey: dashboardKeys.assignments,
  queryFn: ({ signal }) => api.get<Assignment[]>('/assignments/', { signal }),
});
const employeesQuery = queryOptions({
  queryKey: dashboardKeys.employees,
  queryFn: ({ signal }) => api.get<Employee[]>('/employee/', { signal }),
});
const housesQuery = queryOptions({
  queryKey: dashboardKeys.houses,
  queryFn: ({ signal }) => api.get<PropertyView[]>('/houses/', { signal }),
});
const clientsQuery = queryOptions({
  queryKey: dashboardKeys.clients,
  queryFn: ({ signal }) => api.get<Client[]>('/clients/', { signal }),
});

export interface DashboardData {
  events: CleaningEvent[];
  assignments: Assignment[];
  employees: Employee[];
  houses: PropertyView[];
  clients: Client[];
}

const EMPTY: never[] = [];

/**
 * Loads the month's events, assignments, employees, houses and clients in parallel (spec 7).
 * A failed call counts as an empty list; a failed events call is also reported as the error.
 */
export function useDashboardData(year: number, month: number) {
  return useQueries({
    queries: [byMonthQuery(year, month), assignmentsQuery, employeesQuery, housesQuery, clientsQuery],
    combine: ([events, assignments, employees, houses, clients]) => ({
      // The grid needs the events only; the other lists fill in as they arrive.
      isPending: events.isPending,
      error: events.error,
      data: {
        events: events.data ?? EMPTY,
        assignments: assignments.data ?? EMPTY,
        employees: employees.data ?? EMPTY,
        houses: houses.data ?? EMPTY,
        clients: clients.data ?? EMPTY,
      } satisfies DashboardData,
    }),
  });
}
