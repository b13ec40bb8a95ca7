// Assignments (/assignments/): who cleans which event. Every change moves events between lists.
import type { AssignInput, AssignResponse } from '@common/contracts/events';
import { api } from '../api-client';
import { invalidateEvents } from './events';
import { useResourceMutation, type ScreenHandlers } from './resource';

/** POST /assignments/: assigns an event (or moves it to another housekeeper). */
export function useAssign<TVariables extends AssignInput, TContext>(
  screen?: ScreenHandlers<AssignResponse, TVariables, TContext>,
) {
  return useResourceMutation(
    {
      call: ({ cleaning_event_id, employee_id }: TVariables) =>
        api.post<AssignResponse>('/assignments/', { cleaning_event_id, employee_id } satisfies AssignInput),
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
