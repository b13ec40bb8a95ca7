// Assignments (/assignments/): who cleans which event. Every change moves events between lists.
import type { AssignInput, AssignResponse } from '@common/contracts/events';
import { api } from '../api-client';
import { invalidateEvents } from './events';
import { useResourceMutation, type ScreenHandlers } from './resource';

/** POST /assignments/: assigns an event (or moves it to another housekeeper); 409 when she is not available unless `force`. */
export function useAssign<TVariables extends AssignInput, TContext>(
  screen?: ScreenHandlers<AssignResponse, TVariables, TContext>,
) {
  return useResourceMutation(
    {
      // `force` only when asked: she is off or not working in the window, and the admin assigns anyway.
      // `confirm_started` only when the admin confirmed handing over a cleaning already started.
      call: ({ cleaning_event_id, employee_id, force, confirm_started }: TVariables) =>
        api.post<AssignResponse>('/assignments/', {
          cleaning_event_id,
          employee_id,
          ...(force && { force }),
          ...(confirm_started && { confirm_started }),
        } satisfies AssignInput),
      invalidate: (client) => invalidateEvents(client),
    },
    screen,
  );
}

/** DELETE /assignments/by-event/{eventId}: the event goes back to unassigned. */
export function useUnassign<TContext>(screen?: ScreenHandlers<AssignResponse, number, TContext>) {
  return useResourceMutation(
    {
      call: (eventId: number) => api.delete<AssignResponse>(`/assignments/by-event/${eventId}`),
      invalidate: (client) => invalidateEvents(client),
    },
    screen,
  );
}

/** DELETE /assignments/by-event/{eventId}?confirm_started=true: the admin confirmed unassigning a started cleaning. */
export function useUnassignStarted<TContext>(screen?: ScreenHandlers<AssignResponse, number, TContext>) {
  return useResourceMutation(
    {
      call: (eventId: number) => api.delete<AssignResponse>(`/assignments/by-event/${eventId}?confirm_started=true`),
      invalidate: (client) => invalidateEvents(client),
    },
    screen,
  );
}
