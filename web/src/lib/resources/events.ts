// Cleaning events (/cleaning_events/): the month lists, the housekeeper's week, and every change
// to an event with the caches it touches.
import { queryOptions, useQueries, type QueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { IN_REVIEW_PAGE } from '@common/domain/limits';
import type {
  CleaningEvent,
  LeanEvent,
  CreateEventInput,
  EventHistoryResponse,
  LeanMonth,
  MyWeekResponse,
  UpdateEventInput,
} from '@common/contracts/events';
import type { Property } from '@common/contracts/properties';
import { statusLabel, type EventStatus, type PaymentStatus } from '@common/domain/event-status';
import { api } from '../api-client';
import { ApiError } from '../api-error';
import { useResourceMutation, type ScreenHandlers } from './resource';
import { reportKeys } from './reports';

/** Query keys of events: every month list sits under `months()`, the signed-in user's own under `myMonth`. */
export const eventKeys = {
  all: ['cleaning-events'] as const,
  months: () => [...eventKeys.all, 'by-month'] as const,
  month: (year: number, month: number) => [...eventKeys.months(), year, month] as const,
  myMonth: (year: number, month: number) => [...eventKeys.month(year, month), 'mine'] as const,
  myWeek: () => [...eventKeys.all, 'my-week'] as const,
  /** Under months(): the optimistic patches of the month lists reach it too. */
  inReview: () => [...eventKeys.months(), 'in-review'] as const,
  history: (id: number) => [...eventKeys.all, 'history', id] as const,
  /** Completed Services lists with their totals (lib/resources/payments.ts). */
  completed: () => [...eventKeys.all, 'completed'] as const,
  /** The capacity of days and the assignment suggestions (lib/resources/capacity.ts): they follow from the events. */
  capacity: () => [...eventKeys.all, 'capacity'] as const,
};

/** Performance mark set when a month of events has arrived (read by bench/calendar-render.ts). */
export const MONTH_RECEIVED_MARK = 'events:month-received';

// The screens ask for the lean form (each property once) and rebuild the full events from it.
const byMonthPath = (year: number | string, month: number | string, mine = false) =>
  `/cleaning_events/by-month?year=${year}&month=${month}${mine ? '&mine=true' : ''}&lean=true`;
const MY_WEEK_PATH = '/cleaning_events/my-week';

/**
 * The reads her home's first render makes (her week and this month's calendar), which its shell asks
 * for before the app starts (app/prerender.tsx firstRequests): `{year}` and `{month}` stand for today's.
 */
export const HER_HOME_FIRST_READS = [MY_WEEK_PATH, byMonthPath('{year}', '{month}', true)] as const;

/**
 * The full events of a lean month answer: each event gets its property (one shared object per
 * property), `house`, `clientName` and the fields that follow from its own, as the full form has them.
 */
export function fromLeanMonth<E extends LeanEvent>({
  events,
  properties,
}: {
  events: E[];
  properties: LeanMonth['properties'];
}): (E & CleaningEvent)[] {
  const houses = new Map<number, CleaningEvent['house']>();
  for (const [id, { name, state, city, street_address, region }] of Object.entries(properties))
    houses.set(Number(id), { name, state, city, street_address, region });
  return events.map((event) => {
    const property = properties[event.property_id] ?? null;
    return {
      ...event,
      property,
      house: houses.get(event.property_id) ?? { name: '', state: '', city: '', street_address: '', region: '' },
      // Only an admin's view of a property names its client (as the full form's clientName).
      clientName: (property as Partial<Property> | null)?.client_name ?? null,
      displayStatus: statusLabel(event.status),
      isAssigned: event.assignedEmployeeId !== null,
      same_day_turnover: event.arrival_date !== null && event.arrival_date === event.service_date,
    };
  });
}

/** GET /cleaning_events/by-month?lean=true: every event of a month (admins and supervisors). */
export function monthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: eventKeys.month(year, month),
    queryFn: async ({ signal }) => {
      const events = fromLeanMonth(await api.get<LeanMonth>(byMonthPath(year, month), { signal }));
      performance.mark(MONTH_RECEIVED_MARK);
      return events;
    },
  });
}

/** GET /cleaning_events/by-month?mine=true&lean=true: the signed-in user's own events of a month. */
export function myMonthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: eventKeys.myMonth(year, month),
    queryFn: async ({ signal }) => fromLeanMonth(await api.get<LeanMonth>(byMonthPath(year, month, true), { signal })),
  });
}

