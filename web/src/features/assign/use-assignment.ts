import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssignInput } from '@common/contracts/events';
import { useAssign, useUnassign } from '../../lib/resources/assignments';
import { patchEvent, restoreEvents } from '../../lib/resources/events';

/**
 * Assign and unassign as the board shows them: at once, before the server answers (spec 4). A failed
 * assignment keeps the screen change and says so; a failed unassignment is rolled back (spec 8).
 */
export function useAssignment() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const report = (key: string, error: Error) => {
    console.error(t(key), error);
    notifications.show({ color: 'red', message: `${t(key)} ${error.message}` });
  };
  const assign = useAssign({
    onMutate: (input: AssignInput & { employee_name: string }) =>
      patchEvent(client, input.cleaning_event_id, {
        status: 'assigned',
        displayStatus: 'assigned',
        isAssigned: true,
        assignedEmployeeId: input.employee_id,
        assignedEmployeeName: input.employee_name,
      }),
    onError: (error) => report('assign.assignFailed', error),
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
    onError: (error, _eventId, snapshot) => {
      restoreEvents(client, snapshot);
      report('assign.unassignFailed', error);
    },
  });
  return { assign, unassign };
}
