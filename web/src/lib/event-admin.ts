// The admin's changes to one event from its details (calendar, assign board, History Events):
// the resources' calls with the optimistic patch and rollback the three screens share.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { AssignInput, AssignResponse, CleaningEvent } from '@common/contracts/events';
import type { EventAdminTools } from './event-admin-tools';
import { useAssign, useUnassign, useUnassignStarted } from './resources/assignments';
import {
  dropEvent,
  eventHistoryQuery,
  patchEvent,
  restoreEvents,
  useDeleteEvent,
  useUpdateEvent,
  type EventsSnapshot,
} from './resources/events';
import { useDismissEvent, useFeedMark } from './resources/feeds';
import { propertiesQuery } from './resources/properties';
import type { ScreenHandlers } from './resources/resource';
import { staffQuery } from './resources/staff';

/** What an optimistic change replaced: the cached lists and the event as the details showed it. */
type Undo = { snapshot: EventsSnapshot; previous: CleaningEvent };

/**
 * The event details' admin tools for `event`: history, pickers, and Edit, Reassign and Delete shown at
 * once on every calendar and board, put back when the server refuses. `setEvent` is the screen's state
 * of the open event, kept following the changes (unless the admin has opened another or closed it).
 */
export function useEventAdmin(
  event: CleaningEvent | null,
  setEvent: Dispatch<SetStateAction<CleaningEvent | null>>,
): EventAdminTools | undefined {
  const client = useQueryClient();
  const id = event?.id ?? 0;
  const history = useQuery({ ...eventHistoryQuery(id), enabled: event !== null });
  const properties = useQuery({ ...propertiesQuery(), enabled: event !== null });
  const staff = useQuery({ ...staffQuery(), enabled: event !== null });
  const follow = (next: CleaningEvent) => setEvent((open) => (open?.id === next.id ? next : open));
  // Called when a change starts, so `event` is the one the details show at that moment.
  const apply = async (patch: Partial<CleaningEvent>): Promise<Undo | undefined> => {
    if (!event) return undefined;
    follow({ ...event, ...patch });
    return { previous: event, snapshot: await patchEvent(client, event.id, patch) };
  };
  const rollback = (undo: Undo | undefined) => {
    if (!undo) return;
    restoreEvents(client, undo.snapshot);
    follow(undo.previous);
  };
  const update = useUpdateEvent({
    onMutate: ({ input }) => {
      // The house follows a new property at once; the rest of the answer comes from the server.
      const house = properties.data?.find((p) => p.id === input.property_id);
      const place = house && {
        house: {
          name: house.name,
          state: house.state,
          city: house.city,
          street_address: house.street_address,
          region: house.region,
        },
      };
      return apply({ ...input, ...place });
    },
    onError: (_error, _input, undo) => rollback(undo),
    onSuccess: follow,
  });
  const assign = useAssign({
    onMutate: (input: AssignInput & { employee_id: number; employee_name: string }) =>
      apply({
        status: 'assigned',
        displayStatus: 'assigned',
        isAssigned: true,
        assignedEmployeeId: input.employee_id,
        assignedEmployeeName: input.employee_name,
      }),
    onError: (_error, _input, undo) => rollback(undo),
    onSuccess: (answer, input, undo) =>
      undo &&
      follow({
        ...undo.previous,
        status: answer.status,
        displayStatus: answer.status,
        isAssigned: true,
        assignedEmployeeId: input.employee_id,
        assignedEmployeeName: input.employee_name,
      }),
  });
  const unassigned: ScreenHandlers<AssignResponse, number, Undo | undefined> = {
    onMutate: () =>
      apply({
        status: 'unassigned',
        displayStatus: 'unassigned',
        isAssigned: false,
        assignedEmployeeId: null,
        assignedEmployeeName: null,
      }),
    onError: (_error, _id, undo) => rollback(undo),
  };
  const unassign = useUnassign(unassigned);
  const unassignStarted = useUnassignStarted(unassigned);
  const remove = useDeleteEvent({
    onMutate: (eventId) => dropEvent(client, eventId),
    onError: (_error, _id, snapshot) => restoreEvents(client, snapshot),
    onSuccess: (_answer, eventId) => close(eventId),
  });

  const acknowledge = useFeedMark('acknowledge');
  const confirm = useFeedMark('confirm');
  const dismiss = useDismissEvent();
  const close = (eventId: number) => setEvent((open) => (open?.id === eventId ? null : open));

  const propertyOptions = useMemo(
    () => (properties.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.city})` })),
    [properties.data],
  );
  const housekeepers = useMemo(
    () =>
      (staff.data ?? [])
        .filter((e) => e.active_status && e.role === 'employee')
        .map((e) => ({ value: String(e.id), label: e.name })),
    [staff.data],
  );
  if (!event) return undefined;
  return {
    history: { data: history.data, isPending: history.isPending, error: history.error },
    properties: propertyOptions,
    housekeepers,
    save: (input) => update.mutateAsync({ id: event.id, input }),
    reassign: (employeeId, confirmStarted = false) => {
      if (employeeId === null) return (confirmStarted ? unassignStarted : unassign).mutateAsync(event.id);
      const name = housekeepers.find((h) => h.value === String(employeeId))?.label ?? '';
      return assign.mutateAsync({
        cleaning_event_id: event.id,
        employee_id: employeeId,
        employee_name: name,
        ...(confirmStarted && { confirm_started: true }),
      });
    },
    remove: () => remove.mutateAsync(event.id),
    feedMark: async (action) => {
      if (action === 'dismiss') return dismiss.mutateAsync(event.id).then(() => close(event.id));
      return (action === 'acknowledge' ? acknowledge : confirm).mutateAsync(event.id).then(follow);
    },
  };
}
