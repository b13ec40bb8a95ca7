import type { EventLifecycle } from '../events/lifecycle';
import { assertNoRequestedExtras } from './completion-guard';

/** What the extras module does when an event moves: completing it fixes its extras, none may still be a request. */
export function registerExtrasEventHooks(lifecycle: EventLifecycle): void {
  lifecycle.guardStatus(async ({ tx, event, move }) => {
    // Its extras are fixed with it: none may still wait for a decision (decision 0036).
    if (move.to === 'completed') await assertNoRequestedExtras(tx, event.id);
  });
}
