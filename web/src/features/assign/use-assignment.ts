import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignInput, CleaningEvent } from '@common/contracts/events';
import { isOpenForAssignment } from '@common/domain/event-policy';
import { ApiError } from '../../lib/api-error';
import { useAssign, useUnassign, useUnassignStarted } from '../../lib/resources/assignments';
import { patchEvent, restoreEvents, type EventsSnapshot } from '../../lib/resources/events';

/** An assignment from the board: who, named for the screen until the server answers. */
export type BoardAssignment = AssignInput & { employee_id: number; employee_name: string };

/** The server refused an assignment because she is off or not working in the window: its sentence, and what to resend. */
export type AssignRefusal = {
  detail: string;
  /** The cleaning was already started by its housekeeper: resent confirming (`confirm_started`), not forced. */
  started: boolean;
  /** What to resend: the assignment, or (unassigning a started cleaning) the cleaning's id. */
  input?: BoardAssignment;
  unassignId?: number;
};

/**
 * Whether a 409 is the availability refusal (decision 0035): the board offers only active housekeepers
 * and cleanings open for assignment, so a 409 on one it still saw open is about her availability. The
 * server's other 409s (serviced meanwhile, deactivated meanwhile) answer the forced resend too, and are
 * reported as any failure then.
 */
function isAvailabilityRefusal(error: Error, input: BoardAssignment, snapshot: EventsSnapshot | undefined) {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  // Already started by someone else: the admin is asked first (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md).
  if (error.code === 'confirm_started') return !input.confirm_started;
  if (input.force) return false;
  const before = snapshot
    ?.flatMap(([, events]) => events ?? [])
    .find((event: CleaningEvent) => event.id === input.cleaning_event_id);
  return before !== undefined && isOpenForAssignment(before.status);
}

/**
 * Assign and unassign as the board shows them: at once, before the server answers. A failed
 * assignment keeps the screen change and says so; a failed unassignment is rolled back. An
 * assignment refused because she is not available is rolled back and waits in `refusal` for the
 * admin to assign anyway (`force`) or leave it.
 */
export function useAssignment() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<AssignRefusal | null>(null);
  const report = (key: string, error: Error) => {
    console.error(t(key), error);
    notifications.show({ color: 'red', message: `${t(key)} ${error.message}` });
  };
  const assign = useAssign({
    onMutate: (input: BoardAssignment) =>
      patchEvent(client, input.cleaning_event_id, {
        status: 'assigned',
        displayStatus: 'assigned',
        isAssigned: true,
        assignedEmployeeId: input.employee_id,
        assignedEmployeeName: input.employee_name,
      }),
    onError: (error, input, snapshot) => {
      if (isAvailabilityRefusal(error, input, snapshot)) {
        restoreEvents(client, snapshot);
        setRefusal({ input, detail: error.message, started: (error as ApiError).code === 'confirm_started' });
        return;
      }
      report('assign.assignFailed', error);
    },
  });
  const unassign = useUnassign({
    onMutate: (eventId) =>
      patchEvent(client, eventId, {
        status: 'unassigned',
        displayStatus: 'unassigned',
        isAssigned: false,
        assignedEmployeeId: null,
        assignedEmployeeName: null,
      }),
    onError: (error, eventId, snapshot) => {
      restoreEvents(client, snapshot);
      if (error instanceof ApiError && error.code === 'confirm_started') {
        setRefusal({ detail: error.message, started: true, unassignId: eventId });
        return;
      }
      report('assign.unassignFailed', error);
    },
  });
  const unassignStarted = useUnassignStarted({
    onError: (error) => report('assign.unassignFailed', error),
  });
  const refused = {
    refusal,
    /** Resends the refused assignment with `force`. */
    assignAnyway: () => {
      if (refusal?.unassignId !== undefined) unassignStarted.mutate(refusal.unassignId);
      else if (refusal?.input)
        assign.mutate(
          refusal.started ? { ...refusal.input, confirm_started: true } : { ...refusal.input, force: true },
        );
      setRefusal(null);
    },
    dismiss: () => setRefusal(null),
  };
  return { assign, unassign, refused };
}
