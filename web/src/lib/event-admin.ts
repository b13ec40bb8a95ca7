// The admin's changes to one event from its details (calendar, assign board, History Events):
// the resources' calls with the optimistic patch and rollback the three screens share.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CleaningEvent } from '@common/contracts/events';
import type { EventAdminTools } from '../components/event-admin-panel';
import { useAssign, useUnassign } from './resources/assignments';
import { dropEvent, eventHistoryQuery, patchEvent, restoreEvents, useDeleteEvent, useUpdateEvent } from './resources/events';
import { propertiesQuery } from './resources/properties';
import { staffQuery } from './resources/staff';

/**
 * The event details' admin tools for `event`: history, pickers, and Edit, Reassign and Delete shown at
 * once on every calendar and board, put back when the server refuses. `onChange` gets the event as it
 * now is (null once deleted) so the open details follow.
 */
export function useEventAdmin(event: CleaningEvent | null, onChange: (event: CleaningEvent | null) => void): EventAdminTools | undefined {
  const client = useQueryClient();
  const id = event?.id ?? 0;
  const history = useQuery({ ...eventHistoryQuery(id), enabled: event !== null });
  const properties = useQuery({ ...propertiesQuery(), enabled: event !== null });
  const staff = useQuery({ ...staffQuery(), enabled: event !== null });
  const rollback = (snapshot: Awaited<ReturnType<typeof patchEvent>> | undefined) => {
    restoreEvents(client, snapshot);
    onChange(event);
  };
  const update = useUpdateEvent({
    onMutate: ({ input }) => {
      // The house follows a new property at once; the rest of the answer comes from the server.
      const house = properties.data?.find((p) => p.id === input.property_id);
      const patch: Partial<CleaningEvent> = { ...input, ...(house && { house: { name: house.name, state: house.state, city: house.city, street_address: house.street_address, region: house.region } }) };
      if (event) onChange({ ...event, ...patch });
      return patchEvent(client, id, patch);
    },
    onError: (_error, _input, snapshot) => rollback(snapshot),
    onSuccess: (updated) => onChange(updated),
  });
  const assign = useAssign({
    onMutate: ({ cleaning_event_id, employee_id, employee_name }: { cleaning_event_id: number; employee_id: number; employee_name: string }) => {
      const patch = { status: 'assigned', displayStatus: 'assigned', isAssigned: true, assignedEmployeeId: employee_id, assignedEmployeeName: employee_name } as const;
      if (event) onChange({ ...event, ...patch });
      return patchEvent(client, cleaning_event_id, patch);
    },
    onError: (_error, _input, snapshot) => rollback(snapshot),
    onSuccess: (answer, { employee_id, employee_name }) => {
      if (event) onChange({ ...event, status: answer.status, displayStatus: answer.status, isAssigned: true, assignedEmployeeId: employee_id, assignedEmployeeName: employee_name });
    },
  });
  const unassign = useUnassign({
    onMutate: (eventId) => {
      const patch = { status: 'unassigned', displayStatus: 'unassigned', isAssigned: false, assignedEmployeeId: null, assignedEmployeeName: null } as const;
      if (event) onChange({ ...event, ...patch });
      return patchEvent(client, eventId, patch);
    },
    onError: (_error, _id, snapshot) => rollback(snapshot),
  });
  const remove = useDeleteEvent({
    onMutate: (eventId) => dropEvent(client, eventId),
    onError: (_error, _id, snapshot) => restoreEvents(client, snapshot),
    onSuccess: () => onChange(null),
  });

  const propertyOptions = useMemo(() => (properties.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.city})` })), [properties.data]);
  const housekeepers = useMemo(
    () => (staff.data ?? []).filter((e) => e.active_status && e.role === 'employee').map((e) => ({ value: String(e.id), label: e.name })),
    [staff.data],
  );
  if (!event) return undefined;
  return {
    history: { data: history.data, isPending: history.isPending, error: history.error },
    properties: propertyOptions,
    housekeepers,
    save: (input) => update.mutateAsync({ id: event.id, input }),
    reassign: (employeeId) => {
      if (employeeId === null) return unassign.mutateAsync(event.id);
      const name = housekeepers.find((h) => h.value === String(employeeId))?.label ?? '';
      return assign.mutateAsync({ cleaning_event_id: event.id, employee_id: employeeId, employee_name: name });
    },
    remove: () => remove.mutateAsync(event.id),
  };
}
