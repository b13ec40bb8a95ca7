import type { EventLifecycle } from '../events/lifecycle';
import { settlePaidCleaning } from './pay-adjustments';

/** What payroll does when an event moves: a paid cleaning completed again settles the difference. */
export function registerPayrollEventHooks(lifecycle: EventLifecycle): void {
  lifecycle.afterStatus(async ({ tx, event, move }) => {
    // Its paid lines stay, the difference is an adjustment (docs/decisions/0045-paid-is-final.md).
    if (move.to === 'completed') await settlePaidCleaning(tx, event.id);
  });
}