/** GET /cleaning_events/my-week: the signed-in user's Friday-Thursday week. */
export function myWeekQuery() {
  return queryOptions({
    queryKey: eventKeys.myWeek(),
    queryFn: async ({ signal }) => {
      const week = await api.get<MyWeekResponse>(MY_WEEK_PATH, { signal });
      // A page in place of the API's answer (a Wi-Fi sign-in page answers anything with its HTML) is an
      // error to show, not a week to draw: her home draws the week as soon as it is in.
      if (!Array.isArray((week as Partial<MyWeekResponse> | undefined)?.events))
        throw new ApiError(502, 'The answer is not a week');
      return week;
    },
  });
}

// Module-level so TanStack Query re-runs it only when a month's result changes (stable reference).
function mergeMonths(results: UseQueryResult<CleaningEvent[]>[]) {
  const byId = new Map<number, CleaningEvent>();
  for (const result of results) for (const event of result.data ?? []) byId.set(event.id, event);
  return {
    events: [...byId.values()],
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}

/** GET /cleaning_events/in-review: the oldest events waiting for review (one page of IN_REVIEW_PAGE), whatever their month. */
export function inReviewQuery() {
  return queryOptions({
    queryKey: eventKeys.inReview(),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/in-review?limit=${IN_REVIEW_PAGE}`, { signal }),
  });
}

/** The events of several months, merged (each month is its own cached call). */
export function useMonthsEvents(months: readonly { year: number; month: number }[]) {
  return useQueries({ queries: months.map(({ year, month }) => monthQuery(year, month)), combine: mergeMonths });
}

/** What the month lists held before an optimistic patch, to put back on failure. */
export type EventsSnapshot = [QueryKey, CleaningEvent[] | undefined][];

/** Applies a change to one event in every cached month list at once (an optimistic patch). */
export async function patchEvent(
  client: QueryClient,
  id: number,
  patch: Partial<CleaningEvent>,
): Promise<EventsSnapshot> {
  await client.cancelQueries({ queryKey: eventKeys.months() });
  const snapshot = client.getQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() });
  client.setQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() }, (events) =>
    events?.map((event) => (event.id === id ? { ...event, ...patch } : event)),
  );
  return snapshot;
}

/** Takes one event out of every cached month list at once (an optimistic delete). */
export async function dropEvent(client: QueryClient, id: number): Promise<EventsSnapshot> {
  await client.cancelQueries({ queryKey: eventKeys.months() });
  const snapshot = client.getQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() });
  client.setQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() }, (events) =>
    events?.filter((event) => event.id !== id),
  );
  return snapshot;
}

/** Puts back what patchEvent changed. */
export function restoreEvents(client: QueryClient, snapshot: EventsSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** Puts the server's answer for one event into every cached list that holds it. */
export function replaceEvent(client: QueryClient, updated: CleaningEvent): void {
  const swap = (event: CleaningEvent) => (event.id === updated.id ? updated : event);
  client.setQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() }, (events) => events?.map(swap));
  client.setQueryData<MyWeekResponse>(eventKeys.myWeek(), (week) => week && { ...week, events: week.events.map(swap) });
}

/** Changes some fields of one event in every cached list that holds it (what a partial answer told). */
export function patchCachedEvent(client: QueryClient, id: number, patch: Partial<CleaningEvent>): void {
  const swap = (event: CleaningEvent) => (event.id === id ? { ...event, ...patch } : event);
  client.setQueriesData<CleaningEvent[]>({ queryKey: eventKeys.months() }, (events) => events?.map(swap));
  client.setQueryData<MyWeekResponse>(eventKeys.myWeek(), (week) => week && { ...week, events: week.events.map(swap) });
}

/**
 * After any change to events: every month list, the housekeeper's week and the report stats are out of
 * date. `refetch: 'none'` when the answer is already in the caches (the open list stays as it is).
 */
export async function invalidateEvents(client: QueryClient, refetch: 'active' | 'none' = 'active'): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: eventKeys.all, refetchType: refetch }),
    client.invalidateQueries({ queryKey: reportKeys.stats(), refetchType: refetch }),
    // No answer holds a day's capacity: what is on screen is read again whatever the change.
    client.invalidateQueries({ queryKey: eventKeys.capacity(), refetchType: 'active' }),
  ]);
}

const answered = {
  update: (client: QueryClient, updated: CleaningEvent) => replaceEvent(client, updated),
  invalidate: (client: QueryClient) => invalidateEvents(client, 'none'),
};

/** POST /cleaning_events/create: a new event (unassigned, pending, pending). */
export function useCreateEvent() {
  return useResourceMutation({
    call: (input: CreateEventInput) => api.post<CleaningEvent>('/cleaning_events/create', input),
    invalidate: (client) => invalidateEvents(client),
  });
}

/**
 * A status change; `reason` is why a supervisor sends an event in review back (required for that move), and
 * `redoItems` the checklist items she must do again (decision 0037).
 */
export type StatusChange = { event: CleaningEvent; status: EventStatus; reason?: string; redoItems?: string[] };

/** PATCH /cleaning_events/{id}/status. */
export function useSetEventStatus<TContext>(screen?: ScreenHandlers<CleaningEvent, StatusChange, TContext>) {
  return useResourceMutation(
    {
      call: ({ event, status, reason, redoItems }: StatusChange) =>
        api.patch<CleaningEvent>(`/cleaning_events/${event.id}/status`, {
          status,
          ...(reason !== undefined && { reason }),
          ...(redoItems?.length && { redo_items: redoItems }),
        }),
      ...answered,
    },
    screen,
  );
}

/** PATCH /cleaning_events/{id}/note: a blank note clears it. */
export function useSaveEventNote(screen?: ScreenHandlers<CleaningEvent, { id: number; note: string }>) {
  return useResourceMutation(
    { call: ({ id, note }: { id: number; note: string }) => saveNote(id, note), ...answered },
    screen,
  );
}

function saveNote(id: number, note: string): Promise<CleaningEvent> {
  return api.patch<CleaningEvent>(`/cleaning_events/${id}/note`, { note: note.trim() });
}

/** Which of the two payments of an event. */
export type PaymentKind = 'client' | 'employee' | 'supervisor';

/**
 * PATCH /cleaning_events/{id}/payment-client or /payment-employee (answering the event); the supervisor's pay
 * has no call of its own, so it goes through PATCH /cleaning_events/payments with this one id (no event back).
 */
export function useSetPayment(
  kind: PaymentKind,
  screen?: ScreenHandlers<CleaningEvent | null, { id: number; status: PaymentStatus }>,
) {
  return useResourceMutation(
    {
      call: async ({ id, status }: { id: number; status: PaymentStatus }): Promise<CleaningEvent | null> => {
        if (kind === 'client')
          return api.patch<CleaningEvent>(`/cleaning_events/${id}/payment-client`, { payment_client_status: status });
        if (kind === 'employee')
          return api.patch<CleaningEvent>(`/cleaning_events/${id}/payment-employee`, {
            payment_employee_status: status,
          });
        await api.patch('/cleaning_events/payments', { ids: [id], payment_supervisor_status: status });
        return null;
      },
      update: (client, updated) => {
        if (updated) answered.update(client, updated);
      },
      // Completed Services' totals move with a payment: read them again at once.
      invalidate: async (client) => {
        await invalidateEvents(client, kind === 'supervisor' ? 'active' : 'none');
        await client.invalidateQueries({ queryKey: eventKeys.completed() });
      },
    },
    screen,
  );
}

/** GET /cleaning_events/{id}/history: who changed what and when, oldest first. */
export function eventHistoryQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.history(id),
    queryFn: ({ signal }) => api.get<EventHistoryResponse>(`/cleaning_events/${id}/history`, { signal }),
  });
}

/** An edit of an event's property, dates, summary or note. */
export type EventEdit = { id: number; input: UpdateEventInput };

/** PUT /cleaning_events/{id} (admin): the housekeeper stays. */
export function useUpdateEvent<TContext>(screen?: ScreenHandlers<CleaningEvent, EventEdit, TContext>) {
  return useResourceMutation(
    { call: ({ id, input }: EventEdit) => api.put<CleaningEvent>(`/cleaning_events/${id}`, input), ...answered },
    screen,
  );
}

/** DELETE /cleaning_events/{id} (admin): the event and its assignment go; a completed one cannot (409). */
export function useDeleteEvent<TContext>(screen?: ScreenHandlers<void, number, TContext>) {
  return useResourceMutation(
    {
      call: (id: number) => api.delete<void>(`/cleaning_events/${id}`),
      invalidate: (client) => invalidateEvents(client),
    },
    screen,
  );
}
