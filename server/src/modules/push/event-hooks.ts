import type { EventLifecycle } from '../events/lifecycle';
import { tellHousekeeper, tellReviewers } from './push-notices';

/** Who hears of an event's changes on their phone (decision 0038). */
export function registerPushEventHooks(lifecycle: EventLifecycle): void {
  lifecycle.afterStatus(async ({ tx, event, move }) => {
    // Her of a send-back, the supervisors of a Done.
    if (move.sendingBack) await tellHousekeeper(tx, event.id, 'sent_back', { reason: move.reason ?? undefined });
    if (move.to === 'in_review' && move.from === 'assigned') await tellReviewers(tx, event.id);
  });
  lifecycle.afterAssignment(async ({ tx, event, change }) => {
    // The new housekeeper, then the one it was taken from.
    if (change.after) await tellHousekeeper(tx, event.id, 'assigned', { userId: change.after.userId });
    if (change.before?.userId) await tellHousekeeper(tx, event.id, 'unassigned', { userId: change.before.userId });
  });
  lifecycle.afterChange(async ({ tx, event, change }) => {
    if (change.kind === 'moved') await tellHousekeeper(tx, event.id, 'moved', { from: change.from });
    else if (change.assigneeUserId) await tellHousekeeper(tx, event.id, 'cancelled', { userId: change.assigneeUserId });
  });
}
