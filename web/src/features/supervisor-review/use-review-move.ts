import { useQueryClient } from '@tanstack/react-query';
import { patchEvent, restoreEvents, useSetEventStatus } from '../../lib/resources/events';

/**
 * A supervisor's move on an event in review: completed, or sent back to assigned.
 * Shown at once and rolled back when the server refuses.
 */
export function useReviewMove() {
  const client = useQueryClient();
  return useSetEventStatus({
    onMutate: ({ event, status, reason }) =>
      patchEvent(client, event.id, reason === undefined ? { status } : { status, sent_back_reason: reason }),
    onError: (error, _change, snapshot) => {
      console.error('Review status change failed', error);
      restoreEvents(client, snapshot);
    },
  });
}
