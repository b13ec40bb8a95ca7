import type { EventLifecycle } from '../events/lifecycle';
import { answersLine, assertChecklistDone, clearAnswers, sendBackItems } from './event-checklist';

/** What the checklists module does when an event moves or changes hands: its answers go with the attempt. */
export function registerChecklistEventHooks(lifecycle: EventLifecycle): void {
  lifecycle.guardStatus(async ({ tx, event, move }) => {
    // Done needs the checklist's required items, and those sent back, answered (decision 0037).
    if (move.to === 'in_review' && move.from === 'assigned') await assertChecklistDone(tx, event.id, event.propertyId);
    if (move.sendingBack) await sendBackItems(tx, event.id, event.propertyId, move.redoItems, move.reason);
  });
  // A handover after she answered: her answers are shown, kept in the history and cleared.
  lifecycle.attemptWork({ read: answersLine, clear: clearAnswers });
}
